"""Verb lemmas as a reader writes the predicate: "scare", not spaCy's "scar"."""

import pytest

from pipeline.extract.parse.nlp import e_lemma

VERBS = {"hop", "hope", "scar", "scare", "pass", "passe", "plan", "plane", "tap", "tape", "visit"}


@pytest.mark.parametrize(
    ("text", "spacy_lemma", "lemma"),
    [
        ("hopes", "hop", "hope"),
        ("hoped", "hop", "hope"),
        ("hoping", "hop", "hope"),
        ("scares", "scar", "scare"),
        ("taped", "tap", "tape"),
        # the short verbs themselves are spelled with a doubled consonant or a plain "-s"
        ("tapped", "tap", "tap"),
        ("hops", "hop", "hop"),
        ("planned", "plan", "plan"),
        # "-es" after s, x, z, ch, sh or o belongs to the stem
        ("passes", "pass", "pass"),
        ("visited", "visit", "visit"),
    ],
)
def test_a_dropped_silent_e_comes_back(text, spacy_lemma, lemma):
    assert e_lemma(text, spacy_lemma, VERBS) == lemma


def test_predicates_keep_the_verb_the_sentence_has(extract):
    (claim,) = extract("The ranger said the ringtone scared the bear.")
    assert claim.predicate == "scare"


@pytest.mark.parametrize(
    ("sentence", "predicate", "modality"),
    [
        # a curly apostrophe is as good as a straight one (the drop: 90 predicates read "’", "’m")
        ("Trump said he’s ruthless.", "be ruthless", "asserts"),
        ("“I’m very upset,” Conner said.", "be upset", "asserts"),
        ("“We’ll restart in March,” the minister said.", "restart", "expects"),
    ],
)
def test_curly_contractions_are_the_verbs_they_stand_for(extract, sentence, predicate, modality):
    (claim,) = extract(sentence)
    assert (claim.predicate, claim.modality) == (predicate, modality)
