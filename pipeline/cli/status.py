"""``status``: which ingest batches a new extractor prompt or model left stale, and why."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from pipeline.cli.options import ExtractorName, Format, FormatOption, HomeOption, console, emit, settings_for
from pipeline.settings import DEFAULT_EXTRACTOR, DEFAULT_HOME, Settings

CurrentExtractorOption = Annotated[
    ExtractorName | None,
    typer.Option(
        "--extractor",
        help="The extractor to compare with (default: the one the home's latest batch used).",
        show_default=False,
    ),
]
ModelOption = Annotated[
    Path | None, typer.Option(help="A GGUF file for the llm and hybrid extractors (default: Gemma 3 270M).")
]


def current_settings(home: Path, extractor: ExtractorName | None, model: Path | None) -> Settings:
    """The settings to compare with: the extractor named, else the one the home's latest batch used."""
    if extractor is None:
        from pipeline.backfill import extracted_with

        used = [v for v in extracted_with(settings_for(home)).values() if v]
        name = used[-1].split("|", 1)[0] if used else DEFAULT_EXTRACTOR
        return settings_for(home, name, model)
    return settings_for(home, extractor.value, model)


def stale_table(rows: list[dict]) -> Table:
    table = Table(title="stale batches")
    for column in ("batch", "extracted with", "why"):
        table.add_column(column, overflow="fold")
    for row in rows:
        table.add_row(row["batch"], row["extracted_with"] or "(never)", row["why"])
    return table


def status(
    home: HomeOption = Path(DEFAULT_HOME),
    extractor: CurrentExtractorOption = None,
    model: ModelOption = None,
    format: FormatOption = Format.table,
) -> None:
    """List the ingest batches extracted with another extractor version than the current one, and why."""
    from pipeline.backfill import home_status

    settings = current_settings(home, extractor, model)
    state = home_status(settings)
    rows = [b.as_row(state.current) for b in state.stale]
    if format is not Format.table:
        emit(rows, format, stale_table)
        return
    console.print(
        f"{len(state.batches)} batches in {settings.home}; {len(rows)} stale. "
        f"Current extractor: {state.current}"
    )
    if rows:
        console.print(stale_table(rows))
        model_arg = f" --model {settings.model_path}" if settings.model_path else ""
        console.print(
            f"Re-extract them: claimgraph backfill --home {settings.home} "
            f"--extractor {settings.extractor}{model_arg}"
        )
