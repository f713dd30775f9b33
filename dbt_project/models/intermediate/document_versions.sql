-- Every document as a version of an article. A file read again at the same path, or a page
-- saved again under the same address by the same outlet, is a new version of the article
-- it was before; the latest version is current and every report reads only current ones.
-- An address alone is not enough: syndicated copies often carry the original's canonical
-- address under their own outlet, and they are separate documents.
with recursive documents as (
    select
        doc_id,
        path,
        nullif(rtrim(split_part(trim(url), '#', 1), '/'), '') as address,
        outlet,
        mtime,
        first_seen,
        batch
    from {{ ref('stg_documents') }}
),

same_article as (
    select a.doc_id as a, b.doc_id as b
    from documents as a
    inner join documents as b on a.path = b.path and a.doc_id <> b.doc_id
    union
    select a.doc_id as a, b.doc_id as b
    from documents as a
    inner join documents as b
        on a.address = b.address
        and a.outlet is not distinct from b.outlet
        and a.doc_id <> b.doc_id
),

-- Versions link in chains (a path renamed, then its address saved again): one article is
-- everything reachable.
reach(doc_id, member) as (
    select doc_id, doc_id from documents
    union
    select r.doc_id, s.b from reach as r inner join same_article as s on s.a = r.member
),

article as (
    select doc_id, min(member) as article_key from reach group by doc_id
),

-- A later batch is a later version; within one batch the file changed last is.
ordered as (
    select
        d.*,
        row_number() over w as version,
        count(*) over (partition by a.article_key) as versions,
        first_value(d.doc_id) over w as article,
        lag(d.doc_id) over w as previous_version,
        lead(d.doc_id) over w as superseded_by,
        lead(d.batch) over w as superseded_in,
        last_value(d.doc_id) over (
            w rows between unbounded preceding and unbounded following
        ) as current_version
    from documents as d
    inner join article as a using (doc_id)
    window w as (partition by a.article_key order by d.batch, d.mtime, d.path, d.doc_id)
)

select
    doc_id,
    article,
    version,
    versions,
    superseded_by is null as is_current,
    previous_version,
    superseded_by,
    superseded_in,
    current_version,
    path,
    address as url,
    first_seen,
    batch
from ordered
