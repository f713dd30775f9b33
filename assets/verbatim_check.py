import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.partitions import ingest_batches
from pipeline.verbatim import check_claims


@dg.multi_asset(
    partitions_def=ingest_batches,
    group_name="check",
    outs={
        "verbatim_check": dg.AssetOut(
            code_version="verbatim-2",
            kinds={"python", "parquet"},
            description="Claims whose quote is in the document, with its span.",
        ),
        "rejected_claim": dg.AssetOut(
            code_version="verbatim-2", kinds={"parquet"}, description="Claims thrown out, with the reason."
        ),
    },
)
def verbatim_check(extraction: pd.DataFrame, document: pd.DataFrame):
    """A claim's quote must occur in its document; otherwise it is rejected with the reason."""
    kept, rejected = check_claims(
        extraction.to_dict("records"), dict(zip(document["doc_id"], document["text"], strict=True))
    )
    yield dg.Output(
        lake.frame("verbatim_check", kept), output_name="verbatim_check", metadata={"kept": len(kept)}
    )
    yield dg.Output(
        lake.frame("rejected_claim", rejected),
        output_name="rejected_claim",
        metadata={"rejected": len(rejected)},
    )
