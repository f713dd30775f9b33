-- The first appearance of each claim cluster: the earliest document to carry it
-- (by date said; on the same day an article that credits nobody comes before
-- the copies that relay it; then by when claimgraph first saw the file).
with ranked as (
    select
        *,
        row_number() over (partition by cluster order by said_on, relayed_from is not null, first_seen, id) as rank_in_cluster,
        count(distinct doc) over (partition by cluster) as documents
    from {{ ref('claims') }}
    where is_proposition and not narrated  -- the others are never clustered
)

select
    cluster,
    id,
    speaker,
    speaker_mention,
    modality,
    subject,
    predicate,
    value,
    polarity,
    said_on,
    refers_to,
    quote,
    doc,
    span,
    relayed_from,
    outlet,
    title,
    documents
from ranked
where rank_in_cluster = 1
