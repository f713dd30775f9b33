"""One writer per home: the lock, who holds it, and taking it over from a holder that is gone."""

import json
import os
import subprocess
import sys
import time

import pytest

from pipeline.home_lock import LOCK_NAME, HomeBusy, current_holder, hold_home

HOLD = """
import sys, time
from pathlib import Path
from pipeline.home_lock import hold_home
with hold_home(Path(sys.argv[1])):
    print("held", flush=True)
    time.sleep(60)
"""


@pytest.fixture
def other_holder(tmp_path):
    """Another process holding the home, as a second ingest would find it."""
    home = tmp_path / "home"
    process = subprocess.Popen([sys.executable, "-c", HOLD, str(home)], stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline().strip() == "held"
    yield home, process
    process.kill()
    process.wait()


def test_a_second_writer_is_refused_with_the_holder_named(other_holder):
    home, process = other_holder
    assert current_holder(home).pid == process.pid
    with pytest.raises(HomeBusy, match=f"pid {process.pid}") as refused:
        with hold_home(home):
            pass
    assert "--wait" in str(refused.value)


def test_a_second_writer_waits_a_bounded_time(other_holder):
    home, process = other_holder
    told = []
    started = time.monotonic()
    with pytest.raises(HomeBusy, match="after waiting 1 s"):
        with hold_home(home, wait=1, on_wait=told.append):
            pass
    assert 1 <= time.monotonic() - started < 5
    assert [h.pid for h in told] == [process.pid]


def test_the_lock_is_free_the_moment_its_holder_is_killed(other_holder):
    home, process = other_holder
    process.kill()
    process.wait()
    assert current_holder(home) is None
    reclaimed = []
    with hold_home(home, on_reclaim=reclaimed.append) as me:
        assert me.pid == os.getpid()
        assert current_holder(home).pid == os.getpid()
    # the file still named the killed holder: the next one hears whose work it takes over
    assert [h.pid for h in reclaimed] == [process.pid]


def test_a_clean_release_leaves_nothing_to_reclaim(tmp_path):
    home = tmp_path / "home"
    with hold_home(home):
        holder = json.loads((home / LOCK_NAME).read_text())
        assert holder["pid"] == os.getpid()
    assert (home / LOCK_NAME).read_text() == ""
    reclaimed = []
    with hold_home(home, on_reclaim=reclaimed.append):
        pass
    assert reclaimed == []


def test_a_backfill_waits_its_turn_like_an_ingest(other_holder):
    from pipeline.backfill import backfill
    from pipeline.settings import Settings

    home, process = other_holder
    with pytest.raises(HomeBusy, match=f"pid {process.pid}"):
        backfill(Settings(home=home))
    assert not (home / "backfill").exists()


def test_the_sensor_keeps_out_of_a_home_whose_backfill_stopped(tmp_path):
    from pipeline.sensors import _home_busy
    from pipeline.settings import Settings

    settings = Settings(home=tmp_path)
    assert _home_busy(settings) is None
    (tmp_path / "backfill" / "20261202T030000000000Z").mkdir(parents=True)
    assert "claimgraph backfill --home" in _home_busy(settings)
