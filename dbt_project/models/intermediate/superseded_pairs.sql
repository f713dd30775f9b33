-- Each contradiction pair with a side in an earlier version of its article, and the batch that
-- made that version history. The contradictions mart reads only current versions, so a batch
-- that supersedes a version recomputes the topics of these pairs (they are gone or changed).
select distinct
    p.pair_id,
    p.topic,
    v.claim_id,
    v.superseded_by,
    v.superseded_in
from {{ ref('stg_contradiction_pairs') }} as p
inner join {{ ref('claim_versions') }} as v on v.claim_id in (p.claim_a, p.claim_b)
where not v.is_current
