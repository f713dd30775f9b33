"""``backfill``: re-extract the stale batches and rebuild the marts, as a fresh ingest would give them."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from pipeline.cli.options import HomeOption, console, errors
from pipeline.cli.status import CurrentExtractorOption, ModelOption, current_settings
from pipeline.settings import DEFAULT_HOME


def backfill(
    home: HomeOption = Path(DEFAULT_HOME),
    extractor: CurrentExtractorOption = None,
    model: ModelOption = None,
    everything: Annotated[bool, typer.Option("--all", help="Re-extract every batch, stale or not.")] = False,
) -> None:
    """Re-run extraction and every stage after it on each stale batch, in ingest order, then the marts."""
    from pipeline.backfill import backfill as run_backfill
    from pipeline.cli.ingest import EXIT_BUSY
    from pipeline.home_lock import HomeBusy

    settings = current_settings(home, extractor, model)
    try:
        with console.status(
            f"backfilling {settings.home} with the {settings.extractor} extractor ..."
        ) as shown:
            result = run_backfill(settings, everything, progress=lambda message: shown.update(message))
    except HomeBusy as err:
        errors.print(f"[bold red]busy:[/] {err}")
        raise typer.Exit(code=EXIT_BUSY) from None
    if not result.batches and not result.resumed:
        console.print("Nothing is stale: every batch was extracted with the current extractor.")
        return
    if not result.success:
        for step in result.failed:
            errors.print(f"[red]failed:[/] {step}")
        errors.print("The backfill stopped; `claimgraph backfill` again picks up the stale batches.")
        raise typer.Exit(code=1)
    if result.resumed:
        console.print("Finished the backfill that had stopped before it published.")
    console.print(
        f"Re-extracted {len(result.batches)} batch{'es' if len(result.batches) != 1 else ''} "
        f"with {settings.extractor}: {result.claims_before} claims before, {result.claims_after} now; "
        f"{result.decisions_kept} same_as decisions kept. Marts published to {settings.published_path}"
    )
