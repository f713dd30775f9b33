"""Stage 5: the verbatim check. A claim's quote must occur in its document.

A fabricated claim arrives with a fabricated quote, and a string search against
the source throws it out. Typographic quotes and runs of whitespace are the only
differences forgiven in the search; a kept claim's quote is then the document's own
text at its span, so what is published is always in the document as written.
"""

from __future__ import annotations

import re

_FOLD = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "–": "-", "—": "-"})


def _folded_with_map(text: str) -> tuple[str, list[int]]:
    """Text with quotes folded and whitespace runs collapsed, and each folded char's source index."""
    out: list[str] = []
    index: list[int] = []
    previous_space = False
    for i, ch in enumerate(text.translate(_FOLD)):
        if ch.isspace():
            if previous_space:
                continue
            ch, previous_space = " ", True
        else:
            previous_space = False
        out.append(ch)
        index.append(i)
    return "".join(out), index


def verbatim_span(text: str, quote: str, near: int | None = None) -> tuple[int, int] | None:
    """The span of ``quote`` in ``text`` (the occurrence nearest ``near``), or None if it is not there."""
    quote = quote.strip()
    if not quote:
        return None
    starts = [m.start() for m in re.finditer(re.escape(quote), text)]
    if starts:
        start = min(starts, key=lambda s: abs(s - near)) if near is not None else starts[0]
        return start, start + len(quote)
    folded, index = _folded_with_map(text)
    folded_quote, _ = _folded_with_map(quote)
    found = folded.find(folded_quote)
    if found < 0:
        return None
    return index[found], index[found + len(folded_quote) - 1] + 1


def check_claims(claims: list[dict], doc_text: dict[str, str]) -> tuple[list[dict], list[dict]]:
    """Split claims into verified ones (with span) and rejected ones (with the reason)."""
    kept, rejected = [], []
    for claim in claims:
        text = doc_text.get(claim["doc_id"])
        quote = claim.get("quote") or ""
        if text is None:
            reason = "document not found"
            span = None
        elif not quote.strip():
            reason = "empty quote"
            span = None
        else:
            span = verbatim_span(text, quote, claim.get("quote_start"))
            reason = None if span else "quote not found verbatim in the document"
        if span is None:
            rejected.append(
                {
                    "claim_id": claim["claim_id"],
                    "doc_id": claim["doc_id"],
                    "stage": "verbatim_check",
                    "reason": reason,
                    "quote": quote,
                    "speaker": claim.get("speaker"),
                    "batch": claim["batch"],
                }
            )
        else:
            kept.append(
                {**claim, "quote": text[span[0] : span[1]], "span_start": span[0], "span_end": span[1]}
            )
    return kept, rejected


def misquoted(claims: list[dict], doc_text: dict[str, str]) -> list[str]:
    """Ids of claims whose quote is not exactly their document's text at their span."""
    bad = []
    for claim in claims:
        text = doc_text.get(claim["doc_id"])
        try:
            start, end = int(claim["span_start"]), int(claim["span_end"])
        except (KeyError, TypeError, ValueError):  # no span (None, NA or NaN from a frame)
            start = end = None
        if text is None or start is None or text[start:end] != claim.get("quote"):
            bad.append(claim["claim_id"])
    return bad
