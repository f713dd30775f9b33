"""Stage 9: contradiction pairs.

Two claims about the same resolved subject conflict when they cannot both hold:

- ``denial``: one denies what the other asserts ("Russia has denied interfering in the U.S.
  election" against "Russia had interfered in the 2016 presidential election"). A denial's
  proposition is what it denies, so it meets an assertion of it in any document, earlier or
  later, when the two propositions read alike, even under another predicate;
  Across documents a denial also meets an assertion of the same words said of a subject under
  another name ("Reports that the president of Argentina adopted a boy ... have been greatly
  exaggerated" / "Cristina Kirchner has adopted a Jewish boy ..."): the same predicate, values
  alike and sharing three content words, and subjects that may be one (a name on one side and,
  on the other, a shared name word or a description such as "the president of Argentina";
  ``_may_name_one``). Entities are not merged for this; the pair names both subjects
  (``subject_entity_b``) and the judge and the reader decide;
  A debunk that retells no story ("The third breast story is a hoax") meets, as a denial, the
  assertion in each other document that tells its topic (``pipeline.debunks``). What a denial
  meets may be an article's own narration ("The ENT took over and began a biopsy"), which
  pairs with nothing but a denial (``_narration_may_pair``);
- ``polarity``: one says the other's proposition does not hold ("did not make $46 million"),
  under the same predicate, or under another when the proposition is one figure ("pulling in
  $46 million");
- ``quantity``, ``date``, ``entity``: on the same predicate, typed values that clash (two
  figures for one quantity in one unit, two dates for one event, two holders of a role that
  has one; ``pipeline.values``).

"The same predicate" is one lemma, or two verbs that WordNet files as saying one thing in either
verb's most frequent sense (``same_predicate``): "did not meddle" meets "interfered in the 2016
election", "will begin shipping by March" meets "will start shipping in April".

Different wording is not a conflict: values that contain or reword each other are one claim
(``values.same_proposition``; resolution puts them in one cluster), two text values never
clash, a negated antonym says the same ("not high expectations" / "low expectations"), and a
value with no word of its own ("I hadn't thought of that") negates nothing. A request ("urged
Trump to press the issue") says nothing is so, and pairs with nothing (``is_request``). Only propositions whose subject means one thing pair: a pronoun pairs with nothing, a
common noun phrase ("the company") only inside its document (``subject_scope``). Each pair
names the clusters it joins; the report shows one row per pair of clusters. Nothing is resolved or
averaged: each pair keeps both claims and the reader decides. A later claim by the same
speaker is labelled a supersession: it replaces the earlier one in the speaker's current
position without erasing it.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict

from pipeline.debunks import debunked_pairs, debunks
from pipeline.extract.parse.lexicon import CUE_MODALITY, LIGHT_VERBS
from pipeline.extract.wordnet_classes import load_wordnet_classes
from pipeline.resolve import TITLE_WORDS
from pipeline.values import clash, content_words, same_proposition, similarity, stored_or_typed

# Stronger first: a denial or a clash of figures or dates is plainly two accounts; opposite
# polarity read from a negation, or two names for one role, less plainly so.
STRENGTH: dict[str, int] = {"denial": 3, "quantity": 3, "date": 3, "polarity": 2, "entity": 2}

# A denial and an assertion under different predicates are one proposition only when their
# words are this alike (values.similarity) and share this many content words.
CROSS_PREDICATE_SIMILARITY = 80.0
CROSS_PREDICATE_SHARED_WORDS = 2
# A denial and an assertion about subjects under two names: the same predicate, and values
# this alike sharing this many content words (more than one name for the subject asks more).
CROSS_SUBJECT_SIMILARITY = 70.0
CROSS_SUBJECT_SHARED_WORDS = 3

# Roles one holder fills at a time: two names here clash ("the winner is X" / "is Y"); for
# other predicates two names are two facts ("met Putin", "met Macron").
FUNCTIONAL_PREDICATES = {
    "be",
    "become",
    "win",
    "lead",
    "head",
    "own",
    "replace",
    "succeed",
    "name",
    "appoint",
    "elect",
    "nominate",
    "choose",
    "pick",
    "identify",
    "father",
    "buy",
    "acquire",
}
# Subjects that name nobody without the sentence around them. Until resolution says which
# subjects it resolved (``subject_scope``), claims with these subjects pair with nothing.
UNRESOLVED_SUBJECTS = set(
    "i me we us you he him she her it they them this that these those one which who whom whose what "
    "there here someone something anyone anybody everyone everybody nobody".split()
)
SKIPPED_MODALITIES = {"unclear"}
# Words that open a common noun phrase: "The company" at the start of a sentence is no name.
GENERIC_OPENERS = {
    "the",
    "a",
    "an",
    "this",
    "that",
    "these",
    "those",
    "some",
    "many",
    "most",
    "all",
    "two",
    "three",
}


# Cues that ask for the thing, or ask about it, rather than say it is so: "asking Putin to
# extradite", "urged Trump to press", "called for Trump to cancel", "demanding that allies spend".
REQUEST_CUE = re.compile(
    r"\b(?:ask(?:s|ed|ing)?|urg(?:e|es|ed|ing)|demand(?:s|ed|ing)?|request(?:s|ed|ing)?|"
    r"plead(?:s|ed|ing)?|beg(?:s|ged|ging)?|implor(?:e|es|ed|ing)|"
    r"call(?:s|ed|ing)?\s+(?:for|on))\b",
    re.IGNORECASE,
)
# Cues that say the thing is so: after them an infinitive tells what the speaker holds to be so,
# "claims to have undergone plastic surgery", "claiming to have a third breast", never a request.
CLAIMING_CUE = re.compile(
    r"\b(?:claim(?:s|ed|ing)?|alleg(?:e|es|ed|ing)|purport(?:s|ed|ing)?|profess(?:es|ed|ing)?|"
    r"insist(?:s|ed|ing)?|sa(?:y|ys|id|ying))\b",
    re.IGNORECASE,
)
OPENING_QUOTES = "\"“‘' "
# An infinitive asks ("urged Trump to press the issue"); a perfect one tells what was done
# ("claims to have had a third breast", "claimed to have beheaded her"), which is a claim.
REQUEST_OPENING = re.compile(
    r"to\s+(?!have\s+(?:been|had|\w+ed|\w+en|done|made|got|paid|won|lost|told|said|taken|seen|found|kept|left|met|built|sent)\b)[a-z]"
)
# Words whose negation is the other: "not going in with high expectations" says what "going in
# with low expectations" says, and "doesn't expect an easy meeting" what "expected a tough one"
# does.
ANTONYM_PAIRS = (
    ("high", "low"),
    ("easy", "tough"),
    ("easy", "hard"),
    ("easy", "difficult"),
    ("good", "bad"),
    ("strong", "weak"),
    ("big", "small"),
    ("win", "lose"),
    ("won", "lost"),
    ("rise", "fall"),
    ("rose", "fell"),
    ("increase", "decrease"),
    ("true", "false"),
    ("success", "failure"),
    ("likely", "unlikely"),
    ("possible", "impossible"),
)
ANTONYMS: dict[str, set[str]] = defaultdict(set)
for _first, _second in ANTONYM_PAIRS:
    # as values.content_words spells them (stemmed), to meet the words of a proposition
    (_a,), (_b,) = content_words(_first), content_words(_second)
    ANTONYMS[_a].add(_b)
    ANTONYMS[_b].add(_a)


def pair_id(a: str, b: str) -> str:
    first, second = sorted((a, b))
    return "pair_" + hashlib.sha1(f"{first}|{second}".encode()).hexdigest()[:12]


def _subject_words(claim: dict) -> str:
    subject = (claim.get("subject") or "").lower().replace("’", "'")
    return re.sub(r"[^\w\s']", " ", subject).strip()


def subject_scope(claim: dict) -> str:
    """'global', 'document' or 'unresolved': how far the claim's subject means one thing.

    Resolution says so in ``subject_scope`` once it resolves subjects. Before that, a pronoun
    or relative word as the whole subject is unresolved, and a common noun phrase with no name
    in it ("the company", "officials", "the man") means one thing only inside its document.
    """
    if claim.get("subject_scope") is not None:
        return claim["subject_scope"]
    words = _subject_words(claim)
    if words in UNRESOLVED_SUBJECTS:
        return "unresolved"
    written = (claim.get("subject") or "").split()
    if not any(w[:1].isupper() or w[:1].isdigit() for w in written[1:]) and not (
        written and written[0][:1].isupper() and written[0].lower() not in GENERIC_OPENERS | TITLE_WORDS
    ):
        return "document"
    return "global"


def is_request(claim: dict) -> bool:
    """The claim asks for the thing, or asks about it, rather than says it is so: its cue asks
    ("asking Putin to extradite", "called for Trump to cancel"), or its words are an infinitive
    ("Schumer urged Trump to press the issue", "could agree to stop ..."). Read on the real-news
    drop, where each such object met a statement that it was not happening."""
    if REQUEST_CUE.search(claim.get("cue") or ""):
        return True
    if CLAIMING_CUE.search(claim.get("cue") or ""):
        return False
    quote = (claim.get("quote") or "").lstrip(OPENING_QUOTES)
    for subject in (claim.get("subject_mention"), claim.get("subject")):
        subject = (subject or "").strip()
        if subject and quote.startswith(subject):
            quote = quote[len(subject) :].lstrip()
            break
    return REQUEST_OPENING.match(quote) is not None


def comparable(claim: dict) -> bool:
    """A claim that may pair: a proposition with a resolved subject, a predicate and a stance.

    Claims the resolution marks as no proposition (``is_proposition`` false), whose subject
    it could not resolve, or that ask for something (``is_request``) are out.
    """
    if not (claim.get("subject_entity") and claim.get("predicate")):
        return False
    if claim.get("modality") in SKIPPED_MODALITIES or claim.get("is_proposition") is False:
        return False
    return subject_scope(claim) != "unresolved" and not is_request(claim)


def _within(inner: dict, outer: dict) -> bool:
    """``inner``'s words lie inside ``outer``'s, in one document."""
    if not inner.get("doc_id") or inner.get("doc_id") != outer.get("doc_id"):
        return False
    spans = (inner.get("span_start"), inner.get("span_end"), outer.get("span_start"), outer.get("span_end"))
    if any(x is None for x in spans):
        return False
    return spans[2] <= spans[0] and spans[1] <= spans[3]


def _may_meet(a: dict, b: dict) -> bool:
    """Whether two claims may be two accounts of one thing.

    Claims whose subject means one thing only in its document meet only there. A negative claim
    inside a positive one's words is part of what that one reports ("Officers used tear gas,
    though officers denied rumours they had fired rubber bullets"), not a second account; the
    other way round, a claim inside a denial's words is what is denied ("rejected Bolton's
    assertion that ...") and the pair stands. A denial that points back ("the story is a hoax")
    meets no claim of its own document: there it stands against the story it retells.
    """
    if "document" in (subject_scope(a), subject_scope(b)):
        if not a.get("doc_id") or a.get("doc_id") != b.get("doc_id"):
            return False
    if (_points_back(a) or _points_back(b)) and a.get("doc_id") == b.get("doc_id"):
        return False  # "the story is a hoax" against the story it retells: one article's account
    positive, negative = (a, b) if (a.get("polarity") or "positive") == "positive" else (b, a)
    return not (_opposite(a, b) and _within(negative, positive))


def _points_back(claim: dict) -> bool:
    """A denial of a report the text gave before (``pipeline.extract.denied``)."""
    source = claim.get("proposition_from")
    return isinstance(source, str) and bool(source)


def _value(claim: dict) -> str:
    return claim.get("value_norm") or claim.get("value") or ""


def proposition_text(claim: dict) -> str:
    """The predicate and its value: what is said of the subject."""
    return f"{claim.get('predicate') or ''} {_value(claim)}".strip()


def same_predicate(a: str | None, b: str | None) -> bool:
    """One predicate, or two verbs (with their particle) WordNet files as one: "meddle" is a kind
    of "interfere", "begin" and "start" share a sense. A light verb's predicate ("be weak", "have
    plan") is its complement's and meets only itself."""
    a, b = a or "", b or ""
    if a == b:
        return True
    if not a or not b or a.split()[0] in LIGHT_VERBS or b.split()[0] in LIGHT_VERBS:
        return False
    near = load_wordnet_classes().verb_near
    return b in near.get(a, ()) or a in near.get(b, ())


def _is_denial(claim: dict) -> bool:
    return claim.get("modality") == "denies"


def _opposite(a: dict, b: dict) -> bool:
    return (a.get("polarity") or "positive") != (b.get("polarity") or "positive")


def _reports_speech(claim: dict) -> bool:
    """ "Kurdish resistance denied the ISIS claims ...": a claim that someone said or denied
    something, which is not itself an assertion of what was said."""
    return (claim.get("predicate") or "").split(" ")[0] in CUE_MODALITY


def _same_across_predicates(a: dict, b: dict) -> bool:
    """A denial's proposition under another predicate: alike in words, sharing enough of them."""
    if _reports_speech(a) or _reports_speech(b):
        return False
    pa, pb = proposition_text(a), proposition_text(b)
    shared = content_words(pa) & content_words(pb)
    return len(shared) >= CROSS_PREDICATE_SHARED_WORDS and similarity(pa, pb) >= CROSS_PREDICATE_SIMILARITY


def _says_something(claim: dict) -> bool:
    """Whether the value has a word of its own: "of that", "it" or "so" point elsewhere."""
    return bool(content_words(_value(claim)))


def _negation_says_the_same(a: dict, b: dict) -> bool:
    """The negative side says the positive one with a word turned into its antonym: "not ...
    high expectations" against "low expectations" is one view said twice. Beyond that pair of
    words, one side's words lie within the other's."""
    positive, negative = (a, b) if (a.get("polarity") or "positive") == "positive" else (b, a)
    said, denied = content_words(proposition_text(positive)), content_words(proposition_text(negative))
    for word in denied & ANTONYMS.keys():
        opposite = ANTONYMS[word] & said
        if opposite:
            rest_denied, rest_said = denied - {word}, said - opposite
            if rest_denied <= rest_said or rest_said <= rest_denied:
                return True
    return False


def same_figure(ta, tb) -> bool:
    """One measure (money, a share, a distance) said to hold and not to hold, whatever the verb:
    "pulling in $46 million" / "didn't make $46 million"."""
    return (
        ta.type == tb.type == "quantity"
        and ta.unit == tb.unit
        # a count names a group ("the 12 officers indicted"), it is not the figure said
        and not (ta.unit or "").startswith("count:")
        and ta.number is not None
        and ta.number == tb.number
        and not ta.bound
        and not tb.bound
    )


def _negates_the_same(a: dict, b: dict, ta, tb) -> bool:
    """Under one predicate, opposite sides of one proposition."""
    if not same_proposition(_value(a), _value(b), ta, tb):
        return False  # "did not say X" and "said Y": two propositions
    # A value the parse did not find is no proposition to negate ("police are using what
    # observers describe as ..." / "have not used tear gas"); only a denial of the whole act
    # ("denied lying") stands without one.
    return _says_something(a) == _says_something(b) or _is_denial(a if not _says_something(a) else b)


def conflict(a: dict, b: dict) -> str | None:
    """'denial', 'polarity', 'quantity', 'date', 'entity', or None when both can hold."""
    if debunks(a, b) or debunks(b, a):
        return "denial"  # one calls false the story the other tells (``pipeline.debunks``)
    exact = (a.get("predicate") or "") == (b.get("predicate") or "")
    one_predicate = same_predicate(a.get("predicate"), b.get("predicate"))  # exact, or near verbs
    ta, tb = stored_or_typed(a), stored_or_typed(b)
    if _opposite(a, b):
        if _negation_says_the_same(a, b):
            return None
        negated = one_predicate and _negates_the_same(a, b, ta, tb)
        # Another predicate, even a near one ("strung them along" / "string" + "them along"),
        # may still be one proposition by its words, or one figure.
        if not negated and (
            exact
            or not (
                ((_is_denial(a) or _is_denial(b)) and _same_across_predicates(a, b)) or same_figure(ta, tb)
            )
        ):
            return None
        return "denial" if _is_denial(a) or _is_denial(b) else "polarity"
    if not one_predicate:
        return None
    kind = clash(ta, tb)
    if kind == "entity" and (a.get("predicate") or "").split()[0] not in FUNCTIONAL_PREDICATES:
        return None
    return kind


def relation(a: dict, b: dict) -> str:
    same_speaker = a.get("speaker_entity") and a.get("speaker_entity") == b.get("speaker_entity")
    if same_speaker and a.get("said_on") and b.get("said_on") and a["said_on"] != b["said_on"]:
        return "supersession"
    return "contradiction"


def strength(kind: str, a: dict, b: dict) -> float:
    """How plainly the pair disagrees: the kind's rank, then how alike the propositions read
    (a denial of the very words asserted ranks above one of a looser reading)."""
    return STRENGTH[kind] + similarity(proposition_text(a), proposition_text(b)) / 1000


def _name_words(claim: dict) -> set[str]:
    """The subject's capitalised words, less an opening "The" or title: the words that name."""
    written = re.findall(r"[\w'’-]+", claim.get("subject") or "")
    if written and written[0].lower() in GENERIC_OPENERS | TITLE_WORDS:
        written = written[1:]
    return {w.lower() for w in written if w[:1].isupper()}


def _is_description(claim: dict) -> bool:
    """ "the president of Argentina", "the doctor who performed the biopsy": a subject that
    describes someone rather than names them."""
    first = (claim.get("subject") or "").split()[:1]
    return bool(first) and first[0].lower() in GENERIC_OPENERS


def _is_named(claim: dict) -> bool:
    """A subject that names one thing anywhere: not a description, not one document's own."""
    return not _is_description(claim) and subject_scope(claim) == "global"


def _may_name_one(a: dict, b: dict) -> bool:
    """Two subjects (two entities) that may be one: a name on one side and, on the other, the
    same name word ("Kirchner" / "Cristina Kirchner") or a description ("the doctor" / "Gwen
    Korovin"). Two names with no word in common are two, and two descriptions in two
    documents ("the company" here and "the company" there) name nothing in common."""
    if not (_is_named(a) or _is_named(b)):
        return False
    return bool(_name_words(a) & _name_words(b)) or _is_description(a) or _is_description(b)


def denied_under_another_name(a: dict, b: dict) -> bool:
    """One side denies what the other, in another document, asserts of a subject under another
    name: the same predicate, and values alike in words that share enough of them."""
    denial, other = (a, b) if _is_denial(a) else (b, a)
    if not _is_denial(denial) or _is_denial(other) or not _opposite(denial, other):
        return False
    if not denial.get("doc_id") or denial.get("doc_id") == other.get("doc_id"):
        return False
    if not denial.get("predicate") or denial.get("predicate") != other.get("predicate"):
        return False
    if _reports_speech(denial) or not _may_name_one(denial, other):
        return False
    va, vb = _value(denial), _value(other)
    shared = content_words(va) & content_words(vb)
    if len(shared) < CROSS_SUBJECT_SHARED_WORDS or similarity(va, vb) < CROSS_SUBJECT_SIMILARITY:
        return False
    # Alike in words is not one proposition: "a boy ... in 2014" / "a girl ... in 2009" clash in
    # their typed values, and a negated antonym says the same; the same test as one subject's.
    return conflict(denial, other) == "denial"


def _pair_row(claim: dict, other: dict, kind: str, batch: str, denying: dict | None = None) -> dict:
    a, b = sorted((claim, other), key=lambda c: (c.get("said_on") or "", c["claim_id"]))
    denying = denying or next((c for c in (a, b) if _is_denial(c) and kind == "denial"), None)
    return {
        "pair_id": pair_id(claim["claim_id"], other["claim_id"]),
        "claim_a": a["claim_id"],
        "claim_b": b["claim_id"],
        "subject_entity": a.get("subject_entity"),
        "subject_entity_b": b.get("subject_entity"),
        "predicate": a["predicate"],
        "predicate_b": b["predicate"],
        "conflict": kind,
        "relation": relation(a, b),
        "strength": round(strength(kind, a, b), 3),
        # The report's rows are pairs of clusters: each side one claim, however often said ...
        "cluster_a": a.get("cluster"),
        "cluster_b": b.get("cluster"),
        # ... except a denial's: one row holds it against every wording of what it denies.
        "denial_cluster": denying.get("cluster") if denying else None,
        "batch": batch,
    }


def _narration_may_pair(kind: str, a: dict, b: dict) -> bool:
    """The article's own narration (``narrated``) meets what denies it, and nothing else: two
    articles narrating "landed almost an hour late" and "touched down 30 minutes late" are two
    writers' wordings that the typed values do not yet tell apart from a clash."""
    return kind == "denial" or not (a.get("narrated") or b.get("narrated"))


def paired_conflict(a: dict, b: dict) -> str | None:
    """The conflict the graph pairs ``a`` and ``b`` under: ``conflict``, where the article's own
    narration may pair (``_narration_may_pair``)."""
    kind = conflict(a, b)
    return kind if kind is not None and _narration_may_pair(kind, a, b) else None


def find_pairs(new_claims: list[dict], all_claims: list[dict], batch: str) -> list[dict]:
    """Conflicting pairs with at least one side in ``new_claims``; ``all_claims`` includes them."""
    index: dict[str, list[dict]] = defaultdict(list)
    # Denials, and what they may deny, by predicate: the pairs across subjects' names.
    by_predicate: dict[tuple[bool, str], list[dict]] = defaultdict(list)
    for claim in all_claims:
        if comparable(claim):
            index[claim["subject_entity"]].append(claim)
            by_predicate[(_is_denial(claim), claim["predicate"])].append(claim)
    seen: set[str] = set()
    rows = []
    for claim in new_claims:
        if not comparable(claim):
            continue
        for other in index[claim["subject_entity"]]:
            if other["claim_id"] == claim["claim_id"]:
                continue
            pid = pair_id(claim["claim_id"], other["claim_id"])
            if pid in seen:
                continue
            if claim.get("cluster") and claim.get("cluster") == other.get("cluster"):
                continue  # one cluster is one claim said again
            if not _may_meet(claim, other):
                continue
            kind = paired_conflict(claim, other)
            if kind is None:
                continue
            seen.add(pid)
            rows.append(_pair_row(claim, other, kind, batch))
        for other in by_predicate[(not _is_denial(claim), claim["predicate"])]:
            if other.get("subject_entity") == claim["subject_entity"]:
                continue  # met above, by its subject
            pid = pair_id(claim["claim_id"], other["claim_id"])
            if pid in seen or not denied_under_another_name(claim, other):
                continue
            seen.add(pid)
            rows.append(_pair_row(claim, other, "denial", batch))
    # Debunks of a story the text does not retell, against assertions of it by their words.
    for debunk, other in debunked_pairs(new_claims, all_claims):
        pid = pair_id(debunk["claim_id"], other["claim_id"])
        if pid in seen or (debunk.get("cluster") and debunk.get("cluster") == other.get("cluster")):
            continue
        seen.add(pid)
        rows.append(_pair_row(debunk, other, "denial", batch, denying=debunk))
    return rows
