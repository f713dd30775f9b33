-- The contradiction topics with a side whose origins a batch may have changed (origins_touched).
-- Kept apart from origins_touched so that single_origin's lineage stays free of the pairs.
select distinct p.topic, ot.batch
from {{ ref('origins_touched') }} as ot
inner join {{ ref('stg_contradiction_pairs') }} as p on ot.claim_id in (p.claim_a, p.claim_b)
