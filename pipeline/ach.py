"""Heuer's Analysis of Competing Hypotheses (ACH) for one subject, from the claims on it.

The matrix analysts build by hand: the competing positions as columns, the evidence as rows,
and in each cell whether the row is consistent with the position, inconsistent with it, or
neutral. Here:

- a **row** is one speaker's claim, however often it was printed (the claims of one cluster by
  one speaker): its speaker, first date, first quote, documents and independent origins (a
  floor and a ceiling, as the ``contradictions`` mart counts them from ``claim_origin``);
- a **position** is one proposition claimed about the subject: a predicate, a polarity and a
  value, values grouped when they say one thing (``values.same_proposition`` on their typed
  parts: "in March" and "in March 2027" are one position, "in March" and "in June" two). A
  denial is a position of its own: what it denies, negated;
- a **cell** is ``consistent`` when the row states the position, ``inconsistent`` when the graph
  would pair the two as a conflict (``contradictions.paired_conflict``: a typed value clash, an
  opposite polarity, a denial against what it denies; two articles' own narration clash only
  with a denial), else ``neutral``. Nothing is inferred beyond that: "restart in June" is
  neutral, not consistent, to "not restart in March";
- a row is **diagnostic** when its cells differ across the positions: evidence consistent (or
  inconsistent) with every position tells them apart no more than no evidence (Heuer).

Without a predicate, the positions are those that compete (each clashes with another); rows
neutral to all of them are left out and counted. Where no two positions clash, there is no
matrix: the claims on the subject are counted by predicate, for a ``--predicate`` to choose. A
row superseded by its speaker's later claim (the judge's ``temporal_supersession``) says so: it
stays in the matrix, as Heuer keeps evidence, and the reader weighs it. Nothing is scored: the
tally counts rows, not truth.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable

from pipeline.contradictions import comparable, paired_conflict, same_predicate
from pipeline.judge import PairJudge
from pipeline.reports import document_label, speaker_label
from pipeline.terminal import terminal_safe
from pipeline.trajectory import flags_by_claim, judged_pairs, time_order
from pipeline.values import content_words, predicate_phrase, same_proposition, stored_or_typed

CELLS = ("consistent", "inconsistent", "neutral")
# What a superseded row says, by the judge's verdicts (the row's claim is the earlier one).
SUPERSEDED = ("temporal_supersession", "temporal_regression")


def _value(claim: dict) -> str:
    return claim.get("value_norm") or claim.get("value") or ""


def _polarity(claim: dict) -> str:
    return claim.get("polarity") or "positive"


def states(claim: dict, held: dict) -> bool:
    """``claim`` says what ``held`` says: one predicate (or a verb WordNet files as one with it:
    "meddle", "interfere"), one polarity, one proposition."""
    return (
        same_predicate(claim.get("predicate"), held.get("predicate"))
        and _polarity(claim) == _polarity(held)
        and same_proposition(_value(claim), _value(held), stored_or_typed(claim), stored_or_typed(held))
    )


def assess(claim: dict, position: dict) -> str:
    """The cell of ``claim`` under ``position``: consistent, inconsistent or neutral."""
    held = position["claim"]
    if states(claim, held):
        return "consistent"
    if paired_conflict(claim, held) is not None:
        return "inconsistent"
    return "neutral"


def label(claim: dict) -> str:
    """A position in words: 'restart in March', 'not restart in March'."""
    words = predicate_phrase(claim.get("predicate"), claim.get("value") or _value(claim))
    words = words or "(no proposition)"
    return f"not {words}" if _polarity(claim) == "negative" else words


def origins_range(origins: Iterable[dict]) -> dict:
    """Independent origins of some claims as the ``contradictions`` mart counts them: the ceiling
    counts every origin; the floor lets all origins that only anonymous speakers give be one
    source (who may be one of the named ones). ``origins``: rows of ``claim_origin``."""
    anonymous: dict[str, bool] = {}
    for row in origins:
        anonymous[row["origin"]] = anonymous.get(row["origin"], True) and bool(row.get("speaker_anonymous"))
    named = sum(1 for only in anonymous.values() if not only)
    unnamed = len(anonymous) - named
    return {
        "origins_floor": max(named, min(unnamed, 1)),
        "origins_ceiling": named + unnamed,
        "origin_set": sorted(anonymous),
    }


def evidence_rows(claims: list[dict], origins_by_claim: dict[str, list[dict]]) -> list[dict]:
    """One row per speaker and cluster (a claim printed again is one item of evidence), in time
    order; each keeps its first claim (``claim``) to be assessed."""
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for claim in sorted(claims, key=time_order):
        who = claim.get("speaker_entity") or claim.get("speaker") or ""
        groups[(claim.get("cluster") or claim["id"], who)].append(claim)
    rows = []
    for members in sorted(groups.values(), key=lambda m: time_order(m[0])):
        first = members[0]
        rows.append(
            {
                "speaker": first.get("speaker"),
                "narrated": bool(first.get("narrated")),
                "speaker_entity": first.get("speaker_entity"),
                "said_on": first.get("said_on"),
                "modality": first.get("modality"),
                "quote": first.get("quote"),
                "claims": [c["id"] for c in members],
                "outlets": sorted({document_label(c) for c in members}),
                "documents": len({c.get("doc") for c in members}),
                **origins_range(o for c in members for o in origins_by_claim.get(c["id"], [])),
                "claim": first,
            }
        )
    return rows


def specificity(claim: dict) -> int:
    """How much a value says: its content words ("in March 2027" says more than "in 2027")."""
    return len(content_words(_value(claim)))


def positions(rows: list[dict]) -> list[dict]:
    """The distinct propositions the rows state, in the order they were first said.

    The most specific values found positions first, and a row joins a position only when it
    states what every row there states: "in 2027" then joins "in March 2027" rather than
    making one position of March and June.
    """
    found: list[dict] = []
    for row in sorted(rows, key=lambda r: (-specificity(r["claim"]), time_order(r["claim"]))):
        held = next((p for p in found if all(states(row["claim"], r["claim"]) for r in p["rows"])), None)
        if held is None:
            claim = row["claim"]
            held = {
                "label": label(claim),
                "predicate": claim.get("predicate"),
                "polarity": _polarity(claim),
                "value": claim.get("value") or _value(claim),
                "value_type": stored_or_typed(claim).type,
                "claim": claim,
                "rows": [],
            }
            found.append(held)
        held["rows"].append(row)
    for held in found:
        held["rows"].sort(key=lambda r: time_order(r["claim"]))
    return sorted(found, key=lambda p: time_order(p["rows"][0]["claim"]))


def _competing(found: list[dict]) -> list[dict]:
    """The positions that clash with another one. None when nothing clashes: a subject on which
    twenty claims each say something else holds no competing hypotheses, and laying each claim
    out as a position of its own made every row look diagnostic (Saudia on the real-news drop:
    18 positions, each held by one row, none inconsistent with another)."""
    return [
        p
        for p in found
        if any(q is not p and paired_conflict(p["claim"], q["claim"]) is not None for q in found)
    ]


def select_claims(subject: str, claims: list[dict], predicate: str | None = None) -> list[dict]:
    """The comparable claims on ``subject``; with a predicate, those under it and the claims
    under another predicate that clash with one of them (a denial worded otherwise)."""
    on_subject = [c for c in claims if c.get("subject_entity") == subject and comparable(c)]
    if predicate is None:
        return on_subject
    under = [c for c in on_subject if (c.get("predicate") or "") == predicate]
    others = [
        c
        for c in on_subject
        if (c.get("predicate") or "") != predicate and any(paired_conflict(c, u) is not None for u in under)
    ]
    return under + others


def matrix(
    subject: str,
    claims: list[dict],
    origins_by_claim: dict[str, list[dict]],
    predicate: str | None = None,
    judge: PairJudge | None = None,
) -> dict:
    """The ACH matrix of ``subject`` (an entity id): ``positions``, ``rows`` with their ``cells``
    (position key -> consistent / inconsistent / neutral) and ``diagnostic`` flag, ``left_out``."""
    chosen = select_claims(subject, claims, predicate)
    rows = evidence_rows(chosen, origins_by_claim)
    found = positions(rows)
    kept = found if predicate is not None else _competing(found)
    for n, position in enumerate(kept, start=1):
        position["key"] = f"H{n}"
    flags = flags_by_claim(judged_pairs(chosen, claims, judge)) if chosen else {}
    shown = []
    for row in rows if kept else []:
        cells = {p["key"]: assess(row["claim"], p) for p in kept}
        if set(cells.values()) == {"neutral"} and len(kept) > 1:
            continue
        superseded = [
            f["other"] | {"verdict": f["verdict"]}
            for claim_id in row["claims"]
            for f in flags.get(claim_id, [])
            if f["verdict"] in SUPERSEDED and time_order(f["other"]) > time_order(row["claim"])
        ]
        shown.append(
            {
                **{k: v for k, v in row.items() if k != "claim"},
                "row_no": len(shown) + 1,
                "cells": cells,
                "diagnostic": len(set(cells.values())) > 1,
                "superseded_by": superseded,
            }
        )
    return {
        "subject": subject,
        "predicate": predicate,
        "positions": [
            {
                **{k: v for k, v in p.items() if k not in {"claim", "rows"}},
                "claims": [c for r in p["rows"] for c in r["claims"]],
                "consistent": sum(r["cells"][p["key"]] == "consistent" for r in shown),
                "inconsistent": sum(r["cells"][p["key"]] == "inconsistent" for r in shown),
            }
            for p in kept
        ],
        "rows": shown,
        "comparable_claims": len(chosen),
        "predicates": Counter(c.get("predicate") or "" for c in chosen).most_common(),
        "diagnostic_rows": sum(r["diagnostic"] for r in shown),
        "left_out": len(rows) - len(shown),
        "positions_left_out": [p["label"] for p in found if p not in kept],
    }


def _md(text: object) -> str:
    """Page text for one markdown table cell: one line, its pipes escaped, nothing a terminal runs."""
    return " ".join(terminal_safe(str(text if text is not None else "")).split()).replace("|", "\\|")


def origins_text(row: dict) -> str:
    floor, ceiling = row["origins_floor"], row["origins_ceiling"]
    return str(floor) if floor == ceiling else f"{floor}-{ceiling}"


def to_markdown(result: dict, names: str, note: str) -> str:
    """The matrix as a markdown table, the positions as columns, then what the marks mean."""
    positions_ = result["positions"]
    header = ["#", "speaker [stance]", "said on", "quote", "origins (documents)"]
    header += [f"{p['key']}: {p['label']}" for p in positions_] + ["diagnostic"]
    lines = [
        f"# ACH: {_md(names)} ({result['subject']})"
        + (f", predicate {_md(result['predicate'])}" if result["predicate"] else ""),
        "",
        "| " + " | ".join(_md(h) for h in header) + " |",
        "|" + "|".join("---" for _ in header) + "|",
    ]
    for row in result["rows"]:
        quote = f"“{row['quote'] or ''}”"
        if row["superseded_by"]:
            later = row["superseded_by"][0]
            said = predicate_phrase(later.get("predicate"), later.get("value"))
            negative = "not " if later.get("polarity") == "negative" else ""
            quote += f" (superseded: the speaker said {negative}{said} on {later['said_on']})"
        cells = [
            str(row["row_no"]),
            # the stance: a denial's quote is what it denies ("Putin [denies] “that Russia interfered”")
            f"{speaker_label(row)} [{row['modality'] or 'unclear'}]",
            row["said_on"] or "undated",
            quote,
            f"{origins_text(row)} ({row['documents']})",
        ]
        cells += [row["cells"][p["key"]] for p in positions_]
        cells.append("**diagnostic**" if row["diagnostic"] else "")
        lines.append("| " + " | ".join(_md(c) if not c.startswith("**") else c for c in cells) + " |")
    tally = ["", "", "", "rows inconsistent / consistent", ""]
    tally += [f"{p['inconsistent']} / {p['consistent']}" for p in positions_] + [""]
    lines.append("| " + " | ".join(tally) + " |")
    lines += [
        "",
        f"{result['diagnostic_rows']} of {len(result['rows'])} rows are diagnostic (their cells differ across "
        "the positions). consistent: the row states the position; inconsistent: the two clash (a typed value, "
        "an opposite polarity, a denial); neutral: neither.",
    ]
    if result["left_out"]:
        lines.append(f"{result['left_out']} rows neutral to every position are left out.")
    if result["positions_left_out"]:
        lines.append(
            "Positions that compete with none: "
            + "; ".join(_md(p) for p in result["positions_left_out"])
            + "."
        )
    lines += ["", _md(note)]
    return "\n".join(lines) + "\n"


def csv_rows(result: dict) -> list[dict]:
    """One line per row, one column per position (headed by its key and label)."""
    return [
        {
            "row_no": row["row_no"],
            "speaker": row["speaker"],
            "said_on": row["said_on"],
            "modality": row["modality"],
            "quote": row["quote"],
            "claims": row["claims"],
            "outlets": row["outlets"],
            "documents": row["documents"],
            "origins_floor": row["origins_floor"],
            "origins_ceiling": row["origins_ceiling"],
            **{f"{p['key']}: {p['label']}": row["cells"][p["key"]] for p in result["positions"]},
            "diagnostic": row["diagnostic"],
            "superseded_by": [s["id"] for s in row["superseded_by"]],
        }
        for row in result["rows"]
    ]
