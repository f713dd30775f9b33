"""Extractor calls for one wire story against fifty republished copies of it.

The reference is the wire story as sent. Copies get the edits a copy desk makes: another headline, typographic quotes,
doubled spaces, a trimmed last paragraph, an added non-claim sentence. Calls are
counted at the extractor itself, behind the extraction cache, for one copy and
for all fifty. A second run edits one word of a claim sentence in every copy, to
show what a real change costs. A third count keys the cache as the llm backend
does (a sentence that speaks by pronoun goes with the sentence before it).
Writes benchmarks/results/republished_calls.json.

    .venv/bin/python benchmarks/republished_calls.py
"""

from __future__ import annotations

import json
import os
import platform
import random
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from pipeline.extract import extract_claims
from pipeline.extract.base import ExtractionCache
from pipeline.extract.parse import ParseExtractor
from pipeline.sentences import sentence_rows

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "republished_calls.json"
WIRE = (ROOT / "examples" / "drop" / "reuters-field-alpha-restart.txt").read_text().split("---\n", 2)[2]


class CountingParse(ParseExtractor):
    calls = 0

    def extract(self, sentences):
        CountingParse.calls += len(sentences)
        return super().extract(sentences)


def copy_of(text: str, n: int, rng: random.Random, edit_claim: bool) -> str:
    paragraphs = text.strip().split("\n\n")
    paragraphs.insert(0, f"Field Alpha restart, edition {n}")
    if rng.random() < 0.5:
        paragraphs = paragraphs[:-1]
    if rng.random() < 0.5:
        paragraphs.append("Shares in regional suppliers were little changed.")
    copy = "\n\n".join(paragraphs)
    if rng.random() < 0.5:
        copy = copy.replace(" - ", " — ").replace("  ", " ")
    if rng.random() < 0.5:
        copy = copy.replace(", ", ",  ", 1)
    if edit_claim:
        copy = copy.replace("10 percent", f"{10 + n % 3} percent")
    return copy


class CountingContextReader(CountingParse):
    """Keyed as the llm backend is: a sentence that speaks by pronoun goes with the one before."""

    uses_context = True


def calls_for(texts: list[str], backend: type[CountingParse] = CountingParse) -> int:
    CountingParse.calls = 0
    with tempfile.TemporaryDirectory() as tmp:
        cache = ExtractionCache(Path(tmp) / "cache.sqlite")
        for i, text in enumerate(texts):
            extract_claims(sentence_rows(f"d{i}", text, "b"), {}, backend(), cache, "b")
        cache.close()
    return CountingParse.calls


def main() -> None:
    rng = random.Random(3)
    copies = [copy_of(WIRE, n, rng, edit_claim=False) for n in range(50)]
    edited = [copy_of(WIRE, n, rng, edit_claim=True) for n in range(50)]
    one = calls_for([WIRE])
    fifty = calls_for(copies)
    fifty_edited = calls_for(edited)
    one_context = calls_for([WIRE], CountingContextReader)
    fifty_context = calls_for(copies, CountingContextReader)
    report = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "command": ".venv/bin/python benchmarks/republished_calls.py",
        "calls_one_copy": one,
        "calls_fifty_copies": fifty,
        "ratio": round(fifty / one, 3),
        "calls_fifty_copies_with_a_claim_word_edited": fifty_edited,
        "ratio_with_a_claim_word_edited": round(fifty_edited / one, 3),
        "context_reading_backend_calls_one_copy": one_context,
        "context_reading_backend_calls_fifty_copies": fifty_context,
        "context_reading_backend_ratio": round(fifty_context / one_context, 3),
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
