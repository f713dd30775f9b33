"""Character spans: from tokens to the words PolNeAR marks, trimmed, with asides and quotation marks."""

from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extract.parse.lexicon import ABBREVIATION_END, REPORT_NOUNS
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
    teacher —" ("Dr Gwen Korovin - who was not in the room -" with a hyphen for a dash)."""
    start, end = span
    words = text[start:end]
    if words.count("(") > words.count(")") and (closing := re.match(r"[^()\n]{0,10}\)", text[end:])):
        return start, end + closing.end()
    for dash in ("—", "–", "--", "-"):
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


# Where a partial quotation ends and the writer goes on with the speaker's next act.
WRITER_GOES_ON = re.compile(
    r"(?:,[”\"]|[”\"],)\s+(?:saying|adding|noting|insisting|claiming|arguing|explaining|warning)\b"
)


# What an "according to" credits when no name is in it: "according to a report", "according to
# officials"; not "segregate according to gender", "drawn up according to the rules".
CREDITED_NOUNS = REPORT_NOUNS | frozenset(
    "source official police witness document statement video study survey poll data figure estimate "
    "expert analyst media authority paper newspaper site website agency research researcher record "
    "interview filing".split()
)


def names_a_source(credit) -> bool:
    """Whether an "according to" phrase credits someone: a name in it, or a noun for a source."""
    words = list(credit.subtree)
    if any(t.pos_ == "PROPN" for t in words):
        return True
    objects = [t for t in words if t.dep_ == "pobj"]
    return bool(objects) and objects[0].lemma_.lower() in CREDITED_NOUNS


def without_closing_credit(tokens: list) -> list:
    """The tokens up to an "according to X" that ends them: "released in March, according to
    MacRumors" is released in March, and the credit is whose claim it is."""
    credit = next(
        (
            t
            for t in tokens
            if t.lower_ == "according" and t.i + 1 < len(t.doc) and t.doc[t.i + 1].lower_ == "to"
        ),
        None,
    )
    if credit is None or not names_a_source(credit):
        return tokens
    phrase = {t.i for t in credit.subtree}
    if any(t.i > credit.i and t.i not in phrase for t in tokens):
        return tokens  # words after it: the credit is inside the field
    return list(tokens[0].doc[tokens[0].i : credit.i])


# Words a field does not end with: what follows them is still the field's.
DANGLING_WORDS = set("of to for with in on at by from about into the a an and or that".split())


def quotation_closed_inside(sentence: str, start: int, end: int) -> int | None:
    """Where a quotation that opened before a field closes inside it, with words after: the field
    then runs from the speaker's words into the writer's ('"has NEVER been worse" as he prepares
    for a high-stakes summit'), and ends with the quotation."""
    for opened, closed in quotations(sentence):
        if opened < start < closed < end and any(ch.isalnum() for ch in sentence[closed:end]):
            kept = sentence[start:closed].rstrip(" \"”’'.,;:!?").split()
            if kept and kept[-1].lower() in DANGLING_WORDS:
                return None  # 'he "hadn't thought of" asking Putin': the field goes on past the quote
            return closed
    return None


# A photo's caption in brackets: "(pictured with Banner)", "(picture posed by models)", "(file photo)".
CAPTION_ASIDE = re.compile(
    r"\((?:pictured|picture|photo|file|above|below|left|right|centre|center|inset)\b", re.I
)


def without_open_aside(sentence: str, start: int, end: int) -> tuple[int, int]:
    """A field without a photo caption at its end ("after reading the letter (picture posed by
    models)", "the Russian leader (pictured"), and one that opens a bracket it does not close
    with its closing bracket where that follows at once ("the Islamic State (Isis)"), else
    without the open aside; a name in brackets alone without them ("He (Putin) may deny it")."""
    words = sentence[start:end]
    opened = words.rfind("(")
    if opened < 0:
        return start, end
    closed = ")" in words[opened:]
    if opened > 0 and CAPTION_ASIDE.match(words, opened) and (not closed or words.endswith(")")):
        return trim(sentence, start, start + opened)
    if not closed and words.count("(") > words.count(")"):
        if (closing := re.match(r"[^()\s]{0,3}\)", sentence[end:])) is None:
            # the aside runs on past the field: the field stops before it, or, where the field is
            # all aside ("(Putin"), loses its bracket
            return trim(sentence, start + 1, end) if opened == 0 else trim(sentence, start, start + opened)
        end += closing.end()
        words = sentence[start:end]
    if opened == 0 and words.endswith(")") and words.count("(") == 1:
        return trim(sentence, start + 1, end - 1)
    return start, end


def text_of(sentence: str, tokens) -> str:
    """The words of a field (speaker, subject, value), without the span's edges or page markup,
    nor the "and" or "but" of a clause the field leaves out ("housed on the base", not "housed on
    the base and" of "They were housed on the base and all participants were vetted"), nor a
    closing credit ("according to MacRumors") or what the writer adds after a quotation."""
    tokens = without_closing_credit(sorted(tokens, key=lambda t: t.i))
    while tokens and (tokens[-1].dep_ == "cc" or tokens[-1].text == ","):
        tokens = tokens[:-1]
    span = span_of(tokens)
    if span is None:
        return ""
    start, end = trim(sentence, *span)
    if tokens[0].lower_ == "that" and tokens[0].dep_ == "det":
        start = tokens[0].idx  # "that sort of ringtone", "That relationship": a determiner, not "that S"
    if (said := WRITER_GOES_ON.search(sentence, start, end)) is not None:
        end = said.start()  # 'have “great opportunities,” saying they have not been getting along'
        start, end = trim(sentence, start, end)
    if (closing := quotation_closed_inside(sentence, start, end)) is not None:
        start, end = trim(sentence, start, closing)
    start, end = without_open_aside(sentence, start, end)
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
