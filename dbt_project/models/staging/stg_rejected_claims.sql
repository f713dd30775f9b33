select claim_id, doc_id, stage, reason, quote, speaker, batch
from {{ source('lake', 'rejected_claim') }}
