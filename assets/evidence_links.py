import dagster as dg

from pipeline.partitions import ingest_batches
from pipeline.resources import ClaimgraphResource
from pipeline.scan.links import export_links


@dg.asset(partitions_def=ingest_batches, group_name="scan", code_version="evidence-link-1", kinds={"parquet"})
def evidence_link(claimgraph: ClaimgraphResource) -> dg.MaterializeResult:
    """The evidence links people recorded, copied from their store for dbt (the store stays the truth).

    Links are human decisions: they live in ``<home>/evidence/``, outside the batch
    files a backfill rewrites, and this copy is remade whole, never per batch.
    """
    path = export_links(claimgraph.settings)
    return dg.MaterializeResult(metadata={"path": dg.MetadataValue.path(str(path))})
