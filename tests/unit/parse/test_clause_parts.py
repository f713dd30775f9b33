"""Subject, predicate and value of a content clause, on sentences of the real-news drop that
session 14's claim sample read wrong."""

import pytest


@pytest.mark.parametrize(
    ("sentence", "predicate", "value", "polarity"),
    [
        # a passive verb in quotation marks, parsed as the adjective of "be"
        (
            'The director of an acclaimed festival said the request had been "politely but firmly declined".',
            "decline",
            "politely but firmly",
            "positive",
        ),
        # "in fact" comments on the clause; the light verb keeps its real complement
        (
            "Friends of Rehana have told MailOnline that the dead woman in the photograph is in fact a "
            "different Kurdish resistance fighter.",
            "be fighter",
            "a different Kurdish resistance fighter",
            "positive",
        ),
        # "had no knowledge of it" is a negated "have knowledge"
        (
            "Swedish Embassy in Rijad had no knowledge of it, says the Foreign Ministry's press service.",
            "have knowledge",
            "knowledge of it",
            "negative",
        ),
    ],
)
def test_clause_parts_read_as_a_person_would(extract, sentence, predicate, value, polarity):
    (claim,) = extract(sentence)
    assert (claim.predicate, claim.value, claim.polarity) == (predicate, value, polarity)


@pytest.mark.parametrize(
    "sentence",
    [
        "Trump has not said whether Russia tried to interfere in the election.",
        "He never said that the plant would close.",
        "She did not deny that the talks had failed.",
    ],
)
def test_a_negated_cue_says_nothing_of_its_content(extract, sentence):
    # session 15's single-origin sample, item 7: "Trump has not said ..." is no claim of anything
    (claim,) = extract(sentence)
    assert claim.proposition_reason == "negated_cue"


def test_a_negation_inside_the_content_is_the_claims_polarity(extract):
    (claim,) = extract("He said he would not go.")
    assert (claim.proposition_reason, claim.polarity) == ("", "negative")
