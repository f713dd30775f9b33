"""The same_as review queue: decisions in the lake, and the entities accepted links join."""

import pandas as pd
import pytest

from pipeline import lake
from pipeline.home_lock import HomeBusy, hold_home
from pipeline.same_as import (
    NoQueue,
    PairNotSuggested,
    accepted_links,
    current_joins,
    decide,
    decisions,
    join_accepted,
    joined_entities,
    joins_fingerprint,
    queue,
    record_decisions,
)


def link(left: str, right: str, status: str = "accepted") -> dict:
    return {"left_entity": left, "right_entity": right, "status": status}


def test_accepted_links_chain_into_one_entity_named_by_the_name_they_meet_at_or_the_fullest():
    assert joined_entities([link("ent:putin", "ent:vladimir_putin")]) == {
        "ent:putin": "ent:vladimir_putin",
        "ent:vladimir_putin": "ent:vladimir_putin",
    }
    joined = joined_entities(
        [
            link("ent:putin", "ent:vladimir_putin"),
            link("ent:d1/president", "ent:putin"),
            link("ent:russian_president_vladimir_putin", "ent:vladimir_putin", "rejected"),
            link("ent:trump", "ent:donald_trump", "suggested"),
        ]
    )
    assert joined == {  # two accepted links meet at "putin"
        "ent:putin": "ent:putin",
        "ent:vladimir_putin": "ent:putin",
        "ent:d1/president": "ent:putin",
    }


def test_claims_read_joined_entities_as_one_and_others_as_they_were():
    claims = [
        {"id": "c1", "speaker_entity": "ent:putin", "subject_entity": "ent:nato"},
        {"id": "c2", "speaker_entity": "ent:peskov", "subject_entity": "ent:putin"},
    ]
    joined = join_accepted(claims, [link("ent:putin", "ent:vladimir_putin")])
    assert [(c["speaker_entity"], c["subject_entity"]) for c in joined] == [
        ("ent:vladimir_putin", "ent:nato"),
        ("ent:peskov", "ent:vladimir_putin"),
    ]
    assert claims[0]["speaker_entity"] == "ent:putin"  # the claims given are not changed
    assert join_accepted(claims, []) == claims


def suggestions(lake_dir, batch: str, pairs: list[tuple[str, str]]) -> None:
    rows = [
        {
            "left_entity": left,
            "right_entity": right,
            "left_name": left[4:],
            "right_name": right[4:],
            "confidence": 1.0,
            "status": "suggested",
            "reason": "similar names",
            "batch": batch,
        }
        for left, right in pairs
    ]
    lake.write_partition(lake_dir, "same_as", batch, pd.DataFrame(rows))


def test_a_decision_is_written_where_the_suggestion_is_and_nowhere_else(tmp_path):
    lake_dir = tmp_path / "lake"
    suggestions(lake_dir, "b1", [("ent:putin", "ent:vladimir_putin")])
    suggestions(lake_dir, "b2", [("ent:donald_trump", "ent:trump"), ("ent:mr_trump", "ent:trump")])
    row = decide(tmp_path, lake_dir, "ent:trump", "ent:donald_trump", "accepted")
    assert (row["left_entity"], row["status"]) == ("ent:donald_trump", "accepted")
    assert [r["left_entity"] for r in queue(lake_dir)] == ["ent:putin", "ent:mr_trump"]
    assert [r["batch"] for r in queue(lake_dir, "accepted")] == ["b2"]
    with pytest.raises(PairNotSuggested, match="pairs naming either: ent:putin ent:vladimir_putin"):
        decide(tmp_path, lake_dir, "ent:putin", "ent:trump", "accepted")
    with pytest.raises(ValueError, match="status must be one of"):
        decide(tmp_path, lake_dir, "ent:putin", "ent:vladimir_putin", "merged")


def test_no_decision_is_written_while_an_ingest_holds_the_home(tmp_path):
    lake_dir = tmp_path / "lake"
    suggestions(lake_dir, "b1", [("ent:putin", "ent:vladimir_putin")])
    with hold_home(tmp_path), pytest.raises(HomeBusy):
        decide(tmp_path, lake_dir, "ent:putin", "ent:vladimir_putin", "accepted")
    assert [r["status"] for r in queue(lake_dir, None)] == ["suggested"]


def test_a_home_with_no_queue_is_told_so_and_not_made(tmp_path):
    home = tmp_path / "never-ingested"
    with pytest.raises(NoQueue, match="ingest articles first"):
        decide(home, home / "lake", "ent:putin", "ent:vladimir_putin", "accepted")
    with pytest.raises(NoQueue):
        queue(home / "lake")
    assert accepted_links(home / "lake") == [] and not home.exists()


def test_decisions_are_kept_in_the_home_and_read_with_any_only_the_queue_holds(tmp_path):
    lake_dir = tmp_path / "lake"
    suggestions(lake_dir, "b1", [("ent:putin", "ent:vladimir_putin"), ("ent:donald_trump", "ent:trump")])
    decide(tmp_path, lake_dir, "ent:putin", "ent:vladimir_putin", "accepted")
    # a queue row decided by a home made before decisions had their own table
    frame = lake.read_partition(lake_dir, "same_as", "b1")
    frame.loc[frame["left_entity"] == "ent:donald_trump", "status"] = "rejected"
    lake.write_partition(lake_dir, "same_as", "b1", frame)
    stored = lake.read_partition(lake_dir, "same_as_decision", "decisions")
    assert list(stored["left_entity"]) == ["ent:putin"] and stored.iloc[0]["decided_at"]

    decided = decisions(lake_dir)
    assert {pair: row["status"] for pair, row in decided.items()} == {
        ("ent:putin", "ent:vladimir_putin"): "accepted",
        ("ent:donald_trump", "ent:trump"): "rejected",
    }
    # the home's table is read even where the queue's partition is gone (a backfill sets it aside)
    record_decisions(lake_dir, decided.values())
    (lake_dir / "same_as" / "b1.parquet").unlink()
    assert set(decisions(lake_dir)) == set(decided)
    assert current_joins(lake_dir) == {
        "ent:putin": "ent:vladimir_putin",
        "ent:vladimir_putin": "ent:vladimir_putin",
    }
    # a later decision on a pair replaces the earlier
    record_decisions(lake_dir, [{**decided[("ent:putin", "ent:vladimir_putin")], "status": "rejected"}])
    assert current_joins(lake_dir) == {}


def test_the_joins_fingerprint_changes_with_what_is_joined_and_nothing_else():
    one = {"ent:putin": "ent:vladimir_putin", "ent:vladimir_putin": "ent:vladimir_putin"}
    assert joins_fingerprint({}) == "none"
    assert joins_fingerprint(one) == joins_fingerprint(dict(reversed(one.items())))
    assert joins_fingerprint(one) != joins_fingerprint({**one, "ent:trump": "ent:donald_trump"})
