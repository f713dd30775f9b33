import os
from pathlib import Path

import pytest

from pipeline import snapshot
from pipeline.snapshot import (
    BatchManifest,
    blob_path,
    list_drop_files,
    new_files,
    scan_drop_folder,
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


def test_links_out_of_the_drop_folder_are_skipped_and_reported(tmp_path: Path):
    drop, outside = tmp_path / "drop", tmp_path / "outside"
    drop.mkdir()
    outside.mkdir()
    (drop / "a.txt").write_text("article")
    (outside / "secret.txt").write_text("not an article")
    (drop / "os.txt").symlink_to("/etc/os-release")
    (drop / "secret.txt").symlink_to(outside / "secret.txt")
    (drop / "folder").symlink_to(outside)
    (drop / "alias.txt").symlink_to("a.txt")
    (drop / "broken.txt").symlink_to("nowhere.txt")
    scan = scan_drop_folder(drop)
    assert [p.name for p in scan.files] == ["a.txt", "alias.txt"]
    assert [(Path(s["path"]).name, s["reason"]) for s in scan.skipped] == [
        ("broken.txt", "broken link"),
        ("folder", "link outside the folder"),
        ("os.txt", "link outside the folder"),
        ("secret.txt", "link outside the folder"),
    ]
    assert list_drop_files(drop) == scan.files


def _deny(monkeypatch, name: str) -> None:
    """Make one file unreadable the way chmod 000 does for anyone but root (tests may run as root)."""
    real_open, real_read = snapshot.os.open, Path.read_bytes

    def refuse(path) -> None:
        if Path(path).name == name:
            raise PermissionError(13, "Permission denied")

    def fake_open(path, flags, *args, **kwargs):
        refuse(path)
        return real_open(path, flags, *args, **kwargs)

    def fake_read(self: Path) -> bytes:
        refuse(self)
        return real_read(self)

    monkeypatch.setattr(snapshot.os, "open", fake_open)
    monkeypatch.setattr(Path, "read_bytes", fake_read)


def test_an_unreadable_file_is_listed_with_its_reason_and_the_rest_goes_on(tmp_path: Path, monkeypatch):
    (tmp_path / "a.txt").write_text("article")
    (tmp_path / "locked.txt").write_text("no permission")
    _deny(monkeypatch, "locked.txt")
    scan = scan_drop_folder(tmp_path)
    assert [p.name for p in scan.files] == ["a.txt"]
    assert scan.skipped == [
        {
            "path": str(tmp_path / "locked.txt"),
            "reason": "unreadable",
            "detail": "cannot be opened: Permission denied",
        }
    ]


def test_a_file_that_turns_unreadable_after_listing_does_not_stop_planning(tmp_path: Path, monkeypatch):
    (tmp_path / "a.txt").write_text("article")
    (tmp_path / "locked.txt").write_text("no permission")
    files = list_drop_files(tmp_path)
    _deny(monkeypatch, "locked.txt")
    assert [p.name for p in new_files(files, [])] == ["a.txt"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their permission")
def test_a_file_without_read_permission_is_skipped(tmp_path: Path):
    (tmp_path / "a.txt").write_text("article")
    locked = tmp_path / "locked.txt"
    locked.write_text("no permission")
    locked.chmod(0)
    scan = scan_drop_folder(tmp_path)
    assert [p.name for p in scan.files] == ["a.txt"]
    assert [s["reason"] for s in scan.skipped] == ["unreadable"]
