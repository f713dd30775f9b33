"""Verdicts, their order, and what a link records for each.

Contradictions sort first on purpose: a passage in the library that undercuts
the claim is what a writer most needs to see before committing the sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.vocabulary import LINK_RELATIONS, SCAN_VERDICTS

VERDICTS = SCAN_VERDICTS
ORDER = {verdict: n for n, verdict in enumerate(VERDICTS)}
# The relation a link records; an irrelevant result has no honest relation and cannot be linked.
RELATIONS = LINK_RELATIONS


@dataclass(frozen=True)
class Verdict:
    verdict: str
    confidence: float
    explanation: str

    def __post_init__(self) -> None:
        if self.verdict not in ORDER:
            raise ValueError(f"unknown verdict {self.verdict!r} (one of {', '.join(VERDICTS)})")
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError(f"confidence {self.confidence} is not between 0 and 1")


def sort_key(verdict: str, confidence: float) -> tuple[int, float]:
    """contradicts, supports, nuanced, irrelevant; within each, the most confident first."""
    return ORDER[verdict], -confidence


def one_sentence(text: str, limit: int = 300) -> str:
    """The first sentence of ``text``, on one line, at most ``limit`` characters."""
    text = re.sub(r"\s+", " ", text or "").strip()
    match = re.match(r"(.+?[.!?])(\s|$)", text)
    sentence = match.group(1) if match else text
    return sentence if len(sentence) <= limit else sentence[: limit - 1].rstrip() + "…"
