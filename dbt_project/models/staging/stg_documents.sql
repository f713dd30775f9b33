select
    d.doc_id,
    d.snapshot_id,
    d.path,
    d.kind,
    d.title,
    d.outlet,
    d.author,
    d.published,
    d.date_source,
    d.url,
    d.chars,
    s.first_seen,
    s.mtime,
    d.batch
from {{ source('lake', 'document') }} as d
left join {{ source('lake', 'snapshot') }} as s using (snapshot_id)
