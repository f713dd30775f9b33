"""The deterministic judge: a verdict on a pair from typed values, dates, speakers and negations.

It reads only what the graph stores (typed values, ``said_on``, ``refers_to``, speaker,
modality, polarity, the quote), so it is free, instant, never fails, and says the same thing
every time; it is the default judge and the cross-check for a model judge. In order:

1. the values can both hold after all (no typed clash, no opposite polarity), one side is a
   request or a question ("asking Putin to extradite", "urged Trump to press the issue": its cue
   asks, it does not say the thing is so), or one side forecasts what the other tells as done
   ("likely to interfere in the midterm elections" against a denial "that Russia interfered"):
   ``no_contradiction``;
2. the denial guard: opposite polarity labels on quotes whose negations, counted up to the end of
   the claim's value (a clause after it is another statement), say the same thing (a denial of a
   negative, a negated paraphrase, a negation no quote shows): ``negation_artifact``;
3. one speaker, two dates: the later claim goes back to a value the speaker had given up
   (``temporal_regression``) or replaces the earlier one (``temporal_supersession``);
4. two speakers forecasting at least ``EVOLUTION_DAYS`` apart, or two claims about different
   times (``refers_to``, for values that are not themselves dates): ``temporal_evolution``;
5. otherwise ``contradiction``, as sure as the conflict is plain (``CONFIDENCE``); an undated
   side leaves a clash of values under the floor, so it is downgraded and goes to a person, unless
   both figures are for one period they name ("in Q1 2015"), which no later change can alter, or
   one side says the other's very figure does not hold ("didn't make $46 million last year" against
   "pulling in $46 million"): a figure negated to the unit answers the report that gave it. A
   denial does not need dates: it answers the very report it denies ("denied CNN's allegations
   that she took a selfie"), so no change in the facts between the two can make both hold; a
   debunk met by its topic's words (``pipeline.debunks``) is less sure (``DEBUNK_CONFIDENCE``).

Severity follows the probe's rubric: ``low`` for naming and format (nothing but wording
differs), ``medium`` for values that may be stale (figures, dates), ``high`` for identity and
structure (who holds a role, whether a thing is so at all).
"""

from __future__ import annotations

import datetime as dt
import re

from pipeline.contradictions import FUNCTIONAL_PREDICATES, conflict, is_request, same_figure
from pipeline.debunks import debunks
from pipeline.judge.verdicts import JudgeVerdict, Pair, apply_floor
from pipeline.modality import DENIAL_CUE, calls_false
from pipeline.values import predicate_phrase, same_proposition, stored_or_typed

JUDGE_ID = "deterministic"
# Bump when a rule below changes: cached verdicts of the old rules are then not reused.
RULES_VERSION = "deterministic-18"
TRUNCATION_POLICY = "none"

# How sure a contradiction is, by the graph's kind of conflict: a denial, or two figures or dates
# for one thing, are plain; two names for one role, or an opposite polarity read from a negation,
# less so.
CONFIDENCE = {"denial": 0.9, "quantity": 0.85, "date": 0.85, "entity": 0.75, "polarity": 0.75}
# A side with no date cannot rule out that the facts changed in between: under the floor, so such
# a pair goes to a person instead of into the rate. Not for a denial, which answers the report it
# denies (the graph pairs a denial only with an assertion of what it denies).
UNDATED_CONFIDENCE = 0.65
# A debunk ("the third breast story is a hoax") meets what it calls false by the words of its
# topic, not by one proposition: surer than the floor, less than a denial of the very words.
DEBUNK_CONFIDENCE = 0.75
# A period both figures name ("2.5 million units in Q1 2015" against "2.8 million in Q1 2015"):
# two figures for one quantity of one stated period cannot both be right whenever they were said.
MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
STATED_PERIOD = re.compile(
    rf"\b(?:Q[1-4]|(?:first|second|third|fourth)\s+quarter(?:\s+of)?|(?:{MONTHS})|fiscal(?:\s+year)?|FY)"
    r"\s+((?:19|20)\d\d)\b|\b(?:in|for|during|of)\s+((?:19|20)\d\d)\b",
    re.IGNORECASE,
)
# A figure given as an estimate or a bound clashes less plainly than two exact figures.
BOUNDED_QUANTITY_CONFIDENCE = 0.75
# Forecasts this far apart may differ because the outlook changed, not because one is wrong.
EVOLUTION_DAYS = 14

# "unlikely to recognize" says it will not happen, as the parse rules read it (a negative claim)
NEGATION = re.compile(
    DENIAL_CUE.pattern
    + r"|\b(?:not|no|never|none|nobody|nothing|neither|nor|cannot|without|unlikely|improbable)\b|n['’]t\b",
    re.IGNORECASE,
)
HIGH_CONFLICTS = {"entity", "denial", "polarity"}
# ", who has not been publicly identified,": an aside that describes someone in the quote. Its
# negations are not the claim's ("the doctor, who has not been identified, took a selfie").
ASIDE = re.compile(r",\s*(?:who|whom|whose|which)\b[^,;]*,", re.IGNORECASE)


def _claim_words(claim: dict) -> str:
    """The quote up to the end of the claim's value in it: a clause after the value is another
    statement ("didn't make $46 million but just $11 million, ... not the richest"), and its
    negations are not this claim's. The whole quote when the value is not found in it. Relative
    asides (", who has not been identified,") are left out too."""
    quote = claim.get("quote") or ""
    value = (claim.get("value") or "").strip()
    at = quote.lower().find(value.lower()) if value else -1
    words = quote[: at + len(value)] if at >= 0 else quote
    return ASIDE.sub(",", words)


def negations(claim: dict) -> int:
    """How many negations the claim's words carry: its quote up to its value's end, and a denial
    cue said outside the quote."""
    quote = claim.get("quote") or ""
    count = len(NEGATION.findall(_claim_words(claim)))
    cue = claim.get("cue") or ""
    # "Reports that S have been greatly exaggerated": a cue that calls the report false denies S.
    denial_cue = DENIAL_CUE.search(cue) or calls_false(cue)
    if claim.get("modality") == "denies" and denial_cue and cue.lower() not in quote.lower():
        count += 1
    return count


def _date(value: str | None) -> dt.date | None:
    try:
        return dt.date.fromisoformat((value or "")[:10])
    except ValueError:
        return None


def days_apart(a: dict, b: dict) -> int | None:
    """Days between the two claims' ``said_on``, or None when either has no full date."""
    first, second = _date(a.get("said_on")), _date(b.get("said_on"))
    if first is None or second is None:
        return None
    return abs((second - first).days)


def _value(claim: dict) -> str:
    return claim.get("value_norm") or claim.get("value") or ""


def _same_speaker(a: dict, b: dict) -> bool:
    return bool(a.get("speaker_entity")) and a.get("speaker_entity") == b.get("speaker_entity")


def _polarity(claim: dict) -> str:
    return claim.get("polarity") or "positive"


def _says_again(earlier: dict, later: dict) -> bool:
    """``later`` states what ``earlier`` stated: one polarity, one proposition."""
    return _polarity(earlier) == _polarity(later) and same_proposition(
        _value(earlier), _value(later), stored_or_typed(earlier), stored_or_typed(later)
    )


def severity(kind: str | None, a: dict, b: dict) -> str:
    """The rubric: identity and structure high, values that may be stale medium, wording low."""
    if kind is None:
        return "low"
    lemma = (a.get("predicate") or "").split(" ")[0]
    if kind in HIGH_CONFLICTS or lemma in FUNCTIONAL_PREDICATES:
        return "high"
    return "medium"


def _show(claim: dict) -> str:
    # the value as written: the normalized one drops words a reader looks for ("the", "down")
    words = predicate_phrase(claim.get("predicate"), claim.get("value") or _value(claim))
    negative = "not " if _polarity(claim) == "negative" else ""
    return f"{negative}{words!r} ({claim.get('speaker') or 'unnamed'}, {claim.get('said_on') or 'undated'})"


def stated_periods(value: str) -> set[str]:
    """The periods a value names, normalized: "in Q1 2015" gives {"q1 2015"}, "for 2014" {"2014"}."""
    return {
        " ".join(m.group(0).lower().split())
        .removeprefix("in ")
        .removeprefix("for ")
        .removeprefix("during ")
        .removeprefix("of ")
        for m in STATED_PERIOD.finditer(value)
    }


def _one_stated_period(a: dict, b: dict) -> bool:
    return bool(stated_periods(a.get("value") or "") & stated_periods(b.get("value") or ""))


def _contradiction_confidence(kind: str, a: dict, b: dict) -> float:
    if kind == "denial" and _debunk_pair(a, b):
        return DEBUNK_CONFIDENCE
    undated = not (a.get("said_on") and b.get("said_on"))
    if kind != "denial" and undated and not _no_change_can_reconcile(kind, a, b):
        return UNDATED_CONFIDENCE
    if kind == "quantity" and (stored_or_typed(a).bound or stored_or_typed(b).bound):
        return BOUNDED_QUANTITY_CONFIDENCE
    return CONFIDENCE[kind]


def _no_change_can_reconcile(kind: str, a: dict, b: dict) -> bool:
    """Whether the two sides disagree about one thing whenever they were said: two figures for one
    period both name, or one figure said to hold and not to hold. Nobody says that Nishikori
    "didn't make $46 million last year" but to answer a report of $46 million (fnc_2253 against
    fnc_1118)."""
    if kind == "quantity":
        return _one_stated_period(a, b)
    return kind == "polarity" and same_figure(stored_or_typed(a), stored_or_typed(b))


def _debunk_pair(a: dict, b: dict) -> bool:
    return debunks(a, b) or debunks(b, a)


def _refer_to_other_times(a: dict, b: dict) -> bool:
    """Both claims say which time they are about, and the times differ; a date value is its own
    ``refers_to`` ("restart in March" refers to March), so it says nothing more there."""
    if "date" in (stored_or_typed(a).type, stored_or_typed(b).type):
        return False
    return bool(a.get("refers_to") and b.get("refers_to") and a["refers_to"] != b["refers_to"])


# Words that put a claim in the future. "Expects" is also the stance of a hedge ("the reports may
# be exaggerated", a debunk), which is no forecast.
FUTURE = re.compile(
    r"\b(?:will|won't|shall|going to|(?:un)?likely to|expected to|expects? to|plans? to|intends? to)\b",
    re.IGNORECASE,
)
# A past form after one of these is not told as done: "would have interfered", "may have tried".
MODAL = re.compile(r"\b(?:would|could|might|may|should|must)\b", re.IGNORECASE)


def past_forms(lemma: str) -> set[str]:
    """The regular past forms of a verb: "interfered", "attempted", "tried", "planned"."""
    if not lemma.isalpha() or len(lemma) < 2:
        return set()
    if lemma.endswith("e"):
        return {lemma + "d"}
    if lemma.endswith("y") and lemma[-2] not in "aeiou":
        return {lemma[:-1] + "ied"}
    return {lemma + "ed", lemma + lemma[-1] + "ed"}


def tells_the_past(claim: dict) -> bool:
    """The claim's words tell its predicate as done: "that Russia interfered in the election",
    "Russia attempted to interfere", "did not meddle", "has tried". Regular verbs only: an
    irregular one ("met") is not read, and the rule that needs this then does not apply."""
    lemma = (claim.get("predicate") or "").split(" ")[0].lower()
    forms = past_forms(lemma)
    if not forms:
        return False
    words = _claim_words(claim).lower().replace("’", "'")
    if FUTURE.search(words) or MODAL.search(words):
        return False  # "will not be imposed", "would have interfered": not told as done
    participle = "|".join(sorted(forms))
    return bool(
        re.search(rf"\b(?:{participle})\b", words)
        or re.search(rf"\b(?:did|didn't)(?:\s+not)?\s+{lemma}\b", words)
    )


def forecast_against_the_past(a: dict, b: dict) -> dict | None:
    """The forecast of a pair where the other side tells what was done: "Russia is likely to
    interfere in the midterm elections" against Putin's denial "that Russia interfered in the
    election". One is about what will happen, the other about what did: both can hold."""
    if _debunk_pair(a, b):
        return None
    for forecast, other in ((a, b), (b, a)):
        if (
            forecast.get("modality") == "expects" != other.get("modality")
            and FUTURE.search(_claim_words(forecast).replace("’", "'"))
            and not tells_the_past(forecast)  # "interfered in 2016 and is likely to again"
            and tells_the_past(other)
        ):
            return forecast
    return None


def judge_pair(pair: Pair) -> JudgeVerdict:
    """The verdict on ``pair`` by the rules of the module docstring, the floor applied."""
    a, b = sorted((pair.a, pair.b), key=lambda c: (c.get("said_on") or "", c.get("id") or ""))
    kind = conflict(a, b)
    rank = severity(kind, a, b)
    if kind is None:
        return JudgeVerdict(
            "no_contradiction", "low", 0.9, f"{_show(a)} and {_show(b)} can both hold: no typed value clashes"
        )
    if asking := next((c for c in (a, b) if is_request(c)), None):
        return JudgeVerdict(
            "no_contradiction",
            "low",
            0.8,
            f"{asking.get('speaker') or 'unnamed'} asks ({asking.get('cue')!r}), not says, {_show(asking)}: "
            "a request or a question contradicts no claim",
        )
    if (forecast := forecast_against_the_past(a, b)) is not None:
        past = b if forecast is a else a
        return JudgeVerdict(
            "no_contradiction",
            "low",
            0.75,
            f"a forecast, {_show(forecast)}, against what was done, {_show(past)}: different times, both can hold",
        )
    # A debunk says "false" in words no negation count reads ("is a hoax", "is fake").
    if kind in {"denial", "polarity"} and not _debunk_pair(a, b) and negations(a) % 2 == negations(b) % 2:
        return JudgeVerdict(
            "negation_artifact",
            "low",
            0.75,
            f"opposite polarity labels, but both quotes say the same once their negations are counted "
            f"({negations(a)} and {negations(b)}): a negated paraphrase, not a denial",
        )
    later_date = a.get("said_on") != b.get("said_on") and a.get("said_on") and b.get("said_on")
    if _same_speaker(a, b) and later_date:
        if any(_says_again(old, b) for old in pair.history if (old.get("said_on") or "") < a["said_on"]):
            return JudgeVerdict(
                "temporal_regression",
                rank,
                0.8,
                f"the same speaker said {_show(a)}, then went back to an earlier position: {_show(b)}",
            )
        return JudgeVerdict(
            "temporal_supersession", rank, 0.85, f"the same speaker said {_show(a)}, later {_show(b)}"
        )
    gap = days_apart(a, b)
    forecasts = a.get("modality") == b.get("modality") == "expects"
    if (forecasts and gap is not None and gap >= EVOLUTION_DAYS) or _refer_to_other_times(a, b):
        why = f"forecasts {gap} days apart" if forecasts and gap else "claims about different times"
        return JudgeVerdict(
            "temporal_evolution", rank, 0.7, f"{why}: {_show(a)}, then {_show(b)}; both may have held"
        )
    return apply_floor(
        JudgeVerdict(
            "contradiction",
            rank,
            _contradiction_confidence(kind, a, b),
            f"{kind} conflict: {_show(a)} against {_show(b)}",
        )
    )


class DeterministicJudge:
    """The rules above behind the judge interface (``judge_id``, ``prompt_version``,
    ``truncation_policy``, ``judge(pair)``)."""

    judge_id = JUDGE_ID
    prompt_version = RULES_VERSION
    truncation_policy = TRUNCATION_POLICY

    def judge(self, pair: Pair) -> JudgeVerdict:
        return judge_pair(pair)
