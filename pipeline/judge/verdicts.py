"""What a judge is given (a ``Pair``) and what it gives back (a ``JudgeVerdict``).

A verdict is one of ``vocabulary.VERDICTS`` with a severity, a confidence and a one-line
reason. A ``contradiction`` the judge is not sure of (confidence under ``CONFIDENCE_FLOOR``)
is downgraded to ``no_contradiction`` and remembers it (``downgraded_from``): an unsure judge
must not raise the headline rate, but the pair still goes to a person as a manual review.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from pipeline.vocabulary import JUDGE_ERRORS, SEVERITIES, VERDICTS

# The probe's floor (contradiction-probe seed): below it a contradiction is not counted.
CONFIDENCE_FLOOR = 0.7
SEVERITY_RANK = {severity: n for n, severity in enumerate(SEVERITIES)}


@dataclass(frozen=True)
class Pair:
    """Two claims (rows of the ``claims`` mart) that the graph put against each other.

    ``a`` is the one said first. ``conflict`` is the graph's kind (``vocabulary.CONFLICTS``);
    ``history`` holds the claims of ``b``'s speaker on the same subject and predicate said
    before ``a``, which a judge needs to tell a regression from a supersession.
    """

    a: dict
    b: dict
    conflict: str
    history: tuple[dict, ...] = field(default=())


@dataclass(frozen=True)
class JudgeVerdict:
    verdict: str
    severity: str
    confidence: float
    reason: str
    downgraded_from: str | None = None

    def __post_init__(self) -> None:
        if self.verdict not in VERDICTS:
            raise ValueError(f"unknown verdict {self.verdict!r} (one of {', '.join(VERDICTS)})")
        if self.severity not in SEVERITIES:
            raise ValueError(f"unknown severity {self.severity!r} (one of {', '.join(SEVERITIES)})")
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError(f"confidence {self.confidence} is not between 0 and 1")
        if "\n" in self.reason:
            raise ValueError("a reason is one line")


class JudgeError(Exception):
    """A judge call that gave no verdict; ``kind`` is one of ``vocabulary.JUDGE_ERRORS``."""

    def __init__(self, kind: str, message: str) -> None:
        if kind not in JUDGE_ERRORS:
            raise ValueError(f"unknown judge error {kind!r} (one of {', '.join(JUDGE_ERRORS)})")
        super().__init__(message)
        self.kind = kind


UNSURE = "judge unsure"


def is_unsure(reason: str | None) -> bool:
    """Whether a ``no_contradiction`` is a contradiction the judge held under the floor."""
    return (reason or "").startswith(UNSURE)


def apply_floor(verdict: JudgeVerdict, floor: float = CONFIDENCE_FLOOR) -> JudgeVerdict:
    """A ``contradiction`` under ``floor`` becomes ``no_contradiction``, keeping why."""
    if verdict.verdict != "contradiction" or verdict.confidence >= floor:
        return verdict
    return replace(
        verdict,
        verdict="no_contradiction",
        downgraded_from="contradiction",
        reason=f"{UNSURE} ({verdict.confidence:.2f} < {floor}): {verdict.reason}",
    )
