"""Dagster definitions: every stage as a partitioned asset, its checks, the job, sensor and schedule.

``dagster dev -w workspace.yaml`` loads ``defs`` from here; the CLI builds the
same definitions for its home folder and runs the job in-process.
"""

from __future__ import annotations

import dagster as dg
from dagster_dbt import DbtCliResource

from pipeline.dbt import PROJECT_DIR, dbt_executable, ensure_manifest
from pipeline.partitions import ingest_batches
from pipeline.resources import ClaimgraphResource, LakeIOManager
from pipeline.sensors import build_schedule, build_sensor
from pipeline.settings import Settings

ensure_manifest()

import assets.contradiction_pairs  # noqa: E402  (the dbt manifest must exist before the marts import)
import assets.document  # noqa: E402
import assets.extraction  # noqa: E402
import assets.marts  # noqa: E402
import assets.modality_guard  # noqa: E402
import assets.origin_rollup  # noqa: E402
import assets.passage_index  # noqa: E402
import assets.resolution  # noqa: E402
import assets.sentence  # noqa: E402
import assets.snapshot  # noqa: E402
import assets.text_reuse  # noqa: E402
import assets.verbatim_check  # noqa: E402
import checks.extraction_checks  # noqa: E402
import checks.graph_checks  # noqa: E402
import checks.ingest_checks  # noqa: E402

ASSET_MODULES = [
    assets.snapshot,
    assets.document,
    assets.sentence,
    assets.extraction,
    assets.verbatim_check,
    assets.modality_guard,
    assets.resolution,
    assets.text_reuse,
    assets.origin_rollup,
    assets.contradiction_pairs,
    assets.passage_index,
    assets.marts,
]
CHECK_MODULES = [checks.ingest_checks, checks.extraction_checks, checks.graph_checks]

ingest_job = dg.define_asset_job(
    "ingest_job", selection=dg.AssetSelection.all(), partitions_def=ingest_batches
)


def build_resources(settings: Settings) -> dict[str, object]:
    return {
        "claimgraph": ClaimgraphResource(
            home=str(settings.home), extractor=settings.extractor, model_path=settings.model_path
        ),
        "io_manager": LakeIOManager(lake_dir=str(settings.lake_dir)),
        "dbt": DbtCliResource(
            project_dir=str(PROJECT_DIR), profiles_dir=str(PROJECT_DIR), dbt_executable=dbt_executable()
        ),
    }


def build_definitions(settings: Settings) -> dg.Definitions:
    return dg.Definitions(
        assets=dg.load_assets_from_modules(ASSET_MODULES),
        asset_checks=dg.load_asset_checks_from_modules(CHECK_MODULES),
        jobs=[ingest_job],
        sensors=[build_sensor(ingest_job)],
        schedules=[build_schedule(ingest_job)],
        resources=build_resources(settings),
    )


defs = build_definitions(Settings.from_env())
