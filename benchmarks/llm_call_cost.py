"""What one `llm` extractor call costs against bare generation, and grammar against "constrain late".

For each of a few news sentences: the extractor's call (few-shot prompt, shared
prefix kept in llama.cpp's cache, JSON-schema grammar) against generating the same
number of tokens with no prompt work and no grammar; and the same prompt decoded
freely then validated. Writes benchmarks/results/llm_call_cost.json.

    .venv/bin/python benchmarks/llm_call_cost.py
"""

from __future__ import annotations

import json
import os
import platform
import time
from datetime import UTC, datetime
from pathlib import Path

from pipeline.extract.llm import FEW_SHOT, MAX_TOKENS, LlmExtractor, _grammar, parse_model_output

RESULTS = Path(__file__).resolve().parent / "results" / "llm_call_cost.json"
SENTENCES = [
    "The Field Alpha plant will restart in March, two energy ministry officials told Reuters on Monday.",
    "Union leader Marko Dell said output at Field Alpha would rise by only 2 percent after the restart.",
    "The Energy Ministry on Wednesday denied that the Field Alpha plant will restart in March.",
    "Mayor Ann Lee said the bridge would reopen in May after repairs.",
    "A spokeswoman for the company said it had no plans to close the factory.",
    "Police said the suspect was arrested near the station on Friday night.",
]


def timed(llm, prompt: str, grammar) -> tuple[float, str, int]:
    started = time.perf_counter()
    out = llm.create_completion(
        prompt, max_tokens=MAX_TOKENS, temperature=0.0, grammar=grammar, stop=["\n\n"]
    )
    return time.perf_counter() - started, out["choices"][0]["text"], out["usage"]["completion_tokens"]


def main() -> None:
    extractor = LlmExtractor()
    llm = extractor._llm()
    timed(llm, FEW_SHOT + SENTENCES[0] + "\nJSON: ", _grammar())  # warm the shared prefix
    rows = []
    for sentence in SENTENCES:
        prompt = FEW_SHOT + sentence + "\nJSON: "
        grammar_s, grammar_text, tokens = timed(llm, prompt, _grammar())
        free_s, free_text, free_tokens = timed(llm, prompt, None)
        # bare generation: the same number of tokens from a one-token prompt, no grammar
        llm.reset()
        started = time.perf_counter()
        llm.create_completion(" ", max_tokens=tokens, temperature=0.0, stop=[])
        bare_s = time.perf_counter() - started
        llm.reset()
        timed(llm, FEW_SHOT + sentence + "\nJSON: ", None)  # put the shared prefix back in the cache

        def valid(text: str) -> bool:
            try:
                parse_model_output(text)
                return True
            except Exception:
                return False

        rows.append(
            {
                "sentence": sentence,
                "tokens": tokens,
                "grammar_seconds": round(grammar_s, 3),
                "free_seconds": round(free_s, 3),
                "free_tokens": free_tokens,
                "bare_generation_seconds": round(bare_s, 3),
                "grammar_over_bare": round(grammar_s / bare_s, 2) if bare_s else None,
                "free_over_bare": round(free_s / bare_s, 2) if bare_s else None,
                "grammar_valid": valid(grammar_text),
                "free_valid": valid(free_text.split("\n")[0]),
            }
        )
    report = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "load_average_after": round(os.getloadavg()[0], 2),
        "command": ".venv/bin/python benchmarks/llm_call_cost.py",
        "model": extractor.model_id,
        "mean_grammar_over_bare": round(sum(r["grammar_over_bare"] for r in rows) / len(rows), 2),
        "mean_free_over_bare": round(sum(r["free_over_bare"] for r in rows) / len(rows), 2),
        "grammar_valid": sum(r["grammar_valid"] for r in rows),
        "free_valid": sum(r["free_valid"] for r in rows),
        "sentences": rows,
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({k: v for k, v in report.items() if k != "sentences"}, indent=2))


if __name__ == "__main__":
    main()
