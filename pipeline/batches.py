"""Planning an ingest batch: which files in the drop folder are new since the last one."""

from __future__ import annotations

from pathlib import Path

from pipeline import lake
from pipeline.settings import Settings
from pipeline.snapshot import BatchManifest, list_drop_files, new_batch_key, new_files


def file_signature(path: Path) -> str:
    stat = path.stat()
    return f"{stat.st_mtime_ns}:{stat.st_size}"


def plan_batch(
    settings: Settings, drop_dir: Path, seen: dict[str, str] | None = None
) -> BatchManifest | None:
    """A manifest of the files whose bytes claimgraph has not snapshotted yet, or None.

    ``seen`` (path -> signature, a sensor's cursor) lets a sensor skip hashing
    files that have not changed since its last tick.
    """
    files = list_drop_files(drop_dir)
    if seen is not None:
        files = [f for f in files if seen.get(str(f)) != file_signature(f)]
        if not files:
            return None
    known = lake.read_all(settings.lake_dir, "snapshot")["snapshot_id"]
    fresh = new_files(files, known)
    if not fresh:
        return None
    batch = new_batch_key()
    manifest = BatchManifest(
        batch=batch, drop_dir=str(drop_dir), files=[str(f) for f in fresh], created=batch
    )
    manifest.write(settings.batches_dir)
    return manifest
