"""FNC-1 (Fake News Challenge stage 1): the reader, the label mapping and the scores.

Stances map to the scan's verdicts: agree = supports, disagree = contradicts,
discuss = nuanced, unrelated = irrelevant. The FNC-1 weighted score gives 0.25
for telling related from unrelated and 0.75 more for the exact stance of a
related pair; it is reported relative to the best possible score.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

STANCE_TO_VERDICT = {
    "agree": "supports",
    "disagree": "contradicts",
    "discuss": "nuanced",
    "unrelated": "irrelevant",
}
RELATED = ("supports", "contradicts", "nuanced")


@dataclass(frozen=True)
class Pair:
    headline: str
    body_id: str
    verdict: str


def read_fnc1(folder: Path) -> tuple[list[Pair], dict[str, str]]:
    """The (headline, body, verdict) pairs of ``stances.csv`` and the bodies of ``bodies.csv``."""
    folder = Path(folder)
    for name in ("stances.csv", "bodies.csv"):
        if not (folder / name).exists():
            raise FileNotFoundError(
                f"{folder / name} not found: give the FNC-1 folder (stances.csv, bodies.csv)"
            )
    with (folder / "bodies.csv").open(encoding="utf-8", newline="") as fh:
        bodies = {row["Body ID"]: row["articleBody"] for row in csv.DictReader(fh)}
    with (folder / "stances.csv").open(encoding="utf-8", newline="") as fh:
        pairs = [
            Pair(row["Headline"], row["Body ID"], STANCE_TO_VERDICT[row["Stance"]])
            for row in csv.DictReader(fh)
        ]
    return pairs, bodies


def stance_scores(gold: list[str], predicted: list[str]) -> dict:
    """Per-class precision, recall and F1, macro F1, and the relative FNC-1 score."""
    per_class = {}
    for verdict in STANCE_TO_VERDICT.values():
        tp = sum(1 for g, p in zip(gold, predicted, strict=True) if g == p == verdict)
        fp = sum(1 for g, p in zip(gold, predicted, strict=True) if p == verdict and g != verdict)
        fn = sum(1 for g, p in zip(gold, predicted, strict=True) if g == verdict and p != verdict)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        per_class[verdict] = {
            "precision": round(precision, 4),
            "recall": round(recall, 4),
            "f1": round(f1, 4),
            "support": tp + fn,
        }
    macro = sum(c["f1"] for c in per_class.values()) / len(per_class)
    return {
        "per_class": per_class,
        "macro_f1": round(macro, 4),
        "fnc_score": round(fnc_score(gold, predicted), 4),
    }


def fnc_score(gold: list[str], predicted: list[str]) -> float:
    def score(g: str, p: str) -> float:
        points = 0.25 if (g in RELATED) == (p in RELATED) else 0.0
        if g in RELATED and g == p:
            points += 0.75
        return points

    best = sum(score(g, g) for g in gold)
    return sum(score(g, p) for g, p in zip(gold, predicted, strict=True)) / best if best else 0.0


def topics(pairs: list[Pair]) -> dict[str, int]:
    """A topic number per headline: headlines related to the same body are one topic (one rumour).

    FNC-1 comes from Emergent, where one rumour has several headlines and the same
    bodies; a split by headline alone lets a body seen in training with one
    headline come back in testing with its paraphrase.
    """
    parent: dict[str, str] = {}

    def root(node: str) -> str:
        while parent.setdefault(node, node) != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    for pair in pairs:
        root("h:" + pair.headline)
        if pair.verdict in RELATED:
            a, b = root("h:" + pair.headline), root("b:" + pair.body_id)
            if a != b:
                parent[a] = b
    roots = sorted({root("h:" + p.headline) for p in pairs})
    number = {r: n for n, r in enumerate(roots)}
    return {p.headline: number[root("h:" + p.headline)] for p in pairs}


def headline_folds(pairs: list[Pair], k: int = 5, seed: int = 18, by: str = "headline") -> list[int]:
    """A fold number for each pair, so that no headline (or, ``by='topic'``, no rumour) is in two folds."""
    import random

    group = {p.headline: p.headline for p in pairs} if by == "headline" else topics(pairs)
    keys = sorted(set(group.values()))
    random.Random(seed).shuffle(keys)
    fold_of = {key: n % k for n, key in enumerate(keys)}
    return [fold_of[group[p.headline]] for p in pairs]
