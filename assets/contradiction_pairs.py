import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.contradictions import find_pairs
from pipeline.judge.deterministic import RULES_VERSION as JUDGE_RULES
from pipeline.judge.pairs import rejudged, with_verdicts
from pipeline.partitions import ingest_batches
from pipeline.resources import ClaimgraphResource


@dg.asset(
    partitions_def=ingest_batches,
    group_name="graph",
    # The verdicts are the judge's: new judge rules make every batch's pairs stale (a backfill
    # judges them again).
    code_version=f"contradictions-14+{JUDGE_RULES}",
    kinds={"python", "parquet"},
)
def contradiction_pairs(
    context: dg.AssetExecutionContext, claimgraph: ClaimgraphResource, resolution: pd.DataFrame
) -> pd.DataFrame:
    """The batch's claims against every claim before them: conflicting pairs (one subject, or a
    denial under another name for it; ``pipeline.contradictions``), each with the deterministic
    judge's verdict; and the earlier batches' pairs whose verdict this batch's claims change (the
    speaker's history grew), judged again."""
    batch = context.partition_key
    lake_dir = claimgraph.settings.lake_dir
    earlier = lake.read_all(lake_dir, "resolution", exclude_batch=batch)
    new = resolution.to_dict("records")
    every = earlier.to_dict("records") + new
    found = with_verdicts(find_pairs(new, every, batch), every)
    # Only batches before this one: a batch run again (from the UI) must not copy later pairs in.
    earlier_pairs = [
        row
        for row in lake.read_all(lake_dir, "contradiction_pairs", exclude_batch=batch).to_dict("records")
        if row["batch"] < batch
    ]
    found_ids = {row["pair_id"] for row in found}
    again = [
        {**row, "batch": batch} for row in rejudged(earlier_pairs, every) if row["pair_id"] not in found_ids
    ]
    if again:
        context.log.info(f"{len(again)} earlier pairs judged again: their speakers' history grew")
    return lake.frame("contradiction_pairs", found + again)
