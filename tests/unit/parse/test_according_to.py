"""The according_to rule."""


def test_according_to(extract):
    (claim,) = extract("According to police, the suspect fled on foot.")
    assert claim.speaker == "police"
    assert claim.quote == "the suspect fled on foot"
