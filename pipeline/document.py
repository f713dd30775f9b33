"""Stage 2: snapshots into documents (text plus metadata), or into quarantine.

HTML goes through trafilatura; ``.txt`` and ``.md`` may carry YAML front matter
(title, outlet, author, published, url). Anything unreadable is quarantined with
a reason a person understands; the raw snapshot is kept either way.

A text the later stages cannot take in bounded time is quarantined here too, before
sentence splitting and parsing ever see it (``check_text_limits``).
"""

from __future__ import annotations

import codecs
import datetime as dt
import json
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

import frontmatter
import trafilatura

from pipeline.sentences import SplittingTooSlow, longest_paragraph, split_sentences
from pipeline.settings import MAX_FILE_BYTES

HTML_SUFFIXES = {".html", ".htm", ".xhtml"}
TEXT_SUFFIXES = {".txt", ".md", ".markdown", ".text"}
FRONT_MATTER_FIELDS = ("title", "outlet", "author", "published", "url")

# Per-document limits, measured on the parse extractor and pysbd (2 cores). The
# longest word in the shared corpora (1,460 real articles) is 223 characters, the
# longest line 6,195, the longest sentence 2,087: the limits leave room for odd
# but real articles and stop what would stall or crash a stage.
# A 1.1 MB base64 word crashes spaCy (E088); a long URL stays far below this.
MAX_TOKEN_CHARS = 5_000
# The parse rules grow with the square of a sentence: 10,000 characters take
# about 1 s, 20,000 about 4 s, 200,000 over 15 minutes.
MAX_SENTENCE_CHARS = 10_000
# pysbd grows with the square of a line: 50,000 characters of prose take about 2 s,
# two megabytes on one line over 15 minutes.
MAX_LINE_CHARS = 50_000
# Splitting a text this long, or one with a paragraph longer than a sentence may be,
# is timed and measured before the document is accepted; anything shorter is
# bounded by the limits above. The longest article in the shared corpora is 53,372.
TIMED_SPLIT_CHARS = 200_000
# Real articles split in well under a second; this is for text that defeats pysbd.
SPLIT_SECONDS = 60.0


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


# UTF-32's little-endian mark starts with UTF-16's, so it is looked for first.
BYTE_ORDER_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def bom_codec(data: bytes) -> str | None:
    """The codec a byte order mark at the start of ``data`` names (it strips the mark), or None."""
    for bom, codec in BYTE_ORDER_MARKS:
        if data.startswith(bom):
            return codec
    return None


def looks_binary(data: bytes) -> bool:
    codec = bom_codec(data)
    if codec is not None:
        # UTF-16 and UTF-32 text is full of zero bytes: judge its characters instead.
        head = data[:8192].decode(codec, errors="replace")
        if "\x00" in head:
            return True
        control = sum(1 for ch in head if ord(ch) < 32 and ch not in "\t\n\f\r")
        return len(head) > 0 and control / len(head) > 0.1
    head = data[:8192]
    if b"\x00" in head:
        return True
    control = sum(1 for b in head if b < 32 and b not in (9, 10, 12, 13))
    return len(head) > 0 and control / len(head) > 0.1


def decode_text(data: bytes) -> str:
    codec = bom_codec(data)
    try:
        return data.decode(codec or "utf-8")
    except UnicodeDecodeError as err:
        if codec is not None:
            raise Unreadable(
                "undecodable",
                f"starts with a {codec.upper()} byte order mark but is not valid {codec.upper()} "
                f"(bad byte at offset {err.start}); save the file as UTF-8",
            ) from err
        raise Unreadable(
            "undecodable",
            f"not valid UTF-8 text (bad byte at offset {err.start}); save the file as UTF-8",
        ) from err


DECLARED_CHARSET = re.compile(rb"""<meta[^>]*?charset\s*=\s*["']?\s*([a-zA-Z0-9_.:-]+)""", re.IGNORECASE)
# What browsers do: a page that says Latin-1 is read as Windows-1252.
CHARSET_ALIASES = {"iso-8859-1": "cp1252", "latin-1": "cp1252", "latin1": "cp1252", "us-ascii": "cp1252"}


def declared_charset(data: bytes) -> str | None:
    """The charset a page's ``<meta>`` names, if Python knows it."""
    match = DECLARED_CHARSET.search(data[:4096])
    if not match:
        return None
    name = match.group(1).decode("ascii").lower()
    name = CHARSET_ALIASES.get(name, name)
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def decode_html(data: bytes) -> str:
    """An HTML page's text: its byte order mark, else UTF-8, else its declared charset, else a guess.

    A page's ``<meta charset>`` is often wrong (a template's "utf-8" over Windows-1252
    bytes). Bytes that decode as UTF-8 without error are UTF-8; a declaration is only
    believed when the bytes decode under it without error; charset_normalizer
    (trafilatura's own dependency) guesses the rest.
    """
    codec = bom_codec(data)
    candidates = [codec] if codec else []
    candidates += ["utf-8"]
    declared = declared_charset(data)
    if declared:
        candidates.append(declared)
    for candidate in candidates:
        try:
            return data.decode(candidate)
        except UnicodeDecodeError:
            continue
    from charset_normalizer import from_bytes  # only for pages that are not UTF-8

    best = from_bytes(data).best()
    if best is not None:
        return str(best)
    return data.decode("utf-8", errors="replace")


# Only dates that name their own month and year: "yesterday", "Monday" or "March 5"
# would be read relative to the day of ingest, which is not when the article was written.
ABSOLUTE_DATES = {
    "PREFER_DAY_OF_MONTH": "first",
    "PARSERS": ["timestamp", "custom-formats", "absolute-time"],
    "REQUIRE_PARTS": ["month", "year"],
}


def normalize_date(value: object) -> str | None:
    """An ISO date (YYYY-MM-DD) from whatever a page or front matter gives, or None.

    A relative date ("yesterday", "2 days ago", a weekday, a day without a year)
    gives None: the document is then undated, never dated by the day it was ingested.
    """
    if value is None or value == "":
        return None
    if isinstance(value, dt.datetime):
        return value.date().isoformat()
    if isinstance(value, dt.date):
        return value.isoformat()
    import dateparser  # imported here: it takes a moment and most callers never need it

    parsed = dateparser.parse(str(value), settings=ABSOLUTE_DATES)
    return parsed.date().isoformat() if parsed else None


# Where a dateline's date is looked for: the segments (lines, or the " ### " blocks some archives
# join a page's parts with) that open the text, up to this many characters.
DATELINE_SEGMENTS = 12
DATELINE_CHARS = 2_000
_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
    r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
# A day, a month and a year: "July 16, 2018", "16 July 2018", "Tuesday 02 September 2014", "2018-07-16".
FULL_DATE = re.compile(
    rf"\b(?:{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+(?:19|20)\d\d"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH},?\s+(?:19|20)\d\d"
    r"|(?:19|20)\d\d-[01]\d-[0-3]\d)\b",
    re.IGNORECASE,
)
# Words that date the page itself when they stand next to a date.
STAMP_WORDS = re.compile(r"\b(?:updated?|posted|published|first published|last modified)\b", re.IGNORECASE)
# A caption, a photo credit or an embedded post: its date is the picture's or the post's.
CAPTION = re.compile(
    r"\b(?:photo|photos|image|picture|file|pose[sd]?|posing|seen|shown|taken|caption|credit|getty|"
    r"afp|epa|pic\.twitter|video)\b|\(@\w+\)|https?://",
    re.IGNORECASE,
)
BYLINE = re.compile(r"By\s+[A-Z]")
SEGMENT_BREAK = re.compile(r"\s+###\s+|\n+")
# What a dateline segment may hold besides its date: a time, a weekday, "Updated", an outlet.
DATELINE_REST = 60


# Lower-case words a time stamp holds; any other makes the words around a date a sentence.
STAMP_FILLER = set(
    "at on am pm a.m. p.m. et edt est pdt pst cdt cst bst gmt utc by and of the updated posted published "
    "less than min mins minute minutes hour hours ago".split()
)


def _prose(words: str) -> bool:
    """ "Demonstrators protest in Helsinki, Finland,": a caption's or a sentence's words, not a stamp's."""
    return any(w.islower() and w not in STAMP_FILLER for w in re.findall(r"[A-Za-z][A-Za-z.]*", words))


def dateline_date(text: str) -> str | None:
    """The date of a dateline or a time stamp near the top of an article, as YYYY-MM-DD, or None.

    A segment that is a date with little else ("July 15, 2018", "Updated: 7:32 a.m. on Monday, July
    16, 2018", "CBS News July 15, 2018, 2:09 PM", "Posted December 5, 2014") dates the article; a
    date inside a sentence of the story, a caption ("FILE - In this Nov. 11, 2017 file photo") or an
    embedded post ("— PinkNews (@pinknews) December 15, 2014") does not.
    """
    head = text[:DATELINE_CHARS]
    for segment in SEGMENT_BREAK.split(head)[:DATELINE_SEGMENTS]:
        match = FULL_DATE.search(segment)
        if match is None or CAPTION.search(segment):
            continue
        rest = (segment[: match.start()] + segment[match.end() :]).strip()
        # "Updated: ...", "Posted ...", a byline: "By S.A. Miller - The Washington Times - Updated: ..."
        stamped = (STAMP_WORDS.match(segment.strip()) or BYLINE.match(segment.strip())) is not None and len(
            " ".join(segment.split())
        ) <= 2 * DATELINE_REST
        bracketed = segment.lstrip().startswith("(") and match.start() <= segment.find("(") + 1
        short = len(rest) <= DATELINE_REST and (not _prose(rest) or STAMP_WORDS.search(segment))
        if short or stamped or bracketed:
            if (date := normalize_date(match.group(0))) is not None:
                return date
    return None


# Inline styles that keep an element from being seen. A page can plant text for a
# machine reader there; a person reading the page never sees it, so it is not article text.
INVISIBLE_STYLE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0+(?:\.0+)?\s*(?:px|pt|em|rem|%)?\s*(?:;|!|$)"
    r"|opacity\s*:\s*0+(?:\.0+)?\s*(?:;|!|$)",
    re.IGNORECASE,
)


def without_hidden(html: str) -> str:
    """The page without the elements a reader does not see: ``hidden``, ``<template>``, inline invisibility.

    trafilatura drops comments, scripts, ``<noscript>`` and ``display:none`` itself, but
    keeps the text of the ``hidden`` attribute and of a ``<template>``; and on a short page
    it falls back to taking every text node, hidden ones included. A page with none of
    these is returned as it came, so ordinary pages are read exactly as before.
    """
    if not re.search(r"\bhidden\b|<template|display|visibility|font-size|opacity", html, re.IGNORECASE):
        return html
    import lxml.html

    try:
        tree = lxml.html.document_fromstring(html)
    except (ValueError, lxml.etree.ParserError):
        return html
    hidden = [
        element
        for element in tree.iter()
        if isinstance(element.tag, str)
        and (
            element.tag in ("template", "noscript")
            or element.get("hidden") is not None
            or INVISIBLE_STYLE.search(element.get("style") or "")
        )
    ]
    if not hidden:
        return html
    for element in hidden:
        if element.getparent() is not None:
            element.drop_tree()  # keeps the text that follows the element
    return lxml.html.tostring(tree, encoding="unicode")


def read_html(data: bytes) -> Document:
    html = without_hidden(decode_html(data))
    extracted = trafilatura.extract(
        html,
        output_format="json",
        with_metadata=True,
        include_comments=False,
        favor_precision=False,
        # The page's own date fields only: a search through the text finds captions' and
        # comments' dates as readily as the article's.
        date_extraction_params={"extensive_search": False, "original_date": True},
    )
    if not extracted:
        raise Unreadable("no article text", "trafilatura found no article body in this HTML page")
    record = json.loads(extracted)
    text = (record.get("text") or "").strip()
    if not text:
        raise Unreadable("no article text", "trafilatura found no article body in this HTML page")
    published, date_source = normalize_date(record.get("date")), "metadata"
    if published is None:
        published, date_source = dateline_date(text), "dateline"
    return Document(
        text=text,
        kind="html",
        meta={
            "title": record.get("title"),
            # trafilatura's JSON calls the site name "source-hostname" (og:site_name and the like).
            "outlet": record.get("source-hostname") or record.get("sitename") or record.get("hostname"),
            "author": record.get("author"),
            "published": published,
            "url": record.get("source") or record.get("url"),
            "date_source": date_source if published else None,
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
    published, date_source = normalize_date(meta.get("published") or meta.get("date")), "front_matter"
    if published is None:
        published, date_source = dateline_date(body), "dateline"
    return Document(
        text=body,
        kind="text",
        meta={
            "title": _str_or_none(meta.get("title")),
            "outlet": _str_or_none(meta.get("outlet") or meta.get("source")),
            "author": _str_or_none(meta.get("author")),
            "published": published,
            "url": _str_or_none(meta.get("url")),
            "date_source": date_source if published else None,
        },
    )


def _str_or_none(value: object) -> str | None:
    return None if value is None else str(value)


def _longest_run(text: str, stops: str, limit: int) -> tuple[int, int] | None:
    """(offset, length) of the first run of more than ``limit`` characters outside ``stops``.

    ``stops`` is the inside of a regular-expression character class. A run may only
    begin where a stop (or the text) ends, so however long the text, each character
    is looked at a bounded number of times.
    """
    match = re.search(f"(?<![^{stops}])[^{stops}]{{{limit + 1}}}", text)
    if match is None:
        return None
    end = re.compile(f"[^{stops}]*").match(text, match.end()).end()
    return match.start(), end - match.start()


# (characters that end a run, its limit, the reason, the detail). pysbd cuts sentences
# at full stops, ! ? … and line breaks and nowhere else, so a run without them is one
# sentence at least.
RUN_LIMITS = (
    (
        r"\s",
        MAX_TOKEN_CHARS,
        "token too long",
        "a {length:,}-character word at character {offset:,} (the limit is {limit:,}): "
        "usually embedded data such as base64, not article text",
    ),
    (
        r".!?…\n\r",
        MAX_SENTENCE_CHARS,
        "sentence too long",
        "{length:,} characters without a full stop from character {offset:,} "
        "(the limit for one sentence is {limit:,})",
    ),
    (
        r"\n\r",
        MAX_LINE_CHARS,
        "line too long",
        "a {length:,}-character line at character {offset:,} (the limit is {limit:,}); "
        "save the article with its line breaks",
    ),
)


def check_text_limits(text: str, seconds: float = SPLIT_SECONDS) -> None:
    """Raise Unreadable when a word, sentence or line of ``text`` is past what the later stages take.

    The cheap measures come first; sentences are only split (under a time limit)
    when a paragraph or the whole text is long enough to hide a sentence past the
    limit, which no ordinary article is.
    """
    for stops, limit, reason, detail in RUN_LIMITS:
        if found := _longest_run(text, stops, limit):
            offset, length = found
            raise Unreadable(reason, detail.format(offset=offset, length=length, limit=limit))
    if len(text) <= TIMED_SPLIT_CHARS and longest_paragraph(text) <= MAX_SENTENCE_CHARS:
        return
    try:
        sentences = split_sentences(text, deadline=time.monotonic() + seconds)
    except SplittingTooSlow as err:
        raise Unreadable(
            "splitting too slow",
            f"splitting the text into sentences took more than {seconds:g} s",
        ) from err
    start, end, _ = max(sentences, key=lambda s: s[1] - s[0], default=(0, 0, ""))
    if end - start > MAX_SENTENCE_CHARS:
        raise Unreadable(
            "sentence too long",
            f"a {end - start:,}-character sentence at character {start:,} "
            f"(the limit for one sentence is {MAX_SENTENCE_CHARS:,})",
        )


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
    codec = bom_codec(data)
    head = data[:2048].decode(codec or "utf-8", errors="replace").lstrip().lower()
    if suffix in HTML_SUFFIXES or (
        suffix not in TEXT_SUFFIXES and head.startswith(("<!doctype html", "<html"))
    ):
        doc = read_html(data)
    elif suffix in TEXT_SUFFIXES:
        doc = read_text(data)
    else:
        raise Unreadable(
            "unsupported type",
            f"'{suffix or 'no extension'}' files are not read; save articles as .html, .txt or .md",
        )
    check_text_limits(doc.text)
    return doc


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
                "date_source": doc.meta.get("date_source"),
            }
        )
    return documents, quarantined
