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


def broken_pairs(pairs: list[dict], claims: list[dict]) -> list[str]:
    """Ids of pairs whose claims are missing, or do not have the subjects and predicates the
    pair names. A denial may meet what it denies under another predicate ("denied interfering"
    against "meddled in") or another name for the subject, so the pair names each side's."""
    topic = {c["claim_id"]: (c["subject_entity"], c["predicate"]) for c in claims}

    def subject_b(pair: dict) -> str:
        # Batches judged before pairs named claim_b's subject have none; a debunk may meet an
        # assertion with no subject entity ("she paid ..."): "" names that.
        named = pair.get("subject_entity_b")
        return named if isinstance(named, str) else pair["subject_entity"]

    return [
        p["pair_id"]
        for p in pairs
        if topic.get(p["claim_a"]) != (p["subject_entity"], p["predicate"])
        or topic.get(p["claim_b"]) != (subject_b(p), p["predicate_b"])
    ]


@dg.asset_check(
    asset="contradiction_pairs",
    blocking=True,
    description="Both sides of every pair exist and have the subjects and predicates the pair names.",
)
def pairs_reference_claims(context: dg.AssetCheckExecutionContext, claimgraph: ClaimgraphResource):
    pairs = batch_frame(context, claimgraph, "contradiction_pairs")
    claims = lake.read_all(claimgraph.settings.lake_dir, "resolution")
    bad = broken_pairs(
        pairs.to_dict("records"), claims[["claim_id", "subject_entity", "predicate"]].to_dict("records")
    )
    return result(not bad, pairs=len(pairs), broken=bad[:10] or "none")
