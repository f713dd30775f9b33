"""Defects a script can see in the reported claims of one or more homes (issue 16's claim records).

    .venv/bin/python benchmarks/claim_defects.py HOME [HOME ...] [--json] [--examples KIND]

Reads every row of the ``who_claims`` mart (what ``claimgraph who-claims ""`` lists) and counts:

- ``pronoun_subject``: the subject as shown is a bare pronoun ("it", "they", "he", "this", ...) or
  a speaker's side ("We (Mr. Trump)"): no reader knows whom it means without the article;
- ``empty_value``, ``empty_subject``: the parse found no value or no subject;
- ``relative_subject``: the subject is a relative word ("that", "which");
- ``question``: the quotation ends in a question mark;
- ``possessive_subject`` (counted since session 28, and left out of ``none_found`` so that it
  compares with session 27's): the subject as shown opens with a possessive pronoun ("his son",
  "my parents"): whose, the reader does not know.

A row may have several; ``none_found`` counts rows with none of them, which is not the same as a
row read as right (blind samples, ``quality_sample.py``, say that). Session 27 counted with the
same definitions from a script it did not commit; this is that script.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from collections import Counter
from pathlib import Path

import duckdb

RELATIVE_WORDS = {"that", "which", "who", "whom", "whose"}
PRONOUNS = {"he", "she", "it", "they", "we", "i", "you", "this", "these", "those"}
# "We (Mr. Trump)": resolution's name for a person's side, still a pronoun to a reader
SIDE = re.compile(r"^(?:he|she|it|they|we|i|you) \(")
KINDS = ("pronoun_subject", "empty_value", "empty_subject", "relative_subject", "question")
POSSESSIVE = re.compile(r"^(?:his|her|its|their|my|our) ", re.IGNORECASE)


def defects(subject: str | None, predicate: str | None, value: str | None, quote: str | None) -> list[str]:
    """The defect kinds of one reported claim, or [] when none is seen."""
    subject = (subject or "").strip()
    lowered = subject.lower()
    found = []
    if not subject:
        found.append("empty_subject")
    elif lowered in RELATIVE_WORDS:
        found.append("relative_subject")
    elif lowered in PRONOUNS or SIDE.match(lowered):
        found.append("pronoun_subject")
    if not (value or "").strip():
        found.append("empty_value")
    if (quote or "").rstrip(" \"”’'").endswith("?"):
        found.append("question")
    return found


def count(home: Path) -> tuple[dict, dict[str, list[tuple]]]:
    database = home / "published" / "claimgraph.duckdb"
    with duckdb.connect(str(database), read_only=True) as con:
        rows = con.execute("select id, speaker, subject, predicate, value, quote from who_claims").fetchall()
    tally: Counter = Counter()
    examples: dict[str, list[tuple]] = {kind: [] for kind in (*KINDS, "none_found", "possessive_subject")}
    for row in rows:
        found = defects(*row[2:]) or ["none_found"]
        if POSSESSIVE.match((row[2] or "").strip()):
            found.append("possessive_subject")
        for kind in found:
            tally[kind] += 1
            examples[kind].append(row)
    figures = {"home": str(home), "reported": len(rows), "none_found": tally["none_found"]}
    figures.update({kind: tally[kind] for kind in (*KINDS, "possessive_subject")})
    return figures, examples


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("homes", nargs="+", type=Path)
    parser.add_argument("--json", action="store_true", help="one JSON object per home")
    parser.add_argument(
        "--examples",
        choices=(*KINDS, "none_found", "possessive_subject"),
        help="print 12 random rows of one kind",
    )
    args = parser.parse_args()
    for home in args.homes:
        figures, examples = count(home)
        if args.json:
            print(json.dumps(figures))
        else:
            print(" ".join(f"{k}={v}" for k, v in figures.items()))
        if args.examples:
            for row in random.Random(1).sample(
                examples[args.examples], min(12, len(examples[args.examples]))
            ):
                print("  ", " | ".join(str(x or "")[:80] for x in row[1:]))


if __name__ == "__main__":
    main()
