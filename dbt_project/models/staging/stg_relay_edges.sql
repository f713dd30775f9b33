select distinct child, parent, kind, evidence, doc_id, batch
from {{ source('lake', 'origin_rollup') }}
