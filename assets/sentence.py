import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.partitions import ingest_batches
from pipeline.sentences import sentence_rows


@dg.asset(
    partitions_def=ingest_batches,
    group_name="extract",
    code_version="sentence-4",
    kinds={"python", "parquet"},
)
def sentence(context: dg.AssetExecutionContext, document: pd.DataFrame) -> pd.DataFrame:
    """pysbd sentences with character spans into the document text, candidates marked."""
    rows = []
    for doc in document.itertuples():
        rows.extend(sentence_rows(doc.doc_id, doc.text, context.partition_key))
    return lake.frame("sentence", rows)
