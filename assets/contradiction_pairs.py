import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.contradictions import find_pairs
from pipeline.judge.deterministic import RULES_VERSION as JUDGE_RULES
from pipeline.judge.pairs import with_verdicts
from pipeline.partitions import ingest_batches
from pipeline.resources import ClaimgraphResource


@dg.asset(
    partitions_def=ingest_batches,
    group_name="graph",
    # The verdicts are the judge's: new judge rules make every batch's pairs stale (a backfill
    # judges them again).
    code_version=f"contradictions-5+{JUDGE_RULES}",
    kinds={"python", "parquet"},
)
def contradiction_pairs(
    context: dg.AssetExecutionContext, claimgraph: ClaimgraphResource, resolution: pd.DataFrame
) -> pd.DataFrame:
    """The batch's claims against every claim before them: same subject and predicate, conflicting,
    each pair with the deterministic judge's verdict."""
    batch = context.partition_key
    earlier = lake.read_all(claimgraph.settings.lake_dir, "resolution", exclude_batch=batch)
    new = resolution.to_dict("records")
    every = earlier.to_dict("records") + new
    return lake.frame("contradiction_pairs", with_verdicts(find_pairs(new, every, batch), every))
