-- The claims whose origins a batch may have changed, with that batch.
-- A document that arrives later can change an earlier document's origins: it joins the earlier
-- one's copy group (a new representative), it credits the outlet the earlier one is of (the wire's
-- own article joins the wire), or it is an earlier copy of it. Each time the two documents end up
-- sharing an origin, so every claim in a document that shares an origin with one of the batch's
-- documents is touched, and the incremental marts recompute its cluster (single_origin) and its
-- contradiction topics (topics_origins_touched).
-- A later text can also credit to an interview words that earlier texts carry with no credit
-- (cluster_origins' interview_words, looked for in every cluster): those texts' claims are touched
-- by that batch too, whatever cluster they are in.
with batch_origins as (
    select distinct o.origin, d.batch
    from {{ ref('doc_origin') }} as o
    inner join {{ ref('stg_documents') }} as d on d.doc_id = o.doc_id
),

claim_words as (
    select id as claim_id, cluster, {{ quote_words('quote') }} as words
    from {{ ref('claims') }}
),

-- as cluster_origins reads them: the words a claim's own sentence credits to an interview
batch_interview_words as (
    select distinct e.batch, w.words
    from claim_words as w
    inner join {{ ref('stg_relay_edges') }} as e on e.child = 'claim:' || w.claim_id
    where e.kind in ('told', 'interview', 'wrote_in')
)

select distinct c.id as claim_id, c.cluster, bo.batch
from {{ ref('claims') }} as c
inner join {{ ref('doc_origin') }} as o on o.doc_id = c.doc
inner join batch_origins as bo on bo.origin = o.origin
union
select distinct w.claim_id, w.cluster, i.batch
from claim_words as w
inner join batch_interview_words as i
    -- the shorter of the two, which the other contains, has 40 characters or more
    on (length(w.words) >= 40 and strpos(i.words, w.words) > 0)
    or (length(i.words) >= 40 and strpos(w.words, i.words) > 0)
