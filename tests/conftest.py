"""Shared fixtures: the dbt manifest, and one demo ingest reused by the end-to-end tests."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "drop"
CORPORA = ROOT.parent / "shared" / "corpora"

os.environ.setdefault("GX_ANALYTICS_ENABLED", "false")
os.environ.setdefault("DAGSTER_DISABLE_TELEMETRY", "1")


@pytest.fixture(scope="session", autouse=True)
def dbt_manifest() -> Path:
    """dbt parse once per session (when stale): Dagster needs the manifest to define the marts."""
    from pipeline.dbt import prepare_manifest

    return prepare_manifest()


@pytest.fixture(scope="session")
def demo_home(tmp_path_factory) -> Path:
    """The demo corpus ingested once with the parse extractor (the default backend)."""
    from pipeline.runner import run_ingest
    from pipeline.settings import Settings

    home = tmp_path_factory.mktemp("demo-home")
    summary = run_ingest(Settings(home=home), EXAMPLES)
    assert summary.success, summary.failed_steps
    return home


def copy_drop(target: Path, names: list[str] | None = None) -> Path:
    """A private copy of (some of) the demo files, so a test can add and change files."""
    target.mkdir(parents=True, exist_ok=True)
    for path in sorted(EXAMPLES.iterdir()):
        if names is None or path.name in names:
            shutil.copy2(path, target / path.name)
    return target
