import io

import pytest
from rich.console import Console
from rich.table import Table

from pipeline.terminal import cell, terminal_safe


@pytest.mark.parametrize(
    ("raw", "safe"),
    [
        ("plain “quoted” text", "plain “quoted” text"),
        ("lines\nand\ttabs stay", "lines\nand\ttabs stay"),
        ("\x1b[31mred\x1b[0m and \x1b[2J\x1b[Hcleared", "red and cleared"),
        ("\x1b]0;new title\x07title", "title"),
        ("\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\", "click"),
        ("\x1bcreset", "reset"),
        ("\x9b31m8-bit CSI", "8-bit CSI"),
        ("\x9d0;title\x9cC1 OSC", "C1 OSC"),
        ("said no\rsaid yes", "said nosaid yes"),
        ("back\x08\x08\x08\x08space", "backspace"),
        ("bell\x07 null\x00 del\x7f c1\x85", "bell null del c1"),
        ("\x1b]unterminated title", "unterminated title"),
        ("", ""),
        (None, ""),
    ],
)
def test_escape_sequences_and_control_characters_are_removed(raw, safe):
    assert terminal_safe(raw) == safe


def test_a_table_cell_shows_square_brackets_instead_of_reading_markup():
    quote = "Reid [asserts] the [/i] tag and [link=https://evil.example]a link[/link]\x1b[2J"
    table = Table()
    table.add_column("quote")
    table.add_row(cell(quote))
    out = io.StringIO()
    Console(file=out, width=200, force_terminal=False).print(table)
    assert "Reid [asserts] the [/i] tag and [link=https://evil.example]a link[/link]" in out.getvalue()
    assert "\x1b" not in out.getvalue()
