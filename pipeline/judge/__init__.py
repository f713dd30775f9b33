"""The contradiction judge: a verdict, a severity, a confidence and a reason for a candidate pair.

- ``verdicts``: ``Pair``, ``JudgeVerdict``, the confidence floor and ``JudgeError``;
- ``deterministic``: the rules judge (typed values, dates, speakers, the denial guard);
- ``pairs``: candidate pairs from the graph and the date pre-filter;
- ``model``: the model judge (llama-cpp-python and any GGUF, or any OpenAI-compatible server by
  URL; typed errors, one retry);
- ``cache``: verdicts kept by (claim hashes, judge id, prompt version, truncation policy).

A judge has a ``judge_id``, a ``prompt_version`` and a ``truncation_policy`` (all three go into
the cache key) and ``judge(pair)``, which returns a ``JudgeVerdict`` or raises ``JudgeError``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from pipeline.judge.deterministic import DeterministicJudge
from pipeline.judge.verdicts import JudgeVerdict, Pair

JUDGES = ("deterministic", "model")


class PairJudge(Protocol):
    judge_id: str
    prompt_version: str
    truncation_policy: str

    def judge(self, pair: Pair) -> JudgeVerdict: ...


class JudgeUnavailable(ValueError):
    """Raised for a judge that cannot run here; the message says what to use instead."""


def get_judge(
    name: str = "deterministic", model: str | Path | None = None, server: str | None = None
) -> PairJudge:
    """The judge ``name``; for ``model``, a GGUF file (``model``) or an OpenAI-compatible server's
    URL (``server``, with ``model`` then the server's model name, if it serves several)."""
    if name == "deterministic":
        return DeterministicJudge()
    if name == "model":
        from pipeline.judge.model import LlamaBackend, ModelJudge, OpenAIBackend

        if server is not None:
            if not server.startswith(("http://", "https://")):
                raise JudgeUnavailable(
                    f"--server {server}: give the server's URL, e.g. http://127.0.0.1:8000"
                )
            return ModelJudge(OpenAIBackend(server, str(model) if model else None))
        if model is not None and not Path(model).is_file():
            raise JudgeUnavailable(f"--model {model}: no such GGUF file")
        return ModelJudge(LlamaBackend(model))
    raise JudgeUnavailable(f"unknown judge {name!r} (one of {', '.join(JUDGES)})")
