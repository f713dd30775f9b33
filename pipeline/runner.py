"""Running the ingest job in-process, the way ``claimgraph ingest`` does, and summarising a batch."""

from __future__ import annotations

import contextlib
import os
import socket
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from pipeline import lake
from pipeline.batches import BatchPlan, legacy_batches, plan_batch, settle_legacy, unfinished_batches
from pipeline.home_lock import Holder, hold_home, stopped_backfill, stopped_backfill_message
from pipeline.recovery import HOST_TAG, PID_TAG, live_batches, reclaim_dead_runs, succeeded_batches
from pipeline.settings import Settings
from pipeline.snapshot import BatchManifest, atomic_write_bytes, scan_drop_folder, sweep_temporary
from pipeline.vocabulary import EXTRACTION_TOO_SLOW

if TYPE_CHECKING:
    import pandas as pd

DAGSTER_YAML = """\
# Written by claimgraph. Every DuckDB writer shares the duckdb_writer pool;
# a limit of 1 means one writer at a time.
concurrency:
  pools:
    default_limit: 1
telemetry:
  enabled: false
"""


class IngestRefused(ValueError):
    """The ingest cannot start as asked (a model file that is not there, a backfill to finish first);
    nothing was written."""


@dataclass
class IngestSummary:
    batch: str | None
    files: int
    new_files: int = 0
    known_files: int = 0
    gone: list[str] = field(default_factory=list)  # listed, but gone before they could be read
    skipped: list[dict] = field(default_factory=list)  # links and files that may not be read
    resumed: bool = False  # this batch was interrupted (or failed) before and is finished now
    attempt: int = 1
    carried: int = 0  # files of the interrupted batch that are not in this folder's listing
    snapshots: int = 0
    documents: int = 0
    sentences: int = 0
    candidates: int = 0
    model_calls: int = 0
    cache_hits: int = 0
    claims_kept: int = 0
    claims_rejected: int = 0
    rejected_reasons: dict[str, int] = field(default_factory=dict)
    extraction_failures: int = 0
    failure_reasons: dict[str, int] = field(default_factory=dict)
    retry_failures: bool = False  # the next ingest tries the failed sentences again
    downgraded: int = 0
    quarantined: list[dict] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)  # what was reclaimed from a dead run
    waiting_on: list[str] = field(default_factory=list)  # unfinished batches a live run holds
    success: bool = True
    interrupted: bool = False
    failed_steps: list[str] = field(default_factory=list)


def prepare_home(settings: Settings) -> None:
    """What the Dagster definitions need before they load: the home's instance config and dbt's manifest."""
    from pipeline.dbt import prepare_manifest

    settings.dagster_home.mkdir(parents=True, exist_ok=True)
    config = settings.dagster_home / "dagster.yaml"
    if not config.exists():
        atomic_write_bytes(config, DAGSTER_YAML.encode())
    prepare_manifest()


def ui_environment(settings: Settings) -> dict[str, str]:
    """The environment of ``dagster dev`` for this home: it loads the definitions from it.

    This environment's bin folder goes first on PATH: under ``dagster dev`` the dbt
    project prepares itself with the ``dbt`` it finds there.
    """
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    return {**os.environ, **settings.environment(), "PATH": path}


def summarize(settings: Settings, plan: BatchPlan, extraction_stats: dict) -> IngestSummary:
    """What the batch did, counted so that it adds up.

    The files in the folder are those ingested before, those read now and those gone
    before they could be read; the files read now (with any carried over from an
    interrupted batch) are the documents plus the files quarantined.
    """
    batch = plan.batch

    def table(name: str):
        return lake.read_partition(settings.lake_dir, name, batch)

    snapshots = table("snapshot")
    sentences = table("sentence")
    rejected = table("rejected_claim")
    guarded = table("modality_guard")
    quarantine = table("quarantine")
    failures = table("extraction_failure")
    carried = set(plan.carried)
    read = set(snapshots["path"])
    gone_now = [f for f in plan.manifest.files if f not in read and not Path(f).is_file()]
    gone_listed = [*plan.gone, *(f for f in gone_now if f not in carried)]
    gone = [*gone_listed, *plan.carried_gone, *(f for f in gone_now if f in carried)]
    new_read = len(read - carried)
    manifest = _manifest(settings, batch) or plan.manifest
    return IngestSummary(
        batch=batch,
        files=plan.listed,
        new_files=new_read,
        known_files=plan.listed - new_read - len(gone_listed),
        gone=gone,
        resumed=plan.resumed,
        attempt=manifest.attempts,
        carried=len(read) - new_read,
        snapshots=len(snapshots),
        documents=len(table("document")),
        sentences=len(sentences),
        candidates=int(sentences["is_candidate"].sum()) if len(sentences) else 0,
        model_calls=extraction_stats.get("model_calls", 0),
        cache_hits=extraction_stats.get("cache_hits", 0),
        claims_kept=len(guarded),
        claims_rejected=len(rejected),
        rejected_reasons=dict(Counter(rejected["reason"])),
        extraction_failures=len(failures),
        failure_reasons=dict(Counter(failures["reason"])),
        retry_failures=bool(len(failures)) and not manifest.done,
        downgraded=int(guarded["guard_reason"].notna().sum()) if len(guarded) else 0,
        quarantined=[
            {"path": q["path"], "reason": q["reason"], "detail": q["detail"]}
            for q in quarantine.to_dict("records")
        ]
        + too_slow_documents(table("document"), failures),
    )


def too_slow_documents(documents: pd.DataFrame, failures: pd.DataFrame) -> list[dict]:
    """The documents the extractor gave up on past their time limit, as quarantine entries."""
    if not len(failures):
        return []
    slow = failures[failures["reason"].str.startswith(EXTRACTION_TOO_SLOW)].drop_duplicates("doc_id")
    paths = dict(zip(documents["doc_id"], documents["path"], strict=True)) if len(documents) else {}
    return [
        {
            "path": paths.get(f["doc_id"], f["doc_id"]),
            "reason": EXTRACTION_TOO_SLOW,
            "detail": f["reason"].removeprefix(EXTRACTION_TOO_SLOW + ": "),
        }
        for f in slow.to_dict("records")
    ]


def _manifest(settings: Settings, batch: str) -> BatchManifest | None:
    try:
        return BatchManifest.read(settings.batches_dir, batch)
    except FileNotFoundError:
        return None


def _extraction_stats(result) -> dict:
    """The extraction stage's own counts of extractor calls and cache hits, from its materialization."""
    for event in result.get_asset_materialization_events():
        if event.asset_key.path[-1] == "extraction":
            metadata = event.step_materialization_data.materialization.metadata
            return {
                key: entry.value for key, entry in metadata.items() if key in ("model_calls", "cache_hits")
            }
    return {}


def _step_failure(event) -> str:
    """The step and the innermost error message: what a person needs to see first."""
    error = event.event_specific_data.error if event.event_specific_data else None
    while error is not None and error.cause is not None:
        error = error.cause
    message = error.message.strip().splitlines()[0] if error and error.message.strip() else "failed"
    return f"{event.step_key}: {message}"


def check_extractor(settings: Settings) -> None:
    """Refuse, before anything is planned, a model file that is not there."""
    if settings.extractor in ("llm", "hybrid") and settings.model_path:
        model = Path(settings.model_path)
        if not model.is_file():
            what = "is a folder, not a GGUF file" if model.is_dir() else "does not exist"
            raise IngestRefused(
                f"the model file {model} {what}: give --model a GGUF file, or leave --model out "
                f"for the default model of the {settings.extractor} extractor"
            )


@contextlib.contextmanager
def _instance(settings: Settings) -> Iterator:
    import dagster as dg

    with dg.DagsterInstance.from_config(str(settings.dagster_home)) as instance:
        yield instance


def _ensure_published(settings: Settings) -> list[str]:
    """Publish again when the readers' copy is missing or unreadable while the warehouse is fine."""
    from pipeline.dbt import publish, readable

    warehouse, published = settings.warehouse_path, settings.published_path
    if not warehouse.exists() or not any(m.done for m in _manifests(settings)):
        return []
    problem = "is missing" if not published.exists() else readable(published)
    if problem is None or readable(warehouse) is not None:
        return []
    publish(warehouse, published)
    return [f"the published marts {problem}: published them again from the warehouse"]


def _manifests(settings: Settings) -> list[BatchManifest]:
    from pipeline.snapshot import read_manifests

    return read_manifests(settings.batches_dir)


def run_ingest(
    settings: Settings,
    drop_dir: Path,
    wait: float = 0,
    notify: Callable[[str], None] | None = None,
) -> IngestSummary:
    """Snapshot what is new in ``drop_dir`` as one batch and run every stage and the marts on it.

    A batch an earlier run left unfinished (killed, interrupted, failed) is finished
    first, under its own key and together with the new files. One ingest writes a home
    at a time: when another holds it, this one waits up to ``wait`` seconds and then
    raises :class:`pipeline.home_lock.HomeBusy`. ``notify`` hears what is reclaimed or
    waited for, as it happens.
    """
    tell = notify or (lambda _message: None)
    check_extractor(settings)
    scan = scan_drop_folder(drop_dir)  # raises a clear error when DIR is missing or not a folder
    notices: list[str] = []

    def note(message: str) -> None:
        notices.append(message)
        tell(message)

    def reclaimed(holder: Holder) -> None:
        note(f"the last ingest ({holder.describe()}) ended without finishing: resuming its work")

    def waiting(holder: Holder | None) -> None:
        who = holder.describe() if holder else "another process"
        tell(f"waiting up to {wait:.0f} s for the ingest writing this home ({who}) ...")

    with hold_home(settings.home, wait, on_wait=waiting, on_reclaim=reclaimed):
        if (stopped := stopped_backfill(settings.home)) is not None:
            raise IngestRefused(stopped_backfill_message(settings.home, stopped))
        sweep_temporary(settings.home)
        live: set[str] = set()
        legacy = legacy_batches(settings)
        if (legacy or unfinished_batches(settings)) and (settings.dagster_home / "dagster.yaml").exists():
            with _instance(settings) as instance:
                for message in reclaim_dead_runs(instance):
                    note(message)
                live = live_batches(instance)
                if legacy:
                    done = succeeded_batches(instance)
                    for key in settle_legacy(settings, lambda key: key in done):
                        note(f"batch {key}, written by an older claimgraph, never finished: resuming it")
        plan = plan_batch(settings, drop_dir, resumable=lambda m: m.batch not in live)
        if plan is None:
            for message in _ensure_published(settings):
                note(message)
            return IngestSummary(
                batch=None,
                files=len(scan.files),
                known_files=len(scan.files),
                skipped=scan.skipped,
                notices=notices,
                waiting_on=sorted(live),
            )
        if plan.resumed:
            note(
                f"resuming batch {plan.batch}, which an earlier run left unfinished (attempt {plan.manifest.attempts})"
            )
        prepare_home(settings)
        summary = _execute(settings, plan, note)
    summary.skipped = scan.skipped
    summary.notices = notices
    summary.waiting_on = sorted(live)
    return summary


def _execute(settings: Settings, plan: BatchPlan, note: Callable[[str], None]) -> IngestSummary:
    from pipeline.definitions import build_definitions
    from pipeline.partitions import ingest_batches

    job = build_definitions(settings).resolve_job_def("ingest_job")
    quiet = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}
    tags = {PID_TAG: str(os.getpid()), HOST_TAG: socket.gethostname()}
    with _instance(settings) as instance:
        for message in reclaim_dead_runs(instance):
            note(message)
        instance.add_dynamic_partitions(ingest_batches.name, [plan.batch])
        for merged in plan.merged:
            instance.delete_dynamic_partition(ingest_batches.name, merged)
        # dbt's progress lines go to stderr: stdout belongs to the reports (`--format json` is parsed).
        with contextlib.redirect_stdout(sys.stderr):
            result = job.execute_in_process(
                partition_key=plan.batch,
                instance=instance,
                raise_on_error=False,
                run_config=quiet,
                tags=tags,
            )
        stats = _extraction_stats(result)
        failed_steps = [_step_failure(e) for e in result.all_events if e.is_step_failure]
        # SIGTERM and Ctrl-C reach a step as this error (Dagster maps SIGTERM to SIGINT).
        interrupted = any(
            e.is_step_failure
            and e.event_specific_data.error is not None
            and e.event_specific_data.error.cls_name == "DagsterExecutionInterruptedError"
            for e in result.all_events
        )
    summary = summarize(settings, plan, stats)
    if not result.success:
        summary.success = False
        summary.interrupted = interrupted
        summary.failed_steps = failed_steps
    return summary
