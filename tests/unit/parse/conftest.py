"""The parse extractor as a user meets it: one sentence in, its attributions out.

The writer's own narration of a sentence that attributes nothing is tested on its own
(``test_narration.py``); these fixtures give the attributions the rules find.
"""

import pytest

from pipeline.extract.base import SentenceInput
from pipeline.extract.parse import ParseExtractor


def _runner(extractor: ParseExtractor):
    def run(sentence: str):
        (result,) = extractor.extract([SentenceInput("s", sentence)])
        assert result.error is None
        return [claim for claim in result.claims if not claim.narrated]

    return run


@pytest.fixture(scope="session")
def extract():
    return _runner(ParseExtractor())


@pytest.fixture(scope="session")
def extract_without():
    """``extract_without("noun_cue")(sentence)``: the claims with the named rules skipped."""

    def without(*rules: str):
        return _runner(ParseExtractor(disabled_rules=rules))

    return without


@pytest.fixture(scope="session")
def speaker_as_written():
    def written(sentence: str, claim) -> str:
        return sentence[claim.speaker_span[0] : claim.speaker_span[1]]

    return written
