from pathlib import Path

import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.document import documents_from_snapshots
from pipeline.partitions import ingest_batches


@dg.multi_asset(
    partitions_def=ingest_batches,
    group_name="ingest",
    outs={
        "document": dg.AssetOut(
            code_version="document-1", kinds={"python", "parquet"}, description="Article text and metadata."
        ),
        "quarantine": dg.AssetOut(
            code_version="document-1", kinds={"parquet"}, description="Unreadable files with the reason."
        ),
    },
)
def document(snapshot: pd.DataFrame):
    """trafilatura for HTML, front matter for text; unreadable files go to quarantine."""
    documents, quarantined = documents_from_snapshots(
        snapshot.to_dict("records"), lambda snap: Path(snap["blob_path"]).read_bytes()
    )
    yield dg.Output(lake.frame("document", documents), output_name="document")
    yield dg.Output(lake.frame("quarantine", quarantined), output_name="quarantine")
