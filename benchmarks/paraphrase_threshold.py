"""How alike two values must be to count as one claim in other words (values.PARAPHRASE_THRESHOLD).

Reads the labelled BEFORE sample of the contradictions report (benchmarks/labels/before/
contradictions.jsonl). Every pair of side values in a row labelled ``paraphrase`` is one
proposition reworded; every pair in a row labelled ``different_things`` or real (``temporal``)
is two. For each token-set threshold (the content-word overlap rule and containment stay on)
it counts the pairs ``values.same_proposition`` joins:

    .venv/bin/python benchmarks/paraphrase_threshold.py

Writes benchmarks/results/paraphrase_threshold.json.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from pipeline import values

ROOT = Path(__file__).resolve().parent.parent
LABELS = ROOT / "benchmarks" / "labels" / "before" / "contradictions.jsonl"
RESULT = ROOT / "benchmarks" / "results" / "paraphrase_threshold.json"
SAME, DIFFERENT = {"paraphrase"}, {"different_things", "temporal"}


def labelled_pairs() -> list[tuple[bool, str, str]]:
    pairs = []
    for line in LABELS.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        reason = item["label"]["reason"]
        if reason not in SAME | DIFFERENT:
            continue
        side_values = [side["value"] for side in item["row"]["sides"]]
        pairs += [(reason in SAME, a, b) for a, b in itertools.combinations(side_values, 2)]
    return pairs


def main() -> None:
    pairs = labelled_pairs()
    same = sum(s for s, _, _ in pairs)
    rows = []
    default = values.PARAPHRASE_THRESHOLD
    for threshold in (60, 65, 70, 75, 80, 85, 90, 95):
        values.PARAPHRASE_THRESHOLD = float(threshold)
        joined = [(s, a, b) for s, a, b in pairs if values.same_proposition(a, b)]
        rows.append(
            {
                "threshold": threshold,
                "paraphrase_pairs_joined": sum(s for s, _, _ in joined),
                "paraphrase_pairs": same,
                "other_pairs_joined": len(joined) - sum(s for s, _, _ in joined),
                "other_pairs": len(pairs) - same,
                "other_joined_examples": [[a, b] for s, a, b in joined if not s][:5],
            }
        )
    values.PARAPHRASE_THRESHOLD = default
    for r in rows:
        print(
            f"threshold {r['threshold']}: paraphrase pairs joined {r['paraphrase_pairs_joined']} of "
            f"{r['paraphrase_pairs']}, other pairs joined {r['other_pairs_joined']} of {r['other_pairs']}"
        )
    RESULT.parent.mkdir(parents=True, exist_ok=True)
    RESULT.write_text(
        json.dumps({"labels": str(LABELS.relative_to(ROOT)), "default": default, "rows": rows}, indent=2)
        + "\n"
    )
    print(f"wrote {RESULT}")


if __name__ == "__main__":
    main()
