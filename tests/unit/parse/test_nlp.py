"""The parse the rules read: a headline in Title Case is parsed as a sentence."""


def test_a_headline_in_title_case_is_read_as_a_sentence_and_quoted_as_written(extract):
    (claim,) = extract("Conservative Icon Morton Blackwell Endorses Ted Cruz.")
    assert (claim.speaker, claim.cue, claim.quote) == (
        "Conservative Icon Morton Blackwell",
        "Endorses",
        "Ted Cruz",
    )
    (claim,) = extract("EXPERTS DOWNPLAY PLANNED NORTH KOREA LAUNCH.")
    assert (claim.speaker, claim.cue) == ("EXPERTS", "DOWNPLAY")
