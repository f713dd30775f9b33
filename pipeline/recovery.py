"""What a dead run leaves in the home's Dagster instance, and which unfinished batches may be resumed.

A run that an ingest executes in its own process and that is killed stays "started"
in the instance forever and keeps its ``duckdb_writer`` pool slot (the slots live in
the ``concurrency_slots`` table of ``dagster/history/runs/index.db``): every later
build then waits for a slot that is never given back. Holding the home lock, an
ingest knows that no other ingest is running, so it can mark such runs failed and
free their slots. Runs that the UI or the daemon launched are left to Dagster.
"""

from __future__ import annotations

from collections.abc import Callable

from pipeline.snapshot import BatchManifest

# Tags on the runs an ingest executes in its own process: under the home lock, such a
# run that has not finished belongs to an ingest that is gone.
PID_TAG = "claimgraph/pid"
HOST_TAG = "claimgraph/host"
PARTITION_TAG = "dagster/partition"


def _started_in_process(run) -> bool:
    """A run an ingest executed in its own process (the UI and the daemon launch theirs with an origin)."""
    return PID_TAG in run.tags or run.remote_job_origin is None


def reclaim_dead_runs(instance) -> list[str]:
    """Mark failed the runs that ingests now gone left unfinished, and free the pool slots they hold.

    Call it holding the home lock: every ingest executes its runs in its own process
    while holding that lock, so an unfinished run of an ingest is a dead one. Left
    alone, such a run keeps its ``duckdb_writer`` slot and every later build waits for
    it forever. Runs the UI or the daemon launched are left to Dagster's run monitoring.
    """
    from dagster import RunsFilter
    from dagster._core.storage.dagster_run import NOT_FINISHED_STATUSES

    notices = []
    storage = instance.event_log_storage
    for run in instance.get_runs(filters=RunsFilter(statuses=NOT_FINISHED_STATUSES)):
        if not _started_in_process(run):
            continue
        holder = f"pid {run.tags[PID_TAG]}" if PID_TAG in run.tags else "an earlier ingest"
        instance.report_run_failed(
            run, f"claimgraph: the ingest that ran this ({holder}) ended without finishing it"
        )
        if storage.supports_global_concurrency_limits:
            storage.free_concurrency_slots_for_run(run.run_id)
        notices.append(
            f"run {run.run_id[:8]} of batch {run.tags.get(PARTITION_TAG, '?')} was left unfinished by "
            f"{holder}, which is gone: marked failed, and its duckdb_writer slot freed"
        )
    if storage.supports_global_concurrency_limits:
        for run_id in storage.get_concurrency_run_ids():
            run = instance.get_run_by_id(run_id)
            if run is None or run.is_finished:
                storage.free_concurrency_slots_for_run(run_id)
    return notices


def live_batches(instance) -> set[str]:
    """The batches an unfinished run is working on (after :func:`reclaim_dead_runs`, the daemon's)."""
    from dagster import RunsFilter
    from dagster._core.storage.dagster_run import NOT_FINISHED_STATUSES

    runs = instance.get_runs(filters=RunsFilter(statuses=NOT_FINISHED_STATUSES))
    return {run.tags[PARTITION_TAG] for run in runs if PARTITION_TAG in run.tags}


def resumable_by_sensor(instance) -> Callable[[BatchManifest], bool]:
    """For the sensor: an unfinished batch is retried once every run of it has ended.

    A batch with no run yet was just requested (the daemon launches it after the tick).
    """
    from dagster import RunsFilter

    def accept(manifest: BatchManifest) -> bool:
        runs = instance.get_runs(filters=RunsFilter(tags={PARTITION_TAG: manifest.batch}))
        return bool(runs) and all(run.is_finished for run in runs)

    return accept


def succeeded_batches(instance) -> set[str]:
    """The batches some run finished successfully."""
    from dagster import DagsterRunStatus, RunsFilter

    runs = instance.get_runs(filters=RunsFilter(statuses=[DagsterRunStatus.SUCCESS]))
    return {run.tags[PARTITION_TAG] for run in runs if PARTITION_TAG in run.tags}
