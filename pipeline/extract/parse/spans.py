"""Character spans: from tokens to the words PolNeAR marks, trimmed, with asides and quotation marks."""

from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extract.parse.lexicon import ABBREVIATION_END
from pipeline.extract.quotations import quotation_regions, with_marks_for_double_apostrophes

# Characters trimmed off a span's edges.
EDGE_JUNK = set(" \t\n\xa0,;:.\"'“”‘’—–-")
OPENING_QUOTES = '“"'
CLOSING_QUOTES = '”"'
QUOTE_CHARS = set("“”\"‘’'")


@lru_cache(maxsize=256)
def quotations(sentence: str) -> tuple[tuple[int, int], ...]:
    """The sentence's quotations, found once per sentence rather than once per cue."""
    return tuple(quotation_regions(sentence))


def span_of(tokens) -> tuple[int, int] | None:
    tokens = sorted(tokens, key=lambda t: t.i)
    if not tokens:
        return None
    return tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)


def cue_span(sentence: str, cue_tokens) -> tuple[int, int]:
    """The cue's words, with the colon that hands over to a quotation ("said:"), as PolNeAR marks cues."""
    start, end = span_of(cue_tokens)
    return (start, end + 1) if sentence[end : end + 1] == ":" else (start, end)


def closed_aside(text: str, span: tuple[int, int]) -> tuple[int, int]:
    """A speaker with an aside keeps the mark that closes it, as PolNeAR marks speakers:
    "Bush, Florida's former governor," "Sen. Claire McCaskill (D-Mo.)" and "Jason Sims — a
    teacher —"."""
    start, end = span
    words = text[start:end]
    if words.count("(") > words.count(")") and (closing := re.match(r"[^()\n]{0,10}\)", text[end:])):
        return start, end + closing.end()
    for dash in ("—", "–", "--"):
        if f" {dash} " in words and (closing := re.match(rf" ?{dash}", text[end:])):
            return start, end + closing.end()
    if "," in words and text[end : end + 1] == ",":
        return start, end + 1
    return start, end


def trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Shrink a span past punctuation, quotation marks and a leading 'that'."""
    while start < end and text[start] in EDGE_JUNK:
        start += 1
    while end > start and text[end - 1] in EDGE_JUNK:
        end -= 1
    if text[end : end + 1] == "." and ABBREVIATION_END.search(text, start, end):
        end += 1  # "Roberts Jr.", "the U.S.": the period is the word's
    if text[start:end].lower().startswith("that "):
        start += 5
    return start, end


# Page markup around a field's words that no reader counts as them: a heading's "###", a list's
# bullet, the bracket of "Microsoft Corp (MSFT.O)" that the parse cut after.
FIELD_JUNK_START = set("#*•|>")
FIELD_JUNK_END = set("([{")


def text_of(sentence: str, tokens) -> str:
    """The words of a field (speaker, subject, value), without the span's edges or page markup,
    nor the "and" or "but" of a clause the field leaves out: "housed on the base", not "housed on
    the base and" of "They were housed on the base and all participants were vetted"."""
    tokens = sorted(tokens, key=lambda t: t.i)
    while tokens and (tokens[-1].dep_ == "cc" or tokens[-1].text == ","):
        tokens = tokens[:-1]
    span = span_of(tokens)
    if span is None:
        return ""
    start, end = trim(sentence, *span)
    while start < end and (sentence[start] in FIELD_JUNK_START or sentence[start].isspace()):
        start += 1
    while end > start and (sentence[end - 1] in FIELD_JUNK_END or sentence[end - 1].isspace()):
        end -= 1
    return sentence[start:end]


def token_span(tokens) -> tuple[int, int] | None:
    """The span of tokens without leading/trailing punctuation tokens (quotation marks stay)."""
    tokens = sorted(tokens, key=lambda t: t.i)
    while tokens and tokens[0].is_punct and not is_quote(tokens[0].text):
        tokens = tokens[1:]
    while tokens and (
        (tokens[-1].is_punct and not is_quote(tokens[-1].text)) or tokens[-1].dep_ in {"cc", "mark"}
    ):
        tokens = tokens[:-1]
    return span_of(tokens)


def is_quote(text: str) -> bool:
    return bool(text) and all(ch in QUOTE_CHARS for ch in text)


def content_span(sentence: str, tokens) -> tuple[int, int] | None:
    """PolNeAR's content span: a leading "that" stays; a quotation keeps its own marks.

    "“We will win,” she said" gives "“We will win,”": the opening mark, the text and
    the punctuation up to the closing mark, which is where the quotation ends.
    """
    span = token_span(tokens)
    if span is None:
        return None
    start, end = span
    sentence = with_marks_for_double_apostrophes(sentence)  # same offsets, marks as characters
    # A lone quotation mark at an edge with nothing quoted inside is not a quotation.
    if sentence[start] in OPENING_QUOTES and sentence[end - 1] in CLOSING_QUOTES and end - start > 1:
        return start, end
    if start > 0 and sentence[start - 1] in OPENING_QUOTES:
        start -= 1
    elif sentence[max(start - 2, 0) : start] == "\"'":
        start -= 2  # an opening pair of apostrophes
    opened = sum(sentence[start:end].count(ch) for ch in OPENING_QUOTES)
    closed = sum(sentence[start:end].count(ch) for ch in CLOSING_QUOTES)
    straight = sentence[start:end].count('"')
    if opened > closed or straight % 2 == 1:
        tail = re.match(r"[,.!?;:…]*\s?'?[”\"’]", sentence[end:])
        if tail:
            end += tail.end()
    return start, end


def within(inner: tuple[int, int], outer: tuple[int, int] | None) -> bool:
    return outer is not None and outer[0] <= inner[0] and inner[1] <= outer[1]
