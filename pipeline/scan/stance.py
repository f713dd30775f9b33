"""A learned stance classifier that runs in milliseconds: features of (claim, passage), a small network.

The features say how much of the claim the passage is about (term, bigram,
name and number overlap, over the whole passage and its closest sentence) and
how it speaks of it (refuting, hedging and confirming words, negations, near
the claim's words). The weights were trained on FNC-1
(``evaluation/stance_training.py``) and ship as JSON beside this module;
inference needs only numpy. A bag of the passage's words was tried and left
out: FNC-1 repeats each body under several headlines of one rumour, and the
bag learned the bodies (macro F1 0.74 split by headline, 0.44 split by rumour).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from pipeline.scan.text import STOP_WORDS, stem, words

WEIGHTS = Path(__file__).with_name("stance_model.json")
FEATURE_VERSION = "stance-features-2"

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


MONTHS = "january february march april may june july august september october november december".split()
_VALUE_KINDS = {
    "month": re.compile(r"\b(" + "|".join(m for m in MONTHS if m != "may") + r")\b", re.IGNORECASE),
    "year": re.compile(r"\b(1[89]\d\d|20\d\d)\b"),
    "percent": re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)", re.IGNORECASE),
}


def value_conflict(claim: str, sentence: str) -> tuple[str, str] | None:
    """(claim's value, passage's value) when both name a month, year or percentage and they differ.

    "will restart in March" against "will restart in June": a conflict the stance
    features cannot see, since both sentences are otherwise the same words.
    """
    for pattern in _VALUE_KINDS.values():
        said = {m.group(1).lower() for m in pattern.finditer(claim)}
        found = {m.group(1).lower() for m in pattern.finditer(sentence)}
        if said and found and not said & found:
            return sorted(said)[0], sorted(found)[0]
    return None


@dataclass
class Analysis:
    """The features of one (claim, passage) pair, and the words that explain them."""

    dense: dict[str, float]
    shared: list[str]
    cues: dict[str, list[str]]
    best_sentence: str = ""


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
    cues = {
        "refuting": sorted({w for w in near_words if w in REFUTING}),
        "hedging": sorted({w for w in near_words if w in HEDGING}),
        "confirming": sorted({w for w in near_words if w in CONFIRMING}),
    }
    return Analysis(dense=dense, shared=shared, cues=cues, best_sentence=sentences[best] if sentences else "")


DENSE_NAMES = tuple(analyse("a b", "a b").dense)


def vector(analysis: Analysis) -> np.ndarray:
    """The network's input: the features in ``DENSE_NAMES`` order."""
    return np.array([analysis.dense[name] for name in DENSE_NAMES], dtype=np.float32)


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
