"""The source_in rule: a document opening the sentence is its source."""


def test_a_poll_opening_the_sentence_is_its_source(extract):
    (claim,) = extract("In an NBC poll released Monday, 50 percent of respondents chose Clinton.")
    assert (claim.speaker, claim.cue, claim.quote) == (
        "an NBC poll released Monday",
        "In",
        "50 percent of respondents chose Clinton",
    )
    # The document is only the channel when someone named speaks through it.
    (claim,) = extract("In a statement, the company said the plant would close.")
    assert (claim.speaker, claim.cue) == ("the company", "said")
    assert extract("In the end, voters chose Clinton.") == []
