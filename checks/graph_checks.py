"""Checks on resolution, relays and contradiction pairs."""

import dagster as dg

from checks.batch import batch_frame, result
from pipeline import lake
from pipeline.resources import ClaimgraphResource


@dg.asset_check(
    asset="resolution", blocking=True, description="Every claim has a cluster, every named speaker an entity."
)
def claims_are_resolved(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    claims = batch_frame(context, claimgraph, "resolution")
    no_cluster = int(claims["cluster"].isna().sum())
    no_speaker = int(
        ((claims["speaker"].fillna("") != "") & (claims["speaker_entity"].fillna("") == "")).sum()
    )
    return result(
        no_cluster == 0 and no_speaker == 0,
        claims=len(claims),
        no_cluster=no_cluster,
        unresolved_speakers=no_speaker,
    )


@dg.asset_check(
    asset="same_as",
    blocking=True,
    description="Nothing is merged without a human: every new link is only suggested.",
)
def same_as_only_suggested(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    links = batch_frame(context, claimgraph, "same_as")
    not_suggested = int((links["status"] != "suggested").sum())
    return result(not_suggested == 0, links=len(links), not_suggested=not_suggested)


@dg.asset_check(
    asset="origin_rollup",
    blocking=True,
    description="Every document of the batch has at least one relay edge (to a credit or its own outlet).",
)
def every_document_has_an_origin_edge(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    edges = batch_frame(context, claimgraph, "origin_rollup")
    docs = batch_frame(context, claimgraph, "document")
    missing = sorted(set(docs["doc_id"]) - set(edges["doc_id"]))
    return result(not missing, documents=len(docs), edges=len(edges), missing=missing[:10] or "none")


@dg.asset_check(
    asset="contradiction_pairs",
    blocking=True,
    description="Both sides of every pair exist and share the subject, and the predicate unless one denies the other.",
)
def pairs_reference_claims(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    pairs = batch_frame(context, claimgraph, "contradiction_pairs")
    claims = lake.read_all(claimgraph.settings.lake_dir, "resolution")
    topic = {
        c: (s, p)
        for c, s, p in zip(claims["claim_id"], claims["subject_entity"], claims["predicate"], strict=True)
    }
    # A denial meets what it denies under another predicate ("denied interfering" against
    # "meddled in"); every other conflict is on one subject and predicate.
    bad = [
        p["pair_id"]
        for p in pairs.to_dict("records")
        if p["claim_a"] not in topic
        or p["claim_b"] not in topic
        or topic[p["claim_a"]][0] != topic[p["claim_b"]][0]
        or (p["conflict"] != "denial" and topic[p["claim_a"]][1] != topic[p["claim_b"]][1])
    ]
    return result(not bad, pairs=len(pairs), broken=bad[:10] or "none")
