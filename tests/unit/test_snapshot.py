from pathlib import Path

import pytest

from pipeline.snapshot import (
    BatchManifest,
    blob_path,
    list_drop_files,
    new_files,
    sha256_bytes,
    snapshot_files,
)


def test_identical_bytes_are_one_snapshot(tmp_path: Path):
    drop = tmp_path / "drop"
    drop.mkdir()
    (drop / "a.txt").write_text("same words")
    (drop / "b.txt").write_text("same words")
    rows = snapshot_files(list_drop_files(drop), tmp_path / "snaps", [], "b1")
    assert len(rows) == 1
    stored = Path(rows[0]["blob_path"])
    assert stored == blob_path(tmp_path / "snaps", sha256_bytes(b"same words"))
    assert stored.read_bytes() == b"same words"


def test_changed_file_is_a_new_snapshot_and_the_old_one_stays(tmp_path: Path):
    drop = tmp_path / "drop"
    drop.mkdir()
    article = drop / "a.txt"
    article.write_text("first version")
    first = snapshot_files([article], tmp_path / "snaps", [], "b1")
    article.write_text("second version")
    second = snapshot_files([article], tmp_path / "snaps", [r["snapshot_id"] for r in first], "b2")
    assert len(second) == 1 and second[0]["snapshot_id"] != first[0]["snapshot_id"]
    assert Path(first[0]["blob_path"]).read_text() == "first version"
    assert second[0]["path"] == first[0]["path"]


def test_new_files_skips_known_bytes_and_hidden_files(tmp_path: Path):
    (tmp_path / "old.txt").write_text("old")
    (tmp_path / "new.txt").write_text("new")
    (tmp_path / ".hidden").write_text("x")
    files = list_drop_files(tmp_path)
    assert [p.name for p in files] == ["new.txt", "old.txt"]
    assert [p.name for p in new_files(files, [sha256_bytes(b"old")])] == ["new.txt"]


def test_missing_or_non_folder_drop_gives_a_clear_error(tmp_path: Path):
    with pytest.raises(FileNotFoundError, match="does not exist"):
        list_drop_files(tmp_path / "nope")
    (tmp_path / "file.txt").write_text("x")
    with pytest.raises(NotADirectoryError, match="not a folder"):
        list_drop_files(tmp_path / "file.txt")


def test_manifest_round_trips(tmp_path: Path):
    manifest = BatchManifest(batch="b1", drop_dir="/d", files=["/d/a.txt"], created="b1")
    manifest.write(tmp_path)
    assert BatchManifest.read(tmp_path, "b1") == manifest
    with pytest.raises(FileNotFoundError, match="no manifest"):
        BatchManifest.read(tmp_path, "b2")
