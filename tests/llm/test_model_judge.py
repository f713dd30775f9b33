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


@pytest.fixture(scope="module")
def llama_server():
    """llama-cpp-python's own OpenAI-compatible server with the bundled Gemma, on 127.0.0.1; stopped
    whatever the test did."""
    import json
    import socket
    import subprocess
    import sys
    import tempfile
    import time
    import urllib.request

    from pipeline.extract.llm import default_model_path

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [sys.executable, "-m", "llama_cpp.server", "--model", str(default_model_path())]
    command += ["--host", "127.0.0.1", "--port", str(port), "--n_ctx", "2048", "--model_alias", "gemma"]
    # llama.cpp logs a lot: to a file, so that a full pipe never stops the server
    log = tempfile.TemporaryFile(mode="w+")
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log, text=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180
        while True:
            try:
                with urllib.request.urlopen(f"{url}/v1/models", timeout=5) as answer:
                    assert json.load(answer)["data"]
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    raise RuntimeError(f"the llama.cpp server did not start: {log.read()[-2000:]}") from None
                time.sleep(1)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


@pytest.mark.slow
def test_the_server_backend_judges_through_a_real_openai_compatible_server(llama_server):
    from pipeline.judge.model import OpenAIBackend

    backend = OpenAIBackend(llama_server, "gemma")
    assert backend.complete("The capital of France is", timeout=120).strip()
    judge = get_judge("model", "gemma", llama_server)
    assert judge.judge_id == "model:openai:gemma"
    pair = Pair(a=claim(1), b=claim(2, value="in June", quote="It will restart in June"), conflict="date")
    try:
        verdict = judge.judge(pair)
    except JudgeError as err:
        assert err.kind in {"parse_fail", "timeout"}, err  # the server answered: no model_error
        return
    assert verdict.verdict in VERDICTS and 0.0 <= verdict.confidence <= 1.0


def test_a_server_that_is_not_there_is_a_model_error():
    judge = get_judge("model", None, "http://127.0.0.1:9")
    pair = Pair(a=claim(1), b=claim(2, value="in June", quote="It will restart in June"), conflict="date")
    with pytest.raises(JudgeError) as raised:
        judge.judge(pair)
    assert raised.value.kind == "model_error" and "127.0.0.1:9" in str(raised.value)
