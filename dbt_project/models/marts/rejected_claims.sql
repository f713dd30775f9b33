-- Claims thrown out by the verbatim check, with the reason: nothing is dropped silently.
select * from {{ ref('stg_rejected_claims') }}
