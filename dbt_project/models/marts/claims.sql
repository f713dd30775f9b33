-- One row per checked claim of the current version of its article, with the seed's field
-- names first (claim_versions keeps the claims of earlier versions).
with claims as (
    select * from {{ ref('stg_claims') }}
    where doc_id in (select doc_id from {{ ref('document_versions') }} where is_current)
),

documents as (
    select * from {{ ref('stg_documents') }}
),

-- What a document credits (a wire, an earlier copy); its own outlet is not a relay.
doc_credit as (
    select doc_id, min(parent) as credited
    from {{ ref('stg_relay_edges') }}
    where kind not in ('published_by', 'reuse_undirected') and child = 'doc:' || doc_id
    group by doc_id
),

-- What a claim's own sentence credits ("..., officials told Reuters").
claim_credit as (
    select substr(child, 7) as claim_id, min(parent) as credited
    from {{ ref('stg_relay_edges') }}
    where child like 'claim:%'
    group by 1
)

select
    c.claim_id as id,
    c.speaker,
    c.modality,
    c.subject,
    c.predicate,
    c.value,
    -- the claim's own day, else its document's date; never the day the file was ingested (first_seen)
    c.said_on,
    c.refers_to,
    c.quote,
    c.doc_id as doc,
    [c.span_start, c.span_end] as span,
    coalesce(c.parent_claim_id, cc.credited, dc.credited) as relayed_from,
    c.cluster,
    c.polarity,
    c.cue,
    c.speaker_mention,
    c.speaker_entity,
    c.speaker_anonymous,
    c.subject_entity,
    c.subject_mention,
    c.subject_scope,
    c.is_proposition,
    c.proposition_reason,
    c.proposition_from,
    c.narrated,
    c.value_norm,
    c.value_type,
    c.value_number,
    c.value_unit,
    c.value_bound,
    c.value_date,
    c.value_entity,
    c.extracted_modality,
    c.guard_reason,
    c.extractor,
    d.outlet,
    d.title,
    d.path,
    d.first_seen,
    c.batch
from claims as c
inner join documents as d using (doc_id)
left join doc_credit as dc using (doc_id)
left join claim_credit as cc on cc.claim_id = c.claim_id
