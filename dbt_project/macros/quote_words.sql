{#- A quote's words as they are compared between texts: lower case, letters and digits only, one
    space between words ("“I couldn’t believe my luck,”" and '"I couldn't believe my luck,"'
    read alike). -#}
{% macro quote_words(expression) -%}
    trim(regexp_replace(lower({{ expression }}), '[^a-z0-9]+', ' ', 'g'))
{%- endmacro %}
