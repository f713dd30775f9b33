-- Pairs of claims of one cluster, in two documents, that are one copied text: one article
-- copied the other's words, or both copied a third, whether or not either says so ("as The
-- Guardian points out" followed by a block quote; a retelling that dropped the credit).
-- Reporters at one press conference quote the same words, but do not write the same sentences
-- around them, so quoted words are removed before any comparison. Two ways to tell:
--
-- basis 'sentence': the claims' own sentences are one text. The comparison is of word pairs
-- (bigrams): the share of the shorter narration's word pairs found in the other. 0.75 was read
-- off the labelled corroborated rows of the real-news drop (docs/quality.md): copies scored 0.79
-- to 1.0, independent write-ups of one statement 0.13 to 0.55. A narration of under seven word
-- pairs says too little.
--
-- basis 'passages': the two documents share at least two sentences of their own narration word
-- for word (eight words or more, quotes removed), or one of twenty words or more, though each
-- rewrote the sentence around this claim: a Sapa story and its AENS retelling, a local paper's
-- story and a site that took its paragraphs (session 29's reading of the corroborated rows; session
-- 34's: the Riverfront Times' 26-word "Gleason says he is surprised and saddened by the backlash
-- ..." in a site that reprinted it). No two reporters write twenty words alike. A retelling that
-- rewrote every sentence a little still keeps runs of its source's words: four sentences of each
-- document that share a run of eight words (the Mirror's rewrite of the New York Post's Manson
-- story, session 37). Three are not enough: independent stories of one event share long names
-- and stock phrases ("the Foundation for Relief and Reconciliation in the Middle East"), and
-- session 37's census read such pairs (two or three sentences each) as independent. A sentence or
-- run that more than ten documents share is a site's boilerplate or a wire story the copy groups
-- already join.
--
-- basis 'quoted_text': one claim quotes, twelve words or more, what the other's document says in
-- its own narration (the quote in the other's sentence, or that sentence in the quote): a text
-- that quotes another text ("The site wrote: “Hugh Hefner, Founder and chief creative officer of
-- Playboy Enterprises, was found dead ...”", fnc_2233 quoting the hoax page fnc_1695) has the
-- statement from it.
with claims as (
    select id, cluster, doc, quote
    from {{ ref('claims') }}
    where cluster is not null and {{ propositions_only(ref('claims')) }}
),

-- Every sentence's own words: lowercase, quotations removed.
sentence_words as (
    select
        sentence_id,
        doc_id,
        regexp_extract_all(
            lower(regexp_replace(text, '"[^"]*"|“[^”]*”|‘[^’]*’', ' ', 'g')), '[[:alnum:]]+'
        ) as words
    from {{ ref('stg_sentences') }}
),

narration as (
    select c.id, c.cluster, c.doc, s.words
    from claims as c
    inner join {{ ref('stg_claims') }} as sc on sc.claim_id = c.id
    inner join sentence_words as s on s.sentence_id = sc.sentence_id
),

word_pairs as (
    select
        id,
        cluster,
        doc,
        list_distinct(list_transform(range(1, len(words)), lambda i: words[i] || ' ' || words[i + 1])) as pairs
    from narration
    where len(words) >= 8
),

compared as (
    select
        a.cluster,
        a.id as claim_a,
        b.id as claim_b,
        len(list_intersect(a.pairs, b.pairs)) / least(len(a.pairs), len(b.pairs)) as shared
    from word_pairs as a
    inner join word_pairs as b on a.cluster = b.cluster and a.doc < b.doc
),

copied_sentences as (
    select cluster, claim_a, claim_b, round(shared, 3) as shared
    from compared
    where shared >= 0.75
),

-- a claim's words outside every quotation of its document: no quotation mark in its sentence
-- (single marks too, a straight one at a word's edge: 'He's finally realized ...'),
-- and as many opening marks as closing ones in the sentences before it (a sentence inside a
-- quoted paragraph is still quoted, "'I enjoyed being with you. NATO has, I think, never been
-- stronger. ...,' Trump said"; where marks do not balance, none after counts as narration)
sentence_marks as (
    select
        sentence_id,
        text,
        sum(opening - closing) over earlier as opened_before,
        sum(straight) over earlier as straight_before,
        sum(single_opening - single_closing) over earlier as single_opened_before
    from (
        select
            sentence_id,
            doc_id,
            idx,
            text,
            length(text) - length(replace(text, '“', '')) as opening,
            length(text) - length(replace(text, '”', '')) as closing,
            length(text) - length(replace(text, '"', '')) as straight,
            len(regexp_extract_all(text, '(^|\s)[‘'']\w')) as single_opening,
            len(regexp_extract_all(text, '[\w.,!?][’''](\s|$)')) as single_closing
        from {{ ref('stg_sentences') }}
    )
    window earlier as (partition by doc_id order by idx rows between unbounded preceding and 1 preceding)
),

narrated_sentences as (
    select sc.claim_id
    from {{ ref('stg_claims') }} as sc
    inner join sentence_marks as m on m.sentence_id = sc.sentence_id
    where not regexp_matches(m.text, '["“”‘]|(^|\s)''\w|[\w.,!?]''(\s|$)')
        and coalesce(m.opened_before, 0) = 0
        and coalesce(m.straight_before, 0) % 2 = 0
        and coalesce(m.single_opened_before, 0) <= 0
),

quoted_text as (
    select
        a.cluster,
        case when a.doc < b.doc then a.id else b.id end as claim_a,
        case when a.doc < b.doc then b.id else a.id end as claim_b
    from (
        select id, cluster, doc, array_to_string(regexp_extract_all(lower(quote), '[[:alnum:]]+'), ' ') as quoted
        from claims
        where regexp_matches(quote, '^\s*["“‘'']')
    ) as a
    inner join narration as b on b.cluster = a.cluster and b.doc <> a.doc
    where b.id in (select claim_id from narrated_sentences)
        and (
            -- the quote inside the other's sentence, or the other's sentence inside the quote
            (
                length(a.quoted) - length(replace(a.quoted, ' ', '')) >= 11
                and strpos(' ' || array_to_string(b.words, ' ') || ' ', ' ' || a.quoted || ' ') > 0
            )
            or (
                len(b.words) >= 12
                and strpos(' ' || a.quoted || ' ', ' ' || array_to_string(b.words, ' ') || ' ') > 0
            )
        )
),

passages as (
    select distinct doc_id, array_to_string(words, ' ') as passage, len(words) as length
    from sentence_words
    where len(words) >= 8
),

rare_passages as (
    select passage from passages group by passage having count(*) between 2 and 10
),

-- every run of eight words of a sentence's own narration, with the sentence it is in
narration_runs as (
    select distinct
        doc_id,
        passage,
        unnest(list_transform(range(1, len(words) - 6), lambda i: array_to_string(words[i:i + 7], ' '))) as run
    from (select doc_id, words, array_to_string(words, ' ') as passage from sentence_words where len(words) >= 8)
),

rare_runs as (
    select run from narration_runs group by run having count(distinct doc_id) between 2 and 10
),

documents_sharing as (
    select a.doc_id as doc_a, b.doc_id as doc_b, count(*) as shared_sentences
    from passages as a
    inner join passages as b on a.passage = b.passage and a.doc_id < b.doc_id
    where a.passage in (select passage from rare_passages)
    group by a.doc_id, b.doc_id
    having count(*) >= 2 or max(a.length) >= 20
    union all
    -- four sentences of each that share a run of eight words: a retelling that kept its source's
    -- phrases ("by putting his body on public display after his death", "planned to lay out
    -- Manson's remains in a glass crypt": the Mirror's rewrite of the New York Post's story)
    select a.doc_id as doc_a, b.doc_id as doc_b, least(count(distinct a.passage), count(distinct b.passage)) as shared_sentences
    from narration_runs as a
    inner join narration_runs as b on a.run = b.run and a.doc_id < b.doc_id
    where a.run in (select run from rare_runs)
    group by a.doc_id, b.doc_id
    having count(distinct a.passage) >= 4 and count(distinct b.passage) >= 4
),

copied_passages as (
    select a.cluster, a.id as claim_a, b.id as claim_b, d.shared_sentences
    from (
        select doc_a, doc_b, max(shared_sentences) as shared_sentences from documents_sharing group by doc_a, doc_b
    ) as d
    inner join claims as a on a.doc = d.doc_a
    inner join claims as b on b.doc = d.doc_b and b.cluster = a.cluster
)

select cluster, claim_a, claim_b, 'sentence' as basis, shared, null::integer as shared_sentences
from copied_sentences
union all
select p.cluster, p.claim_a, p.claim_b, 'passages' as basis, null as shared, p.shared_sentences
from copied_passages as p
where not exists (
    select 1 from copied_sentences as s where s.claim_a = p.claim_a and s.claim_b = p.claim_b
)
union all
select distinct q.cluster, q.claim_a, q.claim_b, 'quoted_text' as basis, null as shared, null as shared_sentences
from quoted_text as q
where not exists (
    select 1 from copied_sentences as s where s.claim_a = q.claim_a and s.claim_b = q.claim_b
)
and not exists (
    select 1 from copied_passages as p where p.claim_a = q.claim_a and p.claim_b = q.claim_b
)
