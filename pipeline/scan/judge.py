"""Judges: what a passage says about a claim, one call per passage.

A judge has a ``model_id`` and a ``prompt_version`` (both go into the verdict
cache key) and a ``judge(claim, passage)`` that returns a ``Verdict`` or raises;
the engine calls it once per candidate, so one failure loses one candidate.

- ``learned`` (default): the stance network of ``pipeline.scan.stance``, a few
  milliseconds per passage on a laptop;
- ``llm`` and ``server``: a model asked for JSON (``pipeline.scan.llm_judge``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np

from pipeline.scan.stance import (
    FEATURE_VERSION,
    Analysis,
    StanceModel,
    analyse,
    load_model,
    value_conflict,
    vector,
)
from pipeline.scan.verdicts import Verdict

# Below this probability the network is unsure, and an unsure judge says irrelevant.
UNSURE = 0.5
# A value conflict turns "supports" into "contradicts" only when the closest sentence holds this
# share of the claim's words, and never with more confidence than this.
VALUE_COVERAGE = 0.5
VALUE_CONFIDENCE = 0.7


class Judge(Protocol):
    name: str
    model_id: str
    prompt_version: str

    def judge(self, claim: str, passage: str) -> Verdict: ...


def decide(classes: Sequence[str], probabilities: np.ndarray) -> tuple[str, float, bool]:
    """(verdict, confidence, unsure): the likeliest verdict, or irrelevant when it is not likely enough."""
    best = int(np.argmax(probabilities))
    verdict, p = classes[best], float(probabilities[best])
    if verdict != "irrelevant" and p < UNSURE:
        irrelevant = float(probabilities[list(classes).index("irrelevant")])
        return "irrelevant", round(max(irrelevant, 1.0 - p), 3), True
    return verdict, round(p, 3), False


def _quoted(items: Sequence[str], limit: int = 3) -> str:
    return ", ".join(f"'{w}'" for w in items[:limit])


def explain(verdict: str, analysis: Analysis, unsure: bool) -> str:
    """One sentence that says which words of the passage the verdict rests on."""
    shared = _quoted(analysis.shared) or "no words"
    cues = analysis.cues
    if unsure:
        return f"The passage shares {shared} with the claim, but no stance is clear enough to call."
    if verdict == "contradicts":
        said = _quoted(cues["refuting"]) or "a negation"
        return f"The passage speaks of {shared} and refutes it ({said})."
    if verdict == "supports":
        said = (
            f" and confirms it ({_quoted(cues['confirming'])})"
            if cues["confirming"]
            else " without doubting it"
        )
        return f"The passage states what the claim says about {shared}{said}."
    if verdict == "nuanced":
        said = f" hedged ({_quoted(cues['hedging'])})" if cues["hedging"] else " without taking a side"
        return f"The passage discusses {shared}{said}."
    if not analysis.shared:
        return "The passage shares no words with the claim: it is about something else."
    return f"The passage shares only {shared} with the claim: it is about something else."


class LearnedJudge:
    """The FNC-1-trained stance network with a one-sentence explanation from its features."""

    name = "learned"
    prompt_version = FEATURE_VERSION

    def __init__(self, model: StanceModel | None = None) -> None:
        self.model = model or load_model()
        self.model_id = self.model.model_id

    def judge(self, claim: str, passage: str) -> Verdict:
        analysis = analyse(claim, passage)
        probabilities = self.model.probabilities(vector(analysis))[0]
        verdict, confidence, unsure = decide(self.model.classes, probabilities)
        conflict = value_conflict(claim, analysis.best_sentence)
        if verdict == "supports" and conflict and analysis.dense["best_sentence_coverage"] >= VALUE_COVERAGE:
            # The same statement with another month, year or figure: the network sees agreement.
            return Verdict(
                "contradicts",
                round(min(confidence, VALUE_CONFIDENCE), 3),
                f"The passage says {conflict[1]!r} where the claim says {conflict[0]!r} about "
                f"{_quoted(analysis.shared) or 'the same thing'}.",
            )
        return Verdict(verdict, confidence, explain(verdict, analysis, unsure))


JUDGES = ("learned", "llm", "server")


def get_judge(name: str = "learned", model: str | None = None, url: str | None = None) -> Judge:
    if name == "learned":
        return LearnedJudge()
    from pipeline.scan.llm_judge import LlamaJudge, ServerJudge

    if name == "llm":
        return LlamaJudge(model)
    if name == "server":
        if not url:
            raise ValueError(
                "the server judge needs --url (an OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1)"
            )
        return ServerJudge(url, model)
    raise ValueError(f"unknown judge {name!r} (one of {', '.join(JUDGES)})")
