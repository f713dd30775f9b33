"""The document step that gives a denial pointing back ("the story is a hoax") what it denies."""

from pipeline.extract import extract_claims
from pipeline.extract.parse import ParseExtractor
from pipeline.modality import guard_claims
from pipeline.sentences import sentence_rows

BRUNO_MARS = (
    "According to this news report, DNA testing has confirmed that Michael Jackson is the "
    "biological father of Bruno Mars. Supposedly, the singer's publicist leaked the private "
    "information. But, claims the article, the new publicist has confirmed that Michael Jackson "
    "is indeed the father. However, the claims in the story are untrue."
)


def _claims(text: str) -> list[dict]:
    rows = sentence_rows("d1", text, "b1")
    claims, failures, _ = extract_claims(rows, {"d1": None}, ParseExtractor(), None, "b1", {"d1": text})
    assert not failures
    return claims


def _denials(claims: list[dict]) -> list[dict]:
    return [c for c in claims if c.get("proposition_from")]


def test_the_story_called_untrue_denies_each_proposition_it_told_once_in_its_fullest_words():
    claims = _claims(BRUNO_MARS)
    by_id = {c["claim_id"]: c for c in claims}
    pointing = next(c for c in claims if c["proposition_reason"] == "refers_back")
    assert pointing["quote"] == "the claims in the story" and not pointing["is_proposition"]
    denied = {(d["subject"], d["predicate"], d["value"]) for d in _denials(claims)}
    # "Michael Jackson is the father" is told twice; the fuller telling is denied, once
    assert ("Michael Jackson", "be father", "the biological father of Bruno Mars") in denied
    assert not any(value == "indeed the father" for _, _, value in denied)
    # "DNA testing has confirmed that S" says that S was said: S is denied, not the confirming
    assert not any(predicate == "confirm" for _, predicate, _ in denied)
    for d in _denials(claims):
        source = by_id[d["proposition_from"]]
        assert (d["subject"], d["predicate"], d["value"]) == (
            source["subject"],
            source["predicate"],
            source["value"],
        )
        assert d["modality"] == "denies" and d["polarity"] == "negative" and d["is_proposition"]
        # the denial's own words stay its quote, at its own place in the text
        assert (d["quote"], d["quote_start"]) == (pointing["quote"], pointing["quote_start"])
        assert d["claim_id"] not in {pointing["claim_id"], source["claim_id"]}


def test_a_named_denier_denies_the_report_of_others_not_its_own_words():
    text = (
        "The Information reported that Apple will shut down Beats Music next year. "
        "Apple said it will keep its music service. Apple denied the report."
    )
    claims = _claims(text)
    (denial,) = _denials(claims)
    assert (denial["speaker"], denial["subject"], denial["predicate"]) == ("Apple", "Apple", "shut down")
    assert denial["modality"] == "denies"


def test_a_denial_pointing_back_at_nothing_the_text_told_denies_nothing():
    claims = _claims("The story is a hoax. It was written by a satirical website.")
    assert not _denials(claims)


def test_the_whole_thing_called_a_hoax_denies_what_its_teller_claimed_of_herself():
    # fnc_1092: the woman claimed the surgery; the evidence, not she, calls it a hoax
    text = (
        "We wanted to believe that the story of the Tampa woman who claimed to have gotten a third "
        "breast implanted was real. But now, a final piece of evidence confirms the whole thing was a hoax."
    )
    claims = guard_claims(_claims(text))
    (denial,) = _denials(claims)
    assert (denial["subject"], denial["subject_ref"], denial["predicate"]) == (
        "the Tampa woman",
        "",
        "get breast",
    )
    assert (denial["speaker"], denial["modality"], denial["polarity"]) == (
        "a final piece of evidence",
        "denies",
        "negative",
    )


def test_a_named_denier_denies_what_was_told_just_before_or_about_them():
    # hel_: "Russia has repeatedly denied those allegations", 700 characters after the protests
    filler = " ".join(["Crowds gathered in the square on Sunday to watch the parade go by."] * 10)
    text = (
        "Officials said Russia meddled in the election. Protesters said the police used tear gas. "
        f"{filler} Russia has repeatedly denied those allegations."
    )
    denied = {(d["subject"], d["predicate"]) for d in _denials(_claims(text))}
    assert ("Russia", "meddle") in denied
    assert ("the police", "use") not in denied
