-- Claims repeated by several documents that all trace back to one origin:
-- corroboration that collapses on inspection. The report's --min-documents
-- threshold filters this mart; every cluster with two or more documents and
-- exactly one origin is kept here. Incremental: a batch deletes and re-inserts
-- only the clusters it touched.
{{
    config(
        materialized='incremental',
        incremental_strategy='touched_keys',
        unique_key='cluster',
        touched_by=[
            {'model': 'claims', 'key': "cluster"},
            {'model': 'claim_versions', 'key': "cluster", 'column': 'superseded_in'},
            {'model': 'origins_touched', 'key': "cluster"},
        ],
    )
}}

select
    cluster,
    subject,
    predicate,
    value,
    documents,
    origins,
    origin,
    origin_docs,
    claims,
    quote,
    speaker,
    docs,
    batches,
    origin_detail
from {{ ref('cluster_origins') }}
-- the clusters of the batch's claims, of the claims its new versions made history, and of the
-- claims whose origins it changed
where (
    cluster in (select cluster from {{ ref('claims') }} where {{ batch_filter() }})
    or cluster in (select cluster from {{ ref('claim_versions') }} where {{ batch_filter('superseded_in') }})
    -- and the clusters whose origins a later document changed (origins_touched)
    or cluster in (select cluster from {{ ref('origins_touched') }} where {{ batch_filter() }})
)
  and origins = 1
  and documents >= 2
