"""The scan's GGUF judge with the real Gemma 3 270M through llama.cpp: the prompt goes in as a chat
message, and the answer is read as one of the scan's verdicts."""

import pytest

from pipeline.scan.judge import get_judge
from pipeline.scan.verdicts import VERDICTS


@pytest.mark.slow
def test_gemma_through_its_chat_template_gives_a_readable_verdict():
    judge = get_judge("llm")
    verdict = judge.judge(
        "The Field Alpha plant will restart in March",
        "Energy Minister Lina Varga said the Field Alpha plant will restart in March.",
    )
    assert verdict.verdict in VERDICTS and 0.0 <= verdict.confidence <= 1.0
    assert verdict.explanation
    assert judge.prompt_version.endswith("-chat")  # verdicts of the bare-text prompt stay apart
