"""Text from pages, made safe to print on a terminal.

Quotes, names and titles come from pages that strangers wrote. Printed raw, an
escape sequence in them can recolour or clear the reader's terminal, set its
title, plant a hyperlink, or move the cursor and overwrite what a table says; a
carriage return or backspace can hide the characters before it. JSON output
escapes control characters itself; tables need ``terminal_safe`` (plain text) or
``cell`` (a rich table cell, where square brackets are markup).
"""

from __future__ import annotations

import re

from rich.markup import escape

# What an escape sequence looks like (ECMA-48), in its 7-bit (ESC ...) and 8-bit (C1) forms:
# the whole sequence goes, so that its parameters are not left behind as stray text.
ESCAPE_SEQUENCE = re.compile(
    # control strings: OSC (titles, hyperlinks), DCS, SOS, PM, APC, up to their terminator
    r"(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]{0,4096}(?:\x07|\x1b\\|\x9c)"
    # CSI: colours, cursor moves, clearing the screen
    r"|(?:\x1b\[|\x9b)[0-?]{0,64}[ -/]{0,16}[@-~]"
    # any other ESC sequence (ESC c resets the terminal)
    r"|\x1b[ -/]{0,16}[0-~]"
)
# C0 controls but tab and newline, DEL, and C1 controls.
CONTROL_CHARACTER = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def terminal_safe(text: str | None) -> str:
    """``text`` without escape sequences and control characters (tab and newline stay)."""
    if not text:
        return ""
    return CONTROL_CHARACTER.sub("", ESCAPE_SEQUENCE.sub("", text))


def cell(text: str | None) -> str:
    """``text`` for a rich table cell: terminal-safe, and its square brackets shown, not read as markup."""
    return escape(terminal_safe(text))
