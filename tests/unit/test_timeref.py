import pytest

from pipeline.timeref import resolve_refers_to, resolve_said_on


@pytest.mark.parametrize(
    ("text", "said_on", "expected"),
    [
        ("output should rise by the third quarter", "2026-09-14", "2026-Q3"),
        ("the plant will restart in March", "2026-09-14", "2027-03"),
        ("the plant will restart in October", "2026-09-14", "2026-10"),
        ("talks on March 3, 2025", "2026-09-14", "2025-03-03"),
        ("output will rise next year", "2026-09-14", "2027"),
        ("prices may rise", "2026-09-14", None),
        ("the plant closed in 2019", "2026-09-14", "2019"),
        # said on an unknown day: only what names its year (never resolved against today)
        ("output should rise by the third quarter", None, None),
        ("the plant will restart in March", None, None),
        ("output will rise next year", None, None),
        ("output should rise by the third quarter of 2027", None, "2027-Q3"),
        ("the plant will restart in March 2027", None, "2027-03"),
        ("talks on March 3, 2025", None, "2025-03-03"),
        ("the plant closed in 2019", None, "2019"),
    ],
)
def test_refers_to(text, said_on, expected):
    assert resolve_refers_to(text, said_on) == expected


@pytest.mark.parametrize(
    ("words", "document_date", "expected"),
    [
        # 2026-11-30 is a Monday: "on Monday" in a Monday paper is that day.
        ("two officials told Reuters on Monday", "2026-11-30", "2026-11-30"),
        ("the minister said Wednesday", "2026-11-30", "2026-11-25"),
        ("she said yesterday", "2026-11-30", "2026-11-29"),
        ("the ministry said on Sept. 3", "2026-11-30", "2026-09-03"),
        ("said on 3 March 2024", "2026-11-30", "2024-03-03"),
        ("a spokeswoman said", "2026-11-30", None),
        ("officials said in May", "2026-11-30", None),  # a month is not a day
        ("officials said on Monday", None, None),  # nothing to resolve against
        ("the ministry said on 3 March 2024", None, "2024-03-03"),  # a full date needs no document date
        # a date of something else than the saying
        ("The news was revealed by a worker, who died on September 4, 2014", "2014-09-10", None),
        ("officials said, citing figures since May 3, 2014", "2014-09-10", None),
    ],
)
def test_said_on_from_the_words_around_the_quote(words, document_date, expected):
    assert resolve_said_on(words, document_date) == expected
