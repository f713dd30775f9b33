"""The registry of named rules: each rule's own claim, and what leaving a rule out does."""

import pytest

from pipeline.extract.parse import (
    MODEL_ID,
    PROMPT_VERSION,
    RULE_NAMES,
    RULES,
    RULES_VERSION,
    ParseExtractor,
    claims_from_doc,
    load_nlp,
    parse_version,
)

# Each rule's example sentence (Rule.example) and the claim a user sees from it: speaker, cue, quote
# (and, for a rule that reads the proposition differently from cue_verb, its subject and predicate).
SEEN = {
    "denial": ("the company", "has denied", "The plant will close in March", "The plant", "close"),
    "accusation": ("Greenpeace", "accused", "the company of polluting the river", "the company", "pollute"),
    "debunked_report": ("", "turned out to be a hoax", "the singer had died", "the singer", "die"),
    "cue_verb": ("Officials", "said", "the plant would close"),
    "passive_agent": ("the Daily Herald", "was first reported", "The plan"),
    "unattributed_passive": ("", "was revealed", "that the plant had closed"),
    "hearsay_adverb": ("", "reportedly", "The club is reportedly spending $1.5 million on ads"),
    "impression": ("", "appears", "The union appears to be moving behind the plan"),
    "according_to": ("police", "According to", "the suspect fled on foot"),
    "source_in": ("an NBC poll released Monday", "In", "50 percent of respondents chose Clinton"),
    "noun_cue": ("Trump", "claim", "that Mexico will pay for the wall"),
    "headline_colon": ("Poll", ":", "Sanders takes first national lead over Clinton"),
    "quotation_closer": ("Donald Hartley", "beamed", "“This is fantastic!”"),
    "learned_cue": ("Clinton", "wants", "to sign up 5 million people"),
    "dash_credit": ("Pamela Padilla", "―", "“I know nothing about it.”"),
}


def test_the_rules_in_their_order():
    # The order is the old if/elif's: a token goes to the first rule that takes it.
    assert RULE_NAMES == (
        "denial",
        "accusation",
        "debunked_report",
        "cue_verb",
        "passive_agent",
        "unattributed_passive",
        "hearsay_adverb",
        "impression",
        "according_to",
        "source_in",
        "noun_cue",
        "headline_colon",
        "quotation_closer",
        "learned_cue",
        "dash_credit",
    )
    assert set(SEEN) == set(RULE_NAMES)


@pytest.mark.parametrize("rule", RULES, ids=RULE_NAMES)
def test_each_rule_finds_its_example_and_disabling_it_removes_the_claim(extract, extract_without, rule):
    def seen(claims):
        return [(c.speaker, c.cue, c.quote, c.subject, c.predicate)[: len(SEEN[rule.name])] for c in claims]

    assert SEEN[rule.name] in seen(extract(rule.example))
    assert SEEN[rule.name] not in seen(extract_without(rule.name)(rule.example))


def test_a_rule_left_out_lets_a_later_rule_take_the_token(extract_without):
    # Without the impression rule the learned cue model reads "appears" as a cue with a speaker.
    (claim,) = extract_without("impression")("The union appears to be moving behind the plan.")
    assert (claim.speaker, claim.cue, claim.quote) == ("The union", "appears", "to be moving behind the plan")


def test_a_rule_that_takes_a_token_and_reports_nothing_keeps_it_from_later_rules(extract, extract_without):
    # "I think" is a listed cue verb's hedge: the cue verb rule takes the token and reports
    # nothing, so the closing-quotation rule never reads it. Left out, it no longer stands in the way.
    sentence = "“We can win this state,” I think."
    assert extract(sentence) == []
    (claim,) = extract_without("cue_verb")(sentence)
    assert (claim.speaker, claim.cue, claim.quote) == ("I", "think", "“We can win this state,”")


def test_versions_stay_as_they_were_with_every_rule_on():
    # MODEL_ID and PROMPT_VERSION key the extraction cache and the asset's code version.
    assert MODEL_ID == "spacy:en_core_web_sm-3.8.0"
    assert PROMPT_VERSION.startswith(f"{RULES_VERSION}+cues-")
    assert ParseExtractor().prompt_version == PROMPT_VERSION
    assert ParseExtractor(disabled_rules=()).prompt_version == PROMPT_VERSION


def test_disabled_rules_change_the_version_and_name_the_rules():
    extractor = ParseExtractor(disabled_rules=["noun_cue", "cue_verb"])
    assert extractor.prompt_version == f"{PROMPT_VERSION}-without-cue_verb+noun_cue"
    assert extractor.prompt_version == parse_version(extractor.cue_model, {"cue_verb", "noun_cue"})


def test_an_unknown_rule_is_an_error_that_lists_the_rules():
    with pytest.raises(ValueError, match="no_such_rule.*cue_verb, passive_agent"):
        ParseExtractor(disabled_rules=["no_such_rule"])
    doc = load_nlp()("Officials said the plant would close.")
    with pytest.raises(ValueError, match="no_such_rule"):
        claims_from_doc(doc, disabled_rules={"no_such_rule"})


def test_claims_from_doc_skips_the_disabled_rules():
    doc = load_nlp()("Officials said the plant would close.")
    assert [c.cue for c in claims_from_doc(doc)] == ["said"]
    assert claims_from_doc(doc, disabled_rules={"cue_verb"}) == []
