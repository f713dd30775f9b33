"""The dbt project: its manifest, the arguments of a build, and publishing the warehouse for readers.

Dagster needs dbt's manifest to define the marts. Loading the definitions never
runs dbt: ``dagster dev`` prepares the manifest itself (``prepare_if_dev``), and
everything else prepares it once beforehand with :func:`prepare_manifest`: the
CLI before an ingest or the UI, the tests' session fixture, and CI
(``python -m pipeline.dbt``).

Where dbt reads the lake and writes the warehouse travels with each invocation
as ``--vars`` (``profiles.yml`` and ``sources.yml`` read them with ``var()``).

dbt is the only writer of the DuckDB file. After each build the file is
checkpointed and copied to ``published/``: DuckDB allows one writer process, and
even a read-only open from another process fails while a writer holds the file,
so readers (the CLI reports, a notebook) open the published copy instead.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import duckdb
from dagster_dbt import DbtProject

from pipeline.settings import Settings

PROJECT_DIR = Path(__file__).resolve().parent.parent / "dbt_project"
DBT_PROJECT = DbtProject(project_dir=PROJECT_DIR, profiles_dir=PROJECT_DIR)
MANIFEST = DBT_PROJECT.manifest_path


class ManifestMissing(FileNotFoundError):
    """The marts cannot be defined before dbt has parsed the project."""


def dbt_executable() -> str:
    """dbt from this environment, whether or not the venv is on PATH, as a child that dies with its parent.

    ``claimgraph-dbt`` (pipeline/dbt_child.py) becomes dbt once the kernel has been asked
    to kill it with its parent; an environment installed before it existed runs dbt itself.
    """
    bin_dir = Path(sys.executable).parent
    for name in ("claimgraph-dbt", "dbt"):
        if (bin_dir / name).exists():
            return str(bin_dir / name)
    return "dbt"


def dbt_vars(settings: Settings, batch: str | None = None) -> dict[str, str]:
    """What one dbt invocation reads: the lake, the warehouse, and the batch its incremental marts recompute."""
    return {"batch": batch or "", "lake": str(settings.lake_dir), "warehouse": str(settings.warehouse_path)}


def build_args(
    settings: Settings, batch: str | None = None, full_refresh: bool = False, select: str | None = None
) -> list[str]:
    """Arguments of a dbt build for one ingest batch (an empty batch means everything).

    dbt's unit tests check the SQL, not the data: they run in the test suite
    (tests/dbt/test_contracts.py), not in every ingest's build.
    """
    args = ["build", "--vars", json.dumps(dbt_vars(settings, batch)), "--exclude-resource-type", "unit_test"]
    if select:
        args += ["--select", select]
    if full_refresh:
        args.append("--full-refresh")
    return args


def batch_build_args(settings: Settings, batch: str) -> list[str]:
    """The build of one ingest batch: a full refresh when its manifest asks for one.

    A batch that absorbed other unfinished batches asks for one: rows those left in
    the incremental marts carry their keys, which an incremental build of this batch
    would not delete.
    """
    from pipeline.snapshot import BatchManifest

    try:
        full_refresh = BatchManifest.read(settings.batches_dir, batch).full_refresh
    except FileNotFoundError:
        full_refresh = False
    return build_args(settings, batch, full_refresh=full_refresh)


def run_dbt(args: list[str]) -> subprocess.CompletedProcess:
    """Run dbt outside Dagster (manifest preparation, full refreshes in tests)."""
    return subprocess.run(
        [dbt_executable(), *args, "--project-dir", str(PROJECT_DIR), "--profiles-dir", str(PROJECT_DIR)],
        cwd=PROJECT_DIR,
        capture_output=True,
        text=True,
        check=False,
    )


def manifest_is_stale() -> bool:
    """True when the manifest is missing, cut short (a parse killed while writing it) or older than any model, source or macro."""
    if not MANIFEST.exists():
        return True
    try:
        json.loads(MANIFEST.read_bytes())
    except ValueError:
        return True
    sources = [p for p in PROJECT_DIR.rglob("*") if p.suffix in {".sql", ".yml"} and "target" not in p.parts]
    newest = max((p.stat().st_mtime for p in sources), default=0)
    return MANIFEST.stat().st_mtime < newest


def prepare_manifest() -> Path:
    """Parse the dbt project when its manifest is missing or stale; the path of the manifest."""
    if manifest_is_stale():
        done = run_dbt(["parse", "--quiet"])
        if done.returncode != 0:
            raise RuntimeError(f"dbt parse failed:\n{done.stdout}\n{done.stderr}")
    return MANIFEST


def require_manifest() -> Path:
    """The manifest the marts are defined from, prepared first under ``dagster dev``."""
    DBT_PROJECT.prepare_if_dev()
    if not MANIFEST.exists():
        raise ManifestMissing(
            f"dbt's manifest is missing ({MANIFEST}). Prepare it before loading the definitions: "
            "`python -m pipeline.dbt` (`claimgraph ingest`, `claimgraph ui`, `dagster dev` and the "
            "tests do this themselves)."
        )
    return MANIFEST


def publish(warehouse: Path, published: Path) -> Path:
    """Checkpoint the warehouse and copy it atomically to where readers look."""
    with duckdb.connect(str(warehouse)) as con:
        con.execute("checkpoint")
    published.parent.mkdir(parents=True, exist_ok=True)
    tmp = published.with_name(f".{published.name}.{os.getpid()}.tmp")
    shutil.copyfile(warehouse, tmp)
    with open(tmp, "rb") as handle:
        os.fsync(handle.fileno())
    os.replace(tmp, published)
    return published


def readable(database: Path) -> str | None:
    """Why DuckDB cannot open ``database`` read-only, or None when it can (or it is not there)."""
    if not database.exists():
        return None
    try:
        with duckdb.connect(str(database), read_only=True) as con:
            con.execute("select count(*) from information_schema.tables").fetchone()
    except duckdb.Error as err:
        return str(err).strip().splitlines()[0]
    return None


if __name__ == "__main__":
    print(prepare_manifest())
