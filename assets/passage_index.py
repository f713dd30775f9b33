import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.partitions import ingest_batches
from pipeline.resources import ClaimgraphResource
from pipeline.scan.embed import MODEL_NAME, passage_vectors
from pipeline.scan.passages import passage_rows, postings
from pipeline.snapshot import BatchManifest

PASSAGE_VERSION = "passage-1"


@dg.multi_asset(
    partitions_def=ingest_batches,
    group_name="scan",
    outs={
        "passage": dg.AssetOut(
            code_version=PASSAGE_VERSION,
            kinds={"python", "parquet"},
            description="Each sentence with its neighbours, verbatim, with its document's outlet, date and path.",
        ),
        "passage_term": dg.AssetOut(
            code_version=PASSAGE_VERSION,
            kinds={"parquet"},
            description="The batch's BM25 postings: (passage, term, tf).",
        ),
        "passage_vector": dg.AssetOut(
            code_version=f"{PASSAGE_VERSION}|{MODEL_NAME}",
            kinds={"parquet"},
            description="all-MiniLM-L6-v2 embeddings of each passage's own sentence (float16).",
        ),
    },
)
def passage_index(
    context: dg.AssetExecutionContext,
    claimgraph: ClaimgraphResource,
    document: pd.DataFrame,
    sentence: pd.DataFrame,
):
    """The evidence scan's index for this batch: passages, postings and embeddings (no work at query time)."""
    batch = context.partition_key
    try:
        drop_dir = BatchManifest.read(claimgraph.settings.batches_dir, batch).drop_dir
    except FileNotFoundError:
        drop_dir = None
    by_doc = {doc_id: group.to_dict("records") for doc_id, group in sentence.groupby("doc_id")}
    passages = []
    for doc in document.to_dict("records"):
        passages.extend(passage_rows(doc, by_doc.get(doc["doc_id"], []), drop_dir, batch))
    context.log.info(f"{len(passages)} passages from {len(document)} documents")
    yield dg.Output(lake.frame("passage", passages), output_name="passage")
    yield dg.Output(lake.frame("passage_term", postings(passages, batch)), output_name="passage_term")
    yield dg.Output(
        lake.frame("passage_vector", passage_vectors(passages, batch)), output_name="passage_vector"
    )
