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
        atomic_write_bytes(path, data)
    return sha, path


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write a file so that a reader, or a run after a crash, sees the old file or the whole new one.

    The temporary name is private to this process (two writers never share one) and
    hidden (no glob of the lake or the batches picks it up).
    """
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


# Where the atomic writes (snapshots, manifests, lake partitions, the published copy) keep
# their temporary files, relative to the home.
TEMPORARY_FILES = ("snapshots/*/*.tmp", "batches/*.tmp", "lake/*/*.tmp", "published/*.tmp")


def sweep_temporary(home: Path) -> list[Path]:
    """Remove the half-written files a killed writer left behind; call it holding the home lock."""
    leftovers = sorted(path for pattern in TEMPORARY_FILES for path in home.glob(pattern))
    for path in leftovers:
        path.unlink(missing_ok=True)
    return leftovers


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
    return sort_files(files, known_shas).fresh


@dataclass
class FileSort:
    """The files offered to a batch, by what planning found when it read them."""

    fresh: list[Path] = field(default_factory=list)  # bytes never ingested: this batch takes them
    known: list[Path] = field(default_factory=list)  # bytes ingested before, or a copy of a fresh file
    gone: list[Path] = field(default_factory=list)  # listed, but gone (or unreadable) when read


def sort_files(files: Iterable[Path], known_shas: Iterable[str]) -> FileSort:
    """Read each file once and sort it: fresh bytes, bytes already known, or gone before it was read."""
    known = set(known_shas)
    found = FileSort()
    for path in files:
        try:
            sha = sha256_bytes(path.read_bytes())
        except OSError:
            found.gone.append(path)
            continue
        if sha in known:
            found.known.append(path)
        else:
            found.fresh.append(path)
            known.add(sha)
    return found


@dataclass(frozen=True)
class BatchManifest:
    """What an ingest batch covers and how far it got; written at planning, read by the snapshot stage.

    A batch is done (``completed``) only once its marts are published, and, when some of
    its sentences failed extraction, once they were tried ``MAX_ATTEMPTS`` times; until
    then the next ingest resumes it under the same key (pipeline/batches.py).
    """

    batch: str
    drop_dir: str
    files: list[str]
    created: str
    completed: str | None = None
    attempts: int = 1
    published: str | None = None
    failures: int = 0
    # Unfinished batches folded into this one may have left rows in the incremental marts.
    full_refresh: bool = False

    def write(self, batches_dir: Path) -> Path:
        batches_dir.mkdir(parents=True, exist_ok=True)
        path = batches_dir / f"{self.batch}.json"
        atomic_write_bytes(path, json.dumps(self.__dict__, indent=2).encode())
        return path

    @classmethod
    def read(cls, batches_dir: Path, batch: str) -> BatchManifest:
        path = batches_dir / f"{batch}.json"
        if not path.exists():
            raise FileNotFoundError(f"no manifest for batch {batch!r} at {path}")
        return cls.parse(json.loads(path.read_text()))

    @classmethod
    def parse(cls, data: dict) -> BatchManifest:
        if "completed" not in data:
            # Written before batches recorded completion: it was taken as done then, and stays so.
            data = {**data, "completed": data.get("created")}
        known = {name: value for name, value in data.items() if name in cls.__dataclass_fields__}
        return cls(**known)

    @property
    def done(self) -> bool:
        return self.completed is not None


def read_manifests(batches_dir: Path) -> list[BatchManifest]:
    """Every batch's manifest, oldest first (batch keys sort by time)."""
    if not batches_dir.is_dir():
        return []
    manifests = []
    for path in sorted(batches_dir.glob("*.json")):
        try:
            manifests.append(BatchManifest.parse(json.loads(path.read_text())))
        except (ValueError, TypeError):
            # Cut short by a crash (before manifests were written atomically): its files are
            # unknown, so it counts as unfinished and its lake partitions are thrown away.
            manifests.append(BatchManifest(batch=path.stem, drop_dir="", files=[], created=path.stem))
    return manifests


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
