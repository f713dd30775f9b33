-- One row per conflicting pair of claims and the batch that found it. The topic is the pair of
-- clusters the claims stand in: a report row is one claim against another, however often each
-- was said.
select
    pair_id,
    claim_a,
    claim_b,
    subject_entity,
    predicate,
    predicate_b,
    coalesce(subject_entity_b, subject_entity) as subject_entity_b,
    conflict,
    relation,
    strength,
    cluster_a,
    cluster_b,
    verdict,
    severity,
    confidence,
    reason,
    least(cluster_a, cluster_b) || '|' || greatest(cluster_a, cluster_b) as topic,
    batch
from {{ source('lake', 'contradiction_pairs') }}
where cluster_a is not null and cluster_b is not null and cluster_a <> cluster_b
