"""Where claimgraph keeps its data, and which extractor it runs.

Everything lives under one home folder (``./claimgraph-data`` unless ``--home``
or ``CLAIMGRAPH_HOME`` says otherwise), so that the CLI, the Dagster UI and the
dbt project all read and write the same files.
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

    def export_env(self) -> None:
        """Make the settings visible to Dagster definitions and to dbt."""
        os.environ["CLAIMGRAPH_HOME"] = str(self.home)
        os.environ["CLAIMGRAPH_EXTRACTOR"] = self.extractor
        os.environ["CLAIMGRAPH_LAKE"] = str(self.lake_dir)
        os.environ["CLAIMGRAPH_WAREHOUSE"] = str(self.warehouse_path)
        if self.model_path:
            os.environ["CLAIMGRAPH_MODEL"] = self.model_path
        if self.drop_dir:
            os.environ["CLAIMGRAPH_DROP"] = str(self.drop_dir)
        os.environ["DAGSTER_HOME"] = str(self.dagster_home)
