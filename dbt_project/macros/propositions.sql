{#- Only attributed proposition claims (a clause or a quotation with a verb that someone is
    said to have said) are grouped into the origin reports; noun-phrase objects, page clutter
    and the article's own narration stay in the claims mart. The columns are looked up when the
    model runs: a warehouse built before one of them arrived counts every claim as that column
    would have. -#}
{% macro propositions_only(relation, column='is_proposition') -%}
    {%- set columns = adapter.get_columns_in_relation(relation) | map(attribute='name') | list if execute else [] -%}
    {%- if column in columns -%}{{ column }}{%- else -%}true{%- endif -%}
    {%- if 'narrated' in columns %} and not narrated{%- endif -%}
{%- endmacro %}
