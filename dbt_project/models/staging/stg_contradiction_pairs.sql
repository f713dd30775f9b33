select pair_id, claim_a, claim_b, subject_entity, predicate, conflict, relation, batch
from {{ source('lake', 'contradiction_pairs') }}
