-- Who claims what: every claim with a proposition, by speaker, with the words and where they
-- stand. An attribution with none ("praised his admiration", a caption) stays in claims only,
-- as does the article's own narration, which nobody in it claims.
select
    speaker,
    speaker_mention,
    speaker_entity,
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
    cluster,
    id,
    outlet,
    title
from {{ ref('claims') }}
where is_proposition and not narrated
