"""Reciprocal rank fusion of several rankings, then at most a few candidates per document.

RRF (Cormack et al. 2009) adds ``1 / (k + rank)`` over the rankers that found a
passage: a passage two rankers agree on beats one that a single ranker put
first, and no ranker's score scale matters.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

RRF_K = 60
PER_DOCUMENT = 4
TOP = 12


@dataclass
class Fused:
    passage_id: str
    score: float
    ranks: dict[str, int] = field(default_factory=dict)


def rrf(rankings: Mapping[str, Sequence[str]], k: int = RRF_K) -> list[Fused]:
    """Passages by fused score; ties by their best single rank, then by id (a stable order)."""
    fused: dict[str, Fused] = {}
    for ranker, ranking in rankings.items():
        seen = set()
        for rank, pid in enumerate(ranking, start=1):
            if pid in seen:
                continue
            seen.add(pid)
            entry = fused.setdefault(pid, Fused(pid, 0.0))
            entry.score += 1.0 / (k + rank)
            entry.ranks[ranker] = rank
    return sorted(fused.values(), key=lambda f: (-f.score, min(f.ranks.values()), f.passage_id))


def select(
    fused: Sequence[Fused],
    doc_of: Callable[[str], str],
    position_of: Callable[[str], int] | None = None,
    per_document: int = PER_DOCUMENT,
    top: int = TOP,
    spread: int = 2,
) -> list[Fused]:
    """The best ``top`` passages with at most ``per_document`` from any one document.

    With ``position_of`` (a passage's sentence number), a passage within ``spread``
    sentences of one already taken from the same document is skipped: the two
    would share a sentence, and the reader would see the same words twice.
    """
    taken: list[Fused] = []
    per_doc: dict[str, list[int]] = {}
    for entry in fused:
        doc = doc_of(entry.passage_id)
        positions = per_doc.setdefault(doc, [])
        if len(positions) >= per_document:
            continue
        if position_of is not None:
            here = position_of(entry.passage_id)
            if any(abs(here - there) <= spread for there in positions):
                continue
            positions.append(here)
        else:
            positions.append(len(positions))
        taken.append(entry)
        if len(taken) == top:
            break
    return taken
