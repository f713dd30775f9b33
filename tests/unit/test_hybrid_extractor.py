import json

import pytest

from pipeline.extract import extractor_version, get_extractor
from pipeline.extract.base import MODALITIES, SentenceInput
from pipeline.extract.hybrid import FIELDS_PROMPT, HybridExtractor, fields_prompt
from pipeline.extract.parse import MODEL_ID as PARSE_MODEL_ID
from pipeline.extract.parse import PROMPT_VERSION as PARSE_PROMPT_VERSION

SENTENCE = "Union leader Marko Dell said output at Field Alpha would rise by only 2 percent."


class FakeModel:
    """A test double for the local LLM: answers from a script, remembers its prompts."""

    model_id = "fake:model"
    prompt_version = "fake-1"

    def __init__(self, *answers):
        self.answers = list(answers)
        self.prompts: list[str] = []

    def complete(self, prompt: str) -> str:
        self.prompts.append(prompt)
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer if isinstance(answer, str) else json.dumps(answer)


def run(model, sentence=SENTENCE):
    (result,) = HybridExtractor(model=model).extract([SentenceInput("s", sentence)])
    assert result.error is None
    return result.claims


def test_model_fills_fields_and_parse_keeps_spans():
    model = FakeModel(
        {
            "modality": "expects",
            "subject": "output at Field Alpha",
            "predicate": "Rise",
            "value": "by only 2 percent",
        }
    )
    (claim,) = run(model)
    assert (claim.subject, claim.predicate, claim.value) == (
        "output at Field Alpha",
        "rise",
        "by only 2 percent",
    )
    assert claim.modality == "expects"
    # Spans, speaker, cue and quote come from the parse.
    assert claim.speaker == "Union leader Marko Dell" and claim.cue == "said"
    assert SENTENCE[claim.quote_span[0] : claim.quote_span[1]] == claim.quote
    # Page text only goes into the quote slot of the prompt.
    assert model.prompts == [FIELDS_PROMPT + f"Cue: said\nQuote: {claim.quote}\nJSON:"]


@pytest.mark.parametrize(
    "answer",
    [
        "not json at all",
        '{"modality": "expects", "subject": "output"}',  # fields missing
        {"modality": "expects", "subject": "output", "predicate": "rise", "value": "by 20 percent"},
        {"modality": "expects", "subject": "output", "predicate": "rise", "value": ""},
        {"modality": "expects", "subject": "output", "predicate": 7, "value": "2 percent"},  # not a string
        RuntimeError("model crashed"),
    ],
)
def test_parse_result_stands_when_the_model_answer_fails_a_check(answer):
    (parse_claim,) = get_extractor("parse").extract([SentenceInput("s", SENTENCE)])[0].claims
    (claim,) = run(FakeModel(answer))
    assert claim == parse_claim


def test_modality_outside_the_list_keeps_the_parse_modality_and_extra_keys_are_ignored():
    (parse_claim,) = get_extractor("parse").extract([SentenceInput("s", SENTENCE)])[0].claims
    answer = {
        "modality": "says",
        "subject": "output",
        "predicate": "rise",
        "value": "2 percent",
        "extra": "x",
    }
    (claim,) = run(FakeModel(answer))
    assert claim.modality == parse_claim.modality
    assert (claim.subject, claim.predicate, claim.value) == ("output", "rise", "2 percent")


def test_denial_from_the_model_sets_polarity():
    model = FakeModel(
        {"modality": "denies", "subject": "output", "predicate": "rise", "value": "by only 2 percent"}
    )
    (claim,) = run(model)
    assert claim.modality == "denies" and claim.polarity == "negative"


def test_one_call_per_parsed_claim_and_none_without_claims():
    model = FakeModel(
        {"modality": "asserts", "subject": "the minister", "predicate": "tell", "value": "them"},
        {"modality": "asserts", "subject": "the restart", "predicate": "be", "value": "on track"},
    )
    outer, inner = run(model, "Officials said the minister told them the restart was on track.")
    assert len(model.prompts) == 2
    assert inner.parent == 0 and inner.value == "on track"
    # a sentence that attributes nothing is the writer's narration, which the model never reads
    idle = FakeModel()
    (narrated,) = run(idle, "The plant has been idle since a fire in February.")
    assert narrated.narrated and idle.prompts == []


def test_ids_combine_parse_and_model():
    extractor = HybridExtractor(model=FakeModel())
    assert extractor.name == "hybrid"
    assert PARSE_MODEL_ID in extractor.model_id and "fake:model" in extractor.model_id
    assert PARSE_PROMPT_VERSION in extractor.prompt_version and "fake-1" in extractor.prompt_version


def test_registered_in_get_extractor_and_version():
    extractor = get_extractor("hybrid")
    assert isinstance(extractor, HybridExtractor)
    version = extractor_version("hybrid")
    assert version == f"hybrid|{extractor.model_id}|{extractor.prompt_version}"
    assert PARSE_PROMPT_VERSION in version and "gemma" in version


def test_prompt_collapses_whitespace():
    (claim,) = get_extractor("parse").extract([SentenceInput("s", SENTENCE)])[0].claims
    assert fields_prompt(claim).endswith(f"Quote: {claim.quote}\nJSON:")


@pytest.mark.slow
def test_real_model_on_one_sentence():
    (result,) = get_extractor("hybrid").extract([SentenceInput("s", SENTENCE)])
    assert result.error is None
    (claim,) = result.claims
    assert claim.speaker == "Union leader Marko Dell"
    assert claim.quote == "output at Field Alpha would rise by only 2 percent"
    assert claim.modality in MODALITIES
    assert claim.value and claim.value in claim.quote
