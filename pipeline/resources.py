"""Dagster resources: the claimgraph settings and the Parquet lake IO manager."""

from __future__ import annotations

from pathlib import Path

import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.settings import Settings


class ClaimgraphResource(dg.ConfigurableResource):
    """Where the data lives and which extractor runs."""

    home: str
    extractor: str = "parse"
    model_path: str | None = None

    @property
    def settings(self) -> Settings:
        return Settings(home=Path(self.home), extractor=self.extractor, model_path=self.model_path)


class LakeIOManager(dg.ConfigurableIOManager):
    """Stores each asset's DataFrame as ``lake/<asset>/<batch>.parquet`` with the table's fixed schema."""

    lake_dir: str

    def handle_output(self, context: dg.OutputContext, obj: pd.DataFrame) -> None:
        table = context.asset_key.path[-1]
        path = lake.write_partition(Path(self.lake_dir), table, context.partition_key, obj)
        context.add_output_metadata({"rows": len(obj), "path": dg.MetadataValue.path(str(path))})

    def load_input(self, context: dg.InputContext) -> pd.DataFrame:
        table = context.asset_key.path[-1]
        keys = context.asset_partition_keys if context.has_asset_partitions else []
        frames = [lake.read_partition(Path(self.lake_dir), table, key) for key in keys]
        return pd.concat(frames, ignore_index=True) if frames else lake.read_all(Path(self.lake_dir), table)
