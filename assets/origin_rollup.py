import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.partitions import ingest_batches
from pipeline.relays import claim_relay_edges, relay_edges
from pipeline.reuse import reuse_edges


@dg.asset(
    partitions_def=ingest_batches, group_name="graph", code_version="relays-37", kinds={"python", "parquet"}
)
def origin_rollup(
    context: dg.AssetExecutionContext,
    document: pd.DataFrame,
    reuse_pair: pd.DataFrame,
    resolution: pd.DataFrame,
    sentence: pd.DataFrame,
) -> pd.DataFrame:
    """relayed_from edges from explicit credit and text reuse; dbt's doc_origin walks them to their roots."""
    edges = []
    for doc in document.to_dict("records"):
        edges.extend(relay_edges(doc))
    edges.extend(reuse_edges(reuse_pair.to_dict("records"), context.partition_key))
    edges.extend(
        claim_relay_edges(
            resolution.to_dict("records"),
            dict(zip(sentence["sentence_id"], sentence["text"], strict=True)),
            dict(zip(document["doc_id"], document["outlet"], strict=True)),
            dict(zip(document["doc_id"], document["text"], strict=True)),
        )
    )
    return lake.frame("origin_rollup", edges)
