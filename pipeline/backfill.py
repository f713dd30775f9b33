"""Which ingest batches a new extractor version left stale, and re-extracting them.

A batch is stale when an asset that depends on what the extractor said (extraction
and everything downstream of it, dbt's marts included: see
``pipeline.definitions.chain_code_versions``) was last materialized for it under
another code version than the one the current settings give, or never was. The
code versions come from the Dagster instance in the home, the same record the UI
reads, so ``claimgraph status`` and the UI agree.

A backfill re-runs the stale assets batch by batch in the order the batches were
ingested, so that the stages that compare a batch with every earlier one
(clusters, same_as suggestions, contradiction pairs) see exactly what they saw
during a fresh ingest; then dbt rebuilds the marts once over every batch
(a partition range, which the marts asset builds as a full refresh). Human
decisions on same_as suggestions (a status other than ``suggested``) are carried
over to the re-run suggestions; nothing outside the re-run lake tables, the
home's same_as decisions, the warehouse and the published copy is written.

A batch is stale too when it was resolved under other same_as joins than the
home's decisions give now (``pipeline.same_as.joins_fingerprint``, which
resolution records on each materialization): a person accepted a pair since, so
the batch's claims of the two entities are not yet one entity's.
"""

from __future__ import annotations

import contextlib
import shutil
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from pipeline import lake
from pipeline.home_lock import hold_home, stopped_backfill
from pipeline.same_as import (
    JOINS_METADATA,
    NO_JOINS,
    current_joins,
    decisions,
    joins_fingerprint,
    record_decisions,
)
from pipeline.settings import Settings

# Written by Dagster on every materialization: the code version it ran under.
CODE_VERSION_TAG = "dagster/code_version"
PARTITION_RANGE_START = "dagster/asset_partition_range_start"
PARTITION_RANGE_END = "dagster/asset_partition_range_end"
PARTITIONS = "ingest_batches"


@dataclass
class BatchStatus:
    """One ingest batch against the current code versions."""

    batch: str
    extracted_with: str | None
    stale: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    joins_changed: bool = False  # resolved before a person's same_as decision changed the joins

    @property
    def is_stale(self) -> bool:
        return bool(self.stale or self.missing or self.joins_changed)

    @property
    def python_stale(self) -> bool:
        """Stale in a lake table, not only in dbt's marts (``warehouse/...``)."""
        return self.joins_changed or any(
            not key.startswith("warehouse/") for key in self.stale + self.missing
        )

    def reason(self, current: str) -> str:
        if self.extracted_with is None:
            return "never extracted (an interrupted run: `claimgraph ingest` on its folder finishes it)"
        parts = []
        if self.extracted_with != current:
            parts.append(f"extracted with {self.extracted_with}, current extractor is {current}")
        changed = [key for key in self.stale if key != "extraction"]
        if changed and self.extracted_with == current:
            parts.append(f"{len(changed)} assets after extraction ran under other code versions")
        if self.joins_changed:
            parts.append(
                "resolved before the same_as decisions made since: its claims of the joined entities are not yet one's"
            )
        if self.missing:
            parts.append(
                f"not materialized: {', '.join(self.missing[:4])}" + (" ..." if len(self.missing) > 4 else "")
            )
        return "; ".join(parts)

    def as_row(self, current: str) -> dict:
        return {
            "batch": self.batch,
            "extracted_with": self.extracted_with,
            "current": current,
            "stale_assets": len(self.stale) + len(self.missing),
            "why": self.reason(current),
        }


@dataclass
class HomeStatus:
    """Every batch of a home and the extractor version the current settings give."""

    current: str
    batches: list[BatchStatus]

    @property
    def stale(self) -> list[BatchStatus]:
        return [b for b in self.batches if b.is_stale]

    def extractors_used(self) -> set[str]:
        return {b.extracted_with for b in self.batches if b.extracted_with}


def extractor_of(code_version: str | None) -> str | None:
    """``parse|<model>|<prompt>`` out of extraction's chained code version ``extraction-1|parse|...``."""
    if not code_version or "|" not in code_version:
        return None
    return code_version.split("|", 1)[1]


def _instance(settings: Settings):
    import dagster as dg

    from pipeline.runner import prepare_home

    prepare_home(settings)
    return dg.DagsterInstance.from_config(str(settings.dagster_home))


def _definitions(settings: Settings):
    from pipeline.definitions import build_definitions

    return build_definitions(settings)


def chained_versions(defs, current: str) -> dict:
    """Asset key -> current code version, for every asset whose code version carries the extractor's.

    That is extraction, its sibling outputs and everything downstream of them (see
    ``chain_code_versions``): the assets a new prompt or model changes.
    """
    return {
        spec.key: spec.code_version
        for spec in defs.resolve_all_asset_specs()
        if spec.code_version and spec.code_version.endswith(current)
    }


def latest_materializations(instance, key) -> dict:
    """Partition -> the latest materialization of ``key`` in that partition."""
    import dagster as dg

    found = {}
    cursor = None
    while True:
        page = instance.fetch_materializations(
            dg.AssetRecordsFilter(asset_key=key), limit=1000, cursor=cursor, ascending=True
        )
        for record in page.records:
            materialization = record.asset_materialization
            if materialization is not None and materialization.partition is not None:
                found[materialization.partition] = materialization
        if not page.has_more:
            return found
        cursor = page.cursor


def latest_code_versions(instance, key) -> dict[str, str | None]:
    """Partition -> code version of the latest materialization of ``key`` in each partition."""
    return {
        partition: (materialization.tags or {}).get(CODE_VERSION_TAG)
        for partition, materialization in latest_materializations(instance, key).items()
    }


def resolved_joins(instance) -> dict[str, str]:
    """Partition -> the same_as joins its latest resolution ran with (``NO_JOINS`` for a run that
    recorded none: it was made before any join could be)."""
    import dagster as dg

    found = {}
    for partition, materialization in latest_materializations(instance, dg.AssetKey("resolution")).items():
        recorded = (materialization.metadata or {}).get(JOINS_METADATA)
        found[partition] = getattr(recorded, "value", None) or NO_JOINS
    return found


def home_status(settings: Settings, instance=None, defs=None) -> HomeStatus:
    """Every batch of the home, with the chained assets whose code version is not the current one."""
    import dagster as dg

    from pipeline.extract import extractor_version

    current = extractor_version(settings.extractor, settings.model_path)
    if not settings.dagster_home.exists():
        return HomeStatus(current=current, batches=[])
    with contextlib.ExitStack() as stack:
        if instance is None:
            instance = stack.enter_context(_instance(settings))
        defs = defs or _definitions(settings)
        versions = chained_versions(defs, current)
        batches = instance.get_dynamic_partitions(PARTITIONS)
        recorded = {key: latest_code_versions(instance, key) for key in versions}
        joins = resolved_joins(instance)
    extraction = recorded.get(dg.AssetKey("extraction"), {})
    joins_now = joins_fingerprint(current_joins(settings.lake_dir))
    statuses = []
    for batch in batches:
        status = BatchStatus(
            batch=batch,
            extracted_with=extractor_of(extraction.get(batch)),
            joins_changed=batch in joins and joins[batch] != joins_now,
        )
        for key, version in versions.items():
            if batch not in recorded[key]:
                status.missing.append(key.to_user_string())
            elif recorded[key][batch] != version:
                status.stale.append(key.to_user_string())
        statuses.append(status)
    return HomeStatus(current=current, batches=statuses)


def _extracted_with(instance) -> dict[str, str | None]:
    import dagster as dg

    recorded = latest_code_versions(instance, dg.AssetKey("extraction"))
    return {b: extractor_of(recorded.get(b)) for b in instance.get_dynamic_partitions(PARTITIONS)}


def extracted_with(settings: Settings) -> dict[str, str | None]:
    """Batch -> the extractor version its extraction last ran with (None: never extracted), in ingest order."""
    if not (settings.dagster_home / "dagster.yaml").exists():
        return {}
    with _instance(settings) as instance:
        return _extracted_with(instance)


def ingest_notes(settings: Settings) -> list[str]:
    """What to tell a user who ingests into this home (``extractor_note``, ``joins_note``), read
    from one opening of the home's Dagster instance."""
    if not (settings.dagster_home / "dagster.yaml").exists():
        return []
    with _instance(settings) as instance:
        used, joins = _extracted_with(instance), resolved_joins(instance)
    return [note for note in (extractor_note(settings, used), joins_note(settings, joins)) if note]


def extractor_note(settings: Settings, used: dict[str, str | None]) -> str | None:
    """What to tell a user who ingests with an extractor other than the one the home's data came
    from (``used``: ``extracted_with``)."""
    from pipeline.extract import extractor_version

    current = extractor_version(settings.extractor, settings.model_path)
    others = sorted({v for v in used.values() if v and v != current})
    if not others:
        return None
    earlier = sum(1 for v in used.values() if v in others)
    model = f" --model {settings.model_path}" if settings.model_path else ""
    return (
        f"{earlier} earlier batch{'es' if earlier != 1 else ''} in this home "
        f"{'were' if earlier != 1 else 'was'} extracted with {' and '.join(others)}, "
        f"not with {current}. Files ingested before are not extracted again, so the graph would mix "
        f"extractors. To re-extract everything with {settings.extractor}: "
        f"claimgraph backfill --home {settings.home} --extractor {settings.extractor}{model}"
    )


def joins_note(settings: Settings, joins: dict[str, str]) -> str | None:
    """What to tell a user who ingests into a home some of whose batches were resolved before the
    same_as decisions made since (``joins``: ``resolved_joins``): the new batch joins the accepted
    pairs, those batches do not yet."""
    now = joins_fingerprint(current_joins(settings.lake_dir))
    behind = sum(1 for batch_joins in joins.values() if batch_joins != now)
    if not behind:
        return None
    return (
        f"{behind} earlier batch{'es' if behind != 1 else ''} in this home "
        f"{'were' if behind != 1 else 'was'} resolved before the same_as decisions made since, so "
        "their claims of the entities a person joined are not yet one entity's. To regroup them: "
        f"claimgraph backfill --home {settings.home}"
    )


# ---------------------------------------------------------------- backfill


@dataclass
class BackfillResult:
    batches: list[str]
    success: bool = True
    resumed: bool = False  # a backfill stopped before it finished is finished by this one
    failed: list[str] = field(default_factory=list)
    decisions_kept: int = 0
    claims_before: int = 0
    claims_after: int = 0


def _lake_tables(defs, keys: Iterable) -> list[str]:
    """The lake tables written by the selected Python assets (dbt's models write the warehouse)."""
    return sorted({key.path[-1] for key in keys if len(key.path) == 1})


def reapply_decisions(lake_dir: Path, batch: str, decisions: dict[tuple[str, str], dict]) -> int:
    """Give the batch's re-run suggestions the statuses people gave them; keep decisions on pairs no longer suggested."""
    frame = lake.read_partition(lake_dir, "same_as", batch)
    rows = frame.to_dict("records")
    kept = 0
    present = set()
    for row in rows:
        pair = (row["left_entity"], row["right_entity"])
        present.add(pair)
        if pair in decisions:
            row["status"] = decisions[pair]["status"]
            kept += 1
    orphans = [d for pair, d in decisions.items() if d["batch"] == batch and pair not in present]
    if kept or orphans:
        lake.write_partition(lake_dir, "same_as", batch, lake.frame("same_as", rows + orphans))
    return kept + len(orphans)


def _run(job, instance, **kwargs):
    quiet = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}
    # dbt's progress lines go to stderr: stdout belongs to the reports.
    with contextlib.redirect_stdout(sys.stderr):
        return job.execute_in_process(instance=instance, raise_on_error=False, run_config=quiet, **kwargs)


def _failures(result) -> list[str]:
    from pipeline.runner import _step_failure

    return [_step_failure(e) for e in result.all_events if e.is_step_failure]


def backfill(
    settings: Settings,
    everything: bool = False,
    progress: Callable[[str], None] = lambda message: None,
) -> BackfillResult:
    """Re-run extraction and every asset after it on the stale batches (all with ``everything``).

    Batches run in ingest order from the first stale one on: a batch's cross-batch
    stages must see the re-extracted batches before it and nothing after it, as in a
    fresh ingest, so the re-run tables of every later batch are set aside first
    (under ``<home>/backfill/<time>/``, removed when the backfill succeeds).

    A backfill writes the lake and the warehouse as an ingest does, so it holds the home's
    lock: an ingest started meanwhile waits or is refused (and would otherwise take the
    backfill's live runs for dead ones), and a backfill finding an ingest at work raises
    :class:`~pipeline.home_lock.HomeBusy`.

    A backfill that stopped (killed in the middle, or failed) is finished by the next one:
    the batches it redid are current and those it did not are still stale, so it goes on
    from the first stale batch, or only rebuilds the marts when it had redone them all.
    Until then an ingest into the home is refused (``stopped_backfill``).
    """
    with hold_home(settings.home):
        return _backfill(settings, everything, progress)


def _backfill(settings: Settings, everything: bool, progress: Callable[[str], None]) -> BackfillResult:
    with _instance(settings) as instance:
        defs = _definitions(settings)
        job = defs.resolve_job_def("ingest_job")
        status = home_status(settings, instance, defs)
        current = status.current
        batches = [b.batch for b in status.batches]
        # The marts are rebuilt over every batch at the end whatever happens, so a batch is
        # redone only for its Python assets; stale marts alone need just that last build.
        first = 0 if everything else next((i for i, b in enumerate(status.batches) if b.python_stale), None)
        stopped = stopped_backfill(settings.home)
        if not batches or (first is None and stopped is None and not status.stale):
            return BackfillResult(batches=[])
        todo = [] if first is None else batches[first:]
        if stopped is not None:
            progress(f"finishing the backfill that stopped ({stopped.name})")
        chained = set(chained_versions(defs, current))
        all_keys = [spec.key for spec in defs.resolve_all_asset_specs()]
        python_keys = sorted((k for k in chained if len(k.path) == 1), key=lambda k: k.to_user_string())
        # Every model, not only the chained ones: the warehouse is then what a fresh build makes.
        mart_keys = [k for k in all_keys if k.path[0] == "warehouse"]
        result = BackfillResult(batches=todo, resumed=stopped is not None)
        result.claims_before = len(lake.read_all(settings.lake_dir, "resolution"))
        decided = decisions(settings.lake_dir)
        # Every decision in the home's own table before the queue's partitions are set aside:
        # each re-run resolution reads the joins there.
        record_decisions(settings.lake_dir, decided.values())
        # Made before anything moves: its presence is what says a backfill has not finished.
        aside = settings.home / "backfill" / datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        aside.mkdir(parents=True, exist_ok=True)
        for table in _lake_tables(defs, python_keys):
            for batch in todo:
                path = lake.partition_path(settings.lake_dir, table, batch)
                if path.exists():
                    target = aside / table / path.name
                    target.parent.mkdir(parents=True, exist_ok=True)
                    path.replace(target)
        for number, batch in enumerate(todo, start=1):
            progress(f"batch {number}/{len(todo)}: {batch}")
            record = next(b for b in status.batches if b.batch == batch)
            # A batch whose run never got past extraction needs its earlier stages too.
            selection = all_keys if record.extracted_with is None else python_keys
            run = _run(job, instance, partition_key=batch, asset_selection=[*selection])
            if not run.success:
                result.success = False
                result.failed = _failures(run)
                return result
            result.decisions_kept += reapply_decisions(settings.lake_dir, batch, decided)
        progress(f"dbt: the marts over {len(batches)} batches")
        run = _run(
            job,
            instance,
            asset_selection=mart_keys,
            tags={PARTITION_RANGE_START: batches[0], PARTITION_RANGE_END: batches[-1]},
        )
        if not run.success:
            result.success = False
            result.failed = _failures(run)
            return result
    # Published: what this backfill and any stopped one set aside is redone.
    shutil.rmtree(aside.parent, ignore_errors=True)
    result.claims_after = len(lake.read_all(settings.lake_dir, "resolution"))
    return result
