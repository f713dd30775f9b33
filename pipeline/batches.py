"""Planning an ingest batch, and recording when one is done.

A batch is done only when its marts are published (``finish_batch``, called by the
marts asset after it publishes). Until then its files count as not ingested: the next
plan resumes the batch under the same key, throws away whatever lake partitions it
had written, and takes its files again together with whatever is new in the folder.
So a run killed or failed at any point loses nothing, and, the lake partitions
being replaced rather than appended and the incremental marts deleting every row
a batch contributed before re-inserting it, it never counts anything twice.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path

from pipeline import lake
from pipeline.settings import Settings
from pipeline.snapshot import BatchManifest, list_drop_files, new_batch_key, read_manifests, sort_files

# Sentences whose extraction failed are retried by resuming their batch; after this
# many tries the batch is done all the same and the failures stay listed.
MAX_ATTEMPTS = 3


def file_signature(path: Path) -> str:
    stat = path.stat()
    return f"{stat.st_mtime_ns}:{stat.st_size}"


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class BatchPlan:
    """The batch to run now, and how the files offered to it were sorted."""

    manifest: BatchManifest
    listed: int  # files in the drop folder (after links and unreadable files are skipped)
    new: int  # of those, the ones this batch takes
    known: int  # of those, bytes ingested by a finished batch (or a copy of a file taken now)
    gone: list[str] = field(default_factory=list)  # listed, but gone before they could be read
    resumed: bool = False  # the batch was interrupted or failed before; its key is reused
    carried: list[str] = field(default_factory=list)  # files of the unfinished batch not in this listing
    carried_gone: list[str] = field(default_factory=list)  # of those, the ones gone since
    merged: list[str] = field(default_factory=list)  # other unfinished batches folded into this one

    @property
    def batch(self) -> str:
        return self.manifest.batch


def unfinished_batches(settings: Settings) -> list[BatchManifest]:
    return [m for m in read_manifests(settings.batches_dir) if not m.done]


def legacy_batches(settings: Settings) -> list[str]:
    """Batches whose manifest predates completion records (they read as done until settled)."""
    if not settings.batches_dir.is_dir():
        return []
    keys = []
    for path in sorted(settings.batches_dir.glob("*.json")):
        try:
            if "completed" not in json.loads(path.read_text()):
                keys.append(path.stem)
        except ValueError:
            continue
    return keys


def settle_legacy(settings: Settings, succeeded: Callable[[str], bool]) -> list[str]:
    """Record, once, which batches of an older home were finished: those with a successful run.

    The others (killed, failed, or wedged behind a dead run's pool slot) become
    unfinished, and so are resumed like any other; their keys are returned.
    """
    unfinished = []
    for key in legacy_batches(settings):
        manifest = BatchManifest.read(settings.batches_dir, key)
        if not succeeded(key):
            manifest = replace(manifest, completed=None)
            unfinished.append(key)
        manifest.write(settings.batches_dir)
    return unfinished


def plan_batch(
    settings: Settings,
    drop_dir: Path,
    seen: dict[str, str] | None = None,
    resumable: Callable[[BatchManifest], bool] | None = None,
) -> BatchPlan | None:
    """The batch to run for ``drop_dir``, or None when there is nothing to do.

    Only one writer may plan at a time (the CLI holds the home lock, the sensor skips
    while it is held). Unfinished batches that ``resumable`` accepts (all, by default)
    are resumed: the oldest keeps its key, the others are folded into it, and all of
    their lake partitions are removed first, so that every stage compares the batch
    with finished batches only. Unfinished batches it refuses (a run is still working
    on them) are left alone, and so are their files.

    ``seen`` (path -> signature, a sensor's cursor) lets a sensor skip hashing files
    that have not changed since its last tick.
    """
    accept = resumable or (lambda _: True)
    unfinished = unfinished_batches(settings)
    to_resume = [m for m in unfinished if accept(m)]
    held = [m for m in unfinished if not accept(m)]
    listed = list_drop_files(drop_dir)
    offered = listed if seen is None else [f for f in listed if seen.get(str(f)) != file_signature(f)]
    if not offered and not to_resume:
        return None
    for manifest in to_resume:
        lake.drop_partitions(settings.lake_dir, manifest.batch)
    # After the drop, the lake's snapshots are those of finished batches and of held ones.
    known = set(lake.read_all(settings.lake_dir, "snapshot")["snapshot_id"])
    held_files = {Path(f) for m in held for f in m.files}
    known |= _shas(sorted(held_files))
    in_listing = {str(f) for f in offered}
    carried_over = [
        Path(f) for m in to_resume for f in m.files if f not in in_listing and Path(f) not in held_files
    ]
    carried = sort_files(carried_over, known)
    known |= _shas(carried.fresh)
    sort = sort_files(offered, known)
    files = [str(f) for f in carried.fresh + sort.fresh]
    gone = [str(f) for f in sort.gone]
    if not to_resume:
        if not files:
            return None
        key = new_batch_key()
        manifest = BatchManifest(batch=key, drop_dir=str(drop_dir), files=files, created=key)
    else:
        # Resumed even when no file is left to it: its run clears what it left in the marts.
        oldest, *others = to_resume
        for other in others:
            (settings.batches_dir / f"{other.batch}.json").unlink(missing_ok=True)
        manifest = replace(
            oldest,
            drop_dir=str(drop_dir),
            files=files,
            attempts=oldest.attempts + 1,
            published=None,
            failures=0,
            full_refresh=oldest.full_refresh or bool(others),
        )
    manifest.write(settings.batches_dir)
    return BatchPlan(
        manifest=manifest,
        listed=len(listed),
        new=len(sort.fresh),
        known=len(sort.known) + (len(listed) - len(offered)),
        gone=gone,
        resumed=bool(to_resume),
        carried=[str(f) for f in carried.fresh],
        carried_gone=[str(f) for f in carried.gone],
        merged=[m.batch for m in to_resume[1:]],
    )


def _shas(files: list[Path]) -> set[str]:
    from pipeline.snapshot import sha256_bytes

    shas = set()
    for path in files:
        try:
            shas.add(sha256_bytes(path.read_bytes()))
        except OSError:
            continue
    return shas


def finish_batch(settings: Settings, batch: str) -> BatchManifest | None:
    """Record that the batch's marts are published: it is done, unless failed sentences are to be retried.

    Called by the marts asset right after it publishes. A batch materialized without
    a manifest (a test that builds the assets by hand) has nothing to record.
    """
    try:
        manifest = BatchManifest.read(settings.batches_dir, batch)
    except FileNotFoundError:
        return None
    failures = len(lake.read_partition(settings.lake_dir, "extraction_failure", batch))
    now = _now()
    retry = failures and manifest.attempts < MAX_ATTEMPTS
    manifest = replace(
        manifest, published=now, failures=failures, completed=None if retry else now, full_refresh=False
    )
    manifest.write(settings.batches_dir)
    return manifest
