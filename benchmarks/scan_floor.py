"""Where a scan should say "no candidates found": the rankers' floors measured on FNC-1.

For every FNC-1 dev headline with a related body, and for claims on topics the bodies never
touch (``benchmarks/labels/off_topic_claims.txt``), this reads each ranker's full answer over
the FNC-1 passage index once: BM25 with each passage's share of the claim's term weight
(``Library.bm25_scored``) and MiniLM cosine similarity (``embed.semantic_scored``). Then, for a
grid of floors, it runs the scan's own fusion and cap (``candidates_for``) on the rankings cut
at the floors and reports recall@12 of related bodies, the top result's relatedness, and how
many off-topic claims get no candidate at all.

    PYTHONPATH=. .venv/bin/python benchmarks/scan_floor.py ../shared/corpora/fnc1 /work/fnc-index

The index home is the one ``claimgraph eval retrieval --home`` builds (and reuses).
Writes ``benchmarks/results/scan_floor.json``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from evaluation.fnc1 import read_fnc1
from evaluation.scan_eval import found_related, index_bodies, related_bodies
from pipeline.scan.embed import semantic_scored
from pipeline.scan.engine import candidates_for
from pipeline.scan.retrieve import Library
from pipeline.settings import Settings

OFF_TOPIC = Path(__file__).parent / "labels" / "off_topic_claims.txt"
RESULTS = Path(__file__).parent / "results" / "scan_floor.json"
SEMANTIC_FLOORS = (0.0, 0.4, 0.45, 0.5, 0.55)
BM25_FLOORS = (0.0, 0.2, 0.3, 0.4, 0.5)
ALL = 1_000_000


def read_claims(path: Path) -> list[str]:
    return [
        line.strip() for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")
    ]


def quantiles(values: list[float]) -> dict[str, float]:
    cut = statistics.quantiles(values, n=100, method="inclusive")
    return {
        "min": round(min(values), 3),
        "p01": round(cut[0], 3),
        "p05": round(cut[4], 3),
        "median": round(statistics.median(values), 3),
        "max": round(max(values), 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fnc1", type=Path)
    parser.add_argument("home", type=Path)
    args = parser.parse_args()

    pairs, bodies = read_fnc1(args.fnc1)
    related = related_bodies(pairs)
    headlines = [h for h in related if related[h]]
    off_topic = read_claims(OFF_TOPIC)

    settings = Settings(home=args.home)
    index_bodies(settings, bodies)
    library = Library(settings.lake_dir, None)
    doc_of = dict(library.con.execute("select passage_id, doc_id from passage").fetchall())

    started = time.perf_counter()
    bm25 = {q: library.bm25_scored(q, None, ALL) for q in headlines + off_topic}
    semantic = {q: semantic_scored(library, q, None, ALL) for q in headlines + off_topic}
    ranking_seconds = time.perf_counter() - started

    def best_related(scored: list[tuple], value: int, docs: set[str]) -> float:
        return max((row[value] for row in scored if doc_of[row[0]] in docs), default=0.0)

    def best_any(scored: list[tuple], value: int) -> float:
        return max((row[value] for row in scored), default=0.0)

    distributions = {
        "headline_best_related_similarity": quantiles(
            [best_related(semantic[h], 1, related[h]) for h in headlines]
        ),
        "off_topic_best_similarity": quantiles([best_any(semantic[q], 1) for q in off_topic]),
        "headline_best_related_bm25_share": quantiles(
            [best_related(bm25[h], 2, related[h]) for h in headlines]
        ),
        "off_topic_best_bm25_share": quantiles([best_any(bm25[q], 2) for q in off_topic]),
    }

    def rankers(semantic_floor: float, bm25_floor: float) -> dict:
        return {
            "bm25": lambda lib, q, allowed: [pid for pid, _, share in bm25[q] if share >= bm25_floor][:100],
            "semantic": lambda lib, q, allowed: [pid for pid, sim in semantic[q] if sim >= semantic_floor][
                :100
            ],
        }

    grid = []
    for semantic_floor in SEMANTIC_FLOORS:
        for bm25_floor in BM25_FLOORS:
            chosen = rankers(semantic_floor, bm25_floor)
            recalls, top1, empty_headlines = [], 0, 0
            for headline in headlines:
                candidates, _ = candidates_for(library, headline, [], chosen)
                recall, first_related = found_related(candidates, related[headline])
                recalls.append(recall)
                top1 += first_related
                empty_headlines += not candidates
            off_topic_found = [len(candidates_for(library, q, [], chosen)[0]) for q in off_topic]
            row = {
                "semantic_floor": semantic_floor,
                "bm25_floor": bm25_floor,
                "recall_at_12": round(statistics.mean(recalls), 4),
                "top1_related": round(top1 / len(headlines), 4),
                "headlines_without_candidates": empty_headlines,
                "off_topic_without_candidates": sum(1 for n in off_topic_found if n == 0),
                "off_topic_candidates_mean": round(statistics.mean(off_topic_found), 2),
            }
            grid.append(row)
            print(json.dumps(row))

    examples = []
    for q in off_topic:
        best_bm25 = bm25[q][0] if bm25[q] else None
        best_sem = semantic[q][0] if semantic[q] else None
        texts = library.passages([x[0] for x in (best_bm25, best_sem) if x])
        examples.append(
            {
                "claim": q,
                "bm25_best": best_bm25
                and {
                    "share": round(best_bm25[2], 3),
                    "text": texts[best_bm25[0]]["text"][:200],
                },
                "bm25_best_share": round(best_any(bm25[q], 2), 3),
                "semantic_best": best_sem
                and {
                    "similarity": round(best_sem[1], 3),
                    "text": texts[best_sem[0]]["text"][:200],
                },
            }
        )
    result = {
        "headlines": len(headlines),
        "off_topic_claims": len(off_topic),
        "passages": len(doc_of),
        "ranking_seconds": round(ranking_seconds, 1),
        "distributions": distributions,
        "grid": grid,
        "off_topic_examples": examples,
    }
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps({"distributions": distributions}, indent=2))


if __name__ == "__main__":
    main()
