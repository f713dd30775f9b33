"""A learned stance classifier that runs in milliseconds: features of (claim, passage), a small network.

The features say how much of the claim the passage is about (term, bigram,
name and number overlap, over the whole passage and its closest sentence) and
how it speaks of it (refuting, hedging and confirming words, negations, near
the claim's words); a hashed bag of the words in the passage's sentences that
share words with the claim lets the model learn more cues. The weights were
trained on FNC-1 (``evaluation/stance_training.py``) and ship as JSON beside
this module; inference needs only numpy.
"""

from __future__ import annotations

import json
import math
import re
import zlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from pipeline.scan.text import STOP_WORDS, stem, words

WEIGHTS = Path(__file__).with_name("stance_model.json")
FEATURE_VERSION = "stance-features-1"
HASH_DIMS = 2048

REFUTING = frozenset(
    """fake fraud hoax false deny denies denied denial denying not despite nope doubt doubts bogus debunk
    debunked debunks prank pranks retract retracted retraction refute refuted refutes untrue myth baseless
    fabricated fabrication misleading wrong incorrect never dismiss dismissed dismisses rejects rejected
    satire satirical phony falsely no nothing hoaxes rumour rumours rumor rumors unfounded""".split()
)
HEDGING = frozenset(
    """reportedly allegedly alleged claims claimed claim purportedly apparently may might could possibly
    unconfirmed unverified rumoured rumored speculation speculated suggests suggested appears appear seems
    seem supposedly believed thought reports reported according if whether unclear perhaps""".split()
)
CONFIRMING = frozenset(
    """confirmed confirms confirm announced announces official officially indeed proved proven revealed
    reveals verified authentic genuine true truly actually acknowledged admits admitted""".split()
)
NEGATIONS = frozenset("not no never nothing none nobody neither nor without n't".split())

_SENTENCE = re.compile(r"(?<=[.!?])[\"'”’)]*\s+(?=[\"'“‘(]*[A-Z0-9])|\n+")
_CAPITALIZED = re.compile(r"\b[A-Z][a-zA-Z'’-]+\b")
_NUMBER = re.compile(r"\b\d+(?:[.,]\d+)?\b")


def split_sentences(text: str) -> list[str]:
    """A fast split on sentence-final punctuation and line breaks (pysbd is too slow for every pair)."""
    return [s.strip() for s in _SENTENCE.split(text or "") if s and s.strip()]


def _content(tokens: list[str]) -> list[str]:
    return [stem(t.split("'")[0]) for t in tokens if t not in STOP_WORDS and len(t) > 1]


def _bigrams(tokens: list[str]) -> set[tuple[str, str]]:
    return set(zip(tokens, tokens[1:], strict=False))


def _names(text: str) -> set[str]:
    return {m.group(0).lower() for m in _CAPITALIZED.finditer(text)}


def _share(words_: list[str], lexicon: frozenset[str]) -> float:
    return sum(1 for w in words_ if w in lexicon) / max(len(words_), 1)


def _hits(words_: list[str], lexicon: frozenset[str]) -> int:
    return sum(1 for w in words_ if w in lexicon)


@dataclass
class Analysis:
    """The features of one (claim, passage) pair, and the words that explain them."""

    dense: dict[str, float]
    shared: list[str]
    cues: dict[str, list[str]]
    bag: dict[int, float]


def analyse(claim: str, passage: str) -> Analysis:
    claim_words = words(claim)
    claim_terms = _content(claim_words)
    claim_set = set(claim_terms)
    passage_words = words(passage)
    passage_terms = _content(passage_words)
    passage_set = set(passage_terms)
    sentences = split_sentences(passage) or [passage]
    sentence_words = [words(s) for s in sentences]
    sentence_terms = [set(_content(w)) for w in sentence_words]
    overlaps = [len(claim_set & s) / max(len(claim_set), 1) for s in sentence_terms]
    best = max(range(len(sentences)), key=lambda i: overlaps[i]) if sentences else 0
    related = [i for i, o in enumerate(overlaps) if o > 0]
    near_words = [w for i in related for w in sentence_words[i]]
    lead_words = [w for s in sentence_words[:2] for w in s]
    claim_names, passage_names = _names(claim), _names(passage)
    claim_numbers, passage_numbers = set(_NUMBER.findall(claim)), set(_NUMBER.findall(passage))
    claim_bigrams = _bigrams(claim_terms)
    shared = [t for t in dict.fromkeys(claim_terms) if t in passage_set]
    coverage = len(shared) / max(len(claim_set), 1)
    claim_negated = _hits(claim_words, NEGATIONS) + _hits(claim_words, REFUTING)
    dense = {
        "coverage": coverage,
        "jaccard": len(claim_set & passage_set) / max(len(claim_set | passage_set), 1),
        "best_sentence_coverage": overlaps[best] if overlaps else 0.0,
        "lead_coverage": len(claim_set & set(_content(lead_words))) / max(len(claim_set), 1),
        "related_sentence_share": len(related) / max(len(sentences), 1),
        "bigram_coverage": len(claim_bigrams & _bigrams(passage_terms)) / max(len(claim_bigrams), 1),
        "name_coverage": len(claim_names & passage_names) / max(len(claim_names), 1) if claim_names else 0.5,
        "number_coverage": len(claim_numbers & passage_numbers) / max(len(claim_numbers), 1)
        if claim_numbers
        else 0.5,
        "claim_terms": math.log1p(len(claim_set)),
        "passage_terms": math.log1p(len(passage_terms)),
        "claim_question": float("?" in claim),
        "claim_refuting": float(_hits(claim_words, REFUTING) > 0),
        "claim_hedging": float(_hits(claim_words, HEDGING) > 0),
        "claim_negated": float(claim_negated > 0),
        "refuting_near": _share(near_words, REFUTING) * 10,
        "hedging_near": _share(near_words, HEDGING) * 10,
        "confirming_near": _share(near_words, CONFIRMING) * 10,
        "negation_near": _share(near_words, NEGATIONS) * 10,
        "refuting_any": float(_hits(near_words, REFUTING) > 0),
        "hedging_any": float(_hits(near_words, HEDGING) > 0),
        "confirming_any": float(_hits(near_words, CONFIRMING) > 0),
        "refuting_all": _share(passage_words, REFUTING) * 10,
        "hedging_all": _share(passage_words, HEDGING) * 10,
        "confirming_all": _share(passage_words, CONFIRMING) * 10,
        "refuting_lead": _share(lead_words, REFUTING) * 10,
        "hedging_lead": _share(lead_words, HEDGING) * 10,
        "negation_parity": float((claim_negated % 2) != (_hits(near_words, NEGATIONS) % 2)),
        "quote_marks": float(any(ch in passage for ch in '"“”')),
    }
    bag: dict[int, float] = {}
    for w in near_words or lead_words:
        key = zlib.crc32(w.encode()) % HASH_DIMS
        bag[key] = bag.get(key, 0.0) + 1.0
    total = sum(bag.values()) or 1.0
    bag = {k: v / total for k, v in bag.items()}
    cues = {
        "refuting": sorted({w for w in near_words if w in REFUTING}),
        "hedging": sorted({w for w in near_words if w in HEDGING}),
        "confirming": sorted({w for w in near_words if w in CONFIRMING}),
    }
    return Analysis(dense=dense, shared=shared, cues=cues, bag=bag)


DENSE_NAMES = tuple(analyse("a b", "a b").dense)


def vector(analysis: Analysis) -> np.ndarray:
    """Dense features, then the hashed bag: the network's input."""
    out = np.zeros(len(DENSE_NAMES) + HASH_DIMS, dtype=np.float32)
    out[: len(DENSE_NAMES)] = [analysis.dense[name] for name in DENSE_NAMES]
    for key, value in analysis.bag.items():
        out[len(DENSE_NAMES) + key] = value
    return out


@dataclass
class StanceModel:
    """A multilayer perceptron (ReLU, softmax) over standardised features."""

    classes: tuple[str, ...]
    mean: np.ndarray
    scale: np.ndarray
    layers: list[tuple[np.ndarray, np.ndarray]]
    model_id: str

    @classmethod
    def from_json(cls, data: dict) -> StanceModel:
        if data.get("feature_version") != FEATURE_VERSION:
            raise ValueError(f"weights for {data.get('feature_version')}, features are {FEATURE_VERSION}")
        return cls(
            classes=tuple(data["classes"]),
            mean=np.asarray(data["mean"], dtype=np.float32),
            scale=np.asarray(data["scale"], dtype=np.float32),
            layers=[
                (np.asarray(layer["W"], dtype=np.float32), np.asarray(layer["b"], dtype=np.float32))
                for layer in data["layers"]
            ],
            model_id=data["model_id"],
        )

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        h = (np.atleast_2d(x) - self.mean) / self.scale
        for n, (w, b) in enumerate(self.layers):
            h = h @ w + b
            if n < len(self.layers) - 1:
                h = np.maximum(h, 0.0)
        h = h - h.max(axis=1, keepdims=True)
        e = np.exp(h)
        return e / e.sum(axis=1, keepdims=True)


@lru_cache(maxsize=1)
def load_model(path: Path = WEIGHTS) -> StanceModel:
    return StanceModel.from_json(json.loads(path.read_text()))
