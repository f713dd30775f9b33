-- What a new version of an article changed: a claim whose value or polarity differs from
-- what the same speaker said on the same subject and predicate in the version before. A
-- correction is the article changing its own words, never a contradiction between sources
-- (the claims mart and the contradictions mart read only current versions).
with claims as (
    select *, coalesce(value_norm, '') || '|' || polarity as stance
    from {{ ref('claim_versions') }}
    where coalesce(subject_entity, '') <> '' and coalesce(predicate, '') <> '' and modality <> 'unclear'
),

versions as (
    select * from {{ ref('document_versions') }}
    where previous_version is not null
),

-- What each speaker says on each topic in each version.
stances as (
    select doc_id, subject_entity, predicate, speaker_entity, list(distinct stance) as said
    from claims
    group by all
)

-- The same speaker on the same topic in two consecutive versions, where the two conflict as
-- the contradiction stage counts conflicts (polarity, or two values that differ), and only a
-- change: the old stance gone from the new version, the new one absent from the old.
select
    v.article,
    v.doc_id as doc,
    v.previous_version as previous_doc,
    v.version,
    new.subject,
    old.subject_entity,
    old.predicate,
    new.speaker,
    old.value as old_value,
    new.value as new_value,
    old.polarity as old_polarity,
    new.polarity as new_polarity,
    old.quote as old_quote,
    new.quote as new_quote,
    old.claim_id as old_claim,
    new.claim_id as new_claim,
    old.said_on as old_said_on,
    new.said_on as new_said_on,
    v.path,
    v.batch
from versions as v
inner join claims as old on old.doc_id = v.previous_version
inner join claims as new
    on new.doc_id = v.doc_id
    and new.subject_entity = old.subject_entity
    and new.predicate = old.predicate
    and new.speaker_entity is not distinct from old.speaker_entity
inner join stances as now_said
    on now_said.doc_id = new.doc_id
    and now_said.subject_entity = new.subject_entity
    and now_said.predicate = new.predicate
    and now_said.speaker_entity is not distinct from new.speaker_entity
inner join stances as before_said
    on before_said.doc_id = old.doc_id
    and before_said.subject_entity = old.subject_entity
    and before_said.predicate = old.predicate
    and before_said.speaker_entity is not distinct from old.speaker_entity
where (old.polarity <> new.polarity or (old.value_norm <> '' and new.value_norm <> '' and old.value_norm <> new.value_norm))
  and not list_contains(now_said.said, old.stance)
  and not list_contains(before_said.said, new.stance)
