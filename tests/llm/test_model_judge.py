"""The model judge with the real Gemma 3 270M through llama.cpp: one pair, a verdict of the closed
set or a typed error, never anything else."""

import pytest

from pipeline.judge import get_judge
from pipeline.judge.verdicts import JudgeError, Pair
from pipeline.vocabulary import JUDGE_ERRORS, VERDICTS
from tests.unit.test_judge import claim


@pytest.mark.slow
def test_gemma_gives_a_closed_verdict_or_a_typed_error():
    judge = get_judge("model")
    pair = Pair(a=claim(1), b=claim(2, value="in June", quote="It will restart in June"), conflict="date")
    try:
        verdict = judge.judge(pair)
    except JudgeError as err:
        assert err.kind in JUDGE_ERRORS
        return
    assert verdict.verdict in VERDICTS and 0.0 <= verdict.confidence <= 1.0
    assert verdict.reason.startswith("model: ")
