-- Each claim with its origins: the outlet its own sentence credits ("officials
-- told Reuters") when there is one, otherwise the origins of its document. A claim is
-- retold when that outlet is credited for the statement itself, by the claim's sentence or
-- by its story's opening ("According to The Mirror, ...", "TechCrunch reports that ..."),
-- rather than as the publisher of the page (a byline, a dateline).
with claim_credit as (
    select substr(child, 7) as claim_id, parent as origin, kind
    from {{ ref('stg_relay_edges') }}
    where child like 'claim:%'
),

claims as (
    select * from {{ ref('claims') }}
),

lead_credit as (
    select distinct doc_id, parent as origin
    from {{ ref('stg_relay_edges') }}
    where child like 'doc:%' and kind = 'lead'
),

doc_origins as (
    select c.id as claim_id, o.origin, o.is_relay, o.origin_basis, l.origin is not null as retold
    from claims as c
    inner join {{ ref('doc_origin') }} as o on o.doc_id = c.doc
    left join lead_credit as l on l.doc_id = c.doc and l.origin = o.origin
    where c.id not in (select claim_id from claim_credit)
),

credited as (
    -- a sentence's own credit ("told Reuters") is the page's word for it
    select
        cc.claim_id,
        cc.origin,
        true as is_relay,
        'claimed' as origin_basis,
        -- the speaker's words elsewhere in an interview article may come from anywhere they spoke
        cc.kind <> 'same_interview' as retold
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
    o.origin_basis,
    o.retold
from claims as c
inner join (select * from doc_origins union all select * from credited) as o on o.claim_id = c.id
