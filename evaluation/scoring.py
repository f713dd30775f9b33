"""Span matching and scores: each kind of span on its own, exact and overlapping, micro-averaged."""

from __future__ import annotations

from dataclasses import dataclass

from evaluation.polnear import Attribution, Span


@dataclass(frozen=True)
class Counts:
    """Matches of one kind of span: enough to micro-average over documents."""

    gold: int = 0
    predicted: int = 0
    exact: int = 0
    overlap: int = 0

    def __add__(self, other: Counts) -> Counts:
        return Counts(
            self.gold + other.gold,
            self.predicted + other.predicted,
            self.exact + other.exact,
            self.overlap + other.overlap,
        )


def _overlap_length(a: Span, b: Span) -> int:
    return min(a[1], b[1]) - max(a[0], b[0])


def exact_matches(gold: list[Span], predicted: list[Span]) -> int:
    """Predicted spans equal to a gold span, each gold span used at most once."""
    unused = list(gold)
    matched = 0
    for span in predicted:
        if span in unused:
            unused.remove(span)
            matched += 1
    return matched


def overlap_matches(gold: list[Span], predicted: list[Span]) -> int:
    """Size of a one-to-one matching of spans sharing at least one character.

    Greedy on the largest shared length first, so a long prediction that touches
    two gold spans is paired with the one it mostly covers.
    """
    pairs = sorted(
        (
            (_overlap_length(g, p), gi, pi)
            for gi, g in enumerate(gold)
            for pi, p in enumerate(predicted)
            if _overlap_length(g, p) > 0
        ),
        reverse=True,
    )
    used_gold: set[int] = set()
    used_predicted: set[int] = set()
    for _, gi, pi in pairs:
        if gi not in used_gold and pi not in used_predicted:
            used_gold.add(gi)
            used_predicted.add(pi)
    return len(used_gold)


def count_matches(gold: list[Attribution], predicted: list[Attribution], kind: str) -> Counts:
    """Matches of one kind of span within one document."""
    gold_spans = [s for a in gold if (s := a.span(kind)) is not None]
    predicted_spans = [s for a in predicted if (s := a.span(kind)) is not None]
    return Counts(
        gold=len(gold_spans),
        predicted=len(predicted_spans),
        exact=exact_matches(gold_spans, predicted_spans),
        overlap=overlap_matches(gold_spans, predicted_spans),
    )


def _ratio(numerator: int, denominator: int) -> float:
    return numerator / denominator if denominator else 0.0


def _f1(p: float, r: float) -> float:
    return 2 * p * r / (p + r) if p + r else 0.0


def scores(counts: Counts) -> dict[str, float]:
    """p = matched predicted / predicted, r = matched gold / gold (matching is one-to-one)."""
    p, r = _ratio(counts.exact, counts.predicted), _ratio(counts.exact, counts.gold)
    op, orr = _ratio(counts.overlap, counts.predicted), _ratio(counts.overlap, counts.gold)
    values = {
        "p": p,
        "r": r,
        "f1": _f1(p, r),
        "overlap_p": op,
        "overlap_r": orr,
        "overlap_f1": _f1(op, orr),
    }
    return {key: round(value, 4) for key, value in values.items()}
