"""Nothing lost, nothing wedged: an ingest stopped at any point is finished by the next one.

Each test interrupts an ingest of a few demo files in its own way (kill -9 at a
stage, SIGTERM, a failed dbt build, a crash between publishing and recording it,
failed sentences), runs ``claimgraph ingest`` again, and compares every published
table with an uninterrupted ingest of the same files, run-dependent values (batch
keys, times, the home's path) masked. The kills are real: the ingest runs as its own
process, and the test watches the home to know where it is.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import duckdb
import pytest

from pipeline.batches import MAX_ATTEMPTS
from pipeline.runner import run_ingest
from pipeline.settings import Settings
from pipeline.snapshot import BatchManifest, read_manifests
from tests.conftest import copy_drop

pytestmark = pytest.mark.slow

FILES = [
    "reuters-field-alpha-restart.txt",
    "harbour-times-field-alpha.txt",
    "valley-gazette-minister-on-track.md",
    "northern-ledger-ministry-denial.html",
    "empty-upload.txt",
]
CLAIMGRAPH = str(Path(sys.executable).parent / "claimgraph")
RUN_DEPENDENT = [
    (re.compile(r"\d{8}T\d{6,12}Z"), "<batch>"),
    (re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(\+00:00|Z)?"), "<time>"),
]


def published_rows(home: Path) -> dict[str, list[str]]:
    """Every published table as sorted lines, run-dependent values masked."""
    tables = {}
    with duckdb.connect(str(home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        for (name,) in con.sql("select table_name from information_schema.tables order by 1").fetchall():
            lines = []
            for row in con.execute(f'select * from "{name}"').fetchall():
                line = "\t".join(repr(v) for v in row).replace(str(home), "<home>")
                for pattern, replacement in RUN_DEPENDENT:
                    line = pattern.sub(replacement, line)
                lines.append(line)
            tables[name] = sorted(lines)
    return tables


@pytest.fixture(scope="module")
def drop(tmp_path_factory) -> Path:
    return copy_drop(tmp_path_factory.mktemp("recovery") / "drop", FILES)


@pytest.fixture(scope="module")
def uninterrupted(drop, tmp_path_factory) -> dict[str, list[str]]:
    home = tmp_path_factory.mktemp("uninterrupted") / "home"
    summary = run_ingest(Settings(home=home), drop)
    assert summary.success and summary.documents == 4
    rows = published_rows(home)
    assert rows["claims"] and rows["quarantine"]
    return rows


def ingest(drop: Path, home: Path, *args: str) -> subprocess.Popen:
    """``claimgraph ingest`` as its own process; its output goes to files (a full pipe would stall it)."""
    folder = next(parent for parent in home.parents if parent.is_dir())
    logs = folder / f"ingest-{time.monotonic_ns()}"
    with open(f"{logs}.out", "w") as out, open(f"{logs}.err", "w") as err:
        process = subprocess.Popen(
            [CLAIMGRAPH, "ingest", str(drop), "--home", str(home), *args], stdout=out, stderr=err, text=True
        )
    process.logs = logs
    return process


def finish(process: subprocess.Popen, timeout: float = 900) -> tuple[int, str, str]:
    process.wait(timeout=timeout)
    # rich wraps its messages at the terminal's width: compare words, not lines
    out, err = (" ".join(Path(f"{process.logs}.{kind}").read_text().split()) for kind in ("out", "err"))
    return process.returncode, out, err


def wait_for(condition, process: subprocess.Popen, what: str, timeout: float = 600) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert process.poll() is None, f"the ingest ended before {what}: {finish(process)}"
        assert time.monotonic() < deadline, f"no {what} after {timeout} s"
        time.sleep(0.1)


def lake_has(home: Path, table: str):
    return lambda: any((home / "lake" / table).glob("*.parquet"))


def children(pid: int, word: str) -> list[int]:
    """Live child processes of ``pid`` whose command line holds ``word`` (zombies do not count)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            cmdline = (stat.parent / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z" and word in cmdline:
            found.append(int(stat.parent.name))
    return found


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def rerun_equals(drop: Path, home: Path, uninterrupted: dict) -> str:
    """Ingest again: the interrupted batch is finished and the marts equal an uninterrupted run."""
    code, out, err = finish(ingest(drop, home))
    assert code == 0, out + err
    assert "resumed" in out and "Nothing new" not in out
    assert published_rows(home) == uninterrupted
    (manifest,) = read_manifests(home / "batches")
    assert manifest.done and manifest.attempts == 2
    code, out, _ = finish(ingest(drop, home))
    assert code == 0 and "Nothing new" in out
    return err


@pytest.mark.parametrize("stage", ["snapshot", "sentence"])
def test_kill_9_after_a_stage_is_resumed(drop, uninterrupted, tmp_path, stage):
    """The issue's reproduction: killed once a stage's partition is in the lake (sentence: extraction runs)."""
    home = tmp_path / "home"
    process = ingest(drop, home)
    wait_for(lake_has(home, stage), process, f"{stage} partition")
    process.kill()
    process.wait()
    err = rerun_equals(drop, home, uninterrupted)
    assert "ended without finishing" in err


def test_sigterm_is_resumed(drop, uninterrupted, tmp_path):
    home = tmp_path / "home"
    process = ingest(drop, home)
    wait_for(lake_has(home, "sentence"), process, "sentence partition")
    process.send_signal(signal.SIGTERM)
    code, _, err = finish(process, timeout=120)
    assert code != 0 and "interrupted" in err and "resumes it" in err
    rerun_equals(drop, home, uninterrupted)


def test_kill_9_during_the_dbt_build_wedges_nothing(drop, uninterrupted, tmp_path):
    """dbt dies with the ingest, and the next ingest frees the dead run's duckdb_writer slot."""
    home = tmp_path / "home"
    process = ingest(drop, home)
    builds: list[int] = []
    wait_for(lambda: builds.extend(children(process.pid, "dbt build")) or builds, process, "dbt build")
    dbt = builds[0]
    process.kill()
    process.wait()
    deadline = time.monotonic() + 10
    while alive(dbt) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(dbt), "dbt outlived the ingest that started it"
    assert not (home / "published").exists()
    err = rerun_equals(drop, home, uninterrupted)
    assert "duckdb_writer slot freed" in err


def test_a_failed_dbt_build_is_resumed(drop, uninterrupted, tmp_path):
    """dbt cannot open the warehouse (another process holds DuckDB's lock): the batch stays open."""
    home = tmp_path / "home"
    warehouse = home / "warehouse" / "claimgraph.duckdb"
    warehouse.parent.mkdir(parents=True)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import duckdb, time; c = duckdb.connect({str(warehouse)!r}); print(1, flush=True); time.sleep(600)",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        holder.stdout.readline()
        first = run_ingest(Settings(home=home), drop)
    finally:
        holder.kill()
        holder.wait()
    assert not first.success and any("claimgraph_marts" in step for step in first.failed_steps)
    (manifest,) = read_manifests(home / "batches")
    assert not manifest.done
    assert not (home / "published").exists()
    rerun_equals(drop, home, uninterrupted)


def test_published_but_not_recorded_is_redone_without_duplicates(drop, uninterrupted, tmp_path):
    """A kill between publishing and recording it: the batch is built again under its own key."""
    home = tmp_path / "home"
    assert run_ingest(Settings(home=home), drop).success
    (manifest,) = read_manifests(home / "batches")
    replace(manifest, completed=None).write(home / "batches")
    rerun_equals(drop, home, uninterrupted)


def test_failed_sentences_are_retried_and_their_reasons_shown(drop, uninterrupted, tmp_path, monkeypatch):
    import pipeline.extract.parse.extractor as parse_extractor

    real = parse_extractor.claims_from_doc

    def flaky(doc, *args):
        if "Field Alpha" in doc.text:
            raise TimeoutError("the model server did not answer")
        return real(doc, *args)

    home = tmp_path / "home"
    monkeypatch.setattr(parse_extractor, "claims_from_doc", flaky)
    first = run_ingest(Settings(home=home), drop)
    assert first.success and first.extraction_failures > 0 and first.retry_failures
    assert first.failure_reasons == {
        "TimeoutError: the model server did not answer": first.extraction_failures
    }
    assert not BatchManifest.read(home / "batches", first.batch).done
    monkeypatch.setattr(parse_extractor, "claims_from_doc", real)
    again = run_ingest(Settings(home=home), drop)
    assert again.batch == first.batch and again.resumed and again.extraction_failures == 0
    assert again.cache_hits > 0  # the sentences that worked are not extracted again
    assert published_rows(home) == uninterrupted
    assert BatchManifest.read(home / "batches", first.batch).done


def test_a_document_past_its_extraction_time_limit_is_quarantined_and_the_batch_goes_on(
    drop, uninterrupted, tmp_path, monkeypatch
):
    import pipeline.extract as extract
    from pipeline.extract.parse.extractor import ParseExtractor

    gazette = (drop / "valley-gazette-minister-on-track.md").read_text()
    real = ParseExtractor.extract

    def stalls_on_the_gazette(self, sentences):
        if any(s.text in gazette for s in sentences):
            time.sleep(0.3)
        return real(self, sentences)

    home = tmp_path / "home"
    monkeypatch.setattr(extract, "READ_CHUNK", 2)
    monkeypatch.setattr(ParseExtractor, "document_seconds", 0.2)
    monkeypatch.setattr(ParseExtractor, "extract", stalls_on_the_gazette)
    first = run_ingest(Settings(home=home), drop)
    assert first.success and first.retry_failures
    slow = [q for q in first.quarantined if q["reason"] == "extraction too slow"]
    assert [Path(q["path"]).name for q in slow] == ["valley-gazette-minister-on-track.md"]
    assert "still being read after 0.2 s" in slow[0]["detail"]
    with duckdb.connect(str(home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        quarantined = con.sql("select path, reason from quarantine where reason = 'extraction too slow'")
        assert [Path(p).name for p, _ in quarantined.fetchall()] == ["valley-gazette-minister-on-track.md"]
        outlets = {o for (o,) in con.sql("select distinct outlet from claims").fetchall()}
    # the rest of the batch is published; the stalled document gave none of its claims, not half of them
    assert "Valley Gazette" not in outlets and len(outlets) >= 2
    monkeypatch.setattr(ParseExtractor, "extract", real)
    again = run_ingest(Settings(home=home), drop)
    assert again.resumed and again.extraction_failures == 0
    assert "extraction too slow" not in {q["reason"] for q in again.quarantined}
    assert published_rows(home) == uninterrupted


def test_failures_that_persist_are_given_up_after_a_few_tries(drop, tmp_path, monkeypatch):
    import pipeline.extract.parse.extractor as parse_extractor

    def broken(doc, *args):
        raise RuntimeError("always fails")

    home = tmp_path / "home"
    monkeypatch.setattr(parse_extractor, "claims_from_doc", broken)
    for attempt in range(1, MAX_ATTEMPTS + 1):
        summary = run_ingest(Settings(home=home), drop)
        assert summary.attempt == attempt and summary.retry_failures == (attempt < MAX_ATTEMPTS)
    assert run_ingest(Settings(home=home), drop).batch is None


def test_a_missing_model_file_is_refused_before_anything_is_planned(drop, tmp_path):
    home = tmp_path / "home"
    code, out, err = finish(
        ingest(drop, home, "--extractor", "llm", "--model", str(tmp_path / "missing.gguf"))
    )
    assert code == 2 and "does not exist: give --model a GGUF file" in err and "Traceback" not in err
    assert not (home / "batches").exists()


def test_the_same_folder_twice_at_once(drop, uninterrupted, tmp_path):
    """A second ingest into a home being written is refused (or waits with --wait); the home stays whole."""
    home = tmp_path / "home"
    first = ingest(drop, home)
    wait_for(
        lambda: (home / "ingest.lock").exists() and (home / "ingest.lock").read_text(), first, "the lock"
    )
    code, _, err = finish(ingest(drop, home), timeout=120)
    assert code == 75 and f"pid {first.pid}" in err
    waiting = ingest(drop, home, "--wait", "900")
    code, out, err = finish(first)
    assert code == 0, out + err
    code, out, err = finish(waiting)
    assert code == 0 and "waiting up to 900 s" in err and "Nothing new" in out
    assert published_rows(home) == uninterrupted


def test_a_bad_home_is_refused_clearly(drop, tmp_path):
    file_home = tmp_path / "home.txt"
    file_home.write_text("not a folder")
    code, _, err = finish(ingest(drop, file_home), timeout=120)
    assert code == 2 and "is a file, not a folder" in err and "Traceback" not in err
    code, _, err = finish(ingest(drop, file_home / "home"), timeout=120)
    assert code == 2 and "cannot make the home folder" in err and "Traceback" not in err
    if os.geteuid() != 0:  # root writes anywhere
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        code, _, err = finish(ingest(drop, locked), timeout=120)
        assert code == 2 and "cannot write in the home folder" in err


def test_a_corrupt_published_database_is_explained_and_republished(drop, tmp_path):
    home = tmp_path / "home"
    assert run_ingest(Settings(home=home), drop).success
    published = home / "published" / "claimgraph.duckdb"
    published.write_bytes(b"this is not a database" * 100)
    report = subprocess.run(
        [CLAIMGRAPH, "report", "contradictions", "--home", str(home), "--format", "json"],
        capture_output=True,
        text=True,
    )
    assert report.returncode == 2 and "cannot read the published marts" in report.stderr
    assert "Traceback" not in report.stderr
    code, out, err = finish(ingest(drop, home))
    assert code == 0 and "Nothing new" in out and "published them again" in err
    report = subprocess.run(
        [CLAIMGRAPH, "report", "contradictions", "--home", str(home), "--format", "json"],
        capture_output=True,
        text=True,
    )
    assert report.returncode == 0 and json.loads(report.stdout)


def test_the_summary_adds_up_when_a_file_vanishes(drop, tmp_path, monkeypatch):
    import pipeline.batches

    gone = drop / "gone-before-reading.txt"
    listed = pipeline.batches.list_drop_files
    monkeypatch.setattr(pipeline.batches, "list_drop_files", lambda d: [*listed(d), gone])
    summary = run_ingest(Settings(home=tmp_path / "home"), drop)
    assert summary.success and summary.gone == [str(gone)]
    assert summary.files == summary.known_files + summary.new_files + len(summary.gone) == 6
    assert summary.new_files + summary.carried == summary.documents + len(summary.quarantined) == 5
