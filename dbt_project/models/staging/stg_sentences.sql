select sentence_id, doc_id, text, batch
from {{ source('lake', 'sentence') }}
