-- Each claim's document walked along relayed_from edges to its roots.
-- The path list stops cycles; the depth cap stops pathological chains.
with recursive edges as (
    select distinct child, parent from {{ ref('stg_relay_edges') }}
),

walk as (
    select
        doc as doc_id,
        'doc:' || doc as node,
        0 as depth,
        ['doc:' || doc] as path
    from (select distinct doc from {{ ref('claims') }})

    union all

    select
        w.doc_id,
        e.parent as node,
        w.depth + 1 as depth,
        list_append(w.path, e.parent) as path
    from walk as w
    inner join edges as e on e.child = w.node
    where not list_contains(w.path, e.parent) and w.depth < 32
),

roots as (
    select distinct w.doc_id, w.node as origin
    from walk as w
    where not exists (
        select 1 from edges as e
        where e.child = w.node and not list_contains(w.path, e.parent)
    )
)

select
    c.id as claim_id,
    c.cluster,
    c.doc as doc_id,
    c.outlet,
    c.said_on,
    r.origin
from {{ ref('claims') }} as c
inner join roots as r on r.doc_id = c.doc
