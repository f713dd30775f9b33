select left_entity, right_entity, left_name, right_name, confidence, status, reason, batch
from {{ source('lake', 'same_as') }}
