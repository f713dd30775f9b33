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


def test_is_in_a_sentence_that_is_not_shouting_is_the_islamic_state_and_stays_as_written(extract):
    """fnc_750 and seven other files: "claims that IS now supplies half of Europe's heroin" read
    "IS" as the verb, so the subject was "that"."""
    (claim,) = extract(
        "The Federal Drug Control Service claims that IS now supplies half of Europe's heroin market."
    )
    assert (claim.subject, claim.predicate) == ("IS", "supply")
    assert "that IS now supplies" in claim.quote
    (shouted,) = extract("THIS IS THE TRUTH, he said.")
    assert (shouted.subject, shouted.predicate) == ("THIS", "be truth")
