"""The dbt project as Dagster assets, and publishing the warehouse for readers.

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

PROJECT_DIR = Path(__file__).resolve().parent.parent / "dbt_project"
MANIFEST = PROJECT_DIR / "target" / "manifest.json"


def dbt_executable() -> str:
    """dbt from this environment, whether or not the venv is on PATH."""
    candidate = Path(sys.executable).parent / "dbt"
    return str(candidate) if candidate.exists() else "dbt"


def build_args(batch: str | None, full_refresh: bool = False) -> list[str]:
    """Arguments of the dbt build for one ingest batch (incremental marts recompute what it touched)."""
    args = ["build", "--vars", json.dumps({"batch": batch or ""})]
    if full_refresh:
        args.append("--full-refresh")
    return args


def run_dbt(args: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """Run dbt outside Dagster (manifest preparation, full refreshes in tests and the CLI)."""
    return subprocess.run(
        [dbt_executable(), *args, "--project-dir", str(PROJECT_DIR), "--profiles-dir", str(PROJECT_DIR)],
        cwd=PROJECT_DIR,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        check=False,
    )


def ensure_manifest() -> Path:
    """dbt's manifest, parsed when missing or older than any model (Dagster needs it to load)."""
    sources = [p for p in PROJECT_DIR.rglob("*") if p.suffix in {".sql", ".yml"} and "target" not in p.parts]
    newest = max((p.stat().st_mtime for p in sources), default=0)
    if not MANIFEST.exists() or MANIFEST.stat().st_mtime < newest:
        done = run_dbt(["parse", "--quiet"])
        if done.returncode != 0:
            raise RuntimeError(f"dbt parse failed:\n{done.stdout}\n{done.stderr}")
    return MANIFEST


def publish(warehouse: Path, published: Path) -> Path:
    """Checkpoint the warehouse and copy it atomically to where readers look."""
    with duckdb.connect(str(warehouse)) as con:
        con.execute("checkpoint")
    published.parent.mkdir(parents=True, exist_ok=True)
    tmp = published.with_name(published.name + ".tmp")
    shutil.copyfile(warehouse, tmp)
    tmp.replace(published)
    return published
