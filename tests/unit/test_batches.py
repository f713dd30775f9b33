"""Planning a batch: a batch is done only when its marts are published, and an unfinished one is resumed."""

import json
from dataclasses import replace
from pathlib import Path

from pipeline import lake
from pipeline.batches import (
    MAX_ATTEMPTS,
    finish_batch,
    legacy_batches,
    plan_batch,
    settle_legacy,
    unfinished_batches,
)
from pipeline.settings import Settings
from pipeline.snapshot import BatchManifest, read_manifests, sha256_bytes, sweep_temporary


def _drop(tmp_path: Path, names: list[str]) -> Path:
    drop = tmp_path / "drop"
    drop.mkdir(exist_ok=True)
    for name in names:
        (drop / name).write_text(f"Officials said {name} would open on Monday.")
    return drop


def _snapshot(settings: Settings, batch: str, files: list[Path]) -> None:
    """What the snapshot stage writes for ``files`` (enough for planning to know their bytes)."""
    rows = [{"snapshot_id": sha256_bytes(f.read_bytes()), "path": str(f), "batch": batch} for f in files]
    lake.write_partition(settings.lake_dir, "snapshot", batch, lake.frame("snapshot", rows))


def test_a_batch_is_not_done_until_it_is_finished(tmp_path):
    settings = Settings(home=tmp_path / "home")
    drop = _drop(tmp_path, ["a.txt", "b.txt"])
    plan = plan_batch(settings, drop)
    assert plan.new == 2 and not plan.resumed and not plan.manifest.done
    _snapshot(settings, plan.batch, sorted(drop.iterdir()))
    # snapshotted, but never published: the next plan takes the same files again, under the same key
    again = plan_batch(settings, drop)
    assert again.batch == plan.batch and again.resumed and again.manifest.attempts == 2
    assert sorted(Path(f).name for f in again.manifest.files) == ["a.txt", "b.txt"]
    # the half-done batch's partitions are gone, so no stage compares the batch with itself
    assert not lake.partition_path(settings.lake_dir, "snapshot", plan.batch).exists()
    _snapshot(settings, plan.batch, sorted(drop.iterdir()))
    assert finish_batch(settings, plan.batch).done
    assert plan_batch(settings, drop) is None


def test_new_files_join_the_resumed_batch(tmp_path):
    settings = Settings(home=tmp_path / "home")
    drop = _drop(tmp_path, ["a.txt"])
    first = plan_batch(settings, drop)
    _drop(tmp_path, ["b.txt"])
    plan = plan_batch(settings, drop)
    assert plan.batch == first.batch and plan.resumed
    assert sorted(Path(f).name for f in plan.manifest.files) == ["a.txt", "b.txt"]
    assert len(read_manifests(settings.batches_dir)) == 1


def test_files_of_an_unfinished_batch_from_another_folder_are_carried_over(tmp_path):
    settings = Settings(home=tmp_path / "home")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "x.txt").write_text("The mayor said the bridge would close.")
    plan_batch(settings, elsewhere)
    drop = _drop(tmp_path, ["a.txt"])
    plan = plan_batch(settings, drop)
    assert plan.resumed and plan.new == 1
    assert [Path(f).name for f in plan.carried] == ["x.txt"]


def test_other_unfinished_batches_are_folded_into_the_oldest(tmp_path):
    settings = Settings(home=tmp_path / "home")
    drop = _drop(tmp_path, ["a.txt"])
    older = BatchManifest(batch="20260101T000000000000Z", drop_dir=str(drop), files=[], created="x")
    newer = replace(older, batch="20260102T000000000000Z")
    older.write(settings.batches_dir)
    newer.write(settings.batches_dir)
    _snapshot(settings, newer.batch, [drop / "a.txt"])
    plan = plan_batch(settings, drop)
    assert plan.batch == older.batch and plan.merged == [newer.batch]
    # rows the folded batch left in the incremental marts carry its key: a full refresh clears them
    assert plan.manifest.full_refresh
    assert [m.batch for m in read_manifests(settings.batches_dir)] == [older.batch]
    assert plan.manifest.files == [str(drop / "a.txt")]


def test_a_batch_a_live_run_holds_is_left_alone(tmp_path):
    settings = Settings(home=tmp_path / "home")
    drop = _drop(tmp_path, ["a.txt"])
    running = plan_batch(settings, drop)
    _drop(tmp_path, ["b.txt"])
    plan = plan_batch(settings, drop, resumable=lambda m: m.batch != running.batch)
    assert plan.batch != running.batch and not plan.resumed
    assert [Path(f).name for f in plan.manifest.files] == ["b.txt"]
    assert plan_batch(settings, drop, resumable=lambda m: False) is None


def test_manifests_from_before_completion_was_recorded_count_as_done(tmp_path):
    settings = Settings(home=tmp_path / "home")
    settings.batches_dir.mkdir(parents=True)
    legacy = {"batch": "b1", "drop_dir": "/d", "files": ["/d/a.txt"], "created": "b1"}
    (settings.batches_dir / "b1.json").write_text(json.dumps(legacy))
    (settings.batches_dir / "b2.json").write_text('{"batch": "b2", "drop_')  # cut short by a crash
    assert BatchManifest.read(settings.batches_dir, "b1").done
    assert [m.batch for m in unfinished_batches(settings)] == ["b2"]


def test_failed_sentences_keep_the_batch_open_for_a_few_tries(tmp_path):
    settings = Settings(home=tmp_path / "home")
    drop = _drop(tmp_path, ["a.txt"])
    plan = plan_batch(settings, drop)
    failure = {"sentence_id": "s1", "doc_id": "d1", "extractor": "llm", "reason": "model crashed"}
    lake.write_partition(
        settings.lake_dir, "extraction_failure", plan.batch, lake.frame("extraction_failure", [failure])
    )
    manifest = finish_batch(settings, plan.batch)
    assert manifest.published and manifest.failures == 1 and not manifest.done
    for attempt in range(2, MAX_ATTEMPTS + 1):
        plan = plan_batch(settings, drop)
        assert plan.resumed and plan.manifest.attempts == attempt
        lake.write_partition(
            settings.lake_dir, "extraction_failure", plan.batch, lake.frame("extraction_failure", [failure])
        )
        manifest = finish_batch(settings, plan.batch)
    assert manifest.done and manifest.failures == 1


def test_a_file_gone_between_listing_and_reading_is_counted(tmp_path, monkeypatch):
    import pipeline.batches

    settings = Settings(home=tmp_path / "home")
    drop = _drop(tmp_path, ["a.txt", "b.txt"])
    monkeypatch.setattr(
        pipeline.batches, "list_drop_files", lambda d: sorted(d.iterdir()) + [drop / "vanished.txt"]
    )
    plan = plan_batch(settings, drop)
    assert plan.listed == 3 and plan.new == 2 and plan.known == 0
    assert plan.gone == [str(drop / "vanished.txt")]


def test_manifest_writes_are_atomic(tmp_path):
    manifest = BatchManifest(batch="b1", drop_dir="/d", files=["/d/a.txt"], created="b1")
    manifest.write(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["b1.json"]  # no temporary file left behind
    assert BatchManifest.read(tmp_path, "b1") == manifest


def test_lake_partitions_are_written_atomically_and_dropped_per_batch(tmp_path):
    lake_dir = tmp_path / "lake"
    lake.write_partition(lake_dir, "quarantine", "b1", lake.frame("quarantine", []))
    lake.write_partition(lake_dir, "snapshot", "b1", lake.frame("snapshot", []))
    lake.write_partition(lake_dir, "snapshot", "b2", lake.frame("snapshot", []))
    (lake_dir / "snapshot" / ".b3.parquet.123.tmp").write_bytes(b"half a file")
    (tmp_path / "published").mkdir()
    (tmp_path / "published" / ".claimgraph.duckdb.9.tmp").write_bytes(b"half a copy")
    assert [p.name for p in sweep_temporary(tmp_path)] == [".b3.parquet.123.tmp", ".claimgraph.duckdb.9.tmp"]
    assert len(lake.drop_partitions(lake_dir, "b1")) == 2
    assert sorted(p.name for p in lake_dir.rglob("*")) == ["b2.parquet", "quarantine", "snapshot"]


def test_batches_of_an_older_home_are_settled_by_their_runs(tmp_path):
    settings = Settings(home=tmp_path / "home")
    settings.batches_dir.mkdir(parents=True)
    for key in ("b1", "b2"):
        legacy = {"batch": key, "drop_dir": "/d", "files": [f"/d/{key}.txt"], "created": key}
        (settings.batches_dir / f"{key}.json").write_text(json.dumps(legacy))
    assert legacy_batches(settings) == ["b1", "b2"]
    # b2's run was killed (or wedged behind a dead run's pool slot) before it finished
    assert settle_legacy(settings, lambda key: key == "b1") == ["b2"]
    assert [m.batch for m in unfinished_batches(settings)] == ["b2"]
    assert legacy_batches(settings) == []
