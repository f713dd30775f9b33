"""A changed extraction prompt, made the way a developer makes one, for the tests that need one.

The parse rules change what they find (here they stop reading figures) and RULES_VERSION is
bumped with them, so the extraction's code version and every cache key change too.
"""

from __future__ import annotations

import pytest

NEW_RULES_VERSION = "parse-rules-test-no-figures"


@pytest.fixture
def new_prompt(monkeypatch) -> str:
    """Patch in the changed rules; the new extractor version's prompt part."""
    import pipeline.extract.parse as parse
    import pipeline.extract.parse.extractor as extractor
    from pipeline.extract.cue_model import load_cue_model

    monkeypatch.setattr(extractor, "RULES_VERSION", NEW_RULES_VERSION)
    monkeypatch.setattr(parse, "PROMPT_VERSION", extractor.parse_version(load_cue_model()))
    original = extractor.ParseExtractor.extract

    def extract(self, sentences):
        results = original(self, sentences)
        for result in results:
            result.claims = [c for c in result.claims if "percent" not in (c.quote or "")]
        return results

    monkeypatch.setattr(extractor.ParseExtractor, "extract", extract)
    return parse.PROMPT_VERSION
