"""``refers_to``: the time a claim is about, and ``said_on``: when it was said.

"On Sept. 3 the ministry said output would rise by the third quarter" is filed
under 2026-09-03 (said_on, from the words around the quote) and 2026-Q3
(refers_to, from the quote). Expressions are found with a small pattern and
resolved by dateparser: refers_to against said_on, said_on against the
document's date (a weekday or a date without a year is the latest one on or
before it, as news reports the recent past).
"""

from __future__ import annotations

import datetime as dt
import re

MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
ORDINAL_QUARTER = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
QUARTER = re.compile(
    r"\b(?:(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter|q([1-4]))(?:\s+(?:of\s+)?(\d{4}))?\b", re.I
)
MONTH = re.compile(
    rf"\b(?:(\d{{1,2}})\s+)?({MONTHS})\.?(?:\s+(\d{{1,2}})(?:st|nd|rd|th)?)?(?:,?\s+(\d{{4}}))?\b", re.I
)
RELATIVE = re.compile(r"\b(next|last|this)\s+(year|month|week)\b", re.I)
YEAR = re.compile(r"\b(?:in|by|until|before|after|since)\s+((?:19|20)\d{2})\b", re.I)


def resolve_refers_to(text: str, said_on: str | None) -> str | None:
    """The first time expression in ``text`` as YYYY, YYYY-Qn, YYYY-MM or YYYY-MM-DD; None if there is none.

    Without ``said_on`` only an expression that names its year resolves: "next month" or "the
    third quarter" said on an unknown day refers to no known time (resolving it against the
    ingest day dated claims a year ahead).
    """
    if not text:
        return None
    base = dt.date.fromisoformat(said_on) if said_on else None
    if m := QUARTER.search(text):
        quarter = ORDINAL_QUARTER.get((m.group(1) or "").lower()) or int(m.group(2))
        if m.group(3):
            return f"{m.group(3)}-Q{quarter}"
        if base is not None:
            return f"{base.year}-Q{quarter}"
    for m in MONTH.finditer(text):
        if m.group(2).lower() == "may" and not (m.group(1) or m.group(3) or m.group(4)):
            continue  # "may" alone is a modal far more often than a month
        if base is None and m.group(4) is None:
            continue
        return _resolve_month(m, base or dt.date(int(m.group(4)), 1, 1))
    if base is not None and (m := RELATIVE.search(text)):
        step = {"next": 1, "last": -1, "this": 0}[m.group(1).lower()]
        unit = m.group(2).lower()
        if unit == "year":
            return str(base.year + step)
        if unit == "month":
            month = base.month - 1 + step
            return f"{base.year + month // 12}-{month % 12 + 1:02d}"
        return (base + dt.timedelta(weeks=step)).isoformat()
    if m := YEAR.search(text):
        return m.group(1)
    return None


def _resolve_month(m: re.Match, base: dt.date) -> str | None:
    import dateparser

    day = m.group(1) or m.group(3)
    settings = {"RELATIVE_BASE": dt.datetime.combine(base, dt.time()), "PREFER_DATES_FROM": "future"}
    parsed = dateparser.parse(m.group(0), settings=settings, languages=["en"])
    if parsed is None:
        return None
    if m.group(4) is None and not day and parsed.date() < base.replace(day=1):
        parsed = parsed.replace(year=base.year + 1)
    return parsed.date().isoformat() if day else parsed.strftime("%Y-%m")


WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
SAID_DAY = re.compile(rf"\b(yesterday|today|{'|'.join(WEEKDAYS)})\b", re.I)
SAID_DATE = re.compile(
    rf"\b(?:(\d{{1,2}})\s+({MONTHS})\.?|({MONTHS})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?)(?:,?\s+(\d{{4}}))?\b",
    re.I,
)


# Words before a date that make it the date of something else than the saying: "died on
# September 4, 2014", "born", "since", "until", "founded".
NOT_SAID = re.compile(
    r"\b(?:died|dead|born|killed|since|until|till|from|between|founded|established|elected|married|"
    r"arrested|released|published|posted|dated|by|before|after|in|of)\s+(?:on\s+)?(?:the\s+)?$",
    re.I,
)


def resolve_said_on(words: str, document_date: str | None) -> str | None:
    """The day named around a quote ("said Monday", "told Reuters on Sept. 3"), as YYYY-MM-DD.

    ``words`` is the attribution without the quoted content (and without the speaker's own
    words), so a date inside the quote never counts. A date that belongs to something else
    ("died on September 4, 2014", "since May 3") does not either. A weekday or a date without a
    year needs the document's date to resolve against; a full date does not. None when the
    words name no day.
    """
    if not words:
        return None
    base = dt.date.fromisoformat(document_date[:10]) if document_date else None
    for m in SAID_DATE.finditer(words):
        if NOT_SAID.search(words[max(0, m.start() - 30) : m.start()]):
            continue
        if base is None and not m.group(5):
            return None
        import dateparser

        relative = dt.datetime.combine(base or dt.date(int(m.group(5)), 1, 1), dt.time())
        settings = {"RELATIVE_BASE": relative, "PREFER_DATES_FROM": "past"}
        parsed = dateparser.parse(m.group(0), settings=settings, languages=["en"])
        if parsed is not None and (m.group(5) or base is None or parsed.date() <= base):
            if base is None or parsed.date() <= base + dt.timedelta(days=1):
                return parsed.date().isoformat()
        return None
    if base is None:
        return None
    for m in SAID_DAY.finditer(words):
        if NOT_SAID.search(words[max(0, m.start() - 30) : m.start()]):
            continue
        word = m.group(1).lower()
        if word == "today":
            return base.isoformat()
        if word == "yesterday":
            return (base - dt.timedelta(days=1)).isoformat()
        back = (base.weekday() - WEEKDAYS.index(word)) % 7
        return (base - dt.timedelta(days=back)).isoformat()
    return None
