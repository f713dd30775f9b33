-- Pairs of claims that cannot both hold, one row per pair of clusters (a denial: one row for it
-- and every wording of what it denies, stg_contradiction_pairs' topic): each side is one claim
-- however often it was said, with its quote, speaker, date, sources and independent origins.
-- Its positions are the two things said: for a denial, the denial and every wording of what it
-- denies taken together (their documents and origins counted once), and apart the wordings the
-- judge holds can stand beside it; otherwise one per side.
-- Only current versions of articles take part: a change between two versions of one article is
-- a correction (the corrections mart), never a contradiction.
-- Each pair carries the deterministic judge's verdict, severity, confidence and reason, and the
-- row those of its strongest pair. Nothing is resolved or averaged; the report ranks rows by
-- strength.
{{
    config(
        materialized='incremental',
        incremental_strategy='touched_keys',
        unique_key='topic',
        touched_by=[
            {'model': 'stg_contradiction_pairs', 'key': "topic"},
            {'model': 'superseded_pairs', 'key': "topic", 'column': 'superseded_in'},
            {'model': 'topics_origins_touched', 'key': "topic"},
        ],
    )
}}

with recursive claims as (
    select * from {{ ref('claims') }}
),

pairs as (
    select p.*
    from {{ ref('stg_contradiction_pairs') }} as p
    -- both claims must still exist (a backfill may have re-extracted one side)
    where p.claim_a in (select id from claims) and p.claim_b in (select id from claims)
),

-- A batch touches the topics of the pairs it found, of the pairs that quoted a version it
-- superseded (only current versions are in the claims mart, so those pairs are gone or changed),
-- and of the pairs whose sides' origins it changed (topics_origins_touched).
touched_pairs as (
    select * from pairs
    where topic in (select topic from pairs where {{ batch_filter() }})
       or topic in (select topic from {{ ref('superseded_pairs') }} where {{ batch_filter('superseded_in') }})
       -- and the topics whose sides' origins a later document changed (a copy group it joined)
       or topic in (select topic from {{ ref('topics_origins_touched') }} where {{ batch_filter() }})
),

-- The wordings of a denial's row that the judge holds can stand beside the denial: every pair
-- of theirs is no_contradiction, and not one held under the floor (a reason starting "judge
-- unsure", pipeline/judge/verdicts.py). "Russia is likely to try to interfere in the 2018
-- midterm elections" is no wording of what "Russia denies interfering" denies.
apart as (
    select tp.topic, c.cluster
    from touched_pairs as tp
    inner join claims as c on c.id in (tp.claim_a, tp.claim_b)
    where tp.topic like 'denial|%' and tp.topic <> 'denial|' || c.cluster
    group by tp.topic, c.cluster
    having bool_and(
        coalesce(tp.verdict, '') = 'no_contradiction' and not starts_with(coalesce(tp.reason, ''), 'judge unsure')
    )
),

side_claims as (
    select distinct
        tp.topic,
        -- the row's positions: a denial against every wording of what it denies (and apart, the
        -- wordings judged to stand beside it), otherwise each cluster's value
        case
            when tp.topic = 'denial|' || c.cluster then 'denial'
            when a.cluster is not null then 'apart'
            when tp.topic like 'denial|%' then 'denied'
            else 'value'
        end as position,
        -- a value position is its cluster's; a denial's positions gather clusters
        case when tp.topic not like 'denial|%' then c.cluster end as position_cluster,
        c.*
    from touched_pairs as tp
    inner join claims as c on c.id in (tp.claim_a, tp.claim_b)
    left join apart as a on a.topic = tp.topic and a.cluster = c.cluster
),

claim_origins as (
    select claim_id, origin, speaker_anonymous from {{ ref('claim_origin') }}
),

origin_kind as (
    select
        sc.topic, sc.position, sc.position_cluster, sc.cluster, o.origin,
        bool_and(o.speaker_anonymous) as anonymous_only
    from side_claims as sc
    inner join claim_origins as o on o.claim_id = sc.id
    group by sc.topic, sc.position, sc.position_cluster, sc.cluster, o.origin
),

-- Each origin's group in its cluster (cluster_origins): origins one document names together, or
-- that copies join, may be one report. An origin outside cluster_origins (a cluster of no
-- proposition) is a group of its own.
origin_group as (
    select cluster, unnest(origin_set) as origin, unnest(origin_groups) as origin_group
    from {{ ref('cluster_origins') }}
),

-- What is counted: each side (its cluster's claims in the row), and each position, whose
-- wordings of what a denial denies may come from one report (one document can carry two wordings,
-- and copies of one story can fall into two clusters).
scope_origins as (
    select
        k.topic, 'side' as scope, k.cluster as scope_key, k.origin, k.anonymous_only,
        coalesce(g.origin_group, k.origin) as origin_group
    from origin_kind as k
    left join origin_group as g using (cluster, origin)
    union all
    select
        k.topic, 'position', k.position || ':' || coalesce(k.position_cluster, ''), k.origin,
        k.anonymous_only, coalesce(g.origin_group, k.origin)
    from origin_kind as k
    left join origin_group as g using (cluster, origin)
),

-- Two origins are one group of a scope when some cluster of it groups them, closed over chains.
scope_links as (
    select distinct topic, scope, scope_key, origin as node, origin_group as other from scope_origins
    union
    select distinct topic, scope, scope_key, origin_group, origin from scope_origins
),

scope_closure(topic, scope, scope_key, node, other) as (
    select topic, scope, scope_key, node, other from scope_links
    union
    select c.topic, c.scope, c.scope_key, c.node, l.other
    from scope_closure as c
    inner join scope_links as l
        on l.topic = c.topic and l.scope = c.scope and l.scope_key = c.scope_key and l.node = c.other
),

-- As cluster_origins counts them: the ceiling counts every origin; the floor lets all
-- anonymous-only origins be one source, who may also be one of the named speakers, and counts
-- at most one origin a group.
scope_origin_counts as (
    select
        o.topic,
        o.scope,
        o.scope_key,
        least(
            greatest(count(*) filter (where not o.anonymous_only), least(count(*) filter (where o.anonymous_only), 1)),
            count(distinct c.grp)
        ) as origins_floor,
        count(*) as origins_ceiling,
        list(o.origin order by o.origin) as origin_set
    from (
        select topic, scope, scope_key, origin, bool_and(anonymous_only) as anonymous_only
        from scope_origins
        group by topic, scope, scope_key, origin
    ) as o
    inner join (
        select topic, scope, scope_key, node, min(other) as grp
        from scope_closure
        group by topic, scope, scope_key, node
    ) as c on c.topic = o.topic and c.scope = o.scope and c.scope_key = o.scope_key and c.node = o.origin
    group by o.topic, o.scope, o.scope_key
),

topic_positions as (
    select
        p.topic,
        list({'position': p.position, 'cluster': p.position_cluster,
              'sides': p.sides, 'claims': p.claims, 'documents': p.documents,
              'origins_floor': o.origins_floor, 'origins_ceiling': o.origins_ceiling,
              'origin_set': coalesce(o.origin_set, [])}
             order by p.position = 'apart', p.position = 'denied', p.position_cluster) as positions
    from (
        select
            topic,
            position,
            position_cluster,
            count(distinct cluster) as sides,
            count(distinct id) as claims,
            count(distinct doc) as documents
        from side_claims
        group by topic, position, position_cluster
    ) as p
    left join scope_origin_counts as o
        on o.topic = p.topic and o.scope = 'position'
        and o.scope_key = p.position || ':' || coalesce(p.position_cluster, '')
    group by p.topic
),

first_origin as (
    select claim_id, min(origin) as origin from claim_origins group by claim_id
),

sides as (
    select
        sc.topic,
        sc.cluster,
        any_value(sc.position) as position,
        -- the side's first claim: earliest said_on (claims without a date last), then id
        arg_min(sc.value, coalesce(sc.said_on, '9999') || sc.id) as value,
        any_value(sc.polarity) as polarity,
        arg_min(sc.quote, coalesce(sc.said_on, '9999') || sc.id) as quote,
        arg_min(sc.speaker, coalesce(sc.said_on, '9999') || sc.id) as speaker,
        arg_min(sc.modality, coalesce(sc.said_on, '9999') || sc.id) as modality,
        min(sc.said_on) as said_on,
        count(distinct sc.doc) as documents,
        list(distinct sc.id order by sc.id) as claims,
        list({'doc': sc.doc, 'outlet': sc.outlet, 'speaker': sc.speaker,
              'modality': sc.modality, 'said_on': sc.said_on, 'quote': sc.quote,
              'origin': fo.origin} order by sc.said_on, sc.doc, sc.id) as sources,
        list(distinct sc.batch order by sc.batch) as batches
    from side_claims as sc
    left join first_origin as fo on fo.claim_id = sc.id
    group by sc.topic, sc.cluster
),

sides_with_origins as (
    select
        s.*,
        o.origins_floor,
        o.origins_ceiling,
        coalesce(o.origin_set, []) as origin_set
    from sides as s
    left join scope_origin_counts as o
        on o.topic = s.topic and o.scope = 'side' and o.scope_key = s.cluster
),

-- The row's label, kind and verdict: its strongest pair (then the lowest claim ids).
strongest as (
    select topic, claim_a as label_claim, conflict, verdict, severity, confidence, reason
    from touched_pairs
    qualify row_number() over (partition by topic order by strength desc, claim_a, claim_b) = 1
),

topic_pairs as (
    select
        topic,
        max(strength) as strength,
        -- a supersession only when every pair is one speaker changing position
        case when bool_and(relation = 'supersession') then 'supersession' else 'contradiction' end
            as relation,
        list({'claim_a': claim_a, 'claim_b': claim_b, 'conflict': conflict, 'relation': relation,
              'strength': strength, 'verdict': verdict, 'severity': severity,
              'confidence': confidence, 'reason': reason} order by claim_a, claim_b) as pairs,
        list(distinct batch order by batch) as pair_batches
    from touched_pairs
    group by topic
)

select
    tp.topic,
    c.subject,
    c.subject_entity,
    c.predicate,
    list({'value': s.value, 'polarity': s.polarity, 'claims': s.claims, 'sources': s.sources,
          'cluster': s.cluster, 'quote': s.quote, 'speaker': s.speaker, 'modality': s.modality,
          'said_on': s.said_on, 'documents': s.documents, 'origins_floor': s.origins_floor,
          'origins_ceiling': s.origins_ceiling, 'origin_set': s.origin_set, 'position': s.position}
         order by coalesce(s.said_on, '9999'), s.cluster) as sides,
    any_value(tpo.positions) as positions,
    tp.pairs,
    st.conflict,
    tp.relation,
    tp.strength,
    st.verdict,
    st.severity,
    st.confidence,
    st.reason,
    list_sort(list_distinct(flatten(list(s.batches)) || any_value(tp.pair_batches))) as batches
from topic_pairs as tp
inner join strongest as st using (topic)
inner join sides_with_origins as s using (topic)
inner join topic_positions as tpo using (topic)
inner join claims as c on c.id = st.label_claim
group by
    tp.topic, c.subject, c.subject_entity, c.predicate, tp.pairs, st.conflict, tp.relation, tp.strength,
    st.verdict, st.severity, st.confidence, st.reason
