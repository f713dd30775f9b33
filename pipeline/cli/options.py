"""What the commands share: the consoles, the one format and one extractor choice, and output."""

from __future__ import annotations

import csv
import io
import json
import sys
import tempfile
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Annotated, NoReturn

import typer
from rich.console import Console
from rich.table import Table

from pipeline.settings import EXTRACTORS, Settings
from pipeline.terminal import cell

console = Console()
errors = Console(stderr=True)


class Format(str, Enum):
    table = "table"
    json = "json"
    csv = "csv"


class ExtractorName(str, Enum):
    parse = "parse"
    llm = "llm"
    hybrid = "hybrid"


HomeOption = Annotated[
    Path,
    typer.Option(
        "--home", envvar="CLAIMGRAPH_HOME", help="Where claimgraph keeps its data.", show_default=True
    ),
]
FormatOption = Annotated[Format, typer.Option("--format", help="table, json (one array) or csv.")]
ExtractorOption = Annotated[ExtractorName, typer.Option(help="Claim extractor backend.")]


def settings_for(
    home: Path, extractor: str = "parse", model: Path | None = None, write: bool = False
) -> Settings:
    """The settings of a command; ``write`` for the commands that write the home (made when missing)."""
    assert extractor in EXTRACTORS
    return Settings(
        home=checked_home(home, write), extractor=extractor, model_path=str(model) if model else None
    )


def checked_home(home: Path, write: bool = False) -> Path:
    """The home as an absolute path, or a clear refusal: a file, or a folder this user cannot write."""
    resolved = home.expanduser().resolve()
    if resolved.exists() and not resolved.is_dir():
        fail(
            f"--home {home} is a file, not a folder: claimgraph keeps its data in a folder (made when missing)"
        )
    if not write:
        return resolved
    try:
        resolved.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        fail(f"cannot make the home folder {home}: {err.strerror or err}")
    try:
        # os.access says yes to root whatever the folder is (a read-only mount); writing tells.
        with tempfile.TemporaryFile(dir=resolved):
            pass
    except OSError as err:
        fail(f"cannot write in the home folder {home}: {err.strerror or err}")
    return resolved


def fail(message: str) -> NoReturn:
    errors.print(f"[bold red]error:[/] {message}")
    raise typer.Exit(code=2)


def _flat(value) -> str:
    return value if isinstance(value, str) else json.dumps(value, default=str)


def write_csv(rows: list[dict]) -> None:
    """A header from the first row's keys, then one line per row; nested values as JSON."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=list(rows[0]) if rows else [])
    writer.writeheader()
    for row in rows:
        writer.writerow({k: _flat(v) for k, v in row.items()})
    sys.stdout.write(buffer.getvalue())


def _cells(value: object) -> object:
    """Page text made safe for a table: no escape sequences, and square brackets shown, not read as markup."""
    if isinstance(value, str):
        return cell(value)
    if isinstance(value, dict):
        return {k: _cells(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_cells(v) for v in value]
    return value


def emit(
    rows: list[dict], fmt: Format, table_builder: Callable[[list[dict]], Table], note: str | None = None
) -> None:
    """Rows as a table, one JSON array or CSV. ``note`` (what the figures mean) goes to stderr
    beside JSON and CSV, so that stdout stays one document; a table carries it as its caption."""
    if fmt is Format.json:
        sys.stdout.write(json.dumps(rows, default=str, indent=2) + "\n")
    elif fmt is Format.csv:
        write_csv(rows)
    elif not rows:
        console.print("(no rows)")
    else:
        console.print(table_builder([_cells(row) for row in rows]))
    if note and fmt is not Format.table:
        errors.print(note, markup=False, highlight=False, soft_wrap=True)
