"""Checks on sentences, extraction, the verbatim check, the modality guard and the claims to be published."""

import dagster as dg
import pandas as pd

from checks.batch import batch_frame, result
from checks.expectations import gx, validate
from pipeline.modality import has_denial_cue
from pipeline.resources import ClaimgraphResource
from pipeline.verbatim import misquoted
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
    description="Every kept claim's quote is exactly its document's text at its span.",
)
def spans_point_at_quote(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    claims = batch_frame(context, claimgraph, "verbatim_check")
    bad = misquoted(claims.to_dict("records"), _texts(context, claimgraph))
    return result(not bad, claims=len(claims), misplaced=bad[:10] or "none")


@dg.asset_check(
    asset="resolution",
    blocking=True,
    description="Every claim to be published quotes its document verbatim: its quote is exactly "
    "the document's text at its span (the marts are not built otherwise).",
)
def published_quotes_are_verbatim(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    claims = batch_frame(context, claimgraph, "resolution")
    bad = misquoted(claims.to_dict("records"), _texts(context, claimgraph))
    return result(not bad, claims=len(claims), not_verbatim=bad[:10] or "none")


@dg.asset_check(
    asset="modality_guard",
    blocking=True,
    description="No claim is labelled denies without a denial cue in its quote or cue.",
)
def denials_have_denial_cue(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    claims = batch_frame(context, claimgraph, "modality_guard")
    denials = claims[claims["modality"] == "denies"]
    bad = [c["claim_id"] for c in denials.to_dict("records") if not has_denial_cue(c["cue"], c["quote"])]
    downgraded = int(claims["guard_reason"].notna().sum())
    return result(not bad, denials=len(denials), downgraded=downgraded, unsupported=bad[:10] or "none")
