"""Words for retrieval: citation markers out, then lower-case terms without stop words, lightly stemmed.

The stored claim keeps its citation markers (URLs, ``[n]``, ``(Author, Year)``);
only what is sent to the rankers loses them, since a URL or a reference number
says nothing about what the passage must say.
"""

from __future__ import annotations

import re
import unicodedata

URL = re.compile(r"\b(?:https?://|www\.)[^\s<>\"'()\[\]]+[^\s<>\"'()\[\].,;:!?]", re.IGNORECASE)
NUMBERED = re.compile(r"\[\s*\d+(?:\s*[,;\u2013-]\s*\d+)*\s*\]")
_AUTHOR_YEAR = (
    r"[A-Z][^()\[\];]{0,80}?,?\s+(?:1[6-9]|20)\d{2}[a-z]?(?:,\s*(?:p{1,2}\.\s*)?\d+(?:[\u2013-]\d+)?)?"
)
AUTHOR_YEAR = re.compile(
    rf"\(\s*(?:see\s+|e\.g\.,?\s+|cf\.\s+)?{_AUTHOR_YEAR}(?:\s*;\s*{_AUTHOR_YEAR})*\s*\)"
)
CITATION_PATTERNS = (URL, NUMBERED, AUTHOR_YEAR)

WORD = re.compile(r"[a-z0-9]+(?:['\u2019][a-z]+)?")
STOP_WORDS = frozenset(
    """a about above after again against all am an and any are aren't as at be because been before being
    below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
    during each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here
    here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself
    let's me more most mustn't my myself no nor not of off on once only or other ought our ours ourselves out
    over own same shan't she she'd she'll she's should shouldn't so some such than that that's the their
    theirs them themselves then there there's these they they'd they'll they're they've this those through
    to too under until up very was wasn't we we'd we'll we're we've were weren't what what's when when's
    where where's which while who who's whom why why's with won't would wouldn't you you'd you'll you're
    you've your yours yourself yourselves said says say also will just""".split()
)
_SUFFIXES = (
    "ational",
    "ization",
    "fulness",
    "iveness",
    "ments",
    "ment",
    "ness",
    "ings",
    "ing",
    "edly",
    "ed",
    "ies",
    "es",
    "s",
)


def strip_citations(text: str) -> str:
    """The claim without URLs, ``[n]`` and ``(Author, Year)`` markers (spaces collapsed)."""
    for pattern in CITATION_PATTERNS:
        text = pattern.sub(" ", text)
    return re.sub(r"\s+", " ", text).strip()


def citations(text: str) -> list[str]:
    """The citation markers in a claim, in order of appearance."""
    found = [(m.start(), m.group(0)) for pattern in CITATION_PATTERNS for m in pattern.finditer(text)]
    return [marker for _, marker in sorted(found)]


def fold(text: str) -> str:
    """Lower case without accents, curly apostrophes made straight."""
    text = unicodedata.normalize("NFKD", text.replace("\u2019", "'"))
    return "".join(ch for ch in text if not unicodedata.combining(ch)).lower()


def stem(word: str) -> str:
    """A light suffix stripper: 'denies', 'denied' and 'denying' meet at 'deni'/'deny' often enough."""
    if len(word) <= 4 or word.isdigit():
        return word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    if word.endswith("i"):
        word = word[:-1] + "y"
    return word


def words(text: str) -> list[str]:
    """Every word, folded, stop words kept (stance features want 'not' and 'no')."""
    return WORD.findall(fold(text))


def terms(text: str) -> list[str]:
    """Retrieval terms: folded words without stop words, stemmed, in order."""
    out = []
    for word in words(text):
        word = word.split("'")[0]
        if word and word not in STOP_WORDS and (len(word) > 1 or word.isdigit()):
            out.append(stem(word))
    return out
