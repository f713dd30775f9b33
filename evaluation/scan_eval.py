"""``claimgraph eval stance`` and ``eval retrieval``: the evidence scan measured on FNC-1.

Stance: each (headline, body) pair goes to the scan's judge, one call each,
through the same ``judge()`` a scan calls. The learned judge was trained on this
half of FNC-1, so its figures are cross-validated: each fold is judged by a
network trained on the other folds, split by headline (no headline in both) or,
stricter, by rumour (``--split topic``: no body's rumour in both).

Retrieval: the bodies are indexed as the pipeline indexes a batch (passages,
postings, embeddings, through the functions the ``passage_index`` asset calls),
each headline is scanned without judging, and the related bodies (agree,
disagree, discuss) are looked for among the 12 candidates.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from evaluation.fnc1 import RELATED, Pair, headline_folds, read_fnc1, stance_scores
from pipeline import lake
from pipeline.scan.judge import Judge, LearnedJudge, get_judge
from pipeline.settings import Settings


def _judge_all(judge: Judge, pairs: list[Pair], bodies: dict[str, str]) -> tuple[list[str], int, int]:
    """(predictions, calls, failures): a failed call counts as irrelevant, as the scan would drop it."""
    predicted, failures = [], 0
    for pair in pairs:
        try:
            predicted.append(judge.judge(pair.headline, bodies[pair.body_id]).verdict)
        except Exception:
            predicted.append("irrelevant")
            failures += 1
    return predicted, len(pairs), failures


def evaluate_stance(
    folder: Path,
    judge: str = "learned",
    limit: int | None = None,
    model: str | None = None,
    url: str | None = None,
    split: str = "headline",
    folds: int = 5,
    cross_validate: bool = True,
) -> dict:
    pairs, bodies = read_fnc1(folder)
    if limit:
        pairs = pairs[:limit]
    started = time.perf_counter()
    if judge == "learned" and cross_validate:
        from evaluation.stance_training import featurize, fit, labels
        from pipeline.scan.stance import StanceModel

        x, y = featurize(pairs, bodies), labels(pairs)
        fold_of = np.array(headline_folds(pairs, folds, by=split))
        predicted: list[str] = [""] * len(pairs)
        calls = failures = 0
        for fold in range(folds):
            test = np.flatnonzero(fold_of == fold)
            if not len(test):
                continue
            fold_judge = LearnedJudge(StanceModel.from_json(fit(x[fold_of != fold], y[fold_of != fold])))
            got, n, failed = _judge_all(fold_judge, [pairs[i] for i in test], bodies)
            for i, verdict in zip(test, got, strict=True):
                predicted[i] = verdict
            calls, failures = calls + n, failures + failed
        how = {"cross_validated": True, "split_by": split, "folds": folds}
        model_id = LearnedJudge().model_id
    else:
        chosen = get_judge(judge, model, url)
        predicted, calls, failures = _judge_all(chosen, pairs, bodies)
        how = {"cross_validated": False}
        model_id = chosen.model_id
    result = stance_scores([p.verdict for p in pairs], predicted)
    result.update(
        {
            "calls": calls,
            "failed": failures,
            "seconds": round(time.perf_counter() - started, 1),
            "pairs": len(pairs),
            "judge": judge,
            "model_id": model_id,
            **how,
        }
    )
    return result


EMBED_CHUNK = 500


def index_bodies(settings: Settings, bodies: dict[str, str], batch: str = "fnc1") -> dict[str, float]:
    """Index the bodies as one batch, the way the passage_index asset does; seconds per step.

    Embeddings are written in pieces of ``EMBED_CHUNK`` passages, each its own file,
    so an interrupted run picks up where it stopped (a kept ``--home``).
    """
    from pipeline.scan.embed import passage_vectors
    from pipeline.scan.passages import passage_rows, postings
    from pipeline.sentences import sentence_rows

    timings: dict[str, float] = {}
    started = time.perf_counter()
    if lake.partition_path(settings.lake_dir, "passage", batch).exists():
        passages = lake.read_partition(settings.lake_dir, "passage", batch).to_dict("records")
    else:
        passages = []
        for body_id, text in bodies.items():
            doc = {
                "doc_id": f"body-{body_id}",
                "text": text,
                "path": f"/fnc1/{body_id}.txt",
                "outlet": "FNC-1",
            }
            passages.extend(passage_rows(doc, sentence_rows(doc["doc_id"], text, batch), "/fnc1", batch))
        lake.write_partition(settings.lake_dir, "passage", batch, lake.frame("passage", passages))
        lake.write_partition(
            settings.lake_dir, "passage_term", batch, lake.frame("passage_term", postings(passages, batch))
        )
    timings["passages_and_postings"] = round(time.perf_counter() - started, 1)
    started = time.perf_counter()
    for n in range(0, len(passages), EMBED_CHUNK):
        piece = f"{batch}-v{n // EMBED_CHUNK:04d}"
        if not lake.partition_path(settings.lake_dir, "passage_vector", piece).exists():
            vectors = passage_vectors(passages[n : n + EMBED_CHUNK], batch)
            lake.write_partition(
                settings.lake_dir, "passage_vector", piece, lake.frame("passage_vector", vectors)
            )
    timings["embeddings"] = round(time.perf_counter() - started, 1)
    timings["passages"] = len(passages)
    return timings


def related_bodies(pairs: list[Pair]) -> dict[str, set[str]]:
    """Each headline's related bodies (agree, disagree, discuss) as the index names them; a
    headline with only unrelated bodies maps to an empty set."""
    related: dict[str, set[str]] = {}
    for pair in pairs:
        related.setdefault(pair.headline, set())
        if pair.verdict in RELATED:
            related[pair.headline].add(f"body-{pair.body_id}")
    return related


def found_related(candidates: list[dict], related: set[str]) -> tuple[float, bool]:
    """(share of the related documents among the candidates and their copies, top one related)."""
    docs = {c["doc_id"] for c in candidates} | {a["doc"] for c in candidates for a in c["also_in"]}
    return len(docs & related) / len(related), bool(candidates) and candidates[0]["doc_id"] in related


def evaluate_retrieval(folder: Path, limit: int | None = None, home: Path | None = None) -> dict:
    """recall@12 of each headline's related bodies, and the share of scans whose first candidate is related."""
    from pipeline.scan.engine import candidates_for, default_rankers
    from pipeline.scan.retrieve import Library

    pairs, bodies = read_fnc1(folder)
    related = related_bodies(pairs)
    headlines = [h for h in related if related[h]][:limit] if limit else [h for h in related if related[h]]
    with tempfile.TemporaryDirectory() as scratch:
        settings = Settings(home=Path(home) if home else Path(scratch))
        index = index_bodies(settings, bodies)
        library = Library(settings.lake_dir, None)
        rankers = default_rankers()
        configurations: dict[str, dict[str, Callable]] = {
            "fused": {k: v for k, v in rankers.items() if k != "graph"},
            "bm25": {"bm25": rankers["bm25"]},
            "semantic": {"semantic": rankers["semantic"]},
        }
        scores: dict[str, dict] = {}
        started = time.perf_counter()
        for name, chosen in configurations.items():
            recalls, top1 = [], 0
            for headline in headlines:
                candidates, _ = candidates_for(library, headline, [], chosen)
                recall, first_related = found_related(candidates, related[headline])
                recalls.append(recall)
                top1 += first_related
            scores[name] = {
                "recall_at_12": round(float(np.mean(recalls)), 4),
                "top1_related": round(top1 / len(headlines), 4),
            }
        seconds = time.perf_counter() - started
    # Twelve candidates can hold at most twelve bodies: a headline with more related bodies caps recall.
    ceiling = float(np.mean([min(12, len(related[h])) / len(related[h]) for h in headlines]))
    return {
        **scores["fused"],
        "recall_ceiling": round(ceiling, 4),
        "rankers": scores,
        "headlines": len(headlines),
        "bodies": len(bodies),
        "index_seconds": index,
        "scan_ms": round(1000 * seconds / (len(headlines) * len(configurations)), 1),
    }
