-- One row per conflicting pair of claims, as the latest batch that judged it has it: the batch
-- that found it, or a later one whose claims changed its verdict (the speaker's history grew).
-- The topic is the pair of clusters the claims stand in: a report row is one claim against
-- another, however often each was said. A denial's topic is its own cluster: one row holds the
-- denial against every wording of what it denies (batches found before denial_cluster existed
-- keep the pair of clusters).
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
    denial_cluster,
    case
        when denial_cluster is not null then 'denial|' || denial_cluster
        else least(cluster_a, cluster_b) || '|' || greatest(cluster_a, cluster_b)
    end as topic,
    batch
from {{ source('lake', 'contradiction_pairs') }}
where cluster_a is not null and cluster_b is not null and cluster_a <> cluster_b
qualify row_number() over (partition by pair_id order by batch desc) = 1
