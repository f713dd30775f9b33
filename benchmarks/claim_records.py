"""Figures on the claim records of one ingested home (issue 16: subjects, propositions, dates).

    .venv/bin/python benchmarks/claim_records.py HOME [HOME ...] [--json]

For each home, read-only from its published marts:

- pronoun subjects: claims whose subject as written is a pronoun or relative word ("he", "it",
  "which", ...); how many are keyed on the pronoun itself (``ent:he``: they group with every other
  article's "he"), how many are resolved to an antecedent, how many are kept out of grouping, and
  how many really sit in a group that spans documents (a cluster of two or more documents or a
  contradiction pair across documents);
- propositions: the share of claims flagged ``is_proposition`` (and the reasons of the others);
- dates: claims whose ``said_on`` is the day the file was ingested (``first_seen``), undated ones;
- the size of each report: clusters, clusters of two or more documents, single-origin rows,
  corroborated rows, contradiction rows and pairs.

A home built before these columns existed reads as: every subject global, every claim a proposition.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import duckdb

PRONOUNS = {
    "he",
    "she",
    "it",
    "i",
    "they",
    "we",
    "which",
    "who",
    "whom",
    "him",
    "her",
    "them",
    "us",
    "me",
    "you",
    "this",
    "that",
    "these",
    "those",
}


def _capitals(word: str) -> bool:
    word = (word or "").strip()
    return len(word) > 1 and word.isupper()


def _columns(con, table: str) -> set[str]:
    return {r[0] for r in con.execute(f"describe {table}").fetchall()}


def measure(home: Path) -> dict:
    with duckdb.connect(str(home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        cols = _columns(con, "claims")
        mention = "subject_mention" if "subject_mention" in cols else "subject"
        scope = "subject_scope" if "subject_scope" in cols else "'global'"
        prop = "is_proposition" if "is_proposition" in cols else "true"
        reason = "proposition_reason" if "proposition_reason" in cols else "''"
        claims = con.execute(
            f"""
            select id, doc, {mention}, subject_entity, {scope}, {prop}, {reason}, said_on,
                   cast(cast(first_seen as timestamp) as date)::varchar, cluster, predicate
            from claims
            """
        ).fetchall()
        cluster_docs = dict(
            con.execute("select cluster, count(distinct doc) from claims group by cluster").fetchall()
        )
        pairs = con.execute(
            """
            select p.claim_a, p.claim_b, a.doc, b.doc from stg_contradiction_pairs p
            join claims a on a.id = p.claim_a join claims b on b.id = p.claim_b
            """
        ).fetchall()
        sizes = {
            "clusters": len(cluster_docs),
            "clusters_2plus_docs": sum(1 for n in cluster_docs.values() if n >= 2),
            "single_origin_rows": con.execute(
                "select count(*) from single_origin where documents >= 2"
            ).fetchone()[0],
            "corroborated_rows": con.execute(
                "select count(*) from cluster_origins where origins_floor >= 2"
            ).fetchone()[0],
            "contradiction_rows": con.execute("select count(*) from contradictions").fetchone()[0],
            "contradiction_pairs": len(pairs),
        }
    cross_pair = {c for a, b, da, db in pairs if da != db for c in (a, b)}
    total = len(claims)
    # "he", "It", "I"; "US" in capitals is a name
    pronoun = [c for c in claims if (c[2] or "").strip().lower() in PRONOUNS and not _capitals(c[2])]
    keyed_on_pronoun = [c for c in pronoun if c[3] and c[3] == "ent:" + (c[2] or "").strip().lower()]
    resolved = [c for c in pronoun if c[3] and c[3] != "ent:" + (c[2] or "").strip().lower()]
    resolved_global = [c for c in resolved if c[4] == "global"]
    groupable = [c for c in pronoun if c[3] and c[5] and c[4] == "global"]
    unresolved_groupable = [c for c in keyed_on_pronoun if c[5] and c[4] == "global"]
    in_cross_group = [c for c in pronoun if cluster_docs.get(c[9], 0) >= 2 or c[0] in cross_pair]
    unresolved_in_cross_group = [
        c for c in keyed_on_pronoun if cluster_docs.get(c[9], 0) >= 2 or c[0] in cross_pair
    ]
    propositions = [c for c in claims if c[5]]
    ingest_day = [c for c in claims if c[7] and c[8] and c[7] == c[8]]
    undated = [c for c in claims if not c[7]]
    return {
        "home": str(home),
        "claims": total,
        "pronoun_subjects": len(pronoun),
        "pronoun_keyed_on_the_pronoun": len(keyed_on_pronoun),
        "pronoun_keyed_on_the_pronoun_and_groupable": len(unresolved_groupable),
        "pronoun_resolved_to_an_antecedent": len(resolved),
        "pronoun_resolved_to_a_global_entity": len(resolved_global),
        "pronoun_unresolved_kept_out": sum(1 for c in pronoun if not c[3]),
        "pronoun_groupable_across_documents": len(groupable),
        "pronoun_in_a_cross_document_group": len(in_cross_group),
        "pronoun_keyed_on_the_pronoun_in_a_cross_document_group": len(unresolved_in_cross_group),
        "subject_scopes": dict(Counter(c[4] for c in claims)),
        "propositions": len(propositions),
        "not_propositions_by_reason": dict(Counter(c[6] for c in claims if not c[5])),
        "empty_predicate": sum(1 for c in claims if not c[10]),
        "said_on_is_ingest_day": len(ingest_day),
        "said_on_empty": len(undated),
        **sizes,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("homes", nargs="+", type=Path)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = [measure(home) for home in args.homes]
    if args.json:
        print(json.dumps(rows, indent=2))
        return
    keys = [k for k in rows[0] if k != "home"]
    print("measure".ljust(56) + "".join(r["home"][-24:].rjust(26) for r in rows))
    for key in keys:
        cells = []
        for row in rows:
            value = row[key]
            base = (
                row["pronoun_subjects"]
                if key.startswith("pronoun_") and key != "pronoun_subjects"
                else row["claims"]
            )
            if isinstance(value, int) and key != "claims" and base:
                cells.append(f"{value} ({100 * value / base:.1f}%)".rjust(26))
            else:
                cells.append(str(value).rjust(26))
        print(key.ljust(56) + "".join(cells))


if __name__ == "__main__":
    main()
