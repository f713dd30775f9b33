"""Where claimgraph keeps its data, and which extractor it runs.

Everything lives under one home folder (``./claimgraph-data`` unless ``--home``
or ``CLAIMGRAPH_HOME`` says otherwise), so that the CLI, the Dagster UI and the
dbt project all read and write the same files. The settings reach the assets as
resources (pipeline/definitions.py) and dbt as ``--vars`` (pipeline/dbt.py); the
environment is only read, by ``dagster dev`` loading the definitions.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

DEFAULT_HOME = "claimgraph-data"
EXTRACTORS = ("parse", "llm", "hybrid")
DEFAULT_EXTRACTOR = "parse"
# Files above this size are quarantined instead of parsed: a saved article is
# rarely over a few megabytes, and a huge file is usually not an article.
MAX_FILE_BYTES = 20 * 1024 * 1024


@dataclass(frozen=True)
class Settings:
    home: Path
    extractor: str = DEFAULT_EXTRACTOR
    model_path: str | None = None
    drop_dir: Path | None = None

    @classmethod
    def from_env(cls) -> Settings:
        drop = os.environ.get("CLAIMGRAPH_DROP")
        return cls(
            home=Path(os.environ.get("CLAIMGRAPH_HOME", DEFAULT_HOME)).resolve(),
            extractor=os.environ.get("CLAIMGRAPH_EXTRACTOR", DEFAULT_EXTRACTOR),
            model_path=os.environ.get("CLAIMGRAPH_MODEL") or None,
            drop_dir=Path(drop).resolve() if drop else None,
        )

    @property
    def snapshots_dir(self) -> Path:
        return self.home / "snapshots"

    @property
    def lake_dir(self) -> Path:
        return self.home / "lake"

    @property
    def batches_dir(self) -> Path:
        return self.home / "batches"

    @property
    def cache_dir(self) -> Path:
        return self.home / "cache"

    @property
    def warehouse_path(self) -> Path:
        """The DuckDB file that dbt (and only dbt) writes."""
        return self.home / "warehouse" / "claimgraph.duckdb"

    @property
    def published_path(self) -> Path:
        """A copy of the warehouse made after each build, for readers."""
        return self.home / "published" / "claimgraph.duckdb"

    @property
    def dagster_home(self) -> Path:
        return self.home / "dagster"

    def environment(self) -> dict[str, str]:
        """The variables a child process (``dagster dev``) reads these settings back from."""
        env = {
            "CLAIMGRAPH_HOME": str(self.home),
            "CLAIMGRAPH_EXTRACTOR": self.extractor,
            "DAGSTER_HOME": str(self.dagster_home),
        }
        if self.model_path:
            env["CLAIMGRAPH_MODEL"] = self.model_path
        if self.drop_dir:
            env["CLAIMGRAPH_DROP"] = str(self.drop_dir)
        return env
