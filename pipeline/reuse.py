"""Text reuse: near-duplicate and containment detection between documents.

Each document gets a MinHash signature over word 5-gram shingles. A new batch is
compared through an LSH index of every earlier signature, never pairwise against
the corpus. A candidate pair is kept when the estimated Jaccard similarity is
high (near-duplicates) or when one document is mostly contained in the other (a
wire story embedded in a longer article). The document the other credits, else the
earlier by its own date, is the source; when the order is unknown the pair is
recorded as undirected reuse instead of a guess. When claimgraph first saw a file
says nothing about which text came first (it is the order of the ingest batches),
and the origins must be the same whatever order the files arrive in.
"""

from __future__ import annotations

import os
import re
import zlib
from collections.abc import Iterable

import numpy as np
from datasketch import LeanMinHash, MinHash, MinHashLSH

SHINGLE_WORDS = 5
NUM_PERM = 128
# LSH finds pairs above roughly this Jaccard similarity; a wire story inside an
# article up to about three times its length still clears it.
LSH_THRESHOLD = 0.3
NEAR_DUPLICATE = 0.5
CONTAINED = 0.7
MIN_SHINGLES = 20  # a few lines of text say nothing about reuse
SCHEME = "affine32"  # stored signatures must be read back with the scheme that made them

_WORD = re.compile(r"\w+", re.UNICODE)


_MASK = np.uint64(0xFFFFFFFF)
_BASE = np.uint64(1_000_003)


def shingle_hashes(text: str) -> np.ndarray:
    """Distinct 32-bit hashes of the text's word 5-grams.

    Words are hashed once with crc32 (stable across processes, unlike hash())
    and combined into 5-gram hashes with numpy, so no Python string is built per
    shingle: this is most of the cost of indexing a corpus.
    """
    words = _WORD.findall(text.lower())
    if len(words) < SHINGLE_WORDS:
        return np.zeros(0, dtype=np.uint64)
    word_hashes = np.fromiter((zlib.crc32(w.encode()) for w in words), dtype=np.uint64, count=len(words))
    n = len(words) - SHINGLE_WORDS + 1
    combined = np.zeros(n, dtype=np.uint64)
    for k in range(SHINGLE_WORDS):
        combined = (combined * _BASE + word_hashes[k : k + n]) & _MASK
    return np.unique(combined)


_TEMPLATE = MinHash(num_perm=NUM_PERM, seed=1, scheme=SCHEME, hashfunc=int)


def signature(text: str) -> tuple[np.ndarray, int]:
    """MinHash values over the text's shingles, and how many shingles there were."""
    hashes = shingle_hashes(text)
    minhash = _TEMPLATE.copy()  # copying the permutations is far cheaper than drawing them again
    minhash.update_batch(hashes.tolist())
    return minhash.hashvalues, len(hashes)


PARALLEL_FROM = 500  # below this, starting worker processes costs more than it saves


def signatures(texts: list[str], workers: int | None = None) -> list[tuple[np.ndarray, int]]:
    """Signatures of many texts, spread over the machine's cores for a big batch."""
    workers = workers or os.cpu_count() or 1
    if len(texts) < PARALLEL_FROM or workers == 1:
        return [signature(t) for t in texts]
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(signature, texts, chunksize=max(1, len(texts) // (workers * 4))))


def _minhash(hashvalues) -> LeanMinHash:
    """A stored signature back as a MinHash (the lean kind skips regenerating permutations)."""
    return LeanMinHash(seed=1, hashvalues=np.asarray(hashvalues, dtype=np.uint64), scheme=SCHEME)


def containment(jaccard: float, size_a: int, size_b: int) -> float:
    """Share of A's shingles that are in B, estimated from Jaccard and the two sizes."""
    if size_a == 0:
        return 0.0
    intersection = jaccard * (size_a + size_b) / (1 + jaccard)
    return min(1.0, intersection / size_a)


def _as_list(values) -> list:
    return [] if values is None else list(values)


def direction(a: dict, b: dict) -> str:
    """'a_from_b' when b came first, 'b_from_a' when a did, 'unknown' when neither credit nor date tells.

    A copy that credits the other document's own outlet ("(Reuters)" in a copy of
    Reuters' article) took it from that document, whatever the dates say.
    """
    a_credits_b = b.get("outlet_node") in _as_list(a.get("credited"))
    b_credits_a = a.get("outlet_node") in _as_list(b.get("credited"))
    if a_credits_b != b_credits_a:
        return "a_from_b" if a_credits_b else "b_from_a"
    first, second = a.get("published"), b.get("published")
    if first and second and first != second:
        return "a_from_b" if first > second else "b_from_a"
    return "unknown"


def find_reuse(new_docs: list[dict], earlier: Iterable[dict]) -> list[dict]:
    """Reuse pairs between the new documents and everything before them (and among themselves).

    Each doc dict has doc_id, hashvalues, shingles, published, first_seen, and
    outlet_node and credited (what its text credits) from the relays stage.
    """
    lsh = MinHashLSH(threshold=LSH_THRESHOLD, num_perm=NUM_PERM)
    by_id: dict[str, dict] = {}
    for doc in earlier:
        if doc["shingles"] >= MIN_SHINGLES:
            lsh.insert(doc["doc_id"], _minhash(doc["hashvalues"]))
            by_id[doc["doc_id"]] = doc
    pairs = []
    for doc in new_docs:
        if doc["shingles"] < MIN_SHINGLES:
            continue
        minhash = _minhash(doc["hashvalues"])
        for other_id in lsh.query(minhash):
            other = by_id[other_id]
            jaccard = float(np.mean(minhash.hashvalues == np.asarray(other["hashvalues"], dtype=np.uint64)))
            a_in_b = containment(jaccard, doc["shingles"], other["shingles"])
            b_in_a = containment(jaccard, other["shingles"], doc["shingles"])
            if jaccard < NEAR_DUPLICATE and max(a_in_b, b_in_a) < CONTAINED:
                continue
            a, b = sorted((doc, other), key=lambda d: d["doc_id"])
            pairs.append(
                {
                    "doc_a": a["doc_id"],
                    "doc_b": b["doc_id"],
                    "jaccard": round(jaccard, 3),
                    "containment_a_in_b": round(containment(jaccard, a["shingles"], b["shingles"]), 3),
                    "containment_b_in_a": round(containment(jaccard, b["shingles"], a["shingles"]), 3),
                    "direction": direction(a, b),
                }
            )
        lsh.insert(doc["doc_id"], minhash)
        by_id[doc["doc_id"]] = doc
    return pairs


def reuse_edges(pairs: Iterable[dict], batch: str) -> list[dict]:
    """relayed_from edges for reuse pairs: later copy -> earlier source, or undirected."""
    edges = []
    for pair in pairs:
        kind = "near_duplicate" if pair["jaccard"] >= NEAR_DUPLICATE else "containment"
        evidence = f"jaccard {pair['jaccard']}, containment {max(pair['containment_a_in_b'], pair['containment_b_in_a'])}"
        if pair["direction"] == "a_from_b":
            child, parent = pair["doc_a"], pair["doc_b"]
        elif pair["direction"] == "b_from_a":
            child, parent = pair["doc_b"], pair["doc_a"]
        else:
            child, parent, kind = pair["doc_a"], pair["doc_b"], "reuse_undirected"
        edges.append(
            {
                "child": f"doc:{child}",
                "parent": f"doc:{parent}",
                "kind": kind,
                "evidence": evidence,
                "doc_id": child,
                "batch": batch,
            }
        )
    return edges
