"""One HTTP call to an OpenAI-compatible server (llama.cpp's server, vLLM, Ollama), for the judges
that take a server by URL: the evidence scan's (chat completions) and the contradiction judge's
(text completions). Only the standard library speaks HTTP here.
"""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request


def endpoint(url: str, path: str) -> str:
    """``path`` ("/chat/completions") under the server's ``/v1``, however the URL was given:
    ``http://host:8000``, ``http://host:8000/v1`` or the full endpoint."""
    base = url.rstrip("/")
    if base.endswith(path):
        return base
    if not base.endswith("/v1"):
        base += "/v1"
    return base + path


def post(url: str, body: dict, timeout: float) -> dict:
    """The server's JSON answer to ``body``. Past ``timeout`` seconds: ``TimeoutError``; a server
    that cannot be reached or answers with an error: ``ConnectionError`` saying which."""
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            return json.loads(answer.read())
    except TimeoutError as err:
        raise TimeoutError(f"no answer from {url} within {timeout:.1f} s") from err
    except urllib.error.HTTPError as err:
        raise ConnectionError(
            f"{url} answered {err.code}: {err.read()[:300].decode(errors='replace')}"
        ) from err
    except urllib.error.URLError as err:
        if isinstance(err.reason, TimeoutError | socket.timeout):
            raise TimeoutError(f"no answer from {url} within {timeout:.1f} s") from err
        raise ConnectionError(f"{url}: {err.reason}") from err
