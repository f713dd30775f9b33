"""What one `llm` extractor call costs against bare generation, and "constrain late" against the grammar.

For each sentence (six written news sentences and the first sentences of three
PolNeAR texts): the extractor's own call (few-shot prompt whose shared prefix
stays in llama.cpp's cache, free decoding to the first "}", the JSON-schema
grammar only as a retry), the same prompt decoded under the grammar from the
start, and bare generation of as many tokens as the extractor's call produced
(a one-token prompt, no grammar). Writes benchmarks/results/llm_call_cost.json.

    .venv/bin/python benchmarks/llm_call_cost.py
"""

from __future__ import annotations

import json
import os
import platform
import time
from datetime import UTC, datetime
from pathlib import Path

from evaluation.polnear import polnear_documents
from pipeline.extract.llm import (
    MAX_TOKENS,
    LlmExtractor,
    _grammar,
    parse_model_output,
    prompt_for,
)
from pipeline.sentences import split_sentences

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "llm_call_cost.json"
POLNEAR = ROOT.parent / "shared" / "corpora" / "polnear"
WRITTEN = [
    "The Field Alpha plant will restart in March, two energy ministry officials told Reuters on Monday.",
    "Union leader Marko Dell said output at Field Alpha would rise by only 2 percent after the restart.",
    "The Energy Ministry on Wednesday denied that the Field Alpha plant will restart in March.",
    "Mayor Ann Lee said the bridge would reopen in May after repairs.",
    "A spokeswoman for the company said it had no plans to close the factory.",
    "Police said the suspect was arrested near the station on Friday night.",
]


def sentences() -> list[tuple[str, str]]:
    """(sentence before, sentence) pairs."""
    pairs = [("", s) for s in WRITTEN]
    for document in polnear_documents(POLNEAR)[:3]:
        split = [s for _, _, s in split_sentences(document.text_path.read_text(encoding="utf-8"))]
        pairs += [(split[i - 1] if i else "", split[i]) for i in range(min(4, len(split)))]
    return pairs


def valid(text: str) -> bool:
    try:
        parse_model_output(text)
        return True
    except Exception:
        return False


def main() -> None:
    extractor = LlmExtractor()
    llm = extractor._llm()
    extractor.generate(WRITTEN[0])  # warm the shared prefix
    rows = []
    for before, sentence in sentences():
        prompt = prompt_for(sentence, before)
        retries_before = extractor.retries
        started = time.perf_counter()
        late_text = extractor.generate(sentence, before)
        late_s = time.perf_counter() - started
        retried = extractor.retries > retries_before
        tokens = len(llm.tokenize(late_text.encode(), add_bos=False))
        started = time.perf_counter()
        out = llm.create_completion(
            prompt, max_tokens=MAX_TOKENS, temperature=0.0, grammar=_grammar(), stop=["\n"]
        )
        grammar_s = time.perf_counter() - started
        grammar_text = out["choices"][0]["text"]
        # bare generation: the same number of tokens from a one-token prompt, no grammar
        llm.reset()
        started = time.perf_counter()
        llm.create_completion(" ", max_tokens=tokens, temperature=0.0, stop=[])
        bare_s = time.perf_counter() - started
        llm.reset()
        extractor.generate(WRITTEN[0])  # the shared prefix back in the cache
        rows.append(
            {
                "sentence": sentence[:120],
                "tokens": tokens,
                "call_seconds": round(late_s, 3),
                "grammar_retry": retried,
                "grammar_only_seconds": round(grammar_s, 3),
                "bare_generation_seconds": round(bare_s, 3),
                "call_over_bare": round(late_s / bare_s, 2) if bare_s else None,
                "call_valid": valid(late_text),
                "grammar_only_valid": valid(grammar_text),
            }
        )
    first_try = [r for r in rows if not r["grammar_retry"]]
    report = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "load_average_after": round(os.getloadavg()[0], 2),
        "command": ".venv/bin/python benchmarks/llm_call_cost.py",
        "model": extractor.model_id,
        "sentences": len(rows),
        "mean_call_seconds": round(sum(r["call_seconds"] for r in rows) / len(rows), 2),
        "mean_grammar_only_seconds": round(sum(r["grammar_only_seconds"] for r in rows) / len(rows), 2),
        "mean_call_over_bare": round(sum(r["call_over_bare"] for r in rows) / len(rows), 2),
        "mean_call_over_bare_without_retry": round(
            sum(r["call_over_bare"] for r in first_try) / len(first_try), 2
        )
        if first_try
        else None,
        "grammar_retries": len(rows) - len(first_try),
        "call_valid": sum(r["call_valid"] for r in rows),
        "grammar_only_valid": sum(r["grammar_only_valid"] for r in rows),
        "rows": rows,
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({k: v for k, v in report.items() if k != "rows"}, indent=2))


if __name__ == "__main__":
    main()
