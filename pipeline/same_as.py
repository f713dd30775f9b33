"""The same_as review queue: what resolution suggests, what a person decides, what an accepted link joins.

Resolution never merges two entities on its own (``pipeline.resolve.suggest_same_as`` only
suggests); a person reads the queue (``claimgraph same-as list``) and accepts or rejects a pair
(``claimgraph same-as accept LEFT RIGHT``). A decision is written into the lake partition that
holds the suggestion, which the queue and the warehouse's ``stg_same_as`` show, and into the
home's decisions (the lake table ``same_as_decision``), under the home's lock. Every later
resolution reads those: a later batch never suggests the pair again, and a backfill keeps it.

An accepted link joins its two entities (``joined_entities``). Resolution gives the claims of
either the group's one id, so clusters, contradiction pairs and origins count them as one
entity's; each batch records which joins it was resolved with (``joins_fingerprint``), and the
batches resolved before a decision are stale until ``claimgraph backfill`` redoes them
(``pipeline.backfill``). Until then ``trajectory`` and ``ach`` join them as they read
(``join_accepted``). The mention rows keep the entity each name resolved to by itself.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from pipeline import lake
from pipeline.home_lock import hold_home
from pipeline.resolve import is_document_entity
from pipeline.vocabulary import SAME_AS_STATUSES

SUGGESTED, ACCEPTED, REJECTED = SAME_AS_STATUSES
DECISIONS = "same_as_decision"  # the lake table of a person's decisions
DECISIONS_FILE = "decisions"  # its one file: a decision is the home's, not one batch's


class PairNotSuggested(LookupError):
    """A decision about a pair the queue does not hold."""


class NoQueue(LookupError):
    """A home with no same_as suggestions at all: nothing has been ingested into it."""


def _has_queue(lake_dir: Path) -> bool:
    return any((lake_dir / "same_as").glob("*.parquet"))


def _check_queue(lake_dir: Path) -> None:
    if not _has_queue(lake_dir):
        raise NoQueue(
            f"no same_as suggestions in {lake_dir.parent}: ingest articles first "
            f"(claimgraph ingest DROP --home {lake_dir.parent})"
        )


def queue(lake_dir: Path, status: str | None = SUGGESTED) -> list[dict]:
    """The queue's rows with ``status`` (all with None), in the order they were suggested."""
    _check_queue(lake_dir)
    rows = lake.read_all(lake_dir, "same_as").to_dict("records")
    return [r for r in rows if status is None or r["status"] == status]


SEEN_SHOWN = 2


def where_seen(lake_dir: Path, rows: list[dict]) -> list[dict]:
    """The rows with where each entity is mentioned, which is what a person reads to decide:
    ``left_documents`` / ``right_documents`` (how many documents mention it) and ``left_seen`` /
    ``right_seen`` (up to two mentions as "file: the words as written"); the surest first, and
    among equals the pairs that join the most documents."""
    mentions = lake.read_all(lake_dir, "mention")
    documents = lake.read_all(lake_dir, "document")
    files = {d: Path(p).name for d, p in zip(documents["doc_id"], documents["path"], strict=True)}
    wanted = {r[side] for r in rows for side in ("left_entity", "right_entity")}
    seen: dict[str, list[str]] = {}
    docs: dict[str, set[str]] = {}
    for entity, doc, text in zip(mentions["entity_id"], mentions["doc_id"], mentions["text"], strict=True):
        if entity not in wanted:
            continue
        docs.setdefault(entity, set()).add(doc)
        shown = seen.setdefault(entity, [])
        line = f"{files.get(doc, doc)}: {text}"
        if len(shown) < SEEN_SHOWN and line not in shown:
            shown.append(line)
    out = []
    for row in rows:
        row = dict(row)
        for side in ("left", "right"):
            entity = row[f"{side}_entity"]
            row[f"{side}_documents"] = len(docs.get(entity, ()))
            row[f"{side}_seen"] = "; ".join(seen.get(entity, []))
        out.append(row)
    return sorted(out, key=lambda r: (-r["confidence"], -(r["left_documents"] + r["right_documents"])))


def decide(home: Path, lake_dir: Path, left: str, right: str, status: str) -> dict:
    """Give the suggestion of ``left`` and ``right`` (either order) the person's ``status``.

    Holds the home's lock: an ingest or a backfill rewriting the same partition meanwhile would
    lose the decision. Raises ``PairNotSuggested`` (with the pairs that name either entity)
    when the queue does not hold the pair, ``NoQueue`` when the home holds no queue."""
    if status not in SAME_AS_STATUSES:
        raise ValueError(f"status must be one of {', '.join(SAME_AS_STATUSES)}, not {status!r}")
    _check_queue(lake_dir)  # before the lock, which would make the home
    pair = tuple(sorted((left, right)))
    with hold_home(home):
        for path in sorted((lake_dir / "same_as").glob("*.parquet")):
            frame = lake.read_partition(lake_dir, "same_as", path.stem)
            hit = (frame["left_entity"] == pair[0]) & (frame["right_entity"] == pair[1])
            if hit.any():
                frame.loc[hit, "status"] = status
                lake.write_partition(lake_dir, "same_as", path.stem, frame)
                row = frame[hit].to_dict("records")[0]
                record_decisions(lake_dir, [row])
                return row
    near = [
        f"{r['left_entity']} {r['right_entity']}"
        for r in queue(lake_dir, status=None)
        if {r["left_entity"], r["right_entity"]} & {left, right}
    ]
    hint = f"; pairs naming either: {'; '.join(near[:5])}" if near else ""
    raise PairNotSuggested(f"no same_as suggestion pairs {left} with {right}{hint}")


def decisions(lake_dir: Path) -> dict[tuple[str, str], dict]:
    """Every pair a person decided on (accepted or rejected), with its suggestion's columns: the
    home's decisions, over any that only the queue's partitions hold (a home decided on before
    decisions had their own table)."""
    rows = lake.read_all(lake_dir, "same_as").to_dict("records")
    found = {(r["left_entity"], r["right_entity"]): r for r in rows if r["status"] != SUGGESTED}
    for row in lake.read_partition(lake_dir, DECISIONS, DECISIONS_FILE).to_dict("records"):
        found[(row["left_entity"], row["right_entity"])] = row
    return found


def record_decisions(lake_dir: Path, rows: Iterable[dict]) -> None:
    """Write decisions (same_as rows with a decided status) into the home's decisions; the latest
    for a pair replaces the one before. The caller holds the home's lock."""
    rows = list(rows)
    if not rows:
        return
    now = datetime.now(UTC).isoformat(timespec="seconds")
    kept = {
        (r["left_entity"], r["right_entity"]): r
        for r in lake.read_partition(lake_dir, DECISIONS, DECISIONS_FILE).to_dict("records")
    }
    for row in rows:
        kept[(row["left_entity"], row["right_entity"])] = {**row, "decided_at": row.get("decided_at") or now}
    lake.write_partition(lake_dir, DECISIONS, DECISIONS_FILE, lake.frame(DECISIONS, list(kept.values())))


def joined_entities(links: Iterable[dict]) -> dict[str, str]:
    """Each entity an accepted link joins to another, mapped to the one id its group goes by: a
    name of its own before one article's entity, then the one most accepted links meet at (the
    name the others were accepted against: "ent:trump" for "ent:president_trump" and
    "ent:donald_trump"), then the longest id (the fullest name), then the first in order:
    "ent:putin" and "ent:vladimir_putin" alone go by "ent:vladimir_putin". Links chain: accepting
    a-b and b-c joins a and c. The id depends on the decisions only, so every batch agrees."""
    parent: dict[str, str] = {}
    links_met: dict[str, int] = {}

    def root(entity: str) -> str:
        parent.setdefault(entity, entity)
        while parent[entity] != entity:
            parent[entity] = parent[parent[entity]]
            entity = parent[entity]
        return entity

    for link in links:
        if link["status"] == ACCEPTED:
            parent[root(link["left_entity"])] = root(link["right_entity"])
            for side in ("left_entity", "right_entity"):
                links_met[link[side]] = links_met.get(link[side], 0) + 1
    groups: dict[str, list[str]] = {}
    for entity in parent:
        groups.setdefault(root(entity), []).append(entity)
    joined = {}
    for members in groups.values():
        named = min(members, key=lambda e: (is_document_entity(e), -links_met[e], -len(e), e))
        joined.update({member: named for member in members})
    return joined


def accepted_links(lake_dir: Path) -> list[dict]:
    """The pairs a person accepted; none in a home that holds no queue."""
    return [row for row in decisions(lake_dir).values() if row["status"] == ACCEPTED]


def current_joins(lake_dir: Path) -> dict[str, str]:
    """The entities the home's accepted links join, each to its group's id (``joined_entities``)."""
    return joined_entities(decisions(lake_dir).values())


NO_JOINS = "none"
JOINS_METADATA = "same_as_joins"  # resolution's metadata: the joins it resolved with


def joins_fingerprint(joined: dict[str, str]) -> str:
    """A short name for a set of joins, which each resolution records: a batch resolved under
    another one than the home's decisions give now is stale. ``NO_JOINS`` for none."""
    if not joined:
        return NO_JOINS
    return hashlib.sha1(json.dumps(sorted(joined.items())).encode()).hexdigest()[:12]


def join_accepted(claims: list[dict], links: list[dict]) -> list[dict]:
    """The claims with each speaker and subject entity an accepted link joins replaced by its
    group's id (``joined_entities``); the rest as they were."""
    joined = joined_entities(links)
    if not joined:
        return claims
    out = []
    for claim in claims:
        changed = {
            field: joined[claim[field]]
            for field in ("speaker_entity", "subject_entity")
            if claim.get(field) in joined
        }
        out.append({**claim, **changed} if changed else claim)
    return out
