"""One writer per home: the lock an ingest holds while it writes the lake and the warehouse.

The lock is ``<home>/ingest.lock``, held with ``flock``: the kernel releases it the
moment its holder dies, however it dies (``kill -9`` included), so a crashed ingest
never leaves the home locked. The file also names its holder (pid, host, start
time, command) so that a second ingest can say whom it is waiting for, and so that
the next holder can tell that the last one ended without releasing it.

A backfill that stopped part way leaves the home for the next backfill only
(``stopped_backfill``): an ingest, the sensor and the schedule keep out until it is finished.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import socket
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

LOCK_NAME = "ingest.lock"
POLL_SECONDS = 0.5


@dataclass(frozen=True)
class Holder:
    """Who holds (or last held) a home."""

    pid: int
    host: str
    started: str
    command: str

    @classmethod
    def me(cls) -> Holder:
        return cls(
            pid=os.getpid(),
            host=socket.gethostname(),
            started=datetime.now(UTC).isoformat(timespec="seconds"),
            command=" ".join([Path(sys.argv[0]).name, *sys.argv[1:]])[:300],
        )

    def describe(self) -> str:
        return f"pid {self.pid} on {self.host}, started {self.started} ({self.command})"


class HomeBusy(RuntimeError):
    """Another process is writing this home."""

    def __init__(self, home: Path, holder: Holder | None, waited: float) -> None:
        self.home, self.holder, self.waited = home, holder, waited
        who = holder.describe() if holder else "another process"
        after = f" after waiting {waited:.0f} s" if waited else ""
        super().__init__(
            f"the home {home} is being written by {who}{after}. One ingest writes a home at a time: "
            "wait for it to finish (or pass --wait SECONDS), or use another --home."
        )


def _read_holder(fd: int) -> Holder | None:
    """The holder named in the lock file, or None when it is empty or unreadable."""
    os.lseek(fd, 0, os.SEEK_SET)
    raw = os.read(fd, 4096)
    try:
        return Holder(**json.loads(raw)) if raw.strip() else None
    except (ValueError, TypeError):
        return None


def _write_holder(fd: int, holder: Holder | None) -> None:
    os.ftruncate(fd, 0)
    if holder is not None:
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, json.dumps(asdict(holder)).encode())
    os.fsync(fd)


def current_holder(home: Path) -> Holder | None:
    """Who is writing ``home`` now, or None when nobody is (a stale name in the file does not count)."""
    path = home / LOCK_NAME
    if not path.exists():
        return None
    fd = os.open(path, os.O_RDWR)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return _read_holder(fd)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None
    finally:
        os.close(fd)


@contextlib.contextmanager
def hold_home(
    home: Path,
    wait: float = 0,
    on_wait: Callable[[Holder | None], None] | None = None,
    on_reclaim: Callable[[Holder], None] | None = None,
) -> Iterator[Holder]:
    """Hold the home's lock for the duration of the block.

    When another live process holds it, wait up to ``wait`` seconds (``on_wait`` is
    told once whom for), then raise :class:`HomeBusy`. When the file still names a
    holder that is gone (it was killed), ``on_reclaim`` is told who, and the lock is
    taken over: what that holder left half done is the caller's to resume.
    """
    home.mkdir(parents=True, exist_ok=True)
    fd = os.open(home / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + wait
        told = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                holder = _read_holder(fd)
                if time.monotonic() >= deadline:
                    raise HomeBusy(home, holder, wait) from None
                if not told and on_wait is not None:
                    on_wait(holder)
                    told = True
                time.sleep(POLL_SECONDS)
        previous = _read_holder(fd)
        if previous is not None and on_reclaim is not None:
            on_reclaim(previous)
        me = Holder.me()
        _write_holder(fd, me)
        try:
            yield me
        finally:
            # An empty file says the last holder let go cleanly.
            _write_holder(fd, None)
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def stopped_backfill(home: Path) -> Path | None:
    """Where a backfill that stopped before it finished (killed, interrupted, failed) set tables aside.

    A backfill holds the home while it runs and removes ``<home>/backfill`` when it has
    published, so a folder found there by anyone holding the home is left by one that
    stopped. Until a backfill finishes it, the lake lacks the tables it set aside and the
    published marts are those from before it.
    """
    root = home / "backfill"
    if not root.is_dir():
        return None
    return next(iter(sorted(p for p in root.iterdir() if p.is_dir())), None)


def stopped_backfill_message(home: Path, stopped: Path) -> str:
    return (
        f"a backfill of this home stopped before it finished (what it set aside is in {stopped}): "
        f"finish it first with `claimgraph backfill --home {home}`"
    )
