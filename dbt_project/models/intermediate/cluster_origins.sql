-- Every claim cluster with its documents and its independent origins.
--
-- Anonymous sources ("a senior official") at two origins may be one person or
-- two, so origins come as a floor and a ceiling: the ceiling counts every
-- origin; the floor lets all anonymous-only origins be one person, who may also
-- be one of the named speakers.
with origin_kind as (
    select cluster, origin, bool_and(speaker_anonymous) as anonymous_only
    from {{ ref('claim_origin') }}
    group by cluster, origin
),

per_cluster_origins as (
    select
        cluster,
        count(*) filter (where not anonymous_only) as named_origins,
        count(*) filter (where anonymous_only) as anonymous_origins,
        list(origin order by origin) as origin_list
    from origin_kind
    group by cluster
),

per_cluster_docs as (
    select
        cluster,
        count(distinct doc_id) as documents,
        list(distinct doc_id order by doc_id) as docs,
        list(distinct doc_id order by doc_id) filter (where not is_relay) as origin_docs
    from {{ ref('claim_origin') }}
    group by cluster
),

representative as (
    select
        cluster,
        arg_min(subject, said_on || id) as subject,
        arg_min(predicate, said_on || id) as predicate,
        arg_min(value, said_on || id) as value,
        arg_min(quote, said_on || id) as quote,
        arg_min(speaker, said_on || id) as speaker,
        list(distinct id order by id) as claims,
        list(distinct batch order by batch) as batches
    from {{ ref('claims') }}
    group by cluster
)

select
    r.cluster,
    r.subject,
    r.predicate,
    r.value,
    d.documents,
    o.named_origins + o.anonymous_origins as origins,
    greatest(o.named_origins, least(o.anonymous_origins, 1)) as origins_floor,
    o.named_origins + o.anonymous_origins as origins_ceiling,
    o.origin_list[1] as origin,
    o.origin_list as origin_set,
    coalesce(d.origin_docs, []) as origin_docs,
    r.claims,
    r.quote,
    r.speaker,
    d.docs,
    r.batches
from representative as r
inner join per_cluster_docs as d using (cluster)
inner join per_cluster_origins as o using (cluster)
