-- Every claim traces back to at least one origin: the walk ends at a root for
-- every document, cycles included, so a claim without one means a walk cut off
-- by the depth cap (a chain longer than 32 relays) or a claim whose document is
-- missing. A warning, not an error, so that such a build still publishes.
{{ config(severity='warn') }}

select c.id as claim_id, c.doc
from {{ ref('claims') }} as c
where not exists (
    select 1 from {{ ref('claim_origin') }} as o where o.claim_id = c.id
)
