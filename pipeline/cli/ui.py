"""``ui``: the Dagster UI on the same data as the command line."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from pipeline.cli.options import HomeOption, console, settings_for
from pipeline.settings import DEFAULT_HOME, Settings

ROOT = Path(__file__).resolve().parents[2]


def ui(
    home: HomeOption = Path(DEFAULT_HOME),
    drop: Annotated[
        Path | None, typer.Option(help="A drop folder for the sensor and the hourly schedule to watch.")
    ] = None,
    port: Annotated[int, typer.Option(help="Port of the Dagster UI.")] = 3000,
) -> None:
    """Open the Dagster UI (lineage, runs, checks, backfills) on the same data as the CLI."""
    from pipeline.runner import prepare_home, ui_environment

    settings = settings_for(home)
    if drop is not None:
        settings = Settings(home=settings.home, drop_dir=drop.resolve())
    prepare_home(settings)
    dagster = Path(sys.executable).parent / "dagster"
    console.print(f"Dagster UI on http://127.0.0.1:{port} for {settings.home}")
    os.chdir(ROOT)
    os.execve(
        str(dagster),
        [str(dagster), "dev", "-w", str(ROOT / "workspace.yaml"), "-p", str(port)],
        ui_environment(settings),
    )
