"""The headline_colon rule: "Trump: ..." and the transcript's "RAMOS: ..."."""


def test_headline_colon(extract):
    (claim,) = extract("Trump: ‘I’m the Worst Thing That Ever Happened to the Establishment.’")
    assert (claim.speaker, claim.cue) == ("Trump", ":")
    assert claim.quote == "‘I’m the Worst Thing That Ever Happened to the Establishment.’"
    (claim,) = extract("Poll: Sanders takes first national lead over Clinton.")
    assert claim.speaker == "Poll"
    assert claim.quote == "Sanders takes first national lead over Clinton"


def test_labels_before_a_colon_are_not_speakers(extract):
    assert extract("Update: The plant reopened on Monday after repairs.") == []
    assert extract("CLARIFICATION: The first sentence has been changed.") == []


def test_a_transcript_name_in_capitals_is_the_speaker(extract):
    (claim,) = extract("RAMOS: Secretary Clinton, did you lie to them?")
    assert (claim.speaker, claim.cue, claim.quote) == ("RAMOS", ":", "Secretary Clinton, did you lie to them")
