"""The real Gemma 3 270M model, loaded from disk through llama.cpp."""

import json

import jsonschema
import pytest

from pipeline.extract.base import CLAIM_SCHEMA, SentenceInput
from pipeline.extract.llm import LlmExtractor, parse_model_output

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def extractor(tmp_path_factory):
    return LlmExtractor()


def test_gemma_returns_schema_valid_json(extractor):
    raw = extractor.generate("The plant will restart in March, two officials told Reuters.")
    data = json.loads(raw)
    jsonschema.validate(data, CLAIM_SCHEMA)


def test_extractor_result_goes_through_the_same_checks(extractor):
    (result,) = extractor.extract([SentenceInput("s", "Mayor Ann Lee said the bridge would reopen in May.")])
    assert result.error is None
    for claim in result.claims:
        assert claim.modality in CLAIM_SCHEMA["properties"]["modality"]["enum"]


def test_malformed_output_is_an_error_not_a_crash():
    with pytest.raises(json.JSONDecodeError):
        parse_model_output('{"speaker": "x"')
    with pytest.raises(jsonschema.ValidationError):
        parse_model_output('{"speaker": "x"}')
