-- The claims whose origins a batch may have changed, with that batch.
-- A document that arrives later can change an earlier document's origins: it joins the earlier
-- one's copy group (a new representative), it credits the outlet the earlier one is of (the wire's
-- own article joins the wire), or it is an earlier copy of it. Each time the two documents end up
-- sharing an origin, so every claim in a document that shares an origin with one of the batch's
-- documents is touched, and the incremental marts recompute its cluster (single_origin) and its
-- contradiction topics (topics_origins_touched).
with batch_origins as (
    select distinct o.origin, d.batch
    from {{ ref('doc_origin') }} as o
    inner join {{ ref('stg_documents') }} as d on d.doc_id = o.doc_id
)

select distinct c.id as claim_id, c.cluster, bo.batch
from {{ ref('claims') }} as c
inner join {{ ref('doc_origin') }} as o on o.doc_id = c.doc
inner join batch_origins as bo on bo.origin = o.origin
