import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.named import named_mentions
from pipeline.partitions import ingest_batches
from pipeline.resolve import assign_clusters, known_names, resolve_claims, suggest_same_as
from pipeline.resources import ClaimgraphResource
from pipeline.same_as import JOINS_METADATA, current_joins, joins_fingerprint
from pipeline.values import with_typed_values

RESOLUTION_VERSION = "resolution-35"


@dg.multi_asset(
    partitions_def=ingest_batches,
    group_name="graph",
    outs={
        "resolution": dg.AssetOut(
            code_version=RESOLUTION_VERSION,
            kinds={"python", "parquet"},
            description="Claims with entity and cluster ids.",
        ),
        "mention": dg.AssetOut(
            code_version=RESOLUTION_VERSION,
            kinds={"parquet"},
            description="Every speaker and subject mention, its own node.",
        ),
        "same_as": dg.AssetOut(
            code_version=RESOLUTION_VERSION,
            kinds={"parquet"},
            description="Suggested same_as links, waiting for a human.",
        ),
    },
)
def resolution(
    context: dg.AssetExecutionContext,
    claimgraph: ClaimgraphResource,
    modality_guard: pd.DataFrame,
    document: pd.DataFrame,
):
    """Mentions to canonical entities by normalized name; anything looser is only suggested,
    and joined only once a person accepts it. Pronoun and common-noun subjects are read against
    the names in their document."""
    batch = context.partition_key
    lake_dir = claimgraph.settings.lake_dir
    claims = modality_guard.to_dict("records")
    with_claims = {c["doc_id"] for c in claims}
    texts = {d: t for d, t in zip(document["doc_id"], document["text"], strict=True) if d in with_claims}
    joined = current_joins(lake_dir)
    resolved, mentions = resolve_claims(claims, named_mentions(texts) if texts else {}, texts, joined)
    earlier_claims = lake.read_all(lake_dir, "resolution", exclude_batch=batch)
    resolved = assign_clusters(with_typed_values(resolved), earlier_claims.to_dict("records"))
    earlier = lake.read_all(lake_dir, "mention", exclude_batch=batch)
    known = known_names(earlier.to_dict("records") + mentions)
    new_entities = {m["entity_id"]: known[m["entity_id"]] for m in mentions if m["entity_id"]}
    suggested = lake.read_all(lake_dir, "same_as", exclude_batch=batch)
    already = set(zip(suggested["left_entity"], suggested["right_entity"], strict=True))
    same_as = suggest_same_as(new_entities, known, already, batch)
    yield dg.Output(
        lake.frame("resolution", resolved),
        output_name="resolution",
        # what pipeline.backfill compares with the home's decisions now
        metadata={JOINS_METADATA: joins_fingerprint(joined), "joined_entities": len(joined)},
    )
    yield dg.Output(lake.frame("mention", mentions), output_name="mention")
    yield dg.Output(
        lake.frame("same_as", same_as), output_name="same_as", metadata={"suggested": len(same_as)}
    )
