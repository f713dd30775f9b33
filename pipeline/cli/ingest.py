"""``ingest`` a folder, and the ``demo`` that ingests the bundled corpus and prints both reports."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from pipeline import reports
from pipeline.cli.options import (
    ExtractorName,
    ExtractorOption,
    Format,
    HomeOption,
    console,
    emit,
    errors,
    fail,
    settings_for,
)
from pipeline.cli.reports import contradictions_table, single_origin_table
from pipeline.settings import DEFAULT_HOME, Settings

EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "examples" / "drop"


def _print_summary(summary) -> None:
    if summary.batch is None:
        console.print(
            f"Nothing new: all {summary.files} files in the folder were ingested before. No extraction was done."
        )
        return
    table = Table(title=f"ingest batch {summary.batch}", show_header=False)
    for label, value in (
        ("files in folder", summary.files),
        ("new or changed files", summary.new_files),
        ("documents", summary.documents),
        ("sentences", summary.sentences),
        ("candidate sentences", summary.candidates),
        ("extractor calls (cache hits)", f"{summary.model_calls} ({summary.cache_hits})"),
        ("claims kept", summary.claims_kept),
        ("  of which modality downgraded", summary.downgraded),
        ("claims rejected", summary.claims_rejected),
        ("sentences whose extraction failed", summary.extraction_failures),
        ("files quarantined", len(summary.quarantined)),
    ):
        table.add_row(label, str(value))
    for reason, count in summary.rejected_reasons.items():
        table.add_row(f"  rejected: {reason}", str(count))
    for q in summary.quarantined:
        table.add_row(f"  quarantined: {Path(q['path']).name}", f"{q['reason']}: {q['detail']}")
    console.print(table)
    if not summary.success:
        for step in summary.failed_steps:
            errors.print(f"[red]failed:[/] {step}")


def _ingest(settings: Settings, folder: Path):
    from pipeline.backfill import extractor_note
    from pipeline.runner import run_ingest

    if not folder.exists():
        fail(f"folder not found: {folder}")
    if not folder.is_dir():
        fail(f"not a folder: {folder} (give the folder that holds the saved articles)")
    with console.status(f"ingesting {folder} with the {settings.extractor} extractor ..."):
        note = extractor_note(settings)
        summary = run_ingest(settings, folder.resolve())
    _print_summary(summary)
    if note:
        console.print(f"[yellow]note:[/] {note}")
    if not summary.success:
        raise typer.Exit(code=1)
    return summary


def ingest(
    folder: Annotated[Path, typer.Argument(help="Folder of saved articles (.html, .txt, .md).")],
    home: HomeOption = Path(DEFAULT_HOME),
    extractor: ExtractorOption = ExtractorName.parse,
    model: Annotated[
        Path | None, typer.Option(help="A GGUF file for the llm extractor (default: Gemma 3 270M).")
    ] = None,
) -> None:
    """Snapshot FOLDER and run every stage and the marts on what is new."""
    _ingest(settings_for(home, extractor.value, model), folder)


def demo(
    home: Annotated[Path, typer.Option("--home", help="A fresh folder for the demo's data.")] = Path(
        DEFAULT_HOME
    )
    / "demo",
    extractor: ExtractorOption = ExtractorName.parse,
) -> None:
    """Ingest the bundled demo corpus into a fresh home and print both reports."""
    if home.exists():
        shutil.rmtree(home)
    settings = settings_for(home, extractor.value)
    _ingest(settings, EXAMPLES_DIR)
    console.rule("claims repeated by several documents that trace back to one origin")
    emit(reports.single_origin(settings.published_path, 5), Format.table, single_origin_table)
    console.rule("contradictions")
    emit(reports.contradictions(settings.published_path), Format.table, contradictions_table)
