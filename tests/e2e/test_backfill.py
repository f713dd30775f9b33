"""A new extraction prompt: `claimgraph status` names the stale batches, `claimgraph backfill` redoes them.

The prompt change is made the way a developer makes one (tests/e2e/prompts.py).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import duckdb
import pandas as pd
import pytest
from typer.testing import CliRunner

from pipeline import lake
from pipeline.backfill import BatchStatus, extractor_of, reapply_decisions
from pipeline.cli import app
from tests.conftest import copy_drop
from tests.e2e.prompts import NEW_RULES_VERSION, new_prompt  # noqa: F401 (a fixture)

runner = CliRunner()
FIRST = ["reuters-field-alpha-restart.txt", "valley-gazette-minister-on-track.md"]
SECOND = [
    "harbour-times-minister-moves-date.txt",
    "northern-ledger-ministry-denial.html",
    "harbour-times-field-alpha.txt",
]
BATCH_KEY = re.compile(r"\d{8}T\d{6,12}Z")
TIME = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(\+00:00|Z)?")


def cli(*args: str):
    return runner.invoke(app, [str(a) for a in args])


def ingest_in_two_batches(home: Path, drop: Path) -> None:
    copy_drop(drop, FIRST)
    done = cli("ingest", drop, "--home", home)
    assert done.exit_code == 0, done.output
    copy_drop(drop, SECOND)
    done = cli("ingest", drop, "--home", home)
    assert done.exit_code == 0, done.output


def marts(home: Path, drop: Path) -> dict[str, list[str]]:
    """Every table of the published warehouse as sorted lines; batch keys, times, home and drop masked."""
    con = duckdb.connect(str(home / "published" / "claimgraph.duckdb"), read_only=True)
    tables = {}
    for (name,) in con.sql("select table_name from information_schema.tables order by 1").fetchall():
        rows = con.execute(f'select * from "{name}"').fetchall()
        lines = []
        for row in rows:
            line = "\t".join(repr(v) for v in row).replace(str(drop), "<drop>").replace(str(home), "<home>")
            lines.append(TIME.sub("<time>", BATCH_KEY.sub("<batch>", line)))
        tables[name] = sorted(lines)
    con.close()
    return tables


@pytest.mark.slow
def test_backfill_after_a_prompt_change_gives_the_marts_of_a_fresh_ingest(tmp_path, monkeypatch, request):
    home, drop = tmp_path / "home", tmp_path / "drop"
    ingest_in_two_batches(home, drop)
    before = marts(home, drop)
    assert any("percent" in line for line in before["claims"])
    # A person's decision on a same_as suggestion (what a review writes), and a file of links.
    same_as_files = sorted((home / "lake" / "same_as").glob("*.parquet"))
    decided = None
    for path in same_as_files:
        frame = lake.read_partition(home / "lake", "same_as", path.stem)
        if len(frame):
            frame.loc[0, "status"] = "rejected"
            decided = (frame.loc[0, "left_entity"], frame.loc[0, "right_entity"])
            lake.write_partition(home / "lake", "same_as", path.stem, frame)
            break
    links = home / "links" / "links.jsonl"
    links.parent.mkdir()
    links.write_text('{"scan": "s1", "result": 1}\n')

    status = cli("status", "--home", home, "--format", "json")
    assert status.exit_code == 0, status.output
    assert json.loads(status.stdout) == []

    version = request.getfixturevalue("new_prompt")
    status = cli("status", "--home", home, "--format", "json")
    assert status.exit_code == 0, status.output
    stale = json.loads(status.stdout)
    assert len(stale) == 2
    for row in stale:
        assert NEW_RULES_VERSION not in row["extracted_with"]
        assert row["current"].endswith(version)
        assert "extracted with" in row["why"]
    table = cli("status", "--home", home)
    assert "2 stale" in table.stdout and "claimgraph backfill --home" in table.stdout

    again = cli("ingest", drop, "--home", home)
    assert again.exit_code == 0, again.output
    assert "Nothing new" in again.stdout
    assert "extracted with" in again.stdout and "claimgraph backfill --home" in again.stdout

    done = cli("backfill", "--home", home)
    assert done.exit_code == 0, done.output
    assert "Re-extracted 2 batches" in done.stdout
    assert json.loads(cli("status", "--home", home, "--format", "json").stdout) == []
    assert "Nothing is stale" in cli("backfill", "--home", home).stdout
    assert not (home / "backfill").exists()
    assert links.read_text() == '{"scan": "s1", "result": 1}\n'
    if decided is not None:
        same_as = lake.read_all(home / "lake", "same_as")
        row = same_as[(same_as["left_entity"] == decided[0]) & (same_as["right_entity"] == decided[1])]
        assert list(row["status"]) == ["rejected"]

    fresh, fresh_drop = tmp_path / "fresh", tmp_path / "fresh-drop"
    ingest_in_two_batches(fresh, fresh_drop)
    after, expected = marts(home, drop), marts(fresh, fresh_drop)
    if decided is not None:  # the one row a person changed, on both sides as its mart shows it
        after["stg_same_as"] = [line.replace("'rejected'", "'suggested'") for line in after["stg_same_as"]]
    for table in expected:
        assert after[table] == expected[table], table
    assert not any("percent" in line for line in after["claims"])
    assert after != before


@pytest.mark.slow
def test_a_backfill_stopped_in_the_middle_is_finished_by_the_next(tmp_path, monkeypatch, request):
    import pipeline.backfill as backfilling
    from pipeline.settings import Settings

    home, drop = tmp_path / "home", tmp_path / "drop"
    ingest_in_two_batches(home, drop)
    request.getfixturevalue("new_prompt")
    real_run = backfilling._run

    def stopped_at(run_number: int):
        """Dagster runs as the backfill starts them, until the given one, where it is stopped as a
        kill would stop it: nothing after that point runs."""
        started = []

        def run(job, instance, **kwargs):
            started.append(kwargs)
            if len(started) == run_number:
                raise KeyboardInterrupt
            return real_run(job, instance, **kwargs)

        return run

    # Stopped before the second batch: the first is redone, the second's tables are set aside.
    monkeypatch.setattr(backfilling, "_run", stopped_at(2))
    with pytest.raises(KeyboardInterrupt):
        backfilling.backfill(Settings(home=home))
    refused = cli("ingest", drop, "--home", home)
    assert refused.exit_code == 2 and "stopped before it finished" in refused.output
    assert "claimgraph backfill --home" in refused.output
    assert len(json.loads(cli("status", "--home", home, "--format", "json").stdout)) == 2
    # Stopped again, in the dbt build: it had redone only the second batch, the first was done.
    monkeypatch.setattr(backfilling, "_run", stopped_at(2))
    shown: list[str] = []
    with pytest.raises(KeyboardInterrupt):
        backfilling.backfill(Settings(home=home), progress=shown.append)
    assert any(m.startswith("finishing the backfill") for m in shown)
    assert [m.split(":")[0] for m in shown if m.startswith("batch ")] == ["batch 1/1"]
    monkeypatch.setattr(backfilling, "_run", real_run)
    done = cli("backfill", "--home", home)
    assert done.exit_code == 0, done.output
    assert "Finished the backfill that had stopped" in done.stdout
    assert not (home / "backfill").exists()
    assert cli("ingest", drop, "--home", home).exit_code == 0

    fresh, fresh_drop = tmp_path / "fresh", tmp_path / "fresh-drop"
    ingest_in_two_batches(fresh, fresh_drop)
    after, expected = marts(home, drop), marts(fresh, fresh_drop)
    for table in expected:
        assert after[table] == expected[table], table


def test_decisions_follow_their_pair_into_the_rerun_suggestions(tmp_path):
    lake_dir = tmp_path / "lake"
    row = {"left_name": "a", "right_name": "b", "confidence": 0.9, "reason": "similar names", "batch": "b1"}
    decisions = {
        ("e1", "e2"): {**row, "left_entity": "e1", "right_entity": "e2", "status": "accepted"},
        ("e3", "e4"): {**row, "left_entity": "e3", "right_entity": "e4", "status": "rejected"},
    }
    rerun = [{**row, "left_entity": "e1", "right_entity": "e2", "status": "suggested"}]
    lake.write_partition(lake_dir, "same_as", "b1", pd.DataFrame(rerun))

    assert reapply_decisions(lake_dir, "b1", decisions) == 2
    kept = lake.read_partition(lake_dir, "same_as", "b1")
    assert dict(zip(kept["left_entity"], kept["status"], strict=True)) == {"e1": "accepted", "e3": "rejected"}


def test_status_says_why_a_batch_is_stale():
    old, new = "parse|m|rules-1", "parse|m|rules-2"
    assert extractor_of(f"extraction-1|{old}") == old
    assert extractor_of(None) is None
    assert "extracted with parse|m|rules-1, current extractor is parse|m|rules-2" in BatchStatus(
        "b", old, stale=["extraction"]
    ).reason(new)
    assert "interrupted" in BatchStatus("b", None, missing=["extraction"]).reason(new)
    joined_since = BatchStatus("b", new, joins_changed=True)
    assert joined_since.is_stale and joined_since.python_stale
    assert "resolved before the same_as decisions made since" in joined_since.reason(new)
