select snapshot_id, path, reason, detail, batch
from {{ source('lake', 'quarantine') }}
