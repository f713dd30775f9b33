"""Running the ingest job in-process, the way ``claimgraph ingest`` does, and summarising a batch."""

from __future__ import annotations

import contextlib
import os
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from pipeline import lake
from pipeline.batches import plan_batch
from pipeline.settings import Settings
from pipeline.snapshot import list_drop_files

DAGSTER_YAML = """\
# Written by claimgraph. Every DuckDB writer shares the duckdb_writer pool;
# a limit of 1 means one writer at a time.
concurrency:
  pools:
    default_limit: 1
telemetry:
  enabled: false
"""


@dataclass
class IngestSummary:
    batch: str | None
    files: int
    new_files: int = 0
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
    downgraded: int = 0
    quarantined: list[dict] = field(default_factory=list)
    success: bool = True
    failed_steps: list[str] = field(default_factory=list)


def prepare_home(settings: Settings) -> None:
    """What the Dagster definitions need before they load: the home's instance config and dbt's manifest."""
    from pipeline.dbt import prepare_manifest

    settings.dagster_home.mkdir(parents=True, exist_ok=True)
    config = settings.dagster_home / "dagster.yaml"
    if not config.exists():
        config.write_text(DAGSTER_YAML)
    prepare_manifest()


def ui_environment(settings: Settings) -> dict[str, str]:
    """The environment of ``dagster dev`` for this home: it loads the definitions from it.

    This environment's bin folder goes first on PATH: under ``dagster dev`` the dbt
    project prepares itself with the ``dbt`` it finds there.
    """
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    return {**os.environ, **settings.environment(), "PATH": path}


def summarize(
    settings: Settings, batch: str, files: int, new_files: int, extraction_stats: dict
) -> IngestSummary:
    def table(name: str):
        return lake.read_partition(settings.lake_dir, name, batch)

    sentences = table("sentence")
    rejected = table("rejected_claim")
    guarded = table("modality_guard")
    quarantine = table("quarantine")
    return IngestSummary(
        batch=batch,
        files=files,
        new_files=new_files,
        snapshots=len(table("snapshot")),
        documents=len(table("document")),
        sentences=len(sentences),
        candidates=int(sentences["is_candidate"].sum()) if len(sentences) else 0,
        model_calls=extraction_stats.get("model_calls", 0),
        cache_hits=extraction_stats.get("cache_hits", 0),
        claims_kept=len(guarded),
        claims_rejected=len(rejected),
        rejected_reasons=dict(Counter(rejected["reason"])),
        extraction_failures=len(table("extraction_failure")),
        downgraded=int(guarded["guard_reason"].notna().sum()) if len(guarded) else 0,
        quarantined=[
            {"path": q["path"], "reason": q["reason"], "detail": q["detail"]}
            for q in quarantine.to_dict("records")
        ],
    )


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


def run_ingest(settings: Settings, drop_dir: Path) -> IngestSummary:
    """Snapshot new files from ``drop_dir`` as one batch and run every stage and the marts on it."""
    files = list_drop_files(drop_dir)  # raises a clear error when DIR is missing or not a folder
    manifest = plan_batch(settings, drop_dir)
    if manifest is None:
        return IngestSummary(batch=None, files=len(files))
    prepare_home(settings)

    import dagster as dg

    from pipeline.definitions import build_definitions
    from pipeline.partitions import ingest_batches

    job = build_definitions(settings).resolve_job_def("ingest_job")
    quiet = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}
    with dg.DagsterInstance.from_config(str(settings.dagster_home)) as instance:
        instance.add_dynamic_partitions(ingest_batches.name, [manifest.batch])
        # dbt's progress lines go to stderr: stdout belongs to the reports (`--format json` is parsed).
        with contextlib.redirect_stdout(sys.stderr):
            result = job.execute_in_process(
                partition_key=manifest.batch, instance=instance, raise_on_error=False, run_config=quiet
            )
        stats = _extraction_stats(result)
        failed_steps = [_step_failure(e) for e in result.all_events if e.is_step_failure]
    summary = summarize(settings, manifest.batch, len(files), len(manifest.files), stats)
    if not result.success:
        summary.success = False
        summary.failed_steps = failed_steps
    return summary
