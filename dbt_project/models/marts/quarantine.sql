-- Files that could not be read, with the reason; their raw snapshots are kept.
select q.*, s.size, s.first_seen
from {{ ref('stg_quarantine') }} as q
left join {{ source('lake', 'snapshot') }} as s using (snapshot_id)
