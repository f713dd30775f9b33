"""A small library written straight into a home's lake: documents, passages and postings, no Dagster."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline import lake
from pipeline.scan.passages import passage_rows, postings
from pipeline.scan.verdicts import Verdict
from pipeline.sentences import sentence_rows
from pipeline.settings import Settings

DROP = "/drop"


def write_library(home: Path, docs: list[dict], batch: str = "b1") -> Settings:
    """``docs``: dicts with doc_id, text, rel (path under the drop folder), outlet, published."""
    settings = Settings(home=home)
    documents, passages = [], []
    for doc in docs:
        row = {
            "doc_id": doc["doc_id"],
            "text": doc["text"],
            "path": f"{DROP}/{doc['rel']}",
            "title": doc.get("title", doc["doc_id"]),
            "outlet": doc.get("outlet", "Outlet"),
            "published": doc.get("published", "2026-01-01"),
            "batch": batch,
        }
        documents.append(row)
        passages.extend(passage_rows(row, sentence_rows(doc["doc_id"], doc["text"], batch), DROP, batch))
    lake.write_partition(settings.lake_dir, "document", batch, lake.frame("document", documents))
    lake.write_partition(settings.lake_dir, "passage", batch, lake.frame("passage", passages))
    lake.write_partition(
        settings.lake_dir, "passage_term", batch, lake.frame("passage_term", postings(passages, batch))
    )
    return settings


class ScriptedJudge:
    """A judge whose verdict is picked by a word in the passage; a passage with 'BROKEN' makes the call fail."""

    name = "scripted"
    model_id = "scripted-1"
    prompt_version = "p1"

    def __init__(self, by_word: dict[str, tuple[str, float]] | None = None) -> None:
        self.by_word = by_word or {}
        self.calls = 0

    def judge(self, claim: str, passage: str) -> Verdict:
        self.calls += 1
        if "BROKEN" in passage:
            raise TimeoutError("the model dropped this response")
        for word, (verdict, confidence) in self.by_word.items():
            if word in passage:
                return Verdict(verdict, confidence, f"it says {word}.")
        return Verdict("irrelevant", 0.5, "nothing to say.")


@pytest.fixture
def scripted() -> ScriptedJudge:
    return ScriptedJudge()


def sentences(
    n: int, topic: str, where: str = "town", filler: str = "Other matters were discussed at length"
) -> str:
    """``n`` paragraphs: topic sentences far enough apart to be separate candidates."""
    parts = []
    for i in range(n):
        parts.append(f"The {topic} report number {i} was published in {where}.")
        parts.extend(f"{filler} in session {i}-{j}." for j in range(3))
    return "\n\n".join(parts)
