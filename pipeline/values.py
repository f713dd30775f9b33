"""Typed values: what a claim's value says, in a form two claims can be compared on.

A value is typed where its words allow it:

- ``quantity``: a number with its unit ("$46 million", "10 percent", "790 people", "a
  13-year-old", "almost an hour"), and whether the number is exact, approximate or a bound
  ("more than 100" is a floor, "less than 2km" a ceiling);
- ``date``: a day, month, quarter or year ("on December 23", "in 1907", "in March"), as
  far as the words fix it: a month with no year stays a month of any year;
- ``entity``: a name ("Forbes", "the White House");
- ``polarity``: nothing but the polarity ("denied interfering": no value, or "yes"/"no");
- ``text``: anything else.

The typed parts decide a clash: two numbers for one quantity in one unit, two dates for
one event, two names for one role. Text never clashes with text: different wording of
one statement is a paraphrase (``same_proposition``), not a contradiction.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz import fuzz

from pipeline.extract.parse.lexicon import LIGHT_VERBS

VALUE_TYPES = ("quantity", "date", "entity", "polarity", "text")

# Token-set similarity at or above which two values say the same thing in other words.
# Measured on the labelled BEFORE sample (benchmarks/paraphrase_threshold.py): no pair of
# different propositions there scores above 53; 75 leaves a margin.
PARAPHRASE_THRESHOLD = 75.0
# Or: this share of the shorter value's content words is in the longer one, and at least
# OVERLAP_WORDS of them ("into two listed companies" / "the company into two new corporations").
OVERLAP_SHARE = 0.6
OVERLAP_WORDS = 2
# ... and a third of the longer one's: two words shared with a long quote are chance ("to
# interfere in the U.S. election" / "to influence America ... the U.S. policies and her elections").
OVERLAP_OF_LONGER = 1 / 3
# Exact figures this close are one figure rounded ("$46 million" and "$45.8 million").
EXACT_TOLERANCE = 0.02
# "about", "nearly": an estimate, compatible with figures within this share of it.
APPROX_TOLERANCE = 0.15
# Two floors ("more than 100", "more than 500") or two ceilings are one estimate until
# they are this far apart; then the reports disagree on the size.
BOUND_RATIO = 2.0

NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "hundred": 100,
    "dozen": 12,
    "half": 0.5,
}
MULTIPLIERS = {
    "hundred": 1e2,
    "thousand": 1e3,
    "k": 1e3,
    "million": 1e6,
    "mn": 1e6,
    "mln": 1e6,
    "m": 1e6,
    "billion": 1e9,
    "bn": 1e9,
    "b": 1e9,
    "trillion": 1e12,
    "tn": 1e12,
    "dozen": 12,
}
CURRENCY_SYMBOLS = {"us$": "USD", "$": "USD", "£": "GBP", "€": "EUR", "¥": "JPY", "₹": "INR"}
CURRENCY_WORDS = {
    "dollar": "USD",
    "usd": "USD",
    "euro": "EUR",
    "eur": "EUR",
    "yen": "JPY",
    "yuan": "CNY",
    "rupee": "INR",
    "rouble": "RUB",
    "ruble": "RUB",
    "sterling": "GBP",
    "gbp": "GBP",
    "pound": "GBP",
}
# Durations in minutes, so that "almost an hour" and "30 minutes" compare.
DURATIONS = {
    "second": 1 / 60,
    "sec": 1 / 60,
    "minute": 1.0,
    "min": 1.0,
    "hour": 60.0,
    "hr": 60.0,
    "day": 1440.0,
    "week": 10080.0,
    "month": 43830.0,
    "year": 525960.0,
}
# Lengths in metres, weights in kilograms.
MEASURES = {
    "km": ("m", 1000.0),
    "kilometre": ("m", 1000.0),
    "kilometer": ("m", 1000.0),
    "mile": ("m", 1609.344),
    "metre": ("m", 1.0),
    "meter": ("m", 1.0),
    "mm": ("m", 0.001),
    "cm": ("m", 0.01),
    "millimetre": ("m", 0.001),
    "millimeter": ("m", 0.001),
    "foot": ("m", 0.3048),
    "feet": ("m", 0.3048),
    "inch": ("m", 0.0254),
    "kg": ("kg", 1.0),
    "kilogram": ("kg", 1.0),
    "tonne": ("kg", 1000.0),
    "ton": ("kg", 1000.0),
    "lb": ("kg", 0.4536),
}
PERCENT_WORDS = {"%": "percent", "percent": "percent", "pct": "percent", "per cent": "percent"}
APPROX_WORDS = (
    "about",
    "around",
    "roughly",
    "nearly",
    "almost",
    "approximately",
    "some",
    "an estimated",
    "close to",
    "just under",
    "just over",
    "circa",
)
MIN_WORDS = ("more than", "over", "at least", "upwards of", "in excess of", "no fewer than", "no less than")
MAX_WORDS = ("less than", "fewer than", "under", "up to", "at most", "within", "no more than", "below")
# Words around a figure that say nothing about which quantity it is.
FRAME_STOPWORDS = {
    "a",
    "an",
    "the",
    "of",
    "in",
    "on",
    "at",
    "by",
    "to",
    "for",
    "from",
    "with",
    "just",
    "only",
    "some",
    "about",
    "around",
    "nearly",
    "almost",
    "more",
    "than",
    "less",
    "over",
    "under",
    "least",
    "up",
    "within",
    "and",
    "or",
    "but",
    "astonishing",
    "staggering",
    "whopping",
    "estimated",
    "reported",
    "total",
    "roughly",
    "approximately",
    "later",
    "late",
    "earlier",
    "early",
    "ago",
    "old",
    "year",
    "years",
    "aged",
    "age",
    "last",
    "this",
    "next",
}
STOPWORDS = FRAME_STOPWORDS | {
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "it",
    "its",
    "his",
    "her",
    "their",
    "that",
    "which",
    "who",
    "as",
    "so",
    "not",
    "no",
    "will",
    "would",
    "could",
    "should",
    "has",
    "have",
    "had",
    "there",
    "this",
    "these",
    "those",
    "they",
    "he",
    "she",
    "we",
    "i",
    "you",
    "him",
    "them",
    "us",
    "me",
    "now",
    "also",
    "very",
    "into",
}
YES_NO = {"yes": "positive", "no": "negative", "true": "positive", "false": "negative", "untrue": "negative"}

MONTHS = {
    m: n
    for n, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for m in names
}
MONTH_NAMES = "|".join(sorted(MONTHS, key=len, reverse=True))
QUARTER_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}

_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_WORD_NUMBER = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_MULT = "|".join(sorted(MULTIPLIERS, key=len, reverse=True))
_CURRENCY = "|".join(re.escape(s) for s in sorted(CURRENCY_SYMBOLS, key=len, reverse=True))
_BOUND = "|".join(sorted((*APPROX_WORDS, *MIN_WORDS, *MAX_WORDS), key=len, reverse=True))

# A figure: optional bound words, optional currency sign, a number (digits or words) and
# an optional multiplier, then what follows (the unit is read from the next words).
FIGURE = re.compile(
    rf"(?:\b(?P<bound>{_BOUND})\s+)?"
    rf"(?P<currency>{_CURRENCY})?\s?"
    rf"(?:(?<![\w.])(?P<digits>{_NUMBER})|\b(?P<words>(?:half\s+)?(?:{_WORD_NUMBER})\b(?:[\s-]+(?:{_WORD_NUMBER})\b)*))"
    rf"(?:\s?(?P<mult>{_MULT})\b)?",
    re.I,
)
AGE = re.compile(
    rf"\b(?P<n>{_NUMBER}|{_WORD_NUMBER})[\s-]+years?[\s-]+old\b|\baged\s+(?P<m>{_NUMBER})\b", re.I
)
DAY_MONTH = re.compile(
    rf"\b(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{MONTH_NAMES})\.?"
    rf"|(?P<m2>{MONTH_NAMES})\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b)(?:,?\s+(?P<y>(?:1[6-9]|20)\d{{2}}))?",
    re.I,
)
MONTH_YEAR = re.compile(rf"\b(?P<m>{MONTH_NAMES})\.?(?:\s+(?:of\s+)?(?P<y>(?:1[6-9]|20)\d{{2}}))?\b", re.I)
QUARTER = re.compile(
    r"\b(?:(?P<o>first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter|q(?P<q>[1-4]))"
    r"(?:\s+(?:of\s+)?(?P<y>(?:19|20)\d{2}))?\b",
    re.I,
)
YEAR = re.compile(r"\b(?P<y>(?:1[6-9]|20)\d{2})\b(?!\s*(?:%|percent|per cent))")
NAME_WORD = re.compile(r"^[A-Z][\w.&'’-]*$|^[A-Z]{2,}$")
NAME_LINKS = {"of", "the", "and", "de", "del", "da", "al", "bin", "von", "van", "le", "la", "for", "&"}
LEADING = {"to", "by", "with", "as", "for", "from", "of", "in", "at", "on", "the", "a", "an", "about", "into"}
# Capitalized words that are no name of their own.
NOT_NAMES = {
    "yes",
    "no",
    "yeah",
    "okay",
    "ok",
    "i",
    "we",
    "he",
    "she",
    "they",
    "it",
    "you",
    "mr",
    "mrs",
    "ms",
}


@dataclass(frozen=True)
class TypedValue:
    """One value, typed. ``number`` with ``unit`` and ``bound`` ('', 'approx', 'min', 'max')
    for a quantity; ``date`` as 'YYYY', 'YYYY-Qn', 'YYYY-MM', 'YYYY-MM-DD', '--MM' or
    '--MM-DD' (no year given); ``entity`` as a normalized name; ``frame``: the value's other
    content words, which say what the figure or date is of."""

    type: str
    number: float | None = None
    unit: str = ""
    bound: str = ""
    date: str = ""
    entity: str = ""
    frame: str = ""

    def columns(self) -> dict:
        """The typed parts as the resolution table stores them."""
        return {
            "value_type": self.type,
            "value_number": self.number,
            "value_unit": self.unit or None,
            "value_bound": self.bound or None,
            "value_date": self.date or None,
            "value_entity": self.entity or None,
            "value_frame": self.frame or None,
        }

    @classmethod
    def from_columns(cls, row: dict) -> TypedValue | None:
        """The typed value stored on a claim row, or None where the row has none."""
        if not row.get("value_type"):
            return None
        number = row.get("value_number")
        return cls(
            type=row["value_type"],
            number=None if number is None or number != number else float(number),
            unit=row.get("value_unit") or "",
            bound=row.get("value_bound") or "",
            date=row.get("value_date") or "",
            entity=row.get("value_entity") or "",
            frame=row.get("value_frame") or "",
        )


def _words(text: str) -> list[str]:
    return re.findall(r"[\w’'.-]+|[$£€¥%]", text.lower())


def stem(word: str) -> str:
    """A crude lemma for overlap tests: 'installing' and 'installed' meet at 'install'."""
    word = word.strip(".’'-").replace("’", "'").removesuffix("'s")
    for suffix, keep in (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if not word.endswith(suffix) or len(word) - len(suffix) < 3:
            continue
        before = word[: len(word) - len(suffix)]
        if (suffix == "ed" and before.endswith("e")) or (suffix == "s" and before[-1] in "siu"):
            continue  # "indeed", "agreed"; "ISIS", "status", "bus"
        return before + keep
    return word


def content_words(text: str, stop: set[str] = STOPWORDS) -> set[str]:
    """The stemmed words of ``text`` that carry meaning (no function words, no punctuation)."""
    return {stem(w) for w in _words(text) if w not in stop and re.search(r"\w", w)} - {""}


def predicate_phrase(predicate: str | None, value: str | None) -> str:
    """Predicate and value as one phrase, the complement said once.

    A light verb's predicate carries its complement ("be foe", "do attempt"), and the value says
    it again in full: "be foe" + "a foe in certain respects" reads "be a foe in certain
    respects", "do attempt" + "attempt to interfere" reads "do attempt to interfere".
    """
    words, value = (predicate or "").split(), (value or "").strip()
    if not words or not value:
        return " ".join(words) or value
    if words[0].lower() not in LIGHT_VERBS:
        return f"{' '.join(words)} {value}"  # "set up" + "a fund set up by ..." says no complement
    said = [stem(w) for w in _words(value)]
    if set(said) <= {stem(w.lower()) for w in words}:
        return " ".join(words)  # the value says nothing the predicate does not: "be shut down" + "shut"
    for keep in range(1, len(words)):
        rest = [stem(w.lower()) for w in words[keep:]]
        if all(any(s.startswith(r) for s in said) for r in rest if len(r) >= 2):
            return " ".join([*words[:keep], value])
    return f"{' '.join(words)} {value}"


def _number(match: re.Match) -> float | None:
    if match.group("digits"):
        value = float(match.group("digits").replace(",", ""))
    else:
        value, half = 0.0, False
        for word in re.split(r"[\s-]+", match.group("words").lower()):
            if word == "half":
                half = True
            elif word in {"hundred", "dozen"}:
                value = (value or 1) * NUMBER_WORDS[word]
            else:
                value += NUMBER_WORDS[word]
        if half:
            value = value / 2 if value else 0.5
    if match.group("mult"):
        mult = match.group("mult").lower()
        if mult in {"m", "b", "k"} and not match.group("currency"):
            return value  # "2m" with no currency is two metres, not two million
        value *= MULTIPLIERS[mult]
    return value or None


def _bound(words: str | None) -> str:
    words = (words or "").lower()
    if words in APPROX_WORDS:
        return "approx"
    if words in MIN_WORDS:
        return "min"
    if words in MAX_WORDS:
        return "max"
    return ""


def _singular(word: str) -> str:
    """The unit word as the unit tables list it: 'hours' -> 'hour', 'inches' -> 'inch'."""
    for key in (word, word.removesuffix("s"), word.removesuffix("es")):
        if key in CURRENCY_WORDS or key in DURATIONS or key in MEASURES:
            return key
    return word


NEXT_WORD = re.compile(r"\s*-?\s*([\w’']+|%)")
MORE_MINUTES = re.compile(r"\s*(?:,\s*)?(?:and\s+)?(\d+)\s+(minute|second)s?\b", re.I)
# "an hour and a half", "two and a half hours": half a unit more.
AND_A_HALF = re.compile(r"\s+and\s+a\s+half\b", re.I)


def _unit_after(text: str, match: re.Match, at: int | None = None) -> tuple[str, float, int] | None:
    """The unit of a figure (its currency sign or the words right after it, or after ``at``), the
    factor that brings the number to the unit's base (minutes, metres, kilograms), and where the
    unit ends."""
    if match.group("currency"):
        end = match.end()
        if (word := NEXT_WORD.match(text, end)) and _singular(word.group(1).lower()) in CURRENCY_WORDS:
            end = word.end()  # "$46 million dollars"
        return CURRENCY_SYMBOLS[match.group("currency").lower()], 1.0, end
    if (match.group("mult") or "").lower() == "m":
        return "m", 1.0, match.end()
    word = NEXT_WORD.match(text, match.end() if at is None else at)
    if word is None:
        return None
    first, end = word.group(1).lower(), word.end()
    second = NEXT_WORD.match(text, end)
    following = second.group(1).lower() if second else ""
    if first in {"%", "percent", "pct"}:
        return "percent", 1.0, end
    if first == "per" and following == "cent":
        return "percent", 1.0, second.end()
    if first == "percentage" and following.startswith("point"):
        return "percentage points", 1.0, second.end()
    unit = _singular(first)
    if unit in CURRENCY_WORDS:
        return CURRENCY_WORDS[unit], 1.0, end
    if unit in DURATIONS:
        return "minutes", DURATIONS[unit], end
    if unit in MEASURES:
        return (*MEASURES[unit], end)
    if first.isalpha() and len(first) > 2 and first not in FRAME_STOPWORDS and first not in MONTHS:
        # "790 people", "100 soldiers": what is counted is the unit.
        return "count:" + stem(first), 1.0, end
    return None


def _quantity(text: str) -> tuple[float, str, str, tuple[int, int]] | None:
    """The first figure in ``text`` with a unit: number, unit, bound, and the span it covers."""
    if m := AGE.search(text):
        raw = m.group("n") or m.group("m")
        number = float(raw.replace(",", "")) if raw[0].isdigit() else float(NUMBER_WORDS[raw.lower()])
        before = text[: m.start()].lower().rstrip()
        bound = next((_bound(w) for w in (*APPROX_WORDS, *MIN_WORDS, *MAX_WORDS) if before.endswith(w)), "")
        return number, "years of age", bound, m.span()
    for m in FIGURE.finditer(text):
        if not (m.group("digits") or m.group("words")):
            continue
        digits = m.group("digits") or ""
        if (
            digits
            and not m.group("currency")
            and re.fullmatch(r"(1[6-9]|20)\d{2}", digits)
            and not re.match(r"\s*(%|percent|per cent|people)", text[m.end() :], re.I)
        ):
            continue  # a year is a date
        number, unit = _number(m), _unit_after(text, m)
        half = AND_A_HALF.match(text, m.end()) if unit is None else None
        if half is not None and number is not None:
            unit = _unit_after(text, m, at=half.end())  # "two and a half hours"
            number += 0.5
        if number is None or unit is None:
            continue
        name, factor, end = unit
        if m.group("words") and m.group("words").lower() in {"a", "an", "one"} and not m.group("bound"):
            # "a selfie", "one of them": an article, unless a unit of time or money follows.
            if name != "minutes" and name not in CURRENCY_SYMBOLS.values():
                continue
        number *= factor
        if name == "minutes" and (half := AND_A_HALF.match(text, end)):
            number, end = number + factor / 2, half.end()  # "an hour and a half"
        elif name == "minutes" and (more := MORE_MINUTES.match(text, end)):
            # "two hours and 10 minutes"
            number += float(more.group(1)) * DURATIONS[more.group(2).lower()]
            end = more.end()
        return number, name, _bound(m.group("bound")), (m.start(), end)
    return None


def _date(text: str) -> tuple[str, tuple[int, int]] | None:
    """The first date or period in ``text`` that its words fix, without guessing the year."""
    if m := QUARTER.search(text):
        quarter = QUARTER_WORDS.get((m.group("o") or "").lower()) or int(m.group("q"))
        return (f"{m.group('y')}-Q{quarter}" if m.group("y") else f"--Q{quarter}"), m.span()
    if m := DAY_MONTH.search(text):
        month = MONTHS[(m.group("m1") or m.group("m2")).lower()]
        day = int(m.group("d1") or m.group("d2"))
        if 1 <= day <= 31:
            year = m.group("y")
            return (f"{year}-{month:02d}-{day:02d}" if year else f"--{month:02d}-{day:02d}"), m.span()
    for m in MONTH_YEAR.finditer(text):
        if m.group("m").lower() == "may" and not m.group("y"):
            continue  # "may" alone is a modal far more often than a month
        month = MONTHS[m.group("m").lower()]
        return (f"{m.group('y')}-{month:02d}" if m.group("y") else f"--{month:02d}"), m.span()
    if m := YEAR.search(text):
        return m.group("y"), m.span()
    return None


def _entity(text: str) -> str | None:
    """A normalized name when the value is a name and nothing more: "Forbes", "the White House"."""
    words = text.replace("”", "").replace("“", "").replace('"', "").split()
    while words and words[0].lower() in LEADING:
        words = words[1:]
    words = [w.strip(",.;:") for w in words]
    words = [w for w in words if w]
    if not words or len(words) > 6 or any(ch.isdigit() for w in words for ch in w):
        return None
    named = [w for w in words if w.lower() not in NAME_LINKS]
    if not named or not all(NAME_WORD.match(w) for w in named):
        return None
    if named[0].lower() in NOT_NAMES or named[0].lower() in MONTHS or words[-1].lower() in NAME_LINKS:
        return None
    return " ".join(w.lower().replace("’", "'").removesuffix("'s") for w in words)


def _frame(text: str, span: tuple[int, int]) -> str:
    rest = text[: span[0]] + " " + text[span[1] :]
    return " ".join(sorted(content_words(rest, FRAME_STOPWORDS | STOPWORDS)))


def type_value(value: str | None) -> TypedValue:
    """The value's type and typed parts (see the module's docstring)."""
    text = (value or "").strip()
    if not text or text.lower().strip('.!"“”') in YES_NO:
        return TypedValue("polarity")
    if quantity := _quantity(text):
        number, unit, bound, span = quantity
        return TypedValue("quantity", number=number, unit=unit, bound=bound, frame=_frame(text, span))
    if date := _date(text):
        when, span = date
        return TypedValue("date", date=when, frame=_frame(text, span))
    if entity := _entity(text):
        return TypedValue("entity", entity=entity)
    return TypedValue("text", frame=" ".join(sorted(content_words(text))))


def with_typed_values(claims: list[dict]) -> list[dict]:
    """Each claim with its value's typed parts as columns (``TypedValue.columns``)."""
    return [{**claim, **type_value(claim.get("value")).columns()} for claim in claims]


def stored_or_typed(claim: dict) -> TypedValue:
    """The typed value a claim row stores, or, for a row written before values were typed,
    the value typed now."""
    stored = TypedValue.from_columns(claim)
    if stored is not None:
        return stored
    return type_value(claim.get("value") or claim.get("value_norm"))


def _numbers_clash(a: TypedValue, b: TypedValue) -> bool:
    x, y = a.number, b.number
    if x is None or y is None:
        return False
    bounds = {a.bound, b.bound}
    if bounds <= {""}:
        return abs(x - y) > EXACT_TOLERANCE * max(abs(x), abs(y))
    if "approx" in bounds and bounds <= {"", "approx"}:
        return abs(x - y) > APPROX_TOLERANCE * max(abs(x), abs(y))
    if a.bound == b.bound:  # two floors or two ceilings
        low, high = sorted((abs(x), abs(y)))
        return low > 0 and high / low >= BOUND_RATIO
    for bounded, other in ((a, b), (b, a)):
        if bounded.bound == "min" and other.bound in {"", "approx"}:
            return other.number < bounded.number * (1 - EXACT_TOLERANCE)
        if bounded.bound == "max" and other.bound in {"", "approx"}:
            return other.number > bounded.number * (1 + EXACT_TOLERANCE)
    low = a.number if a.bound == "min" else b.number
    high = a.number if a.bound == "max" else b.number
    return low > high


def _date_parts(date: str) -> dict[str, int]:
    """'2014-12-23' -> year, month, day; '--Q3' -> quarter; only the parts the date gives."""
    parts: dict[str, int] = {}
    if not date.startswith("--"):
        parts["year"] = int(date[:4])
    rest = date[2:] if date.startswith("--") else date[5:]
    if rest.startswith("Q"):
        parts["quarter"] = int(rest[1])
    elif rest:
        month, _, day = rest.partition("-")
        parts["month"] = int(month)
        if day:
            parts["day"] = int(day)
    return parts


def _dates_clash(x: str, y: str) -> bool:
    """Different dates: a part both give differs ('2014' and '2014-12' agree; 'March' and
    'June' of no year do not)."""
    px, py = _date_parts(x), _date_parts(y)
    for part in ("year", "month", "day", "quarter"):
        if part in px and part in py and px[part] != py[part]:
            return True
    for quarter, month in ((px.get("quarter"), py.get("month")), (py.get("quarter"), px.get("month"))):
        if quarter and month and (month - 1) // 3 + 1 != quarter:
            return True
    return False


def frames_agree(a: TypedValue, b: TypedValue) -> bool:
    """The figures or dates are of one thing: the words around them agree, or one side has none."""
    x, y = set(a.frame.split()), set(b.frame.split())
    if not x or not y or x & y:
        return True
    return fuzz.token_set_ratio(a.frame, b.frame) >= PARAPHRASE_THRESHOLD


def clash(a: TypedValue, b: TypedValue) -> str | None:
    """'quantity', 'date' or 'entity' when the typed parts cannot both hold; None otherwise.

    Only values of one type clash: two numbers in one unit for the same thing, two dates
    for the same thing, two names. Text never clashes with text.
    """
    if a.type != b.type:
        return None
    if a.type == "quantity" and a.unit == b.unit and frames_agree(a, b) and _numbers_clash(a, b):
        return "quantity"
    if a.type == "date" and frames_agree(a, b) and _dates_clash(a.date, b.date):
        return "date"
    if (
        a.type == "entity"
        and a.entity != b.entity
        and not (content_words(a.entity) & content_words(b.entity))
    ):
        return "entity"
    return None


def same_proposition(
    a: str | None, b: str | None, ta: TypedValue | None = None, tb: TypedValue | None = None
) -> bool:
    """The two values say one thing: equal, one containing the other, or reworded.

    Typed parts that clash make them two things, however alike the words; an empty value
    agrees with any other (the subject and predicate are the proposition).
    """
    a, b = (a or "").strip(), (b or "").strip()
    ta, tb = ta or type_value(a), tb or type_value(b)
    if clash(ta, tb):
        return False
    if not a or not b:
        return True
    wa, wb = content_words(a), content_words(b)
    if wa and wb and (wa <= wb or wb <= wa):
        return True
    shared = len(wa & wb)
    if (
        shared >= OVERLAP_WORDS
        and shared >= OVERLAP_SHARE * min(len(wa), len(wb))
        and shared >= OVERLAP_OF_LONGER * max(len(wa), len(wb))
    ):
        return True
    return fuzz.token_set_ratio(a.lower(), b.lower()) >= PARAPHRASE_THRESHOLD


def similarity(a: str | None, b: str | None) -> float:
    """How alike two propositions' words are, 0-100: token-set ratio, or 100 when one's
    content words contain the other's."""
    a, b = (a or "").strip().lower(), (b or "").strip().lower()
    if not a or not b:
        return 0.0
    wa, wb = content_words(a), content_words(b)
    if wa and wb and (wa <= wb or wb <= wa):
        return 100.0
    return float(fuzz.token_set_ratio(a, b))
