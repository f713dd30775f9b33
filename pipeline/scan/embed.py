"""Sentence embeddings for the semantic ranker (filled in by the embedding model, see below)."""

from __future__ import annotations


def semantic_ranker(library, query: str, allowed: set[str] | None) -> list[str]:
    return []
