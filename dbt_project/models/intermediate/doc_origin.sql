-- Each document's origins: its relayed_from edges walked to their roots.
--
-- Documents that reuse each other's text in an unknown order form a copy group,
-- walked as one node: the group relays what any member credits or copied. A group
-- that relays nothing is its own origin, shown as the group (copies:DOC_ID) and
-- represented by its earliest member by the documents' own dates, else its most
-- complete (longest) member. Every choice here depends on the set of documents
-- only, never on the order of the ingest batches that brought them.
-- A single document that relays nothing is its own origin (doc:DOC_ID), unless its
-- outlet is one that other documents credit (a wire's own article joins the wire).
-- An earlier version of an article is history: it relays nothing and nothing copies it.
with recursive superseded as (
    select doc_id from {{ ref('document_versions') }} where not is_current
),

docs as (
    select 'doc:' || doc_id as node, published, coalesce(chars, 0) as chars, path
    from {{ ref('stg_documents') }}
    where doc_id not in (select doc_id from superseded)
),

edges as (
    select distinct child, parent, kind from {{ ref('stg_relay_edges') }}
    where child not in (select 'doc:' || doc_id from superseded)
      and parent not in (select 'doc:' || doc_id from superseded)
),

undirected as (
    select child as a, parent as b from edges where kind = 'reuse_undirected'
    union
    select parent as a, child as b from edges where kind = 'reuse_undirected'
),

reach(node, member) as (
    select node, node from docs
    union
    select r.node, u.b from reach as r inner join undirected as u on u.a = r.member
),

-- The group's representative: the earliest by the documents' own dates (undated last),
-- then the most complete, then the smallest id so that the choice is total.
ranked as (
    select
        r.node,
        r.member,
        d.published,
        d.chars,
        count(*) over (partition by r.node) as members,
        count(*) over (partition by r.node, d.published) as same_date,
        row_number() over (
            partition by r.node order by d.published asc nulls last, d.chars desc, r.member
        ) as rank
    from reach as r
    inner join docs as d on d.node = r.member
),

doc_group as (
    select
        r.node,
        r.member as group_node,
        r.members,
        case
            when r.members = 1 then 'a single document'
            when r.published is not null and r.same_date = 1 then 'the earliest by date (' || r.published || ')'
            else 'the most complete (' || r.chars || ' characters)'
        end as group_reason
    from ranked as r
    where r.rank = 1
),

group_edges as (
    select distinct g.group_node as child, coalesce(pg.group_node, e.parent) as parent
    from edges as e
    inner join doc_group as g on g.node = e.child
    left join doc_group as pg on pg.node = e.parent
    where e.kind not in ('published_by', 'reuse_undirected')
      and coalesce(pg.group_node, e.parent) <> g.group_node
),

credited_outlets as (
    select distinct parent
    from edges
    where child like 'doc:%' and parent like 'outlet:%' and kind <> 'published_by'
),

fallback_edges as (
    select distinct g.group_node as child, e.parent
    from edges as e
    inner join doc_group as g on g.node = e.child
    where e.kind = 'published_by'
      and g.members = 1
      and g.group_node not in (select child from group_edges)
      and e.parent in (select parent from credited_outlets)
),

graph as (
    select child, parent from group_edges
    union
    select child, parent from fallback_edges
),

-- The path list stops cycles; the depth cap stops pathological chains.
walk(doc_node, node, depth, path) as (
    select distinct group_node, group_node, 0, [group_node] from doc_group
    union all
    select w.doc_node, g.parent, w.depth + 1, list_append(w.path, g.parent)
    from walk as w
    inner join graph as g on g.child = w.node
    where not list_contains(w.path, g.parent) and w.depth < 32
),

roots as (
    select distinct w.doc_node as group_node, w.node as origin
    from walk as w
    where not exists (
        select 1 from graph as g
        where g.child = w.node and not list_contains(w.path, g.parent)
    )
),

-- A root that is a copy group of several documents is shown as the group.
group_size as (
    select distinct group_node, members, group_reason from doc_group
),

-- A credit is only what the page says ("ELLIS VALLEY (Reuters) -" on a blog) until the outlet's
-- own copy is in the library: a document of that outlet in the same copy group (or the
-- document itself, a wire's own article).
outlet_copies as (
    select distinct g.group_node, e.parent as outlet
    from doc_group as g
    inner join edges as e on e.child = g.node and e.kind = 'published_by'
)

select
    substr(g.node, 5) as doc_id,
    case
        when s.members > 1 then 'copies:' || substr(r.origin, 5)
        else r.origin
    end as origin,
    substr(g.group_node, 5) as copy_group,
    g.members as copy_group_size,
    g.group_reason as copy_group_reason,
    -- a relay took its text from a credited outlet or an earlier copy; in a copy group
    -- that is its own origin, every member but the representative is a copy of it
    g.group_node in (select child from group_edges)
    or (g.members > 1 and g.node <> g.group_node) as is_relay,
    case
        when r.origin not like 'outlet:%' then 'own_text'
        when oc.outlet is not null then 'established'
        else 'claimed'
    end as origin_basis
from doc_group as g
inner join roots as r on r.group_node = g.group_node
left join group_size as s on s.group_node = r.origin
left join outlet_copies as oc on oc.group_node = g.group_node and oc.outlet = r.origin
