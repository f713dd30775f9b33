"""Stage 3: documents into sentences with character spans, and a cheap candidate filter.

Most sentences carry no claim. The filter looks for speech verbs, attribution
phrases, modals and quotation marks, so that extraction (the costly stage) only
sees sentences that might hold one.
"""

from __future__ import annotations

import re
import time
from functools import lru_cache

import pysbd

CUE_PATTERN = re.compile(
    r"\b("
    r"said|says|say|saying|told|tells|tell|stated|states|announced|announces|added|noted|"
    r"according to|claimed|claims|alleged|alleges|allegedly|denied|denies|deny|rejected|rejects|"
    r"dismissed|dismisses|refuted|confirmed|confirms|insisted|insists|warned|warns|reported|"
    r"reports|reportedly|expects|expected|predicted|predicts|forecast|forecasts|estimated|"
    r"believes|argued|argues|acknowledged|admitted|declined to comment|wrote|writes|"
    r"will|would|could|should|may|might|plans to|intends to|is set to|first reported by|citing"
    r")\b",
    re.IGNORECASE,
)
QUOTE_PATTERN = re.compile(r"[\"“”]")
# Text addressed to an extraction model, planted in a page. It is data, never an
# instruction: such sentences are not sent to extraction at all.
MODEL_ADDRESS = re.compile(
    r"\b(ignore|disregard|forget)\s+(all\s+|any\s+)?(the\s+)?(previous|prior|above|earlier|preceding)\s+"
    r"(instructions|prompts?|rules|directions)\b"
    r"|\b(you are|act as)\s+(an?\s+)?(ai|language model|assistant|llm)\b"
    r"|\b(output|print|return|respond with)\s+only\b"
    r"|\bsystem prompt\b"
    # None of these occurs in the 21 million characters of the shared corpora (tests/hostile/).
    r"|\bnote to (?:the\s+|any\s+)?(?:ai|model|assistant|llm|language model|chatbot)s?\b"
    r"|\b(?:ignore|disregard)\s+(?:the\s+|your\s+|all\s+|any\s+)?(?:json\s+)?"
    r"(?:schema|output format|system message|guidelines)\b"
    r"|\b(?:as an?|dear)\s+(?:ai|language model|llm|assistant|chatbot)\b"
    r"|\b(?:mark|record|label|classify|treat)\s+(?:\w+\s+){0,3}(?:denials?|this|it)\s+as\s+(?:an?\s+)?"
    r"(?:confirmations?|confirmed|confirms)\b"
    r"|\b(?:invent|fabricate|make up)\s+(?:a\s+|some\s+)?quotes?\b",
    re.IGNORECASE,
)
INSTRUCTION_HINT = "text addressed to a model"
# pysbd's cost grows with the square of the text it is given (its abbreviation pass
# rewrites the whole text once per match, its span pass searches the whole text once
# per sentence): a 320,000-character paragraph of short lines takes about 5 s, two
# megabytes many minutes. pysbd always cuts at a line break, so a paragraph past this
# size goes to it in pieces of whole lines, which costs it nothing it would have kept.
# No article paragraph comes near it (the longest in the shared corpora is 7,120).
PYSBD_CHUNK_CHARS = 50_000


class SplittingTooSlow(Exception):
    """Raised by ``split_sentences`` when its deadline passes before the text is split."""


@lru_cache(maxsize=1)
def _segmenter() -> pysbd.Segmenter:
    return pysbd.Segmenter(language="en", clean=False)


def split_sentences(text: str, deadline: float | None = None) -> list[tuple[int, int, str]]:
    """(start, end, sentence) with ``text[start:end] == sentence``.

    pysbd's own char_span mode is slow and drifts on repeated sentences, so the
    offsets come from finding each segment in order from a moving cursor.
    ``deadline`` (a ``time.monotonic()`` value) is looked at before each call to
    pysbd, which gets at most one paragraph or ``PYSBD_CHUNK_CHARS`` of whole lines:
    past it, ``SplittingTooSlow`` is raised.
    """
    spans: list[tuple[int, int, str]] = []
    cursor = 0
    for paragraph_start, paragraph in _paragraphs(text):
        for segment in _segments(paragraph, deadline):
            piece = segment.strip()
            if not piece:
                continue
            found = text.find(piece, max(cursor, paragraph_start))
            if found < 0:
                continue
            # pysbd cuts 'handed out "like candy."' before the closing mark: the mark belongs
            # to the sentence it closes.
            glued = spans and found == spans[-1][1] and not any(ch.isalnum() for ch in piece)
            # It also cuts after an abbreviation ("Mitch McConnell, R-Ky. | , said Tuesday"),
            # but no sentence opens with a comma or a lower-case word.
            continued = (
                spans
                and spans[-1][0] >= paragraph_start
                and spans[-1][2].endswith(".")
                and not text[spans[-1][1] : found].strip()
                and re.match(r"[,;)]|[a-z]", piece) is not None
            )
            if glued or continued:
                start = spans[-1][0]
                spans[-1] = (start, found + len(piece), text[start : found + len(piece)])
                cursor = found + len(piece)
                continue
            spans.append((found, found + len(piece), piece))
            cursor = found + len(piece)
    return spans


def _segments(paragraph: str, deadline: float | None) -> list[str]:
    segments: list[str] = []
    for chunk in _chunks(paragraph):
        if deadline is not None and time.monotonic() > deadline:
            raise SplittingTooSlow("sentence splitting ran past its time limit")
        segments.extend(_segmenter().segment(chunk))
    return segments


def _chunks(paragraph: str) -> list[str]:
    """The paragraph itself, or for a very long one, runs of whole lines of at most PYSBD_CHUNK_CHARS."""
    if len(paragraph) <= PYSBD_CHUNK_CHARS:
        return [paragraph]
    chunks: list[str] = []
    lines: list[str] = []
    size = 0
    for line in paragraph.split("\n"):
        if lines and size + len(line) + 1 > PYSBD_CHUNK_CHARS:
            chunks.append("\n".join(lines))
            lines, size = [], 0
        lines.append(line)
        size += len(line) + 1
    chunks.append("\n".join(lines))
    return chunks


def longest_paragraph(text: str) -> int:
    """The length of the longest paragraph: no sentence ``split_sentences`` gives is longer."""
    return max((len(paragraph) for _, paragraph in _paragraphs(text)), default=0)


# A paragraph ends at a blank line, and at a run of three or more "#": a Markdown heading's
# marker, or the " ### " that some archives join a page's parts with (the Helsinki articles:
# menus, captions, bylines and paragraphs on one line), so that no sentence spans two parts.
PARAGRAPH_BREAK = re.compile(r"\n[^\S\n]*\n\s*|#{3,}")


def _paragraphs(text: str) -> list[tuple[int, str]]:
    """Paragraphs: a headline never runs into the first sentence, a caption never into the text."""
    out = []
    start = 0
    for match in [*PARAGRAPH_BREAK.finditer(text), None]:
        end = match.start() if match else len(text)
        if text[start:end].strip():
            out.append((start, text[start:end]))
        if match:
            start = match.end()
    return out


def candidate_cue(sentence: str) -> str | None:
    """The first attribution cue in a sentence, or None when it holds no sign of a claim."""
    if MODEL_ADDRESS.search(sentence):
        return None
    match = CUE_PATTERN.search(sentence)
    if match:
        return match.group(1).lower()
    if QUOTE_PATTERN.search(sentence):
        return "quotation"
    return None


def sentence_rows(doc_id: str, text: str, batch: str) -> list[dict]:
    rows = []
    for idx, (start, end, sentence) in enumerate(split_sentences(text)):
        cue = candidate_cue(sentence)
        hint = INSTRUCTION_HINT if MODEL_ADDRESS.search(sentence) else cue
        rows.append(
            {
                "sentence_id": f"{doc_id}:s{idx}",
                "doc_id": doc_id,
                "idx": idx,
                "start": start,
                "end": end,
                "text": sentence,
                "is_candidate": cue is not None,
                "cue_hint": hint,
                "batch": batch,
            }
        )
    return rows
