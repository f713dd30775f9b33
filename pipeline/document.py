"""Stage 2: snapshots into documents (text plus metadata), or into quarantine.

HTML goes through trafilatura; ``.txt`` and ``.md`` may carry YAML front matter
(title, outlet, author, published, url). Anything unreadable is quarantined with
a reason a person understands; the raw snapshot is kept either way.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from pathlib import Path

import frontmatter
import trafilatura

from pipeline.settings import MAX_FILE_BYTES

HTML_SUFFIXES = {".html", ".htm", ".xhtml"}
TEXT_SUFFIXES = {".txt", ".md", ".markdown", ".text"}
FRONT_MATTER_FIELDS = ("title", "outlet", "author", "published", "url")


class Unreadable(Exception):
    """Raised with a reason a person can act on; the file goes to quarantine."""

    def __init__(self, reason: str, detail: str):
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


@dataclass
class Document:
    text: str
    kind: str
    meta: dict[str, str | None] = field(default_factory=dict)


def doc_id_for(snapshot_id: str) -> str:
    return f"doc_{snapshot_id[:16]}"


def looks_binary(data: bytes) -> bool:
    head = data[:8192]
    if b"\x00" in head:
        return True
    control = sum(1 for b in head if b < 32 and b not in (9, 10, 12, 13))
    return len(head) > 0 and control / len(head) > 0.1


def decode_text(data: bytes) -> str:
    for bom, codec in ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16")):
        if data.startswith(bom):
            return data.decode(codec)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise Unreadable(
            "undecodable",
            f"not valid UTF-8 text (bad byte at offset {err.start}); save the file as UTF-8",
        ) from err


def normalize_date(value: object) -> str | None:
    """An ISO date (YYYY-MM-DD) from whatever a page or front matter gives, or None."""
    if value is None or value == "":
        return None
    if isinstance(value, dt.datetime):
        return value.date().isoformat()
    if isinstance(value, dt.date):
        return value.isoformat()
    import dateparser  # imported here: it takes a moment and most callers never need it

    parsed = dateparser.parse(str(value), settings={"PREFER_DAY_OF_MONTH": "first"})
    return parsed.date().isoformat() if parsed else None


def read_html(data: bytes) -> Document:
    html = data.decode("utf-8", errors="replace")
    extracted = trafilatura.extract(
        html, output_format="json", with_metadata=True, include_comments=False, favor_precision=False
    )
    if not extracted:
        raise Unreadable("no article text", "trafilatura found no article body in this HTML page")
    record = json.loads(extracted)
    text = (record.get("text") or "").strip()
    if not text:
        raise Unreadable("no article text", "trafilatura found no article body in this HTML page")
    return Document(
        text=text,
        kind="html",
        meta={
            "title": record.get("title"),
            # trafilatura's JSON calls the site name "source-hostname" (og:site_name and the like).
            "outlet": record.get("source-hostname") or record.get("sitename") or record.get("hostname"),
            "author": record.get("author"),
            "published": normalize_date(record.get("date")),
            "url": record.get("source") or record.get("url"),
        },
    )


def read_text(data: bytes) -> Document:
    raw = decode_text(data)
    try:
        post = frontmatter.loads(raw)
        body, meta = post.content, dict(post.metadata)
    except Exception:
        # Malformed front matter is not a reason to lose the article: keep the raw text.
        body, meta = raw, {}
    if not body.strip():
        raise Unreadable("empty", "the file has front matter but no article text")
    return Document(
        text=body,
        kind="text",
        meta={
            "title": _str_or_none(meta.get("title")),
            "outlet": _str_or_none(meta.get("outlet") or meta.get("source")),
            "author": _str_or_none(meta.get("author")),
            "published": normalize_date(meta.get("published") or meta.get("date")),
            "url": _str_or_none(meta.get("url")),
        },
    )


def _str_or_none(value: object) -> str | None:
    return None if value is None else str(value)


def read_document(path: str, data: bytes) -> Document:
    """Turn one snapshot's bytes into a Document, or raise Unreadable with the reason."""
    if len(data) > MAX_FILE_BYTES:
        raise Unreadable(
            "over the size limit",
            f"{len(data):,} bytes is more than the {MAX_FILE_BYTES:,}-byte limit for one article",
        )
    if not data.strip():
        raise Unreadable("empty", "the file has no content")
    suffix = Path(path).suffix.lower()
    if looks_binary(data):
        raise Unreadable("binary", "the file holds binary data, not text or HTML")
    head = data[:2048].lstrip().lower()
    if suffix in HTML_SUFFIXES or (
        suffix not in TEXT_SUFFIXES and head.startswith((b"<!doctype html", b"<html"))
    ):
        return read_html(data)
    if suffix in TEXT_SUFFIXES:
        return read_text(data)
    raise Unreadable(
        "unsupported type",
        f"'{suffix or 'no extension'}' files are not read; save articles as .html, .txt or .md",
    )


def documents_from_snapshots(snapshots: list[dict], read_bytes) -> tuple[list[dict], list[dict]]:
    """Split snapshot rows into document rows and quarantine rows; one bad file never stops the rest."""
    documents: list[dict] = []
    quarantined: list[dict] = []
    for snap in snapshots:
        base = {"snapshot_id": snap["snapshot_id"], "path": snap["path"], "batch": snap["batch"]}
        try:
            doc = read_document(snap["path"], read_bytes(snap))
        except Unreadable as err:
            quarantined.append({**base, "reason": err.reason, "detail": err.detail})
            continue
        except Exception as err:  # a parser bug on one file must not stop the batch
            quarantined.append({**base, "reason": "unreadable", "detail": f"{type(err).__name__}: {err}"})
            continue
        documents.append(
            {
                **base,
                "doc_id": doc_id_for(snap["snapshot_id"]),
                "kind": doc.kind,
                "text": doc.text,
                "chars": len(doc.text),
                **{k: doc.meta.get(k) for k in FRONT_MATTER_FIELDS},
            }
        )
    return documents, quarantined
