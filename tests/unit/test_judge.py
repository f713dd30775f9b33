"""The deterministic contradiction judge: every verdict path, the floor, the severities."""

import pytest

from pipeline.judge import JudgeUnavailable, get_judge
from pipeline.judge.deterministic import judge_pair, negations, severity, tells_the_past
from pipeline.judge.verdicts import CONFIDENCE_FLOOR, JudgeError, JudgeVerdict, Pair, apply_floor
from pipeline.vocabulary import SEVERITIES, VERDICTS
from tests.unit.claim_rows import claim_row as claim


def verdict_of(a: dict, b: dict, conflict: str = "date", history: tuple = ()) -> JudgeVerdict:
    return judge_pair(Pair(a=a, b=b, conflict=conflict, history=history))


def test_values_that_can_both_hold_are_no_contradiction():
    v = verdict_of(claim(1), claim(2, said_on="2026-09-15"))
    assert v.verdict == "no_contradiction" and v.severity == "low"


def test_two_dates_from_two_speakers_at_once_are_a_contradiction():
    v = verdict_of(claim(1), claim(2, value="in June", quote="It will restart in June", said_on="2026-09-15"))
    assert (v.verdict, v.severity) == ("contradiction", "medium")
    assert v.confidence >= CONFIDENCE_FLOOR and "date conflict" in v.reason


def test_a_denial_of_what_was_asserted_is_a_high_contradiction():
    denial = claim(
        2,
        modality="denies",
        polarity="negative",
        cue="denied",
        quote="that the Field Alpha plant will restart in March",
        said_on="2026-09-16",
    )
    v = verdict_of(claim(1), denial, "denial")
    assert (v.verdict, v.severity) == ("contradiction", "high")


def test_a_denial_of_a_negative_is_a_negation_artifact():
    # "denied that the plant would not restart": two negations, the same as "will restart".
    denial = claim(
        2,
        modality="denies",
        polarity="negative",
        quote="The ministry denied that the plant would not restart in March",
        said_on="2026-09-15",
    )
    assert negations(denial) == 2
    v = verdict_of(claim(1), denial, "denial")
    assert (v.verdict, v.severity) == ("negation_artifact", "low")


def test_a_negation_no_quote_shows_is_a_negation_artifact():
    v = verdict_of(claim(1), claim(2, polarity="negative", said_on="2026-09-15"), "polarity")
    assert v.verdict == "negation_artifact"


def test_unlikely_to_happen_against_will_happen_is_a_contradiction():
    # hel_0029 against hel_0262: Huntsman's "highly unlikely to recognize" and the allies' fear
    # that Trump will recognize the annexation; "unlikely" is the negation the polarity stands for
    unlikely = claim(
        2,
        modality="expects",
        polarity="negative",
        quote='The plant was "highly unlikely" to restart in March',
        speaker="Huntsman",
        said_on="2026-09-15",
    )
    assert negations(unlikely) == 1
    v = verdict_of(claim(1, modality="expects"), unlikely, "polarity")
    assert v.verdict == "contradiction"


def test_a_forecast_against_a_denial_of_what_was_done_is_no_contradiction():
    # hel_0151's intelligence agencies against Putin's denial: the 2018 midterms are not the 2016
    # election, whatever the two predicates share
    forecast = claim(
        1,
        subject="Russia",
        predicate="try",
        value="to interfere in the 2018 midterm elections",
        modality="expects",
        quote="Russia is likely to try to interfere in the 2018 midterm elections",
    )
    denial = claim(
        2,
        subject="Russia",
        predicate="interfere",
        value="in the election",
        modality="denies",
        polarity="negative",
        cue="denied",
        quote="that Russia interfered in the election",
        said_on="2026-09-15",
    )
    v = verdict_of(forecast, denial, "denial")
    assert (v.verdict, v.severity) == ("no_contradiction", "low") and "different times" in v.reason
    # a denial of the very forecast still meets it
    denied_forecast = {**denial, "quote": "that Russia will interfere in the midterm elections"}
    assert verdict_of(forecast, denied_forecast, "denial").verdict == "contradiction"
    # what will not be done, or would have been, is not told as done
    assert not tells_the_past({**denial, "quote": "sanctions will not be imposed", "predicate": "impose"})
    assert not tells_the_past({**denial, "quote": "that Russia would have interfered"})
    # a forecast that also tells the past ("interfered ... and is likely to again") meets the denial
    again = {
        **forecast,
        "predicate": "interfere",
        "value": "in the election",
        "quote": "Russia interfered in the election and is likely to interfere in the election again",
    }
    assert verdict_of(again, denial, "denial").verdict == "contradiction"
    # a hedge is no forecast: "reports of her kills may be exaggerated" still answers the reports
    hedge = claim(3, modality="expects", quote="The plant may restart in March", said_on="2026-09-15")
    done = claim(4, polarity="negative", quote="The plant did not restart in March", said_on="2026-09-15")
    assert verdict_of(hedge, done, "polarity").verdict == "contradiction"


def test_the_same_speaker_later_is_a_supersession():
    later = claim(1, id="c9", value="in June", quote="will restart in June", said_on="2026-10-20")
    v = verdict_of(claim(1), later)
    assert (v.verdict, v.severity) == ("temporal_supersession", "medium")


def test_the_same_speaker_back_to_a_position_given_up_is_a_regression():
    march = claim(1, said_on="2026-08-01")
    june = claim(1, id="c8", value="in June", quote="will restart in June", said_on="2026-09-01")
    march_again = claim(1, id="c9", said_on="2026-09-20")
    assert verdict_of(june, march_again).verdict == "temporal_supersession"
    v = verdict_of(june, march_again, history=(march,))
    assert v.verdict == "temporal_regression"


def test_forecasts_weeks_apart_are_an_evolution():
    a = claim(1, modality="expects")
    b = claim(2, modality="expects", value="in June", quote="will restart in June", said_on="2026-10-01")
    assert verdict_of(a, b).verdict == "temporal_evolution"
    close = {**b, "said_on": "2026-09-20"}
    assert verdict_of(a, close).verdict == "contradiction"


def test_figures_about_different_times_are_an_evolution():
    a = claim(1, predicate="employ", value="400 workers", quote="employs 400 workers", refers_to="2025")
    b = claim(2, predicate="employ", value="250 workers", quote="employs 250 workers", refers_to="2026")
    assert verdict_of(a, b, "quantity").verdict == "temporal_evolution"
    assert verdict_of({**a, "refers_to": None}, b, "quantity").verdict == "contradiction"


def test_an_undated_contradiction_is_downgraded_for_review():
    v = verdict_of(claim(1, said_on=None), claim(2, value="in June", quote="in June", said_on=None))
    assert v.verdict == "no_contradiction" and v.downgraded_from == "contradiction"
    assert v.confidence < CONFIDENCE_FLOOR and v.reason.startswith("judge unsure")


def test_undated_figures_for_one_stated_period_are_a_contradiction():
    # Real news (session 15, row 7): Kuo's 2.5 million against 2.8 million Apple Watch units "in Q1
    # 2015", both undated; the period is named, so no later change can make both right.
    def units(n: int, figure: str, period: str) -> dict:
        value = f"{figure} million units in {period}"
        return claim(n, predicate="ship", value=value, quote=f"Apple will ship {value}", said_on=None)

    v = verdict_of(units(1, "2.5", "Q1 2015"), units(2, "2.8", "Q1 2015"), "quantity")
    assert v.verdict == "contradiction" and v.confidence >= CONFIDENCE_FLOOR
    # figures for two periods, undated, still go to a person
    v = verdict_of(units(1, "2.5", "Q1 2015"), units(2, "2.8", "Q2 2015"), "quantity")
    assert v.verdict == "no_contradiction" and v.downgraded_from == "contradiction"


def test_an_undated_figure_said_not_to_hold_answers_the_report_of_it():
    # Real news (fnc_2253 against fnc_1118, both undated): Deadspin, citing Forbes, "that Nishikori
    # didn't make $46 million last year but just $11 million", against People With Money's "pulling
    # in an astonishing $46 million". Nobody negates that very figure but to answer a report of it.
    def earnings(n: int, quote: str, value: str, predicate: str = "make", **fields) -> dict:
        return claim(
            n,
            subject="Nishikori",
            subject_entity="ent:nishikori",
            predicate=predicate,
            value=value,
            quote=quote,
            said_on=None,
            **fields,
        )

    said = earnings(1, "Nishikori is pulling in an astonishing $46 million", "$46 million")
    answered = earnings(
        2, "that Nishikori didn't make $46 million last year", "$46 million last year", polarity="negative"
    )
    v = verdict_of(said, answered, "polarity")
    assert v.verdict == "contradiction" and v.confidence >= CONFIDENCE_FLOOR and v.downgraded_from is None
    # an undated "is not" without a figure may be a later change: it goes to a person
    ranked = earnings(3, "Nishikori is the highest-paid player", "the highest-paid player", predicate="be")
    unranked = earnings(
        4,
        "Nishikori is not the highest-paid player",
        "the highest-paid player",
        predicate="be",
        polarity="negative",
    )
    v = verdict_of(ranked, unranked, "polarity")
    assert v.verdict == "no_contradiction" and v.downgraded_from == "contradiction"


def undated_denial(cue: str, quote: str, **fields) -> dict:
    """Speaker 2 denying what ``quote`` says, with no date."""
    return claim(2, modality="denies", polarity="negative", cue=cue, quote=quote, said_on=None, **fields)


def test_an_undated_denial_is_a_contradiction_all_the_same():
    # Real news (issue 17, labelled rows 2, 3, 4, 6, 8): "Korovin has denied CNN's allegations that
    # she took a selfie", both undated; a denial answers the report it denies, whatever the dates.
    report = claim(1, modality="alleges", said_on=None)
    denial = undated_denial("has denied", "the allegations that the Field Alpha plant will restart in March")
    v = verdict_of(report, denial, "denial")
    assert (v.verdict, v.severity) == ("contradiction", "high")
    assert v.confidence >= CONFIDENCE_FLOOR


def test_a_report_the_writer_calls_false_is_a_denial_not_a_negated_paraphrase():
    # "Reports that the Field Alpha plant will restart in March turned out to be a hoax": the
    # quote is the report's own words, without a "not"; the cue is what denies them.
    report = claim(1, modality="asserts", said_on=None)
    writer = undated_denial("turned out to be a hoax", "the Field Alpha plant will restart in March")
    assert negations(writer) == 1
    v = verdict_of(report, writer, "denial")
    assert (v.verdict, v.severity) == ("contradiction", "high")


def test_a_negation_in_an_aside_about_someone_is_not_the_claims():
    # Real news: "a staff member told CNN that the doctor, who has not been publicly identified,
    # took a selfie" against Korovin's denial; the "not" describes the doctor.
    report = claim(
        1,
        modality="asserts",
        value="a selfie in the procedure room",
        quote="that the doctor, who has not been publicly identified, took a selfie in the procedure room",
        said_on=None,
    )
    assert negations(report) == 0
    denial = undated_denial(
        "has denied", "taking a selfie in the procedure room", value="a selfie in the procedure room"
    )
    assert verdict_of(report, denial, "denial").verdict == "contradiction"


def test_the_floor_downgrades_only_unsure_contradictions():
    unsure = JudgeVerdict("contradiction", "high", 0.69, "two holders of one role")
    assert apply_floor(unsure).verdict == "no_contradiction"
    assert apply_floor(unsure).downgraded_from == "contradiction"
    sure = JudgeVerdict("contradiction", "high", 0.7, "two holders of one role")
    assert apply_floor(sure) is sure
    evolution = JudgeVerdict("temporal_evolution", "medium", 0.5, "moved on")
    assert apply_floor(evolution) is evolution


def test_every_verdict_path_is_in_the_vocabulary():
    # The tests above reach every verdict; the closed list holds exactly those.
    assert set(VERDICTS) == {
        "no_contradiction",
        "contradiction",
        "temporal_supersession",
        "temporal_regression",
        "temporal_evolution",
        "negation_artifact",
    }


@pytest.mark.parametrize(
    ("kind", "predicate", "expected"),
    [
        (None, "restart", "low"),
        ("quantity", "rise", "medium"),
        ("date", "restart", "medium"),
        ("entity", "visit", "high"),
        ("denial", "restart", "high"),
        ("quantity", "lead", "high"),  # a role's holder is identity, whatever the value's type
    ],
)
def test_severity_follows_the_rubric(kind, predicate, expected):
    assert severity(kind, {"predicate": predicate}, {"predicate": predicate}) == expected
    assert expected in SEVERITIES


def test_verdicts_and_errors_are_checked():
    with pytest.raises(ValueError):
        JudgeVerdict("maybe", "low", 0.5, "x")
    with pytest.raises(ValueError):
        JudgeVerdict("contradiction", "low", 0.5, "two\nlines")
    assert JudgeError("timeout", "no answer in 60 s").kind == "timeout"
    with pytest.raises(ValueError):
        JudgeError("oops", "x")


def test_judges_by_name_and_an_unknown_one_refused():
    assert get_judge("deterministic").judge_id == "deterministic"
    assert get_judge("model").judge_id.startswith("model:")
    with pytest.raises(JudgeUnavailable, match="one of deterministic, model"):
        get_judge("oracle")


@pytest.mark.parametrize("cue", ["asking", "will ask", "urged", "called for", "have called on", "demanding"])
def test_a_request_is_no_claim_that_it_is_so(cue):
    # Real news (issue 17, labelled row 14): "asking Putin to extradite the dozen officers" against
    # "Putin isn't going to extradite the 12 officials" is a request and a forecast, both true.
    asking = claim(
        1, cue=cue, predicate="extradite", value="the 12 officers", quote="Putin to extradite the 12 officers"
    )
    forecast = claim(
        2,
        modality="expects",
        polarity="negative",
        predicate="extradite",
        value="the 12 officers",
        quote="Putin isn't going to extradite the 12 officers",
    )
    v = verdict_of(asking, forecast, "polarity")
    assert v.verdict == "no_contradiction" and v.downgraded_from is None
    assert "asks" in v.reason


@pytest.mark.parametrize("cue", ["said", "has signaled", "called", "tasked"])
def test_a_cue_that_does_not_ask_leaves_the_conflict(cue):
    said = claim(1, cue=cue)
    other = claim(2, value="in June", quote="It will restart in June")
    assert verdict_of(said, other).verdict == "contradiction"


def test_a_negation_in_a_clause_after_the_value_is_not_the_claims():
    # Real news (issue 17, labelled row 22): "didn't make $46 million last year but just $11 million,
    # which makes him the ninth-highest paid player -- not the richest" negates $46 million once;
    # the second "not" belongs to the clause after the value.
    report = claim(
        1, predicate="make", value="$46 million", quote="that Nishikori made $46 million last year"
    )
    correction = claim(
        2,
        predicate="make",
        value="$46 million last year",
        polarity="negative",
        quote="that Nishikori didn't make $46 million last year but just $11 million, which "
        '"makes him the ninth-highest paid player -- not the richest."',
    )
    assert negations(correction) == 1
    assert verdict_of(report, correction, "polarity").verdict == "contradiction"


def test_negations_count_the_whole_quote_when_the_value_is_not_in_it():
    reworded = claim(1, value="a restart in March", quote="It will not restart, not in March or ever")
    assert negations(reworded) == 2


def test_a_reason_quotes_each_side_as_written_and_a_light_verbs_complement_once():
    # the real-news probe read "denial conflict: 'be shut down shut' (TechCrunch) against ..."
    kw = {"predicate": "be shut down", "subject": "Beats Music", "quote": "Beats Music will be shut down"}
    report = claim(1, value="shut down", value_norm="shut", **kw)
    denial = {
        **claim(
            2, value="shut down", value_norm="shut", modality="denies", polarity="negative", cue="denied"
        ),
        **kw,
        "quote": "that Beats Music will be shut down",
    }
    v = verdict_of(report, denial, "denial")
    assert "'be shut down'" in v.reason and "not 'be shut down'" in v.reason
