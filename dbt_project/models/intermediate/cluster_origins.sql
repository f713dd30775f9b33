-- Every claim cluster with its documents and its independent origins.
--
-- Anonymous sources ("a senior official") at two origins may be one person or
-- two, so origins come as a floor and a ceiling: the ceiling counts every
-- origin; the floor lets all anonymous-only origins be one person, who may also
-- be one of the named speakers. One document is one report: origins that the
-- same document credits together ("By JEREMY DIAMOND, CNN, AP"), or that its
-- sentences credit beside its own origin, may be one origin, so the floor is at
-- most the number of groups of origins that no document joins, and sentences copied from
-- one text, or claims of documents that share passages word for word (copied_claims), join
-- their origins too, and so does a text that credits nobody with an
-- outlet that another text credits for the same statement (retold_origins), one outlet
-- spelled two ways is one (same_outlet), and the same words as an interview's are the
-- interview's (interview_origins), and so are its quoted words in a text that credits no
-- interview for them (quoted_interview_origins). Only proposition claims count (macro
-- propositions_only), and every column depends on the set of claims, never on the
-- order of the batches that brought them.
with recursive claims as (
    select * from {{ ref('claims') }}
    where cluster is not null and {{ propositions_only(ref('claims')) }}
),

claim_origin as (
    select * from {{ ref('claim_origin') }}
    where claim_id in (select id from claims)
),

origin_kind as (
    select cluster, origin, bool_and(speaker_anonymous) as anonymous_only
    from claim_origin
    group by cluster, origin
),

-- What each origin is, in words: a credited outlet, a copy group and the member
-- that stands for it (and why), or a single document.
origin_detail as (
    select
        o.origin,
        case
            when o.origin like 'outlet:%' and o.established then
                'an outlet the texts credit, established: its own copy of the text is in the library'
            when o.origin like 'outlet:%' then
                'an outlet the texts credit, claimed by them and not established: no copy of its text is in the library'
            when o.origin like 'copies:%' then
                'a copy group of ' || g.copy_group_size || ' documents that name no upstream; shown by '
                || coalesce(regexp_extract(d.path, '([^/]+)$', 1), g.copy_group) || ', '
                || g.copy_group_reason
            else 'a single document that names no upstream: '
                || coalesce(regexp_extract(d.path, '([^/]+)$', 1), substr(o.origin, 5))
        end as detail
    from (
        select origin, bool_or(origin_basis = 'established') as established from claim_origin group by origin
    ) as o
    left join (
        select distinct copy_group, copy_group_size, copy_group_reason from {{ ref('doc_origin') }}
    ) as g on o.origin = 'copies:' || g.copy_group
    left join {{ ref('stg_documents') }} as d on d.doc_id = regexp_replace(o.origin, '^[a-z]+:', '')
),

-- Origins of one cluster that some document names together, closed over chains.
doc_origins as (
    select distinct cluster, doc_id, origin from claim_origin
    union
    -- a document's own origin joins the outlets its sentences credit: two copies of one
    -- AP story, one saying "Trump told CBS News" where the other does not, are one report
    select distinct c.cluster, c.doc_id, d.origin
    from (select distinct cluster, doc_id from claim_origin) as c
    inner join {{ ref('doc_origin') }} as d using (doc_id)
),

-- two claims whose sentences are one copied text, or whose documents share passages
-- (copied_claims), are one report too, whatever their documents credit: a retelling that
-- dropped its credit is not a second origin
copied_origins as (
    select distinct a.cluster, a.origin, b.origin as other
    from {{ ref('copied_claims') }} as p
    inner join claim_origin as a on a.claim_id = p.claim_a
    inner join claim_origin as b on b.claim_id = p.claim_b
),

-- a statement the texts credit to one outlet's report ("she told Tolo News", "According to The
-- Mirror, a hospital spokesman said") came from that report; a text that carries it and credits
-- nobody may be that outlet's own story or a retelling that dropped the credit, so the floor
-- lets the two be one report (the ceiling keeps them apart). Such a text can be one outlet's
-- copy, not two: where several outlets are credited, it joins one of them (the first by name),
-- which leaves those outlets apart.
retold_outlet as (
    select cluster, min(origin) as origin from claim_origin where retold group by cluster
),

-- A text whose own sentences credit, elsewhere, an outlet that is an origin of the statement
-- ("told a Sapa correspondent" in the Sapa story; an AP copy that says "In the CBS News
-- interview" beside a CBS-credited copy) may have it from that outlet too, whatever it credits.
doc_credits as (
    select distinct doc_id, parent as outlet from {{ ref('stg_relay_edges') }} where child like 'claim:%'
),

retold_origins as (
    select distinct a.cluster, a.origin, r.origin as other
    from claim_origin as a
    inner join retold_outlet as r using (cluster)
    where a.origin_basis = 'own_text'
    union
    select distinct a.cluster, a.origin, b.origin as other
    from claim_origin as a
    inner join doc_credits as d using (doc_id)
    inner join claim_origin as b on b.cluster = a.cluster and b.origin = d.outlet
    union
    -- two texts that credit nobody for the statement, but each credit one outlet for other
    -- words ("told ABC News"), may both be that outlet's story retold
    select distinct a.cluster, a.origin, b.origin as other
    from claim_origin as a
    inner join claim_origin as b on b.cluster = a.cluster and b.doc_id <> a.doc_id
    inner join doc_credits as da on da.doc_id = a.doc_id
    inner join doc_credits as db on db.doc_id = b.doc_id and db.outlet = da.outlet
    where a.origin_basis = 'own_text' and b.origin_basis = 'own_text'
),

-- Words a text says were said to one outlet ("he told the Croatian Times", "in an interview with
-- Ajel") were that outlet's first: another text that carries the same words (one quote inside the
-- other, 40 characters or more) had them from it, whatever it credits ("according to the Daily
-- Mail"). Only where the library credits those words to one outlet: the same words told to two
-- outlets stay two reports. The credit is looked for in every cluster, since one quote is often
-- read into two clusters: fnc_2026 carries Tridevil's words to Real Radio 104.1 with no credit, and
-- the copies that credit the interview in their own sentence are in another cluster. An interview
-- the article names elsewhere (same_interview) is too loose to credit words by itself.
claim_words as (
    select id as claim_id, cluster, {{ quote_words('quote') }} as words
    from claims
),

-- words credited to an interview, the one an article names elsewhere (same_interview) included
spoken_words as (
    select w.cluster, w.claim_id, e.parent as outlet, e.kind, w.words
    from claim_words as w
    inner join {{ ref('stg_relay_edges') }} as e on e.child = 'claim:' || w.claim_id
    where e.kind in ('told', 'interview', 'wrote_in', 'same_interview')
),

-- every claim's words that its own sentence credits to an interview, in any cluster
interview_words as (
    select distinct e.parent as outlet, {{ quote_words('c.quote') }} as words
    from {{ ref('claims') }} as c
    inner join {{ ref('stg_relay_edges') }} as e on e.child = 'claim:' || c.id
    where e.kind in ('told', 'interview', 'wrote_in')
),

interview_of_words as (
    select w.claim_id, w.cluster, min(i.outlet) as outlet
    from claim_words as w
    inner join interview_words as i
        -- the shorter of the two, which the other contains, has 40 characters or more
        on (length(w.words) >= 40 and strpos(i.words, w.words) > 0)
        or (length(i.words) >= 40 and strpos(w.words, i.words) > 0)
    group by w.claim_id, w.cluster
    having count(distinct i.outlet) = 1
),

interview_origins as (
    select distinct o.cluster, o.origin, i.outlet as other
    from interview_of_words as i
    inner join claim_origin as o on o.claim_id = i.claim_id
    where o.origin <> i.outlet
),

-- A text that says the words were said in an interview but names no outlet ("In an interview
-- that aired yesterday, Trump cautioned that he has “low expectations”"), quoting words that
-- another text of the cluster credits to one outlet's interview (hel_0105's "told CBS News": he
-- has 'low expectations'), had them from that interview. The interview an article names elsewhere
-- (same_interview) counts here, since this text says an interview too; without that, words quoted
-- in two texts are as often a public statement quoted twice (Trump's "extraordinary relationship"
-- at the palace, which two copies credit to CBS as same_interview), two reports. Quoted words
-- shorter than 15 characters ("a foe") tie nothing.
quoted_fragments as (
    select w.claim_id, w.cluster, {{ quote_words('f.fragment') }} as fragment
    from claim_words as w
    inner join claims as c on c.id = w.claim_id
    cross join unnest(
        regexp_extract_all(c.quote, '(?:“[^”]+”|"[^"]+"|‘[^’]+’|(?:^|\s)''[^'']+''(?:\W|$))')
    ) as f(fragment)
    where exists (
        select 1 from {{ ref('stg_sentences') }} as s
        where s.doc_id = c.doc and strpos(s.text, c.quote) > 0 and regexp_matches(s.text, '(?i)\binterview')
    )
),

one_spoken as (
    select cluster from spoken_words group by cluster having count(distinct outlet) = 1
),

quoted_interview_origins as (
    select distinct o.cluster, o.origin, i.outlet as other
    from quoted_fragments as f
    inner join spoken_words as i on i.cluster = f.cluster and i.claim_id <> f.claim_id
    inner join one_spoken as one on one.cluster = i.cluster
    inner join claim_origin as o on o.claim_id = f.claim_id
    where length(f.fragment) >= 15
        and strpos(i.words, f.fragment) > 0
        and o.origin <> i.outlet
        and f.claim_id not in (select claim_id from spoken_words)
),

-- one outlet under two names of one spelling: "Sports Business News" and SportsBusinessNews.com
same_outlet as (
    select distinct a.cluster, a.origin, b.origin as other
    from claim_origin as a
    inner join claim_origin as b
        on b.cluster = a.cluster and b.origin > a.origin
        and regexp_replace(regexp_replace(a.origin, '_(com|net|org|co_uk|com_au)$', ''), '_', '', 'g')
        = regexp_replace(regexp_replace(b.origin, '_(com|net|org|co_uk|com_au)$', ''), '_', '', 'g')
    where a.origin like 'outlet:%' and b.origin like 'outlet:%'
),

-- origins that may be one report, each pair once, by any of the reasons above
origin_pairs as (
    select cluster, origin, other from copied_origins
    union
    select cluster, origin, other from retold_origins
    union
    select cluster, origin, other from same_outlet
    union
    select cluster, origin, other from interview_origins
    union
    select cluster, origin, other from quoted_interview_origins
),

joined as (
    select distinct a.cluster, a.origin as origin, b.origin as other
    from doc_origins as a
    inner join doc_origins as b using (cluster, doc_id)
    union
    select cluster, origin, other from origin_pairs
    union
    select cluster, other, origin from origin_pairs
),

joined_closure(cluster, origin, other) as (
    select cluster, origin, other from joined
    union
    select c.cluster, c.origin, j.other
    from joined_closure as c
    inner join joined as j on j.cluster = c.cluster and j.origin = c.other
),

-- each origin's group, named by its smallest origin (an outlet a document credits elsewhere joins
-- origins without being one): the origins of one group may be one report
origin_group as (
    select c.cluster, c.origin, min(c.other) as origin_group
    from joined_closure as c
    inner join origin_kind as k on k.cluster = c.cluster and k.origin = c.other
    group by c.cluster, c.origin
),

group_counts as (
    select g.cluster, count(distinct g.origin_group) as groups
    from origin_group as g
    inner join origin_kind as k using (cluster, origin)
    group by g.cluster
),

per_cluster_origins as (
    select
        k.cluster,
        count(*) filter (where not k.anonymous_only) as named_origins,
        count(*) filter (where k.anonymous_only) as anonymous_origins,
        list(k.origin order by k.origin) as origin_list,
        list(coalesce(g.origin_group, k.origin) order by k.origin) as group_list,
        list(d.detail order by k.origin) as detail_list
    from origin_kind as k
    inner join origin_detail as d using (origin)
    left join origin_group as g using (cluster, origin)
    group by k.cluster
),

per_cluster_docs as (
    select
        cluster,
        count(distinct doc_id) as documents,
        list(distinct doc_id order by doc_id) as docs,
        list(distinct doc_id order by doc_id) filter (where not is_relay) as origin_docs
    from claim_origin
    group by cluster
),

-- The cluster's words from its earliest claim by date (undated last), then by id.
representative as (
    select
        cluster,
        arg_min(subject, coalesce(said_on, '~') || id) as subject,
        arg_min(predicate, coalesce(said_on, '~') || id) as predicate,
        arg_min(value, coalesce(said_on, '~') || id) as value,
        arg_min(quote, coalesce(said_on, '~') || id) as quote,
        arg_min(speaker, coalesce(said_on, '~') || id) as speaker,
        list(distinct id order by id) as claims,
        list(distinct batch order by batch) as batches
    from claims
    group by cluster
)

select
    r.cluster,
    r.subject,
    r.predicate,
    r.value,
    d.documents,
    o.named_origins + o.anonymous_origins as origins,
    least(greatest(o.named_origins, least(o.anonymous_origins, 1)), g.groups) as origins_floor,
    o.named_origins + o.anonymous_origins as origins_ceiling,
    o.origin_list[1] as origin,
    o.origin_list as origin_set,
    o.group_list as origin_groups,
    coalesce(d.origin_docs, []) as origin_docs,
    r.claims,
    r.quote,
    r.speaker,
    d.docs,
    r.batches,
    o.detail_list[1] as origin_detail,
    o.detail_list as origin_details
from representative as r
inner join per_cluster_docs as d using (cluster)
inner join per_cluster_origins as o using (cluster)
inner join group_counts as g using (cluster)
