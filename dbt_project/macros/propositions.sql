{#- Only proposition claims (a clause or a quotation with a verb) are grouped into the
    origin reports; noun-phrase objects and page clutter stay in the claims mart as
    attributions. The claim-records work adds the boolean column `is_proposition` to the
    claims mart: once it is there this filter uses it, and until then every claim counts.
    Checked when the model runs, so the column's arrival needs no change here. -#}
{% macro propositions_only(relation, column='is_proposition') -%}
    {%- if execute and column in (adapter.get_columns_in_relation(relation) | map(attribute='name') | list) -%}
        {{ column }}
    {%- else -%}
        true
    {%- endif -%}
{%- endmacro %}
