select doc_a, doc_b, jaccard, containment_a_in_b, containment_b_in_a, direction, batch
from {{ source('lake', 'reuse_pair') }}
