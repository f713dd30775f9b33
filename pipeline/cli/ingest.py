"""``ingest`` a folder, and the ``demo`` that ingests the bundled corpus and prints both reports."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from pipeline import reports
from pipeline.batches import MAX_ATTEMPTS
from pipeline.cli.options import (
    ExtractorName,
    ExtractorOption,
    Format,
    HomeOption,
    checked_home,
    console,
    emit,
    errors,
    fail,
    settings_for,
)
from pipeline.cli.reports import contradictions_table, single_origin_table
from pipeline.settings import DEFAULT_HOME, Settings
from pipeline.terminal import cell

EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "examples" / "drop"


# Exit status of an ingest that found the home busy: a temporary failure, worth trying again.
EXIT_BUSY = 75
EXIT_INTERRUPTED = 130


def _print_summary(summary) -> None:
    if summary.batch is None:
        console.print(
            f"Nothing new: all {summary.files} files in the folder were ingested before. No extraction was done."
        )
        _print_skipped(summary)
        return
    title = f"ingest batch {summary.batch}"
    if summary.resumed:
        title += f" (resumed: attempt {summary.attempt})"
    table = Table(title=title, show_header=False)
    rows = [
        ("files in folder", summary.files),
        ("  ingested before", summary.known_files),
        ("  new or changed files", summary.new_files),
        ("  gone before they were read", len(summary.gone)),
    ]
    if summary.carried:
        rows.append(("files carried over from the unfinished batch", summary.carried))
    rows += [
        ("documents", summary.documents),
        ("files quarantined", len(summary.quarantined)),
        ("sentences", summary.sentences),
        ("candidate sentences", summary.candidates),
        ("extractor calls (cache hits)", f"{summary.model_calls} ({summary.cache_hits})"),
        ("claims kept", summary.claims_kept),
        ("  of which modality downgraded", summary.downgraded),
        ("claims rejected", summary.claims_rejected),
        ("sentences whose extraction failed", summary.extraction_failures),
    ]
    for label, value in rows:
        table.add_row(label, str(value))
    for reason, count in summary.failure_reasons.items():
        table.add_row("  extraction failed", f"{cell(reason)} ({count})")
    for reason, count in summary.rejected_reasons.items():
        table.add_row(f"  rejected: {reason}", str(count))
    for q in summary.quarantined:
        table.add_row(f"  quarantined: {cell(Path(q['path']).name)}", f"{q['reason']}: {cell(q['detail'])}")
    for path in summary.gone:
        table.add_row(
            f"  gone: {cell(Path(path).name)}",
            "gone before it was read: the next ingest takes it if it is back",
        )
    console.print(table)
    _print_skipped(summary)
    if summary.extraction_failures:
        if summary.retry_failures:
            errors.print(
                f"[yellow]note:[/] {summary.extraction_failures} sentences failed extraction; the next ingest "
                f"tries them again (attempt {summary.attempt} of {MAX_ATTEMPTS})"
            )
        else:
            errors.print(
                f"[yellow]note:[/] {summary.extraction_failures} sentences failed extraction "
                f"{summary.attempt} times; they stay listed in the lake's extraction_failure table"
            )
    if not summary.success:
        for step in summary.failed_steps:
            errors.print(f"[red]failed:[/] {cell(step)}")
        errors.print(
            f"[red]batch {summary.batch} not finished:[/] nothing of it is published; "
            "the next `claimgraph ingest` into this home resumes it"
        )


def _print_skipped(summary) -> None:
    for skipped in summary.skipped:
        errors.print(f"skipped {cell(skipped['path'])}: {skipped['reason']} ({cell(skipped['detail'])})")
    for batch in summary.waiting_on:
        errors.print(f"batch {batch} is still being run by the Dagster daemon or UI: left to it")


def _ingest(settings: Settings, folder: Path, wait: float = 0):
    from pipeline.backfill import ingest_notes
    from pipeline.home_lock import HomeBusy
    from pipeline.runner import IngestRefused, run_ingest

    if not folder.exists():
        fail(f"folder not found: {folder}")
    if not folder.is_dir():
        fail(f"not a folder: {folder} (give the folder that holds the saved articles)")
    notes = ingest_notes(settings)
    try:
        with console.status(f"ingesting {folder} with the {settings.extractor} extractor ..."):
            summary = run_ingest(
                settings, folder.resolve(), wait=wait, notify=lambda m: errors.print(f"[yellow]note:[/] {m}")
            )
    except IngestRefused as err:
        fail(str(err))
    except HomeBusy as err:
        errors.print(f"[bold red]busy:[/] {err}")
        raise typer.Exit(code=EXIT_BUSY) from None
    except KeyboardInterrupt:
        errors.print(
            "[red]interrupted:[/] nothing of this batch is published; the next `claimgraph ingest` resumes it"
        )
        raise typer.Exit(code=EXIT_INTERRUPTED) from None
    if summary.interrupted:
        errors.print(
            f"[red]interrupted:[/] batch {summary.batch} is not published; "
            "the next `claimgraph ingest` into this home resumes it"
        )
        raise typer.Exit(code=EXIT_INTERRUPTED)
    _print_summary(summary)
    for note in notes:
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
    wait: Annotated[
        float,
        typer.Option(
            min=0, help="Seconds to wait when another ingest is writing this home (default: refuse at once)."
        ),
    ] = 0,
) -> None:
    """Snapshot FOLDER and run every stage and the marts on what is new (and on what a killed run left)."""
    _ingest(settings_for(home, extractor.value, model, write=True), folder, wait)


def demo(
    home: Annotated[Path, typer.Option("--home", help="A fresh folder for the demo's data.")] = Path(
        DEFAULT_HOME
    )
    / "demo",
    extractor: ExtractorOption = ExtractorName.parse,
) -> None:
    """Ingest the bundled demo corpus into a fresh home and print both reports."""
    checked_home(home)
    if home.exists():
        shutil.rmtree(home)
    settings = settings_for(home, extractor.value, write=True)
    _ingest(settings, EXAMPLES_DIR)
    console.rule("claims repeated by several documents that trace back to one origin")
    emit(reports.single_origin(settings.published_path, 5), Format.table, single_origin_table)
    console.rule("contradictions")
    emit(reports.contradictions(settings.published_path), Format.table, contradictions_table)
