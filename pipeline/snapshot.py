"""Stage 1: raw bytes into content-addressed snapshots.

A snapshot is identified by the sha256 of its bytes and stored once under
``snapshots/ab/abcdef...``. A changed file at the same path hashes differently,
so it becomes a new snapshot and the old one stays. Identical bytes are one
snapshot, whatever their path.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def blob_path(snapshots_dir: Path, sha: str) -> Path:
    return snapshots_dir / sha[:2] / sha


def store_blob(snapshots_dir: Path, data: bytes) -> tuple[str, Path]:
    """Store bytes content-addressed; storing the same bytes twice is a no-op."""
    sha = sha256_bytes(data)
    path = blob_path(snapshots_dir, sha)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(path)
    return sha, path


# Why a file in the drop folder is not read; the summary lists each with its path.
SKIP_REASONS = ("link outside the folder", "broken link", "unreadable")


@dataclass
class DropScan:
    """What a drop folder offers: the files an ingest may read, and the ones it may not, with the reason."""

    files: list[Path] = field(default_factory=list)
    skipped: list[dict[str, str]] = field(default_factory=list)

    def skip(self, path: Path, reason: str, detail: str) -> None:
        self.skipped.append({"path": str(path), "reason": reason, "detail": detail})


def scan_drop_folder(drop_dir: Path) -> DropScan:
    """Every regular file under the drop folder in a stable order, and every file skipped, with why.

    Hidden files are left out without a word. A link is only followed to a file
    inside the folder: a link to ``/etc/os-release`` is not an article. A file the
    process may not read is listed as skipped instead of failing the plan.
    """
    if not drop_dir.exists():
        raise FileNotFoundError(f"drop folder does not exist: {drop_dir}")
    if not drop_dir.is_dir():
        raise NotADirectoryError(f"not a folder: {drop_dir}")
    root = drop_dir.resolve()
    scan = DropScan()
    # rglob does not descend into linked folders, so only the entries themselves can lead outside.
    for path in sorted(drop_dir.rglob("*")):
        if any(part.startswith(".") for part in path.relative_to(drop_dir).parts):
            continue
        if path.is_symlink():
            if not path.exists():
                scan.skip(
                    path,
                    "broken link",
                    f"the link points at {os.readlink(path)}, which does not exist or loops",
                )
                continue
            target = path.resolve()
            if not target.is_relative_to(root):
                scan.skip(path, "link outside the folder", f"the link points at {target}, outside {root}")
                continue
        if not path.is_file():
            continue
        problem = _read_problem(path)
        if problem:
            scan.skip(path, "unreadable", problem)
            continue
        scan.files.append(path)
    return scan


def _read_problem(path: Path) -> str | None:
    """Why the file cannot be opened for reading, or None when it can."""
    try:
        os.close(os.open(path, os.O_RDONLY))
    except OSError as err:
        return f"cannot be opened: {err.strerror or err}"
    return None


def list_drop_files(drop_dir: Path) -> list[Path]:
    """Every regular file under the drop folder that may be read, in a stable order (see scan_drop_folder)."""
    return scan_drop_folder(drop_dir).files


def new_files(files: Iterable[Path], known_shas: Iterable[str]) -> list[Path]:
    """The files whose current bytes have not been snapshotted before (each distinct content once).

    A file that cannot be read now (gone, or its permission taken away since it was
    listed) is left for the next batch rather than failing this one.
    """
    known = set(known_shas)
    fresh: list[Path] = []
    seen_now: set[str] = set()
    for path in files:
        try:
            sha = sha256_bytes(path.read_bytes())
        except OSError:
            continue
        if sha not in known and sha not in seen_now:
            fresh.append(path)
            seen_now.add(sha)
    return fresh


@dataclass(frozen=True)
class BatchManifest:
    """What an ingest batch covers: written when the batch is created, read by the snapshot stage."""

    batch: str
    drop_dir: str
    files: list[str]
    created: str

    def write(self, batches_dir: Path) -> Path:
        batches_dir.mkdir(parents=True, exist_ok=True)
        path = batches_dir / f"{self.batch}.json"
        path.write_text(json.dumps(self.__dict__, indent=2))
        return path

    @classmethod
    def read(cls, batches_dir: Path, batch: str) -> BatchManifest:
        path = batches_dir / f"{batch}.json"
        if not path.exists():
            raise FileNotFoundError(f"no manifest for batch {batch!r} at {path}")
        return cls(**json.loads(path.read_text()))


def new_batch_key(now: datetime | None = None) -> str:
    now = now or datetime.now(UTC)
    return now.strftime("%Y%m%dT%H%M%S%fZ")


def snapshot_files(
    files: Iterable[Path], snapshots_dir: Path, known_shas: Iterable[str], batch: str
) -> list[dict]:
    """Snapshot files; bytes already known (from earlier batches or earlier in this one) are skipped."""
    known = set(known_shas)
    rows: list[dict] = []
    first_seen = datetime.now(UTC).isoformat(timespec="seconds")
    for path in files:
        try:
            data = path.read_bytes()
            stat = path.stat()
        except OSError:
            # The file vanished between listing and reading; the next batch picks it up again.
            continue
        sha, stored = store_blob(snapshots_dir, data)
        if sha in known:
            continue
        known.add(sha)
        rows.append(
            {
                "snapshot_id": sha,
                "path": str(path),
                "size": stat.st_size,
                "mtime": datetime.fromtimestamp(stat.st_mtime, UTC).isoformat(timespec="seconds"),
                "first_seen": first_seen,
                "blob_path": str(stored),
                "batch": batch,
            }
        )
    return rows
