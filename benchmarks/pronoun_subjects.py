"""Whom a narrated "he" or "she" stands for: blind sheets and their scores (session 38).

    .venv/bin/python benchmarks/pronoun_subjects.py moved BEFORE_HOME AFTER_HOME --out DIR [--seed 38]
    .venv/bin/python benchmarks/pronoun_subjects.py sample HOME [HOME ...] --out DIR [--n 30] [--seed 380]
    .venv/bin/python benchmarks/pronoun_subjects.py score DIR

``moved``: every proposition claim whose pronoun subject two homes resolve differently (the same
claim id, another subject entity), as a blind sheet: the text before and after the claim's span,
the pronoun, and the two homes' referents as ``A`` and ``B`` in a seeded random order ("(nobody:
left unresolved)" where a home left it unresolved). The order goes to ``moved_key.json``, which
the reader does not see. The reader writes ``moved_labels.jsonl``: per item ``A_right`` and
``B_right`` (a referent is right when it names the person the pronoun stands for).

``sample``: ``--n`` claims of each home whose subject is a "he" or "she" resolved to a person other
than the claim's speaker (a speaker's "he said he would" is not the question), shuffled together;
the reader writes ``resolved_labels.jsonl`` with ``right`` per item.

``score``: the counts, with each moved claim's before / after.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path

import duckdb

UNRESOLVED = "(nobody: left unresolved)"
PERSONAL = ("he", "she")
WINDOW_BEFORE, WINDOW_AFTER = 700, 200


def _claims(home: Path) -> dict[str, dict]:
    with duckdb.connect(str(home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        cursor = con.execute(
            "select id, subject, subject_mention, subject_entity, subject_scope, speaker_entity, "
            "is_proposition, path, span from claims"
        )
        columns = [c[0] for c in cursor.description]
        return {row[0]: dict(zip(columns, row, strict=True)) for row in cursor.fetchall()}


def _window(claim: dict) -> tuple[str, str]:
    text = Path(claim["path"]).read_text(encoding="utf-8")
    start, end = claim["span"]
    window = (
        text[max(0, start - WINDOW_BEFORE) : start]
        + "⟦"
        + text[start:end]
        + "⟧"
        + text[end : end + WINDOW_AFTER]
    )
    return Path(claim["path"]).name, window


def _shown(claim: dict) -> str:
    return UNRESOLVED if claim["subject_scope"] == "unresolved" else claim["subject"]


def _write(out: Path, name: str, items: list[dict]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with (out / name).open("w", encoding="utf-8") as f:
        for item in items:
            f.write(json.dumps(item, ensure_ascii=False) + "\n")


def moved(before: Path, after: Path, out: Path, seed: int) -> int:
    rng = random.Random(seed)
    old, new = _claims(before), _claims(after)
    items, key = [], []
    for claim_id in sorted(old.keys() & new.keys()):
        a, b = old[claim_id], new[claim_id]
        if not b["is_proposition"] or (a["subject"], a["subject_entity"]) == (
            b["subject"],
            b["subject_entity"],
        ):
            continue
        file, window = _window(b)
        sides = [("before", _shown(a)), ("after", _shown(b))]
        rng.shuffle(sides)
        item = len(items) + 1
        items.append(
            {
                "item": item,
                "file": file,
                "pronoun": b["subject_mention"],
                "window": window,
                "A": sides[0][1],
                "B": sides[1][1],
            }
        )
        key.append({"item": item, "id": claim_id, "A": sides[0][0], "B": sides[1][0]})
    _write(out, "moved_sheet.jsonl", items)
    (out / "moved_key.json").write_text(json.dumps(key, indent=1) + "\n", encoding="utf-8")
    return len(items)


def sample(homes: list[Path], out: Path, n: int, seed: int) -> int:
    drawn = []
    for home in homes:
        resolved = [
            c
            for c in _claims(home).values()
            if c["is_proposition"]
            and (c["subject_mention"] or "").lower() in PERSONAL
            and c["subject_scope"] == "global"
            and (c["speaker_entity"] or "") != c["subject_entity"]
        ]
        resolved.sort(key=lambda c: c["id"])
        random.Random(seed).shuffle(resolved)
        drawn += [(home, c) for c in resolved[:n]]
    random.Random(seed + 1).shuffle(drawn)
    items, key = [], []
    for item, (home, claim) in enumerate(drawn, start=1):
        file, window = _window(claim)
        items.append(
            {
                "item": item,
                "file": file,
                "pronoun": claim["subject_mention"],
                "shown_as": claim["subject"],
                "window": window,
            }
        )
        key.append({"item": item, "home": str(home), "id": claim["id"]})
    _write(out, "resolved_sample.jsonl", items)
    (out / "resolved_key.json").write_text(json.dumps(key, indent=1) + "\n", encoding="utf-8")
    return len(items)


def _read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def score(folder: Path) -> dict:
    result: dict = {}
    if (folder / "moved_labels.jsonl").exists():
        key = {k["item"]: k for k in json.loads((folder / "moved_key.json").read_text(encoding="utf-8"))}
        sheet = {s["item"]: s for s in _read(folder / "moved_sheet.jsonl")}
        moves: Counter = Counter()
        for label in _read(folder / "moved_labels.jsonl"):
            k, s = key[label["item"]], sheet[label["item"]]
            right = {k["A"]: label["A_right"], k["B"]: label["B_right"]}
            after_shown = s["A"] if k["A"] == "after" else s["B"]
            state = "right" if right["after"] else "unresolved" if after_shown == UNRESOLVED else "wrong"
            moves[f"{'right' if right['before'] else 'wrong'} -> {state}"] += 1
        result["moved"] = {
            "claims": sum(moves.values()),
            "right_before": sum(n for m, n in moves.items() if m.startswith("right")),
            "right_after": sum(n for m, n in moves.items() if m.endswith("right")),
            "moves": dict(sorted(moves.items())),
        }
    if (folder / "resolved_labels.jsonl").exists():
        key = {k["item"]: k for k in json.loads((folder / "resolved_key.json").read_text(encoding="utf-8"))}
        by_home: dict[str, Counter] = {}
        for label in _read(folder / "resolved_labels.jsonl"):
            by_home.setdefault(key[label["item"]]["home"], Counter())[bool(label["right"])] += 1
        result["resolved_sample"] = {
            h: {"right": c[True], "read": c[True] + c[False]} for h, c in by_home.items()
        }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    m = sub.add_parser("moved")
    m.add_argument("before", type=Path)
    m.add_argument("after", type=Path)
    m.add_argument("--out", type=Path, required=True)
    m.add_argument("--seed", type=int, default=38)
    s = sub.add_parser("sample")
    s.add_argument("homes", type=Path, nargs="+")
    s.add_argument("--out", type=Path, required=True)
    s.add_argument("--n", type=int, default=30)
    s.add_argument("--seed", type=int, default=380)
    c = sub.add_parser("score")
    c.add_argument("folder", type=Path)
    args = parser.parse_args()
    if args.command == "moved":
        print(f"{moved(args.before, args.after, args.out, args.seed)} moved claims -> {args.out}")
    elif args.command == "sample":
        print(f"{sample(args.homes, args.out, args.n, args.seed)} claims -> {args.out}")
    else:
        print(json.dumps(score(args.folder), indent=2))


if __name__ == "__main__":
    main()
