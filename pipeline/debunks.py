"""What a claim calls false, when the text gives no proposition for it: "The third breast story is a hoax".

A denial names what it denies. When it names a proposition ("Russia denied interfering in the
election") or points back at one the article gave before ("the claims in the story are untrue";
``pipeline.extract.denied``), the graph pairs it with assertions of that proposition. Many
debunks name neither: a short article that only says "The third breast story is a hoax", or
"The Tampa woman who claimed to have had surgery to add a third breast is fake, according to
TMZ". What they call false is named by their subject's words: the story of a third breast, the
woman who claimed the surgery. Such a claim is a *debunk* and its *topic* is those words, less
the words that say "story", "claim" or "false" and words that name nobody in particular.

A debunk stands against an assertion in another document whose subject, predicate and value
carry enough of its topic (``TOPIC_SHARED_WORDS``, and half of the topic): "Tridevil spent
$20,000 to have a third breast" for "The third breast story". In each other document only the
assertion that carries most of the topic is paired, so that one debunk gives one pair per
article it answers, not one per sentence. The pairing is by words, looser than a denial of a
proposition, and the judge says so (``pipeline.judge.deterministic``).
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterable

from pipeline.extract.base import REFERS_BACK
from pipeline.extract.denied import REPORTED_MODALITIES
from pipeline.extract.parse.lexicon import CUE_MODALITY, FALSITY_WORDS, POINTING_WORDS, REPORT_NOUNS
from pipeline.values import NUMBER_WORDS, content_words, similarity

# Topic words shared with an assertion, at least, and at least this share of the topic: "the
# claim that Rehana killed 100 ISIS fighters" is not answered by every sentence in which ISIS kills.
TOPIC_SHARED_WORDS = 2
TOPIC_SHARE = 1 / 2
# A value that calls its subject false is short: "a hoax", "completely false", "a fake". A longer
# one says more than that ("a hoax that everyone is falling for" is what someone believes).
FALSITY_VALUE_WORDS = 4
FALSITY_PREDICATES = {"be", "prove", "turn", "seem", "appear"}
# The story a debunk calls false is what the articles that tell it lead with: of an article's own
# narration, only its first sentences tell the story ("A woman has spent $20,000 on surgery to get
# a third breast"); further down they tell around it ("She has been filmed telling her parents
# about the third boob"), which the topic's words alone do not tell apart.
LEAD_NARRATION = 3
# The words that call a story false, not a view wrong: "street harassment itself is a fiction",
# "a myth", "nonsense" or "wrong" argue about the world; "a hoax" or "fake" say a report was made up.
DEBUNK_WORDS = FALSITY_WORDS - {
    "fiction",
    "myth",
    "nonsense",
    "rubbish",
    "wrong",
    "incorrect",
    "inaccurate",
    "misleading",
    "overblown",
}
# Words of a subject that name no topic: who or what in general, and how it was told.
GENERIC_WORDS = content_words(
    """woman man people person girl boy thing whole entire statement statements photo photos picture
    pictures video videos image images website site page post tweet article piece account version
    regarding about claimed claims reported reports said says add added have had get got make made
    try tried trying use used using want wanted new latest viral internet online""",
    stop=set(),
)
# A figure spelled out, as content_words spells the word: "a hundred" tells "100".
SPELLED_FIGURES = {
    stem: str(int(n))
    for word, n in NUMBER_WORDS.items()
    if n >= 2
    for stem in content_words(word, stop=set())
}
NON_TOPIC = GENERIC_WORDS | content_words(" ".join(REPORT_NOUNS | FALSITY_WORDS | POINTING_WORDS), stop=set())


# "outed Tridevil third breast as fake", "classified Tridevil's third boob story as "FALSE"": what
# comes before "as" is what the words call false, when the verb is one that labels its object.
# Another verb's "as" belongs elsewhere in its clause: "destroying European culture to assaulting
# the media as "fake news"" calls the media nothing the culture was said to be.
LABELLING_PREDICATES = frozenset(
    "out expose unmask reveal classify label brand rate flag list debunk denounce dismiss describe call".split()
)
CALLED_FALSE = re.compile(
    r"\bas\s+[\"“'‘]?(?:an?\s+)?(?:\w+\s+)?[\"“'‘]?(?:" + "|".join(sorted(DEBUNK_WORDS)) + r")\b",
    re.IGNORECASE,
)


def _calls_false(value: str) -> bool:
    words = re.findall(r"[\w'’-]+", value.lower())
    return 0 < len(words) <= FALSITY_VALUE_WORDS and any(w in DEBUNK_WORDS for w in words)


def debunk_topic(claim: dict) -> frozenset[str]:
    """The words naming what ``claim`` calls false, or nothing when it is no debunk.

    A debunk is a denial pointing back at a report ("The third breast story is a hoax"), a
    denial whose cue calls a noun phrase false ("The woman who claimed ... was lying"), or a
    positive claim that its subject is false ("The woman who claimed ... is fake") or that calls
    what its value names false by "as" ("outed Tridevil third breast as fake"). A topic of fewer
    than ``TOPIC_SHARED_WORDS`` words ("the story", "this") names nothing to pair.
    """
    predicate = (claim.get("predicate") or "").split()
    refers_back = claim.get("modality") == "denies" and claim.get("proposition_reason") == REFERS_BACK
    says_false = (
        (claim.get("polarity") or "positive") == "positive"
        and claim.get("modality") in REPORTED_MODALITIES
        and bool(predicate)
        and predicate[0] in FALSITY_PREDICATES
        and _calls_false(claim.get("value") or "")
    )
    # "The woman who claimed she had a third breast was lying": the noun phrase the cue calls
    # false tells the story (``extract.parse.rules.debunked_report``).
    names_story = (
        claim.get("modality") == "denies"
        and claim.get("proposition_reason") == "noun_phrase"
        and (_calls_false(claim.get("cue") or "") or CALLED_FALSE.search(claim.get("cue") or "") is not None)
    )
    named = claim.get("subject") or ""
    if not (refers_back or says_false or names_story):
        named = _called_false_as(claim)
    topic = content_words(named) - NON_TOPIC
    return frozenset(topic) if len(topic) >= TOPIC_SHARED_WORDS else frozenset()


def _called_false_as(claim: dict) -> str:
    """What an assertion's value calls false by "as", or "": "Snopes has classified Tridevil's third
    boob story as "FALSE"" calls false "Tridevil's third boob story"."""
    if (claim.get("polarity") or "positive") != "positive" or claim.get(
        "modality"
    ) not in REPORTED_MODALITIES:
        return ""
    if (claim.get("predicate") or "").split(" ")[0] not in LABELLING_PREDICATES:
        return ""
    value = claim.get("value") or ""
    match = CALLED_FALSE.search(value)
    return value[: match.start()] if match else ""


def _text(claim: dict) -> str:
    return " ".join(claim.get(k) or "" for k in ("subject", "predicate", "value"))


def _asserted_words(claim: dict) -> set[str]:
    """The words of what an assertion says, or nothing when it is no assertion a debunk answers."""
    # A headline tells the story most plainly ("A Florida massage therapist said she paid $20,000
    # for a third breast"): it is no proposition of the graph's, but a debunk answers it.
    told = claim.get("is_proposition") is not False or claim.get("proposition_reason") == "headline"
    if not told or not claim.get("predicate"):
        return set()
    if (claim.get("polarity") or "positive") != "positive" or claim.get(
        "modality"
    ) not in REPORTED_MODALITIES:
        return set()
    if claim["predicate"].split()[0] in CUE_MODALITY:
        return set()  # "X said S": that S was said; S is a claim of its own
    if debunk_topic(claim) or _tells_it_false(claim):
        return set()
    return content_words(_text(claim))


def _tells_it_false(claim: dict) -> bool:
    """An assertion whose value calls the story false tells the debunk, not the story: "10 News has
    now outed Tridevil third breast as fake", as an article narrates it. A false thing inside the
    story ("paid $20,000 to have a third breast and fake nipple added") is still the story."""
    value = claim.get("value") or ""
    words = re.findall(r"[\w'’-]+", value.lower())
    return bool(words) and (words[-1] in DEBUNK_WORDS or CALLED_FALSE.search(value) is not None)


def _carries(topic: frozenset[str], words: set[str]) -> int:
    """How many topic words ``words`` carry, or 0 when too few to answer the topic. A figure in the
    topic is what the story is about ("the claim that Rehana killed 100 ISIS fighters"): without it,
    "ISIS beheads Kurdish female fighter Rehana" tells another story; "killed more than a hundred"
    tells it."""
    spelled = {figure for word, figure in SPELLED_FIGURES.items() if word in words}
    if not {w for w in topic if w[:1].isdigit()} <= words | spelled:
        return 0
    shared = len(topic & words)
    return shared if shared >= max(TOPIC_SHARED_WORDS, math.ceil(len(topic) * TOPIC_SHARE)) else 0


def _doc(claim: dict) -> str | None:
    """The claim's document, under the lake's name or the ``claims`` mart's."""
    return claim.get("doc_id") or claim.get("doc")


def debunks(debunk: dict, other: dict) -> bool:
    """Whether ``debunk`` calls false what ``other``, in another document, asserts."""
    topic = debunk_topic(debunk)
    if not topic or not _doc(debunk) or _doc(debunk) == _doc(other):
        return False
    return _carries(topic, _asserted_words(other)) > 0


def _lead_narration(claims: list[dict]) -> set[str]:
    """Ids of the narrated claims among each document's first ``LEAD_NARRATION`` narrated sentences."""
    by_doc: dict[str, list[dict]] = defaultdict(list)
    for claim in claims:
        if claim.get("narrated"):
            by_doc[_doc(claim) or ""].append(claim)
    lead: set[str] = set()
    for narrated in by_doc.values():
        narrated.sort(key=lambda c: (c.get("span_start") is None, c.get("span_start") or 0, c["claim_id"]))
        lead.update(c["claim_id"] for c in narrated[:LEAD_NARRATION])
    return lead


def debunked_pairs(new_claims: Iterable[dict], all_claims: Iterable[dict]) -> list[tuple[dict, dict]]:
    """(debunk, assertion) pairs with at least one side in ``new_claims``: per debunk and other
    document, the assertion carrying most of the topic (then the most alike in words). An article's
    own narration counts only where it leads the article (``LEAD_NARRATION``)."""
    new_claims, all_claims = list(new_claims), list(all_claims)
    new_ids = {c["claim_id"] for c in new_claims}
    debunking = [(c, topic) for c in all_claims if (topic := debunk_topic(c))]
    if not debunking:
        return []
    # An earlier debunk pairs only with new assertions: the whole library is read for new debunks.
    indexed = all_claims if any(c["claim_id"] in new_ids for c, _ in debunking) else new_claims
    lead = _lead_narration(indexed)
    indexed = [c for c in indexed if not c.get("narrated") or c["claim_id"] in lead]
    words_of = {c["claim_id"]: _asserted_words(c) for c in indexed}
    by_word: dict[str, list[dict]] = defaultdict(list)
    for claim in indexed:
        for word in words_of[claim["claim_id"]]:
            by_word[word].append(claim)
    pairs = []
    for debunk, topic in debunking:
        candidates = {c["claim_id"]: c for word in topic for c in by_word.get(word, ())}
        best: dict[str, tuple[tuple[int, float], dict]] = {}
        for other in candidates.values():
            if _doc(other) == _doc(debunk):
                continue
            if debunk["claim_id"] not in new_ids and other["claim_id"] not in new_ids:
                continue
            carried = _carries(topic, words_of[other["claim_id"]])
            if not carried:
                continue
            rank = (carried, similarity(_text(debunk), _text(other)))
            if _doc(other) not in best or rank > best[_doc(other)][0]:
                best[_doc(other)] = (rank, other)
        pairs.extend((debunk, other) for _, other in best.values())
    return pairs
