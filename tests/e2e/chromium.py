"""Headless Chromium driven over the DevTools protocol, with nothing but `websockets`.

Debian's `chromium` package is the browser; the project adds no Python dependency for it
(selenium and playwright would each bring their own driver or browser). Every wait is
bounded, and the browser runs in its own process group, killed on close.
"""

from __future__ import annotations

import base64
import contextlib
import json
import re
import shutil
import subprocess
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

from pipeline.ui_server import die_with_parent, stop_group

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
LISTENING = re.compile(r"DevTools listening on (ws://\S+)")


def find_chromium() -> str | None:
    return next((found for name in CANDIDATES if (found := shutil.which(name))), None)


class Page:
    """One tab: navigate, evaluate JavaScript, take screenshots."""

    def __init__(self, websocket_url: str):
        from websockets.sync.client import connect

        self._socket = connect(websocket_url, max_size=None, open_timeout=30)
        self._next = 0

    def send(self, method: str, timeout: float = 60, **params) -> dict:
        self._next += 1
        ident = self._next
        self._socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{method}: no answer in {timeout} s")
            message = json.loads(self._socket.recv(timeout=left))
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def goto(self, url: str) -> None:
        self.send("Page.navigate", url=url)

    def evaluate(self, expression: str):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def text(self) -> str:
        return self.evaluate("document.body ? document.body.innerText : ''") or ""

    def wait_for_text(self, needles: list[str], timeout: float = 120) -> str:
        """The page's text once it holds every needle; TimeoutError naming the missing ones."""
        return self.wait_until(lambda text: [n for n in needles if n not in text], timeout)

    def wait_until(self, missing: Callable[[str], list[str]], timeout: float = 120) -> str:
        """The page's text once ``missing(text)`` is empty; TimeoutError with what it still lacks."""
        deadline = time.monotonic() + timeout
        while True:
            text = self.text()
            lacking = missing(text)
            if not lacking:
                return text
            if time.monotonic() > deadline:
                raise TimeoutError(
                    f"not on the page after {timeout} s: {lacking}\n--- page text ---\n{text[:3000]}"
                )
            time.sleep(1)

    def press(self, key: str, code: str, modifiers: int = 0) -> None:
        """One key stroke (modifiers: 1 Alt, 2 Ctrl, 4 Meta, 8 Shift)."""
        for kind in ("keyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", type=kind, key=key, code=code, modifiers=modifiers)

    def screenshot(self, path: Path) -> Path:
        data = self.send("Page.captureScreenshot", format="png")["data"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        self._socket.close()


@contextlib.contextmanager
def chromium(width: int = 1600, height: int = 1000, startup_timeout: float = 60) -> Iterator[Page]:
    """A headless Chromium with one blank tab; the browser is stopped on exit."""
    binary = find_chromium()
    if binary is None:
        raise FileNotFoundError("no Chromium on PATH")
    with tempfile.TemporaryDirectory(prefix="claimgraph-chromium-") as profile:
        process = subprocess.Popen(
            [
                binary,
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=0",
                "--remote-allow-origins=*",
                f"--user-data-dir={profile}",
                f"--window-size={width},{height}",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
            preexec_fn=die_with_parent,
        )
        page = None
        try:
            endpoint = _devtools_endpoint(process, startup_timeout)
            # Chromium keeps logging to stderr: read it away so that a full pipe never blocks it.
            threading.Thread(target=process.stderr.read, daemon=True).start()
            port = endpoint.split(":")[2].split("/")[0]
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as answer:
                tabs = [t for t in json.loads(answer.read()) if t.get("type") == "page"]
            page = Page(tabs[0]["webSocketDebuggerUrl"])
            page.send("Page.enable")
            page.send(
                "Emulation.setDeviceMetricsOverride",
                width=width,
                height=height,
                deviceScaleFactor=1,
                mobile=False,
            )
            yield page
        finally:
            if page is not None:
                with contextlib.suppress(Exception):
                    page.close()
            stop_group(process, grace=5)


def _devtools_endpoint(process: subprocess.Popen, timeout: float) -> str:
    """Chromium prints its DevTools address on stderr once it listens."""
    import selectors

    selector = selectors.DefaultSelector()
    selector.register(process.stderr, selectors.EVENT_READ)
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        if not selector.select(timeout=max(0.1, deadline - time.monotonic())):
            continue
        line = process.stderr.readline()
        if not line and process.poll() is not None:
            break
        seen.append(line)
        if match := LISTENING.search(line):
            return match.group(1)
    raise TimeoutError(f"Chromium did not open its DevTools port in {timeout} s: {''.join(seen)[-2000:]}")
