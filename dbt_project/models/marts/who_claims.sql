-- Who claims what: every claim by speaker, with the words and where they stand.
select
    speaker,
    speaker_entity,
    modality,
    subject,
    predicate,
    value,
    said_on,
    refers_to,
    quote,
    doc,
    span,
    relayed_from,
    cluster,
    id,
    outlet,
    title
from {{ ref('claims') }}
