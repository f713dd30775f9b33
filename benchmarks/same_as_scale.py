"""same_as suggestions at scale: 10,000 documents' worth of entity names, batch by batch.

The resolution stage suggests same_as links between each batch's new entities and
every entity known so far (`pipeline.resolve.suggest_same_as`). This measures it on
synthetic names at the rate the real-news drop has them (7.1 distinct entities per
document: 7,022 in its 986 documents), in ingest batches of 1,000 documents, and
compares it with the comparison of each new name against every known one (the code
before blocking), which is timed on a sample of names and extrapolated.

It checks that blocking changes no suggestion: on every batch for the first
``--exact-documents`` documents, and on a sample of the last batch's names at full
size. With ``--home HOME`` it also runs both on the real entities of an ingested home
(``HOME/lake/mention``), in that home's batches, and compares every suggestion.
Writes benchmarks/results/same_as_scale.json.

    .venv/bin/python benchmarks/same_as_scale.py [--documents 10000] [--home /work/rn-base]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import time
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from unittest import mock

from pipeline import resolve
from pipeline.resolve import KnownName, known_names, suggest_same_as

RESULTS = Path(__file__).resolve().parent / "results" / "same_as_scale.json"
ENTITIES_PER_DOCUMENT = 7.1
BATCH_DOCUMENTS = 1_000
TITLES = ["minister", "president", "spokesman", "official", "senator", "chief executive", "police"]


@contextmanager
def every_known_name():
    """suggest_same_as as it was before blocking: each new name meets every known name."""
    with mock.patch.object(resolve._NameIndex, "candidates", lambda self, keys: list(range(len(self.names)))):
        yield


def synthetic_names(count: int, seed: int = 16) -> list[str]:
    """Normalized entity names in the proportions of the real-news drop's: people,
    organisations, titles, a known name with a title in front or a letter left out, and
    (a quarter of them there) clauses standing as subjects ("his meeting with the leader")."""
    rng = random.Random(seed)
    onsets = "b br bl c ch cr d dr f fr g gr h j k kr l m n p pr r s sh st t tr v w z".split()
    vowels = "a e i o u ai ea ou y".split()
    codas = ["", "", "n", "r", "s", "l", "m", "k", "t", "nd", "rt", "sk"]

    def word() -> str:
        return "".join(
            rng.choice(onsets) + rng.choice(vowels) + rng.choice(codas)
            for _ in range(rng.choice((1, 2, 2, 3)))
        )

    given = [word() for _ in range(2_000)]
    family = [word() for _ in range(20_000)]
    content = [word() for _ in range(8_000)]
    function = "the to of a with his that in for on by".split()
    names: list[str] = []
    seen: set[str] = set()
    while len(names) < count:
        roll = rng.random()
        if roll < 0.40:
            name = f"{rng.choice(given)} {rng.choice(family)}"
        elif roll < 0.55:
            name = " ".join(rng.choices(content, k=rng.choice((1, 2, 3)))) + rng.choice(
                ("", " ministry", " party", " group", " agency")
            )
        elif roll < 0.65 and names:  # a title in front of a known person
            name = f"{rng.choice(TITLES)} {rng.choice(names)}"
        elif roll < 0.73 and names:  # a known name with a letter left out
            letters = list(rng.choice(names))
            letters.pop(rng.randrange(len(letters)))
            name = "".join(letters)
        elif roll < 0.78:
            name = (
                rng.choice(TITLES)
                if rng.random() < 0.5
                else f"{rng.choice(('two', 'senior', 'some'))} officials"
            )
        else:  # a clause standing as a subject
            name = " ".join(
                rng.choice(function) if rng.random() < 0.4 else rng.choice(content)
                for _ in range(rng.randint(4, 9))
            )
        name = " ".join(name.split())
        if name and name not in seen:
            seen.add(name)
            names.append(name)
    return names


def entity(name: str) -> str:
    return resolve.entity_id(name) or "ent:_"


def synthetic_entities(names: list[str], first: int = 0) -> dict[str, KnownName]:
    """Each name written as a name, in the document it would come from (7.1 entities a document)."""
    return {
        entity(name): KnownName(name, True, frozenset({f"d{int((first + i) / ENTITIES_PER_DOCUMENT)}"}))
        for i, name in enumerate(names)
    }


def run_batches(
    batches: list[dict[str, KnownName]], reference: bool = False
) -> tuple[list[dict], list[float]]:
    """Suggestions and seconds per batch, each batch's entities against every one before and in it."""
    known: dict[str, KnownName] = {}
    already: set[tuple[str, str]] = set()
    rows, seconds = [], []
    for n, new in enumerate(batches):
        known.update(new)
        started = time.perf_counter()
        if reference:
            with every_known_name():
                rows += suggest_same_as(new, dict(known), already, f"b{n}")
        else:
            rows += suggest_same_as(new, dict(known), already, f"b{n}")
        seconds.append(time.perf_counter() - started)
    return rows, seconds


def key(rows: list[dict]) -> set[tuple]:
    return {(r["left_entity"], r["right_entity"], r["confidence"], r["reason"]) for r in rows}


def home_batches(home: Path) -> list[dict[str, KnownName]]:
    """The entities of an ingested home, batch by batch, as the resolution stage sees them."""
    import duckdb

    mentions = duckdb.sql(
        f"select * from read_parquet('{home}/lake/mention/**/*.parquet') order by batch, mention_id"
    ).df()
    rows = mentions.to_dict("records")
    known = known_names(rows)
    batches: dict[str, dict[str, KnownName]] = {}
    for m in rows:
        if m["entity_id"]:
            batches.setdefault(m["batch"], {})[m["entity_id"]] = known[m["entity_id"]]
    return list(batches.values())


def real_names(home: Path) -> dict:
    """Both ways on the real entities of an ingested home: its batches, or four slices of one batch."""
    batches = home_batches(home)
    if len(batches) == 1:
        items = list(batches[0].items())
        batches = [dict(items[i::4]) for i in range(4)]
    blocked, blocked_seconds = run_batches(batches)
    every, every_seconds = run_batches(batches, reference=True)
    return {
        "home": str(home),
        "entities": sum(len(b) for b in batches),
        "batches": len(batches),
        "suggestions": len(blocked),
        "same_suggestions": key(blocked) == key(every),
        "seconds_blocked": round(sum(blocked_seconds), 2),
        "seconds_every_known_name": round(sum(every_seconds), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--documents", type=int, default=10_000)
    parser.add_argument("--exact-documents", type=int, default=1_000)
    parser.add_argument("--sample", type=int, default=300, help="names of the last batch timed both ways")
    parser.add_argument("--home", type=Path, help="an ingested home whose real entities are compared too")
    args = parser.parse_args()

    names = synthetic_names(int(args.documents * ENTITIES_PER_DOCUMENT))
    per_batch = int(BATCH_DOCUMENTS * ENTITIES_PER_DOCUMENT)
    batches = [synthetic_entities(names[i : i + per_batch], i) for i in range(0, len(names), per_batch)]

    rows, seconds = run_batches(batches)

    # Both ways, every suggestion, on the first batches.
    exact = [b for b in batches[: max(1, args.exact_documents // BATCH_DOCUMENTS)]]
    exact_blocked, _ = run_batches(exact)
    exact_every, exact_every_seconds = run_batches(exact, reference=True)

    # At full size: a sample of the last batch's names against every known name, both ways.
    rng = random.Random(1)
    known = {eid: k for batch in batches for eid, k in batch.items()}
    last = list(batches[-1].items())
    sample = dict(rng.sample(last, min(args.sample, len(last))))
    started = time.perf_counter()
    sample_blocked = suggest_same_as(sample, known, set(), "s")
    blocked_sample_seconds = time.perf_counter() - started
    started = time.perf_counter()
    with every_known_name():
        sample_every = suggest_same_as(sample, known, set(), "s")
    every_sample_seconds = time.perf_counter() - started
    # Each new name costs the same comparisons per known name; the known set grows batch by batch.
    per_name_per_known = every_sample_seconds / len(sample) / len(known)
    cumulative = [sum(len(b) for b in batches[: n + 1]) for n in range(len(batches))]
    every_estimate = sum(
        len(b) * size * per_name_per_known for b, size in zip(batches, cumulative, strict=True)
    )

    report = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "load_average_after": round(os.getloadavg()[0], 2),
        "command": f".venv/bin/python benchmarks/same_as_scale.py --documents {args.documents}"
        + (f" --home {args.home}" if args.home else ""),
        "documents": args.documents,
        "entities": len(names),
        "batches": len(batches),
        "suggestions": len(rows),
        "seconds_blocked": round(sum(seconds), 2),
        "seconds_blocked_per_batch": [round(s, 2) for s in seconds],
        "seconds_every_known_name_estimated": round(every_estimate, 1),
        "every_known_name_estimate_from": f"{len(sample)} names of the last batch against all {len(known)}",
        "same_suggestions_first_batches": key(exact_blocked) == key(exact_every),
        "first_batches_documents": len(exact) * BATCH_DOCUMENTS,
        "first_batches_seconds_every_known_name": round(sum(exact_every_seconds), 2),
        "same_suggestions_full_size_sample": key(sample_blocked) == key(sample_every),
        "full_size_sample_seconds": {
            "blocked": round(blocked_sample_seconds, 2),
            "every_known_name": round(every_sample_seconds, 2),
        },
    }
    if args.home:
        report["real_entities"] = real_names(args.home)
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
