-- Every checked claim of every version of its article, current or not: the history the
-- claims mart leaves out. A claim's version is its document's.
select
    c.*,
    v.article,
    v.version,
    v.is_current,
    v.superseded_by,
    v.superseded_in,
    v.current_version
from {{ ref('stg_claims') }} as c
inner join {{ ref('document_versions') }} as v using (doc_id)
