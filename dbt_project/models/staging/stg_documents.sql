select
    d.doc_id,
    d.snapshot_id,
    d.path,
    d.kind,
    d.title,
    d.outlet,
    d.author,
    d.published,
    d.url,
    d.chars,
    s.first_seen,
    s.mtime,
    coalesce(d.published, cast(cast(s.first_seen as timestamp) as date)::varchar) as dated,
    d.batch
from {{ source('lake', 'document') }} as d
left join {{ source('lake', 'snapshot') }} as s using (snapshot_id)
