import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.partitions import ingest_batches
from pipeline.relays import relay_edges


@dg.asset(
    partitions_def=ingest_batches, group_name="graph", code_version="relays-1", kinds={"python", "parquet"}
)
def origin_rollup(document: pd.DataFrame) -> pd.DataFrame:
    """relayed_from edges from explicit credit; dbt's claim_origin walks them to their roots."""
    edges = []
    for doc in document.to_dict("records"):
        edges.extend(relay_edges(doc))
    return lake.frame("origin_rollup", edges)
