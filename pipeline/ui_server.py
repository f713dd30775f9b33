"""``dagster dev`` for a home as a child process: started, waited for, and always stopped.

``claimgraph ui`` replaces itself with ``dagster dev``; a test or a benchmark needs the same
server as a child it can stop. The server runs in its own process group, so stopping it
stops its webserver, daemon and code server too, whatever state they are in.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from pipeline.settings import Settings

ROOT = Path(__file__).resolve().parent.parent


def die_with_parent() -> None:
    """In the child before exec: the kernel sends it SIGTERM when its parent dies (Linux).

    Without it a server whose test or benchmark was killed outright keeps running, in its own
    session, holding the home and a port.
    """
    with contextlib.suppress(OSError, AttributeError):
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


def stop_group(process: subprocess.Popen, grace: float = 10) -> None:
    """SIGTERM to the whole process group, then SIGKILL after ``grace`` seconds."""
    if process.poll() is not None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # children may outlive a leader that exited
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        pass
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=grace)


@contextlib.contextmanager
def dagster_dev(
    settings: Settings, port: int | None = None, startup_timeout: float = 240, log: Path | None = None
) -> Iterator[str]:
    """Serve the project's workspace on 127.0.0.1 for ``settings``; yields the base URL.

    Raises TimeoutError (after stopping the server) when it does not answer within
    ``startup_timeout`` seconds, with the end of its log.
    """
    from pipeline.runner import prepare_home, ui_environment

    prepare_home(settings)
    port = port or free_port()
    url = f"http://127.0.0.1:{port}"
    dagster = Path(sys.executable).parent / "dagster"
    log = log or settings.home / "dagster-dev.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [str(dagster), "dev", "-w", str(ROOT / "workspace.yaml"), "-h", "127.0.0.1", "-p", str(port)],
            cwd=ROOT,
            env=ui_environment(settings),
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=die_with_parent,
        )
    try:
        deadline = time.monotonic() + startup_timeout
        while not _answers(f"{url}/server_info"):
            if process.poll() is not None or time.monotonic() > deadline:
                tail = log.read_text(errors="replace")[-3000:]
                raise TimeoutError(f"dagster dev did not answer on {url} in {startup_timeout:.0f} s:\n{tail}")
            time.sleep(0.5)
        yield url
    finally:
        stop_group(process)


def graphql(url: str, query: str, variables: dict | None = None, timeout: float = 60) -> dict:
    """One GraphQL request to the webserver; the ``data`` of the answer."""
    import json

    body = json.dumps({"query": query, "variables": variables or {}}).encode()
    request = urllib.request.Request(
        f"{url}/graphql", data=body, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=timeout) as response:
        answer = json.loads(response.read())
    if answer.get("errors"):
        raise RuntimeError(f"GraphQL errors: {answer['errors']}")
    return answer["data"]


def wait_for_location(url: str, timeout: float = 240) -> None:
    """Until the code location has loaded (the webserver answers before it has)."""
    query = """{ workspaceOrError { ... on Workspace { locationEntries {
        name loadStatus locationOrLoadError { __typename ... on PythonError { message } } } } } }"""
    deadline = time.monotonic() + timeout
    while True:
        entries = graphql(url, query)["workspaceOrError"].get("locationEntries", [])
        if entries and all(e["loadStatus"] == "LOADED" for e in entries):
            errors = [e["locationOrLoadError"] for e in entries]
            failed = [e.get("message") for e in errors if e and e["__typename"] == "PythonError"]
            if failed:
                raise RuntimeError(f"the code location failed to load: {failed[0]}")
            return
        if time.monotonic() > deadline:
            raise TimeoutError(f"the code location did not load in {timeout:.0f} s")
        time.sleep(1)
