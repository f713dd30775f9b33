-- Typed evidence links (supporting, contradicting, extending), with their document's title and path.
with links as (
    select * from {{ source('evidence', 'evidence_link') }}
),

documents as (
    select doc_id, title, path from {{ ref('stg_documents') }}
)

select
    l.connection_id,
    l.relation,
    l.verdict,
    l.confidence,
    l.explanation,
    l.claim,
    l.claim_snippet,
    l.anchor_id,
    l.doc_id as doc,
    [l.span_start, l.span_end] as span,
    l.quote,
    l.outlet,
    l.published,
    d.title,
    d.path,
    l.model_id,
    l.prompt_version,
    l.scan_id,
    l.created
from links as l
left join documents as d using (doc_id)
