"""The ``hybrid`` backend: the parse finds the attribution, the local LLM reads the claim.

The dependency parse is good at spans: who spoke (speaker), the cue, and where the
reported content starts and ends. It is weaker at saying what the content claims:
its subject / predicate / value come from the content clause's own grammar. So
each claim the parse finds goes to the local model (the ``llm`` backend's model)
with its quote, and the model fills subject, predicate, value and modality.

The model is never trusted blindly. Its answer is decoded freely and checked
against a small JSON schema (decoded again under the schema's grammar only when
it is no JSON object); the parse's claim stands, unchanged, whenever
the answer is not a JSON object with the four fields, its value is empty or not
a substring of the parse quote, or the call fails; a modality outside
``MODALITIES`` leaves the parse's modality in place. Spans, speaker, cue and quote always come from the parse.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from functools import lru_cache
from typing import Protocol

import jsonschema

from pipeline.extract.base import ExtractionResult, RawClaim, SentenceInput
from pipeline.extract.llm import complete_json, first_json_object
from pipeline.extract.parse import MODEL_ID as PARSE_MODEL_ID
from pipeline.extract.parse import ParseExtractor
from pipeline.vocabulary import MODALITIES

# What the model fills for one claim the parse found.
FIELDS_SCHEMA: dict = {
    "type": "object",
    "properties": {
        "modality": {"type": "string", "enum": list(MODALITIES)},
        "subject": {"type": "string"},
        "predicate": {"type": "string"},
        "value": {"type": "string"},
    },
    "required": ["modality", "subject", "predicate", "value"],
    "additionalProperties": False,
}

FIELDS_PROMPT = """Say what the quote claims, as JSON. The subject and the value are copied word for word from the quote. The predicate is the main verb in its base form. The modality is one of: asserts, denies, expects, confirms, alleges, unclear.

Cue: said
Quote: The company will cut 200 jobs next year
JSON: {"modality": "expects", "subject": "The company", "predicate": "cut", "value": "200 jobs next year"}

Cue: denied
Quote: that the bridge was unsafe
JSON: {"modality": "denies", "subject": "the bridge", "predicate": "be", "value": "unsafe"}

Cue: accused
Quote: the mayor of hiding the report
JSON: {"modality": "alleges", "subject": "the mayor", "predicate": "hide", "value": "the report"}

Cue: According to
Quote: the suspect fled on foot
JSON: {"modality": "asserts", "subject": "the suspect", "predicate": "flee", "value": "on foot"}

"""

HYBRID_PROMPT_VERSION = "fields-3-late-" + hashlib.sha256(FIELDS_PROMPT.encode()).hexdigest()[:8]
MAX_TOKENS = 96


class FieldModel(Protocol):
    """What the hybrid needs from a language model: ids for the cache, and one completion."""

    model_id: str
    prompt_version: str

    def complete(self, prompt: str) -> str: ...


@lru_cache(maxsize=1)
def _fields_grammar():
    from llama_cpp import LlamaGrammar

    return LlamaGrammar.from_json_schema(json.dumps(FIELDS_SCHEMA), verbose=False)


class LlmFieldModel:
    """The ``llm`` backend's local model (Gemma 3 270M by default), decoding under FIELDS_SCHEMA."""

    def __init__(self, model_path: str | None = None):
        from pipeline.extract.llm import LlmExtractor

        self.llm = LlmExtractor(model_path)
        self.model_id = self.llm.model_id
        self.prompt_version = self.llm.prompt_version

    def complete(self, prompt: str) -> str:
        text, _ = complete_json(
            self.llm._llm(), prompt, _fields_grammar, MAX_TOKENS, FIELDS_SCHEMA["required"]
        )
        return text


def fields_prompt(claim: RawClaim) -> str:
    """The few-shot prompt for one claim: page text goes only into the cue and quote slots."""
    return (
        FIELDS_PROMPT + f"Cue: {' '.join(claim.cue.split())}\nQuote: {' '.join(claim.quote.split())}\nJSON:"
    )


def parse_fields(text: str, claim: RawClaim) -> dict | None:
    """The model's fields when they pass every check, else None (the parse's claim stands).

    Keys beyond the four are ignored, and a modality outside the list ("says",
    "claims") leaves the parse's modality in place: the small model's grasp of
    the list is weaker than its grasp of the clause. A value not cut from the
    quote fails the whole answer.
    """
    try:
        data = first_json_object(text)
        data = {key: data[key] for key in FIELDS_SCHEMA["required"]}
        if data["modality"] not in MODALITIES:
            data["modality"] = claim.modality
        jsonschema.validate(data, FIELDS_SCHEMA)
    except (json.JSONDecodeError, jsonschema.ValidationError, KeyError):
        return None
    fields = {key: " ".join(data[key].split()) for key in FIELDS_SCHEMA["required"]}
    if not fields["value"] or fields["value"] not in " ".join(claim.quote.split()):
        return None
    fields["predicate"] = fields["predicate"].lower()
    return fields


def merge(claim: RawClaim, fields: dict | None) -> RawClaim:
    """The parse claim with the model's fields; polarity follows the new modality."""
    if fields is None:
        return claim
    negated = (claim.polarity == "negative") != (claim.modality == "denies")
    polarity = "negative" if negated != (fields["modality"] == "denies") else "positive"
    if fields["subject"] != claim.subject:
        # The parse's reading was of its own subject; resolution reads the model's from its words.
        fields = {**fields, "subject_kind": "", "subject_ref": "", "subject_antecedent": ""}
    if fields["predicate"] and claim.proposition_reason == "noun_phrase":
        fields = {**fields, "proposition": None, "proposition_reason": ""}
    return replace(claim, polarity=polarity, **fields)


class HybridExtractor:
    name = "hybrid"
    # The model is asked once per claim the parse finds, never per sentence.
    reads_every_sentence = True
    # A model call on some sentences: seconds each on 2 cores, so a long article takes minutes.
    document_seconds = 1800.0

    def __init__(self, model_path: str | None = None, model: FieldModel | None = None, parse=None):
        self.parse = parse or ParseExtractor()
        self.model = model or LlmFieldModel(model_path)
        self.model_id = f"{PARSE_MODEL_ID}+{self.model.model_id}"
        self.prompt_version = (
            f"{self.parse.prompt_version}+{self.model.prompt_version}+{HYBRID_PROMPT_VERSION}"
        )
        # Model calls made and how many of them passed every check (the fill rate's parts).
        self.calls = 0
        self.filled = 0

    def _fill(self, claim: RawClaim) -> RawClaim:
        self.calls += 1
        try:
            text = self.model.complete(fields_prompt(claim))
        except Exception:  # a failed call leaves the parse's claim as it is
            return claim
        fields = parse_fields(text, claim)
        self.filled += fields is not None
        return merge(claim, fields)

    def extract(self, sentences: list[SentenceInput]) -> list[ExtractionResult]:
        results = []
        for result in self.parse.extract(sentences):
            if result.error is not None:
                results.append(result)
                continue
            # the writer's own sentences are no attributions for the model to read
            claims = [claim if claim.narrated else self._fill(claim) for claim in result.claims]
            results.append(ExtractionResult(claims=claims))
        return results
