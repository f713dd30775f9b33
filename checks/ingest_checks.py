"""Checks on the snapshot and document stages."""

from pathlib import Path

import dagster as dg
import pandas as pd

from checks.batch import batch_frame, result
from checks.expectations import gx, validate
from pipeline.resources import ClaimgraphResource
from pipeline.snapshot import sha256_bytes
from pipeline.vocabulary import QUARANTINE_REASONS


def snapshot_problems(snapshots: pd.DataFrame) -> list[str]:
    """Snapshots whose stored blob is missing or does not hash to its id."""
    problems = []
    for row in snapshots.itertuples():
        path = Path(row.blob_path)
        if not path.exists():
            problems.append(f"{row.snapshot_id[:12]}: blob missing")
        elif sha256_bytes(path.read_bytes()) != row.snapshot_id:
            problems.append(f"{row.snapshot_id[:12]}: blob does not match its hash")
    if snapshots["snapshot_id"].duplicated().any():
        problems.append("the same bytes were snapshotted twice")
    return problems


@dg.asset_check(
    asset="snapshot", blocking=True, description="Every snapshot's blob exists and hashes to its id."
)
def snapshot_blobs_match_hash(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    problems = snapshot_problems(batch_frame(context, claimgraph, "snapshot"))
    return result(not problems, problems=problems[:20] or "none")


@dg.asset_check(
    asset="document",
    blocking=True,
    description="Documents have an id, text, and a character count that matches it.",
)
def documents_have_text(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    docs = batch_frame(context, claimgraph, "document")
    E = gx().expectations
    passed, outcome = validate(
        docs,
        [E.ExpectColumnValuesToBeUnique(column="doc_id"), E.ExpectColumnValuesToNotBeNull(column="text")],
    )
    lengths_match = all(len(t or "") == c and c > 0 for t, c in zip(docs["text"], docs["chars"], strict=True))
    return result(passed and lengths_match, **outcome, lengths_match=lengths_match)


@dg.asset_check(
    asset="quarantine", blocking=True, description="Every quarantined file has a reason a person understands."
)
def quarantine_has_reasons(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    quarantined = batch_frame(context, claimgraph, "quarantine")
    E = gx().expectations
    passed, outcome = validate(
        quarantined,
        [
            E.ExpectColumnValuesToBeInSet(column="reason", value_set=list(QUARANTINE_REASONS)),
            E.ExpectColumnValuesToNotBeNull(column="detail"),
        ],
    )
    return result(passed, **outcome, quarantined=len(quarantined))
