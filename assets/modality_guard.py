import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.modality import guard_claims
from pipeline.partitions import ingest_batches


@dg.asset(
    partitions_def=ingest_batches,
    group_name="check",
    code_version="modality-guard-3",
    kinds={"python", "parquet"},
)
def modality_guard(verbatim_check: pd.DataFrame) -> pd.DataFrame:
    """Closed list of modalities; a denial without a denial cue is downgraded to unclear."""
    return lake.frame("modality_guard", guard_claims(verbatim_check.to_dict("records")))
