-- Each claim with its origins: the outlet its own sentence credits ("officials
-- told Reuters") when there is one, otherwise the origins of its document.
with claim_credit as (
    select substr(child, 7) as claim_id, parent as origin
    from {{ ref('stg_relay_edges') }}
    where child like 'claim:%'
),

claims as (
    select * from {{ ref('claims') }}
),

doc_origins as (
    select c.id as claim_id, o.origin, o.is_relay, o.origin_basis
    from claims as c
    inner join {{ ref('doc_origin') }} as o on o.doc_id = c.doc
    where c.id not in (select claim_id from claim_credit)
),

credited as (
    -- a sentence's own credit ("told Reuters") is the page's word for it
    select cc.claim_id, cc.origin, true as is_relay, 'claimed' as origin_basis
    from claim_credit as cc
    where cc.claim_id in (select id from claims)
)

select
    c.id as claim_id,
    c.cluster,
    c.doc as doc_id,
    c.outlet,
    c.said_on,
    c.speaker_anonymous,
    o.origin,
    o.is_relay,
    o.origin_basis
from claims as c
inner join (select * from doc_origins union all select * from credited) as o on o.claim_id = c.id
