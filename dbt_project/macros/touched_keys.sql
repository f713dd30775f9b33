{#- The incremental marts recompute only the keys an ingest batch touched:
    the keys of its new rows, and the keys whose stored rows it contributed to
    before (a backfilled batch may have moved a claim out of a cluster). -#}

{% macro batch_filter(column='batch') -%}
    {%- if is_incremental() and var('batch') -%}
        {{ column }} = '{{ var("batch") }}'
    {%- else -%}
        true
    {%- endif -%}
{%- endmacro %}

{% macro delete_touched(key, touched_sql) -%}
    {%- if is_incremental() -%}
        {%- if var('batch') -%}
            delete from {{ this }}
            where {{ key }} in ({{ touched_sql }})
               or list_contains(batches, '{{ var("batch") }}')
        {%- else -%}
            delete from {{ this }}
        {%- endif -%}
    {%- endif -%}
{%- endmacro %}
