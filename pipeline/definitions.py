"""Dagster definitions: every stage as a partitioned asset, its checks, the job, sensor and schedule.

Importing this module builds nothing. ``dagster dev -w workspace.yaml`` calls
``defs`` (settings from the environment the user, or ``claimgraph ui``, set);
the CLI and the tests call :func:`build_definitions` with their own settings.
Either way dbt's manifest must be prepared first (pipeline/dbt.py).
"""

from __future__ import annotations

import warnings
from collections import defaultdict
from collections.abc import Iterable, Sequence

import dagster as dg
from dagster_dbt import DbtCliResource

import assets.contradiction_pairs
import assets.document
import assets.evidence_links
import assets.extraction
import assets.marts
import assets.modality_guard
import assets.origin_rollup
import assets.passage_index
import assets.resolution
import assets.sentence
import assets.snapshot
import assets.text_reuse
import assets.verbatim_check
import checks.extraction_checks
import checks.graph_checks
import checks.ingest_checks
import checks.scan_checks
from pipeline.dbt import DBT_PROJECT, dbt_executable
from pipeline.extract import extractor_version
from pipeline.partitions import ingest_batches
from pipeline.resources import ClaimgraphResource, LakeIOManager
from pipeline.sensors import build_schedule, build_sensor
from pipeline.settings import Settings

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
    assets.evidence_links,
]
CHECK_MODULES = [checks.ingest_checks, checks.extraction_checks, checks.graph_checks, checks.scan_checks]

# One process for the whole run, as `claimgraph ingest` runs it. Dagster's default executor
# starts a process per step, and each one imports the project (spaCy, dbt, great-expectations)
# before it does a second of work: a batch launched from the UI took about five times as long as
# from the command line (benchmarks/ui_run.py). The steps of a batch run one after another anyway
# (each stage needs the one before, and the marts hold the duckdb_writer pool).
ingest_job = dg.define_asset_job(
    "ingest_job",
    selection=dg.AssetSelection.all(),
    partitions_def=ingest_batches,
    executor_def=dg.in_process_executor,
)
# The marts rebuild once for a whole backfill (a single-run policy) while the Python stages run
# batch by batch; Dagster warns that a backfill of the whole job then runs one batch per run,
# which is what the job needs (each batch compares itself with the batches before it).
warnings.filterwarnings("ignore", message="Asset job ingest_job materializes assets with varying")


def downstream_keys(
    definitions: Iterable[dg.AssetsDefinition], roots: Iterable[dg.AssetKey]
) -> set[dg.AssetKey]:
    """The roots and every asset that depends on them, directly or through others."""
    children: dict[dg.AssetKey, set[dg.AssetKey]] = defaultdict(set)
    for definition in definitions:
        for spec in definition.specs:
            for dep in spec.deps:
                children[dep.asset_key].add(spec.key)
    found: set[dg.AssetKey] = set()
    todo = list(roots)
    while todo:
        key = todo.pop()
        if key not in found:
            found.add(key)
            todo.extend(children[key])
    return found


def chain_code_versions(
    definitions: Sequence[dg.AssetsDefinition], root: dg.AssetsDefinition, extractor: str
) -> list[dg.AssetsDefinition]:
    """Chain the extractor's version onto extraction and, through it, onto every asset downstream.

    A new prompt or model changes what every later stage holds even where its own code did
    not change, so each of them must show as changed in Dagster (and a backfill redo it).
    Extraction's code version becomes ``extraction-9|<extractor>``, a downstream asset's
    ``<its own>|extraction-9|<extractor>``; the dbt models' own versions are their SQL's checksum.
    """
    root_versions = {key: f"{version}|{extractor}" for key, version in root.code_versions_by_key.items()}
    upstream = next(iter(root_versions.values()))
    chained = downstream_keys(definitions, root.keys)

    def stamp(spec: dg.AssetSpec) -> dg.AssetSpec:
        if spec.key in root_versions:
            return spec.replace_attributes(code_version=root_versions[spec.key])
        if spec.key in chained:
            return spec.replace_attributes(code_version=f"{spec.code_version}|{upstream}")
        return spec

    return [d.map_asset_specs(stamp) if chained & set(d.keys) else d for d in definitions]


def build_resources(settings: Settings) -> dict[str, object]:
    return {
        "claimgraph": ClaimgraphResource.from_settings(settings),
        "io_manager": LakeIOManager(lake_dir=str(settings.lake_dir)),
        "dbt": DbtCliResource(project_dir=DBT_PROJECT, dbt_executable=dbt_executable()),
    }


def build_definitions(settings: Settings) -> dg.Definitions:
    """Every asset, check, job, sensor and schedule, with resources for ``settings``."""
    stages = [a for a in dg.load_assets_from_modules(ASSET_MODULES) if isinstance(a, dg.AssetsDefinition)]
    return dg.Definitions(
        assets=chain_code_versions(
            [*stages, assets.marts.marts()],
            root=assets.extraction.extraction,
            extractor=extractor_version(settings.extractor, settings.model_path),
        ),
        asset_checks=dg.load_asset_checks_from_modules(CHECK_MODULES),
        jobs=[ingest_job],
        sensors=[build_sensor(ingest_job)],
        schedules=[build_schedule(ingest_job)],
        resources=build_resources(settings),
    )


@dg.definitions
def defs() -> dg.Definitions:
    """What ``dagster dev -w workspace.yaml`` loads."""
    return build_definitions(Settings.from_env())
