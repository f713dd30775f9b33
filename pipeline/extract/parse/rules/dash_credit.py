"""``dash_credit``: "“... nothing about.” ― Pamela Padilla": a quotation credited after a dash.

A sentence rule: the quote card's form, read off the characters, not the parse.
"""

from __future__ import annotations

import re

from pipeline.extract.base import RawClaim
from pipeline.extract.parse.rules.base import Rule
from pipeline.extract.parse.spans import OPENING_QUOTES, trim

# "“... nothing about.” ― Pamela Padilla": a quotation credited after a dash, as on a quote card.
DASH_CREDIT = re.compile(r"[”\"]\s*([―—–]|--)\s*([A-Z][\w.’'-]*(?:\s+[A-Z][\w.’'-]*){0,4})\s*$")


def dash_credit(sentence: str) -> RawClaim | None:
    match = DASH_CREDIT.search(sentence)
    if match is None or match.start() < 3:
        return None
    quote_end = match.start() + 1
    quote_start = trim(sentence, 0, quote_end)[0]
    if sentence[quote_start - 1 : quote_start] in set(OPENING_QUOTES):
        quote_start -= 1
    return RawClaim(
        speaker=match.group(2),
        cue=match.group(1),
        modality="asserts",
        subject="",
        predicate="",
        value="",
        quote=sentence[quote_start:quote_end],
        speaker_span=match.span(2),
        cue_span=match.span(1),
        quote_span=(quote_start, quote_end),
    )


RULE = Rule("dash_credit", "“I know nothing about it.” ― Pamela Padilla", dash_credit, per_sentence=True)
