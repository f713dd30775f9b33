"""Checks on sentences, extraction, the verbatim check and the modality guard."""

import dagster as dg
import pandas as pd

from checks.batch import batch_frame, result
from checks.expectations import gx, validate
from pipeline.modality import DENIAL_CUE
from pipeline.resources import ClaimgraphResource
from pipeline.vocabulary import MODALITIES


def _texts(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource) -> dict[str, str]:
    """Document texts of the checked batch: a batch's sentences and claims come only from its own documents."""
    docs = batch_frame(context, claimgraph, "document")
    return dict(zip(docs["doc_id"], docs["text"], strict=True))


def misplaced_spans(rows: pd.DataFrame, texts: dict[str, str], start: str, end: str, text: str) -> list[str]:
    """Rows whose span does not cut exactly their own text out of the document."""
    return [
        str(row[text])[:60]
        for row in rows.to_dict("records")
        if texts.get(row["doc_id"], "")[row[start] : row[end]] != row[text]
    ]


@dg.asset_check(
    asset="sentence",
    blocking=True,
    description="Each sentence's span cuts exactly that sentence out of its document.",
)
def sentence_spans_match_text(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    sentences = batch_frame(context, claimgraph, "sentence")
    bad = misplaced_spans(sentences, _texts(context, claimgraph), "start", "end", "text")
    return result(not bad, sentences=len(sentences), misplaced=bad[:10] or "none")


@dg.asset_check(
    asset="extraction",
    blocking=True,
    description="Raw claims follow the claim schema: a closed modality and a quote.",
)
def claims_follow_schema(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    claims = batch_frame(context, claimgraph, "extraction")
    E = gx().expectations
    passed, outcome = validate(
        claims,
        [
            E.ExpectColumnValuesToBeUnique(column="claim_id"),
            E.ExpectColumnValuesToBeInSet(column="modality", value_set=list(MODALITIES)),
            E.ExpectColumnValuesToNotBeNull(column="quote"),
        ],
    )
    return result(passed, **outcome, claims=len(claims))


@dg.asset_check(
    asset="verbatim_check",
    blocking=True,
    description="Every kept claim's span points at text equal to its quote.",
)
def spans_point_at_quote(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    from pipeline.verbatim import verbatim_span

    claims = batch_frame(context, claimgraph, "verbatim_check")
    texts = _texts(context, claimgraph)
    bad = [
        c["claim_id"]
        for c in claims.to_dict("records")
        if verbatim_span(texts.get(c["doc_id"], "")[c["span_start"] : c["span_end"]], c["quote"]) is None
    ]
    return result(not bad, claims=len(claims), misplaced=bad[:10] or "none")


@dg.asset_check(
    asset="modality_guard",
    blocking=True,
    description="No claim is labelled denies without a denial cue in its quote or cue.",
)
def denials_have_denial_cue(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    claims = batch_frame(context, claimgraph, "modality_guard")
    denials = claims[claims["modality"] == "denies"]
    bad = [
        c["claim_id"] for c in denials.to_dict("records") if not DENIAL_CUE.search(f"{c['cue']} {c['quote']}")
    ]
    downgraded = int(claims["guard_reason"].notna().sum())
    return result(not bad, denials=len(denials), downgraded=downgraded, unsupported=bad[:10] or "none")
