from pathlib import Path

import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.partitions import ingest_batches
from pipeline.resources import ClaimgraphResource
from pipeline.snapshot import BatchManifest, snapshot_files


@dg.asset(
    partitions_def=ingest_batches, group_name="ingest", code_version="snapshot-1", kinds={"python", "parquet"}
)
def snapshot(context: dg.AssetExecutionContext, claimgraph: ClaimgraphResource) -> pd.DataFrame:
    """Raw bytes of the batch's files, stored content-addressed by sha256."""
    settings = claimgraph.settings
    batch = context.partition_key
    manifest = BatchManifest.read(settings.batches_dir, batch)
    known = lake.read_all(settings.lake_dir, "snapshot", exclude_batch=batch)["snapshot_id"]
    rows = snapshot_files([Path(f) for f in manifest.files], settings.snapshots_dir, known, batch)
    context.log.info(f"{len(rows)} new snapshots of {len(manifest.files)} files")
    return lake.frame("snapshot", rows)
