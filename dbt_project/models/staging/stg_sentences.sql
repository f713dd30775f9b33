select sentence_id, doc_id, idx, text, batch
from {{ source('lake', 'sentence') }}
