"""Dagster resources: the claimgraph settings and the Parquet lake IO manager."""

from __future__ import annotations

from pathlib import Path

import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.settings import DEFAULT_EXTRACTOR, Settings


class ClaimgraphResource(dg.ConfigurableResource):
    """Where the data lives, which extractor runs, and which folder the sensor watches."""

    home: str
    extractor: str = DEFAULT_EXTRACTOR
    model_path: str | None = None
    drop_dir: str | None = None

    @classmethod
    def from_settings(cls, settings: Settings) -> ClaimgraphResource:
        return cls(
            home=str(settings.home),
            extractor=settings.extractor,
            model_path=settings.model_path,
            drop_dir=str(settings.drop_dir) if settings.drop_dir else None,
        )

    @property
    def settings(self) -> Settings:
        return Settings(
            home=Path(self.home),
            extractor=self.extractor,
            model_path=self.model_path,
            drop_dir=Path(self.drop_dir) if self.drop_dir else None,
        )


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
