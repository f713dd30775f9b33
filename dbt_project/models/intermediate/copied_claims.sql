-- Pairs of claims of one cluster, in two documents, whose sentences are the same text
-- beyond what they quote: one article copied the other's sentence, or both copied a
-- third, whether or not either says so ("as The Guardian points out" followed by a block
-- quote; a retelling that dropped the credit). Reporters at one press conference quote
-- the same words, but do not write the same sentence around them, so the quoted words
-- are removed before the comparison.
--
-- The comparison is of word pairs (bigrams): the share of the shorter narration's word
-- pairs found in the other. 0.75 was read off the labelled corroborated rows of the
-- real-news drop (docs/quality.md): copies scored 0.79 to 1.0, independent write-ups of
-- one statement 0.13 to 0.55. A narration of under seven word pairs says too little.
with claims as (
    select id, cluster, doc
    from {{ ref('claims') }}
    where cluster is not null and {{ propositions_only(ref('claims')) }}
),

narration as (
    select
        c.id,
        c.cluster,
        c.doc,
        regexp_extract_all(
            lower(regexp_replace(s.text, '"[^"]*"|“[^”]*”|‘[^’]*’', ' ', 'g')), '[[:alnum:]]+'
        ) as words
    from claims as c
    inner join {{ ref('stg_claims') }} as sc on sc.claim_id = c.id
    inner join {{ ref('stg_sentences') }} as s on s.sentence_id = sc.sentence_id
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
)

select cluster, claim_a, claim_b, round(shared, 3) as shared
from compared
where shared >= 0.75
