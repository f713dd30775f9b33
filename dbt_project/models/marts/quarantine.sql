-- Files that could not be read, with the reason; their raw snapshots are kept. A document the
-- extractor gave up on past its time limit is listed too (its sentences are extraction
-- failures with that reason, tried again by the next ingest while attempts remain).
with unread as (
    select snapshot_id, path, reason, detail, batch
    from {{ ref('stg_quarantine') }}
),

too_slow as (
    select
        d.snapshot_id,
        d.path,
        'extraction too slow' as reason,
        replace(min(f.reason), 'extraction too slow: ', '') as detail,
        f.batch
    from {{ source('lake', 'extraction_failure') }} as f
    inner join {{ source('lake', 'document') }} as d using (doc_id)
    where starts_with(f.reason, 'extraction too slow')
    group by d.snapshot_id, d.path, f.batch
)

select q.*, s.size, s.first_seen
from (select * from unread union all select * from too_slow) as q
left join {{ source('lake', 'snapshot') }} as s using (snapshot_id)
