"""Claims inside claims: which stand on their own and which claim relays which."""

import pytest


def test_nested_attribution_links_inner_to_outer(extract):
    outer, inner = extract("Officials said the minister told them the restart was on track.")
    assert outer.speaker == "Officials" and inner.speaker == "the minister"
    assert inner.parent == 0 and outer.parent is None
    assert inner.quote == "the restart was on track"


@pytest.mark.parametrize(
    "sentence",
    [
        "Rubio says the latest polls showing him a distant second are wrong.",
        # spaCy's small model lemmatizes "hoped" as "hop"
        "He said he hoped it would encourage a dialogue among Americans.",
    ],
)
def test_a_finding_or_a_hope_inside_reported_words_is_part_of_them(extract, sentence):
    (claim,) = extract(sentence)
    assert claim.cue in {"says", "said"}


def test_a_belief_inside_someones_words_is_part_of_them(extract):
    claims = extract("Aides said he expects the plant to reopen in March.")
    assert [(c.speaker, c.cue) for c in claims] == [("Aides", "said")]


def test_stance_verb_inside_content_is_content(extract):
    (claim,) = extract("Polls showed that older voters mostly backed Clinton.")
    assert claim.cue == "showed"


def test_an_unnamed_source_inside_someones_words_is_part_of_them(extract):
    (claim,) = extract("Police said he allegedly brandished a pistol.")
    assert (claim.speaker, claim.quote) == ("Police", "he allegedly brandished a pistol")
