import pytest

from pipeline.timeref import resolve_refers_to


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
    ],
)
def test_refers_to(text, said_on, expected):
    assert resolve_refers_to(text, said_on) == expected
