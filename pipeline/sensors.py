"""The drop-folder sensor and the scheduled refresh; both on by default."""

from __future__ import annotations

import json

import dagster as dg

from pipeline.batches import BatchPlan, file_signature, plan_batch
from pipeline.home_lock import current_holder, stopped_backfill, stopped_backfill_message
from pipeline.partitions import ingest_batches
from pipeline.recovery import resumable_by_sensor
from pipeline.resources import ClaimgraphResource
from pipeline.settings import Settings
from pipeline.snapshot import list_drop_files

NO_DROP = "no drop folder to watch: start the UI with `claimgraph ui --drop DIR` (or set CLAIMGRAPH_DROP)"


def _home_busy(settings: Settings) -> str | None:
    """Why not to plan now: a `claimgraph ingest` is writing the home (it plans its own batches),
    or a backfill stopped before it finished (the lake lacks what it set aside)."""
    if holder := current_holder(settings.home):
        return f"an ingest is writing the home ({holder.describe()})"
    if (stopped := stopped_backfill(settings.home)) is not None:
        return stopped_backfill_message(settings.home, stopped)
    return None


def _run_key(plan: BatchPlan) -> str:
    """A resumed batch is run again under its own key: each try needs a run key of its own."""
    return plan.batch if plan.manifest.attempts == 1 else f"{plan.batch}#{plan.manifest.attempts}"


def build_sensor(job: dg.JobDefinition) -> dg.SensorDefinition:
    @dg.sensor(job=job, minimum_interval_seconds=30, default_status=dg.DefaultSensorStatus.RUNNING)
    def drop_folder_sensor(context: dg.SensorEvaluationContext, claimgraph: ClaimgraphResource):
        """Start an ingest batch when files appear or change in the drop folder."""
        drop = claimgraph.settings.drop_dir
        if drop is None or not drop.is_dir():
            return dg.SkipReason(NO_DROP)
        if busy := _home_busy(claimgraph.settings):
            return dg.SkipReason(busy)
        seen = json.loads(context.cursor) if context.cursor else {}
        plan = plan_batch(claimgraph.settings, drop, seen, resumable_by_sensor(context.instance))
        cursor = json.dumps({str(f): file_signature(f) for f in list_drop_files(drop)})
        if plan is None:
            return dg.SensorResult(skip_reason="nothing new in the drop folder", cursor=cursor)
        return dg.SensorResult(
            run_requests=[dg.RunRequest(partition_key=plan.batch, run_key=_run_key(plan))],
            dynamic_partitions_requests=[ingest_batches.build_add_request([plan.batch])],
            cursor=cursor,
        )

    return drop_folder_sensor


def build_schedule(job: dg.JobDefinition) -> dg.ScheduleDefinition:
    @dg.schedule(job=job, cron_schedule="0 * * * *", default_status=dg.DefaultScheduleStatus.RUNNING)
    def hourly_refresh(context: dg.ScheduleEvaluationContext, claimgraph: ClaimgraphResource):
        """Every hour, ingest whatever the sensor has not (e.g. while the daemon was down)."""
        drop = claimgraph.settings.drop_dir
        if drop is None or not drop.is_dir():
            return dg.SkipReason(NO_DROP)
        if busy := _home_busy(claimgraph.settings):
            return dg.SkipReason(busy)
        plan = plan_batch(claimgraph.settings, drop, resumable=resumable_by_sensor(context.instance))
        if plan is None:
            return dg.SkipReason("nothing new in the drop folder")
        context.instance.add_dynamic_partitions(ingest_batches.name, [plan.batch])
        return dg.RunRequest(partition_key=plan.batch, run_key=_run_key(plan))

    return hourly_refresh
