"""The quotation_closer rule: any verb that closes a quotation reports it."""


def test_any_verb_that_closes_a_quotation_reports_it(extract):
    (claim,) = extract("“This is fantastic!” beamed Donald Hartley.")
    assert (claim.speaker, claim.cue, claim.quote) == ("Donald Hartley", "beamed", "“This is fantastic!”")
    (claim,) = extract("“Go back to Univision,” Trump barked and a guard escorted Ramos out.")
    assert (claim.speaker, claim.cue) == ("Trump", "barked")
    # Only a name or a pronoun is trusted as the speaker of a verb no list names.
    claims = extract("One message read “anybodybuttrump.us,” a website linked to a group.")
    assert "linked" not in [c.cue for c in claims]
