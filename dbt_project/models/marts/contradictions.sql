-- Claims about the same subject and predicate that conflict, grouped into sides
-- (one per value and polarity), each side with its own claims and sources.
-- Nothing is resolved or averaged.
{{
    config(
        materialized='incremental',
        incremental_strategy='touched_keys',
        unique_key='topic',
        touched_by=[
            {'model': 'claims', 'key': "subject_entity || '|' || predicate"},
            {'model': 'claim_versions', 'key': "subject_entity || '|' || predicate", 'column': 'superseded_in'},
        ],
    )
}}

with claims as (
    select * from {{ ref('claims') }}
),

-- A batch touches the topics of its claims and of the claims its new versions made history.
touched as (
    select distinct subject_entity || '|' || predicate as topic
    from claims
    where {{ batch_filter() }}
    union
    select distinct subject_entity || '|' || predicate as topic
    from {{ ref('claim_versions') }}
    where {{ batch_filter('superseded_in') }}
),

pairs as (
    select p.*, p.subject_entity || '|' || p.predicate as topic
    from {{ ref('stg_contradiction_pairs') }} as p
    -- both claims must still exist (a backfill may have re-extracted one side)
    where p.claim_a in (select id from claims) and p.claim_b in (select id from claims)
),

touched_pairs as (
    select * from pairs where topic in (select topic from touched)
),

side_claims as (
    select distinct tp.topic, c.*
    from touched_pairs as tp
    inner join claims as c on c.id in (tp.claim_a, tp.claim_b)
),

origins as (
    select claim_id, min(origin) as origin
    from {{ ref('claim_origin') }}
    group by claim_id
),

sides as (
    select
        sc.topic,
        sc.value_norm,
        sc.polarity,
        arg_min(sc.value, sc.said_on || sc.id) as value,
        min(sc.said_on) as first_said_on,
        list(distinct sc.id order by sc.id) as claims,
        list({'doc': sc.doc, 'outlet': sc.outlet, 'speaker': sc.speaker,
              'modality': sc.modality, 'said_on': sc.said_on, 'quote': sc.quote,
              'origin': o.origin} order by sc.said_on, sc.doc, sc.id) as sources,
        list(distinct sc.batch order by sc.batch) as batches
    from side_claims as sc
    left join origins as o on o.claim_id = sc.id
    group by sc.topic, sc.value_norm, sc.polarity
),

topic_pairs as (
    select
        topic,
        list({'claim_a': claim_a, 'claim_b': claim_b, 'conflict': conflict, 'relation': relation}
             order by claim_a, claim_b) as pairs,
        list(distinct batch order by batch) as pair_batches
    from touched_pairs
    group by topic
),

topic_labels as (
    select
        topic,
        arg_min(subject, said_on || id) as subject,
        any_value(subject_entity) as subject_entity,
        any_value(predicate) as predicate
    from side_claims
    group by topic
)

select
    t.topic,
    t.subject,
    t.subject_entity,
    t.predicate,
    list({'value': s.value, 'polarity': s.polarity, 'claims': s.claims, 'sources': s.sources}
         order by s.first_said_on, s.value_norm, s.polarity) as sides,
    tp.pairs,
    list_sort(list_distinct(flatten(list(s.batches)) || any_value(tp.pair_batches))) as batches
from topic_labels as t
inner join sides as s using (topic)
inner join topic_pairs as tp using (topic)
group by t.topic, t.subject, t.subject_entity, t.predicate, tp.pairs
