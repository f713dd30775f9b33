"""The real Gemma 3 270M model, loaded from disk through llama.cpp, and the checks on its output."""

import json
import re

import jsonschema
import pytest

from pipeline.extract.base import CLAIM_SCHEMA, SentenceInput
from pipeline.extract.llm import (
    LlmExtractor,
    closed_object,
    complete_json,
    modality_of_cue,
    parse_model_output,
    prompt_for,
)


@pytest.fixture(scope="module")
def extractor(tmp_path_factory):
    return LlmExtractor()


@pytest.mark.slow
def test_gemma_returns_schema_valid_json(extractor):
    raw = extractor.generate("The plant will restart in March, two officials told Reuters.")
    claim = parse_model_output(raw)
    assert claim is None or claim.modality in CLAIM_SCHEMA["properties"]["modality"]["enum"]


@pytest.mark.slow
def test_extractor_result_goes_through_the_same_checks(extractor):
    (result,) = extractor.extract(
        [SentenceInput("s", "She said the bridge would reopen in May.", "Mayor Ann Lee spoke on Monday.")]
    )
    assert result.error is None
    for claim in result.claims:
        assert claim.modality in CLAIM_SCHEMA["properties"]["modality"]["enum"]


def test_malformed_output_is_an_error_not_a_crash():
    with pytest.raises(json.JSONDecodeError):
        parse_model_output('{"speaker": "x"')
    with pytest.raises(json.JSONDecodeError):
        parse_model_output("1000000000000")
    with pytest.raises(jsonschema.ValidationError):
        parse_model_output('{"speaker": ["x"], "quote": "y"}')


def test_small_slips_are_forgiven():
    raw = ' {"speaker": "Mayor Ann Lee", "cue": "denied", "modality": "denied", "quote": "the bridge was unsafe"} tail'
    claim = parse_model_output(raw)
    assert claim.speaker == "Mayor Ann Lee"
    assert claim.modality == "denies"  # from the cue, since "denied" is no modality
    assert claim.polarity == "negative"
    assert claim.subject == ""  # missing, read as empty


@pytest.mark.parametrize(
    ("cue", "modality"),
    [
        ("said", "asserts"),
        ("told", "asserts"),
        ("denied", "denies"),
        ("According to", "asserts"),
        ("", "unclear"),
    ],
)
def test_modality_of_cue(cue, modality):
    assert modality_of_cue(cue) == modality


class ScriptedModel:
    """A test double for llama.cpp's completion call: answers from a script, records grammar use
    and, when streaming, how many pieces of the answer were read."""

    def __init__(self, answers):
        self.answers = list(answers)
        self.grammars = []
        self.pieces_read = 0

    def create_completion(self, prompt, max_tokens, temperature, stop, grammar=None, stream=False):
        self.grammars.append(grammar)
        answer = self.answers.pop(0)
        if not stream:
            return {"choices": [{"text": answer}]}
        return self._pieces(answer)

    def _pieces(self, answer):
        for piece in re.findall(r"\s*\S+", answer):
            self.pieces_read += 1
            yield {"choices": [{"text": piece, "finish_reason": None}]}
        yield {"choices": [{"text": "", "finish_reason": "length"}]}


def test_free_decoding_first_grammar_only_as_the_retry():
    good = '{"speaker": "a", "cue": "said"}'
    model = ScriptedModel([good])
    assert complete_json(model, "p", lambda: "GRAMMAR", 10) == (good, False)
    assert model.grammars == [None]
    model = ScriptedModel(["1000 jobs, 1000 jobs", good])
    assert complete_json(model, "p", lambda: "GRAMMAR", 10) == (good, True)
    assert model.grammars == [None, "GRAMMAR"]


def test_decoding_stops_once_every_field_is_written():
    # Gemma 270M, asked for seven fields, often writes them and then goes on until it runs out.
    rambling = (
        '{"speaker": "a", "cue": "said", "quote": "b", "verb": "c", "verb": "c", "verb": "c", "verb": "c"'
    )
    model = ScriptedModel([rambling])
    text, retried = complete_json(model, "p", lambda: "GRAMMAR", 10, ["speaker", "cue", "quote"])
    assert (text, retried) == ('{"speaker": "a", "cue": "said", "quote": "b"}', False)
    assert model.pieces_read < len(rambling.split(" "))
    assert closed_object('{"speaker": "a", "cue": "sa', ["speaker", "cue"]) is None
    # A quotation mark the model did not escape does not end the value.
    assert closed_object('{"cue": "said", "quote": "He said "', ["cue", "quote"]) is None


def test_prompt_carries_the_sentence_before_and_ends_without_a_space():
    prompt = prompt_for("He said  the plan\nwould work.", "Minister Ana Diaz spoke.")
    assert prompt.endswith("Before: Minister Ana Diaz spoke.\nSentence: He said the plan would work.\nJSON:")
