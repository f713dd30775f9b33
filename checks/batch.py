"""Helpers shared by the asset checks: which batch a check looks at."""

from __future__ import annotations

import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.resources import ClaimgraphResource


def batch_frame(
    context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource, table: str
) -> pd.DataFrame:
    """The rows of ``table`` for the batch this run materialized, or all rows when run on its own."""
    batch = context.op_execution_context.run.tags.get("dagster/partition")
    lake_dir = claimgraph.settings.lake_dir
    return lake.read_partition(lake_dir, table, batch) if batch else lake.read_all(lake_dir, table)


def result(passed: bool, **metadata: object) -> dg.AssetCheckResult:
    return dg.AssetCheckResult(
        passed=bool(passed), metadata={k: dg.MetadataValue.text(str(v)) for k, v in metadata.items()}
    )
