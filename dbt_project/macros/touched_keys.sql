{#- The incremental marts recompute only the keys an ingest batch touched: the
    keys of its new rows, and the keys whose stored rows it contributed to before
    (a backfilled batch may have moved a claim out of a cluster). -#}

{% macro batch_filter(column='batch') -%}
    {%- if is_incremental() and var('batch') -%}
        {{ column }} = '{{ var("batch") }}'
    {%- else -%}
        true
    {%- endif -%}
{%- endmacro %}

{#- The incremental strategy `touched_keys`. A model that uses it selects the
    rows of the keys the batch touched (with batch_filter) and sets in its config:
      unique_key  the mart's key column
      touched_by  {'model': ..., 'key': ...}: the model whose rows carry the batch,
                  and the expression that gives a row's key there; or a list of
                  them, each with an optional 'column' naming the batch column
                  (claim_versions' superseded_in: the batch that made a claim history)
    and keeps a `batches` list column. The touched keys are deleted, including
    keys the batch no longer produces (a cluster that fell under the threshold),
    then the model's rows are inserted. With no batch every row is replaced. -#}
{% macro get_incremental_touched_keys_sql(arg_dict) -%}
    {%- set target = arg_dict['target_relation'] -%}
    {%- set touched_by = config.require('touched_by') -%}
    {%- set sources = [touched_by] if touched_by is mapping else touched_by -%}
    {%- set columns = get_quoted_csv(arg_dict['dest_columns'] | map(attribute='name')) -%}
    {%- if var('batch') -%}
        delete from {{ target }}
        where {{ arg_dict['unique_key'] }} in (
            {%- for source in sources %}
            {% if not loop.first %}union {% endif -%}
            select {{ source['key'] }} from {{ ref(source['model']) }}
            where {{ batch_filter(source.get('column', 'batch')) }}
            {%- endfor %}
        )
           or list_contains(batches, '{{ var("batch") }}');
    {%- else -%}
        delete from {{ target }};
    {%- endif %}
    insert into {{ target }} ({{ columns }})
    select {{ columns }} from {{ arg_dict['temp_relation'] }}
{%- endmacro %}
