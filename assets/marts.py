from collections.abc import Mapping
from functools import cache
from typing import Any

import dagster as dg
from dagster_dbt import DagsterDbtTranslator, DbtCliResource, dbt_assets

from pipeline.batches import finish_batch
from pipeline.dbt import DBT_PROJECT, batch_build_args, build_args, publish, require_manifest
from pipeline.partitions import ingest_batches
from pipeline.resources import ClaimgraphResource


class MartsTranslator(DagsterDbtTranslator):
    def get_asset_key(self, dbt_resource_props: Mapping[str, Any]) -> dg.AssetKey:
        key = super().get_asset_key(dbt_resource_props)
        # Models live under "warehouse/" so a mart never shares a key with the lake table it reads.
        if dbt_resource_props["resource_type"] == "model":
            return key.with_prefix("warehouse")
        return key

    def get_group_name(self, dbt_resource_props: Mapping[str, Any]) -> str | None:
        return "marts"


@cache
def marts() -> dg.AssetsDefinition:
    """The dbt models as one asset definition, read from dbt's manifest when the definitions are built.

    Built on demand rather than at import, so that importing this module needs no manifest
    (see pipeline/dbt.py for who prepares it).
    """

    @dbt_assets(
        manifest=require_manifest(),
        project=DBT_PROJECT,
        partitions_def=ingest_batches,
        dagster_dbt_translator=MartsTranslator(),
        pool="duckdb_writer",
        # A backfill of many batches rebuilds the marts once, not once per batch.
        backfill_policy=dg.BackfillPolicy.single_run(),
    )
    def claimgraph_marts(
        context: dg.AssetExecutionContext, dbt: DbtCliResource, claimgraph: ClaimgraphResource
    ):
        """dbt builds the marts (incremental on what the batch touched), then the warehouse is published.

        Only then is the batch done (pipeline/batches.py): a run that stops anywhere
        before this point is resumed by the next ingest. A run over a range of batches (a backfill) rebuilds every mart from the whole lake
        (a full refresh): the incremental marts would keep clusters that only the replaced
        claims had.
        """
        settings = claimgraph.settings
        settings.warehouse_path.parent.mkdir(parents=True, exist_ok=True)
        if context.has_partition_key_range:
            batches, args = context.partition_keys, build_args(settings, None, full_refresh=True)
        else:
            batches, args = [context.partition_key], batch_build_args(settings, context.partition_key)
        yield from dbt.cli(args, context=context).stream()
        published = publish(settings.warehouse_path, settings.published_path)
        context.log.info(f"published the marts to {published}")
        for batch in batches:
            finish_batch(settings, batch)

    return claimgraph_marts
