import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.partitions import ingest_batches
from pipeline.relays import credits, outlet_node
from pipeline.resources import ClaimgraphResource
from pipeline.reuse import find_reuse, signatures


@dg.multi_asset(
    partitions_def=ingest_batches,
    group_name="graph",
    outs={
        "doc_signature": dg.AssetOut(
            code_version="reuse-2",
            kinds={"python", "parquet"},
            description="MinHash signature of each document.",
        ),
        "reuse_pair": dg.AssetOut(
            code_version="reuse-2", kinds={"parquet"}, description="Near-duplicate and containment pairs."
        ),
    },
)
def text_reuse(
    context: dg.AssetExecutionContext,
    claimgraph: ClaimgraphResource,
    document: pd.DataFrame,
    snapshot: pd.DataFrame,
):
    """The batch's documents against an LSH index of every earlier document (never pairwise)."""
    batch = context.partition_key
    first_seen = dict(zip(snapshot["snapshot_id"], snapshot["first_seen"], strict=True))
    rows = []
    docs = document.to_dict("records")
    for doc, (hashvalues, size) in zip(docs, signatures([d["text"] for d in docs]), strict=True):
        rows.append(
            {
                "doc_id": doc["doc_id"],
                "shingles": size,
                "hashvalues": hashvalues.tolist(),
                "published": doc["published"] or None,
                "first_seen": first_seen.get(doc["snapshot_id"]),
                "outlet_node": outlet_node(doc["outlet"]),
                "credited": sorted({outlet_node(name) for _, name, _ in credits(doc["text"])} - {None}),
                "batch": batch,
            }
        )
    earlier = lake.read_all(claimgraph.settings.lake_dir, "doc_signature", exclude_batch=batch)
    pairs = find_reuse(rows, earlier.to_dict("records"))
    context.log.info(f"{len(pairs)} reuse pairs among {len(rows)} new and {len(earlier)} earlier documents")
    yield dg.Output(lake.frame("doc_signature", rows), output_name="doc_signature")
    yield dg.Output(
        lake.frame("reuse_pair", [{**p, "batch": batch} for p in pairs]),
        output_name="reuse_pair",
        metadata={"pairs": len(pairs)},
    )
