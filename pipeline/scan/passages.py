"""Passages: each sentence with its neighbours, cut verbatim from the document, and their BM25 postings.

A passage is the unit a scan retrieves and judges. Its span points into the
document text, so the passage a user sees (and the anchor a link records) is the
page's own words. The drop-folder relative path is kept for ``--scope``.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path, PurePosixPath

from pipeline.scan.text import terms

# One sentence either side: enough context to read a claim's polarity, short enough to stay on topic.
NEIGHBOURS = 1


def passage_id(doc_id: str, idx: int) -> str:
    return hashlib.sha1(f"{doc_id}:{idx}".encode()).hexdigest()[:16]


def relative_path(path: str | None, drop_dir: str | None) -> str:
    """The file's path under its drop folder, with forward slashes ('' when unknown)."""
    if not path:
        return ""
    try:
        rel = Path(path).resolve().relative_to(Path(drop_dir).resolve()) if drop_dir else Path(path).name
    except ValueError:
        rel = Path(Path(path).name)
    return PurePosixPath(*Path(rel).parts).as_posix()


def passage_rows(doc: dict, sentences: list[dict], drop_dir: str | None, batch: str) -> list[dict]:
    """One passage per sentence of ``doc``: the sentence with ``NEIGHBOURS`` sentences either side."""
    text = doc.get("text") or ""
    ordered = sorted(sentences, key=lambda s: s["idx"])
    rel = relative_path(doc.get("path"), drop_dir)
    rows = []
    for n, sentence in enumerate(ordered):
        window = ordered[max(0, n - NEIGHBOURS) : n + NEIGHBOURS + 1]
        start, end = window[0]["start"], window[-1]["end"]
        passage = text[start:end]
        rows.append(
            {
                "passage_id": passage_id(doc["doc_id"], sentence["idx"]),
                "doc_id": doc["doc_id"],
                "sentence_id": sentence["sentence_id"],
                "idx": int(sentence["idx"]),
                "start": int(start),
                "end": int(end),
                "sentence_start": int(sentence["start"]),
                "sentence_end": int(sentence["end"]),
                "text": passage,
                "terms": len(terms(passage)),
                "title": doc.get("title"),
                "outlet": doc.get("outlet"),
                "published": doc.get("published"),
                "path": doc.get("path"),
                "rel_path": rel,
                "batch": batch,
            }
        )
    return rows


def postings(passages: list[dict], batch: str) -> list[dict]:
    """(passage, term, tf) rows: the inverted index of a batch, merged across batches at query time."""
    rows = []
    for passage in passages:
        for term, tf in Counter(terms(passage["text"])).items():
            rows.append({"passage_id": passage["passage_id"], "term": term, "tf": tf, "batch": batch})
    return rows
