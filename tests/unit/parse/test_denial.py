"""The denial rule: a denial is a claim about what it denies, by the denier, with negative polarity."""

import pytest


def proposition(claims, cue_word: str):
    (claim,) = [c for c in claims if cue_word in c.cue]
    return claim.speaker, claim.modality, claim.subject, claim.predicate, claim.value, claim.polarity


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Russia has denied interfering in the U.S. election.",
            ("Russia", "denies", "Russia", "interfere", "in the U.S. election", "negative"),
        ),
        (
            'Korovin also "categorically" denied performing an unauthorised biopsy on Rivers.',
            ("Korovin", "denies", "Korovin", "perform", "an unauthorised biopsy on Rivers", "negative"),
        ),
        (
            "Joan Rivers's personal doctor, Gwen Korovin, has denied CNN's allegations that she took a"
            " selfie in the operating room.",
            ("Gwen Korovin", "denies", "Gwen Korovin", "take", "a selfie in the operating room", "negative"),
        ),
        (
            "Moscow denied reports that it had sent troops into Ukraine.",
            ("Moscow", "denies", "Moscow", "send", "troops into Ukraine", "negative"),
        ),
        (
            "The company rejected the accusation that it had polluted the river.",
            ("The company", "denies", "The company", "pollute", "the river", "negative"),
        ),
        (
            "The plant will close in March, which the company has denied.",
            ("the company", "denies", "The plant", "close", "in March", "negative"),
        ),
        # the denied gerund is done by whom the accusation names (hel_: "which Moscow has denied")
        (
            "The U.S. has accused Russia of violating the treaty by developing a new cruise missile,"
            " which Moscow has denied.",
            ("Moscow", "denies", "Russia", "develop", "a new cruise missile", "negative"),
        ),
    ],
)
def test_a_denial_carries_the_proposition_it_denies(extract, sentence, expected):
    assert proposition(extract(sentence), "denied" if "denied" in sentence else "rejected") == expected


def test_a_pronoun_that_cannot_be_the_denier_stays(extract):
    # "he" is not the police; resolution decides who he is
    claims = extract("The police denied that he was beaten in custody.")
    assert proposition(claims, "denied")[2] == "he"


def test_what_someone_else_denied_in_a_report_stays_their_claim(extract):
    claims = extract("Officials said the plant will close in March, which the company has denied.")
    by_cue = {c.cue: c for c in claims}
    assert by_cue["said"].speaker == "Officials" and by_cue["said"].polarity == "positive"
    assert (by_cue["has denied"].speaker, by_cue["has denied"].quote) == (
        "the company",
        "the plant will close in March",
    )


def test_without_the_rule_the_cue_verb_reading_stands(extract_without):
    claims = extract_without("denial")("Russia has denied interfering in the U.S. election.")
    # the cue verb's reading: the gerund's doer is the one who denies it
    assert proposition(claims, "denied")[2] == "Russia"


def test_a_clause_that_hangs_off_the_denied_noun_keeps_its_own_doer(extract):
    # the plans are the airline's; the marketing manager denied them
    claims = extract("A marketing manager for the airline denied their plans to segregate passengers.")
    assert proposition(claims, "denied")[2] == ""
    # "they" is the holder of the claims, not the ministry that denies them
    claims = extract("The ministry denied the rebels' claims that they had taken the airport.")
    assert proposition(claims, "denied")[2] == "they"


def test_calling_it_implausible_that_s_denies_s(extract):
    # hel_0213, in session 20's single-origin sample: read as Zhirinovsky's expectation
    (claim,) = extract(
        "Zhirinovsky brushed off the indictments, calling it implausible that a dozen Russians "
        "could have damaged the American electoral system."
    )
    assert (claim.cue, claim.modality, claim.polarity) == ("calling it implausible", "denies", "negative")
    assert claim.quote == "that a dozen Russians could have damaged the American electoral system"
    # a word of likelihood is no doubt
    (claim,) = extract("He called it likely that the plant will restart in March.")
    assert claim.modality != "denies"
