"""Checks on the evidence scan's passage index."""

import dagster as dg

from checks.batch import batch_frame, result
from checks.extraction_checks import misplaced_spans
from pipeline.resources import ClaimgraphResource


@dg.asset_check(
    asset="passage",
    blocking=True,
    description="Each passage's span cuts exactly its text out of its document, so a link quotes the page.",
)
def passage_spans_match_text(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    passages = batch_frame(context, claimgraph, "passage")
    docs = batch_frame(context, claimgraph, "document")
    texts = dict(zip(docs["doc_id"], docs["text"], strict=True))
    bad = misplaced_spans(passages, texts, "start", "end", "text")
    return result(not bad, passages=len(passages), misplaced=bad[:10] or "none")
