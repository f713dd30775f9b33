"""The drop-folder sensor and the scheduled refresh; both on by default."""

from __future__ import annotations

import json

import dagster as dg

from pipeline.batches import file_signature, plan_batch
from pipeline.partitions import ingest_batches
from pipeline.resources import ClaimgraphResource
from pipeline.snapshot import list_drop_files

NO_DROP = "no drop folder to watch: start the UI with `claimgraph ui --drop DIR` (or set CLAIMGRAPH_DROP)"


def build_sensor(job: dg.JobDefinition) -> dg.SensorDefinition:
    @dg.sensor(job=job, minimum_interval_seconds=30, default_status=dg.DefaultSensorStatus.RUNNING)
    def drop_folder_sensor(context: dg.SensorEvaluationContext, claimgraph: ClaimgraphResource):
        """Start an ingest batch when files appear or change in the drop folder."""
        drop = claimgraph.settings.drop_dir
        if drop is None or not drop.is_dir():
            return dg.SkipReason(NO_DROP)
        seen = json.loads(context.cursor) if context.cursor else {}
        manifest = plan_batch(claimgraph.settings, drop, seen)
        cursor = json.dumps({str(f): file_signature(f) for f in list_drop_files(drop)})
        if manifest is None:
            return dg.SensorResult(skip_reason="nothing new in the drop folder", cursor=cursor)
        return dg.SensorResult(
            run_requests=[dg.RunRequest(partition_key=manifest.batch, run_key=manifest.batch)],
            dynamic_partitions_requests=[ingest_batches.build_add_request([manifest.batch])],
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
        manifest = plan_batch(claimgraph.settings, drop)
        if manifest is None:
            return dg.SkipReason("nothing new in the drop folder")
        context.instance.add_dynamic_partitions(ingest_batches.name, [manifest.batch])
        return dg.RunRequest(partition_key=manifest.batch, run_key=manifest.batch)

    return hourly_refresh
