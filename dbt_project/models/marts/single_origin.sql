-- Claims repeated by several documents that all trace back to one origin:
-- corroboration that collapses on inspection. The report's --min-documents
-- threshold filters this mart; every cluster with two or more documents and
-- exactly one origin is kept here.
{{
    config(
        materialized='incremental',
        incremental_strategy='append',
        pre_hook="{{ delete_touched('cluster', \"select cluster from \" ~ ref('claims') ~ \" where \" ~ batch_filter()) }}",
    )
}}

with touched as (
    select distinct cluster from {{ ref('claims') }} where {{ batch_filter() }}
),

cluster_origin as (
    select * from {{ ref('claim_origin') }}
    where cluster in (select cluster from touched)
),

-- An origin's own articles: documents published by the outlet the chain ends at.
origin_articles as (
    select parent as origin, doc_id
    from {{ ref('stg_relay_edges') }}
    where kind = 'published_by'
),

per_cluster as (
    select
        cluster,
        count(distinct doc_id) as documents,
        count(distinct origin) as origins,
        min(origin) as origin,
        list(distinct doc_id order by doc_id) as docs
    from cluster_origin
    group by cluster
),

claims as (
    select * from {{ ref('claims') }}
    where cluster in (select cluster from touched)
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
    from claims
    group by cluster
)

select
    p.cluster,
    r.subject,
    r.predicate,
    r.value,
    p.documents,
    p.origins,
    p.origin,
    coalesce(
        (select list(distinct oa.doc_id order by oa.doc_id)
         from origin_articles as oa
         where oa.origin = p.origin and list_contains(p.docs, oa.doc_id)),
        []
    ) as origin_docs,
    r.claims,
    r.quote,
    r.speaker,
    p.docs,
    r.batches
from per_cluster as p
inner join representative as r using (cluster)
where p.origins = 1 and p.documents >= 2
