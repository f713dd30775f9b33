"""The Python stages as Dagster assets, materialized with an ephemeral instance, checks included."""

from pathlib import Path

import dagster as dg
import pytest

from pipeline import lake
from pipeline.batches import plan_batch
from pipeline.partitions import ingest_batches
from pipeline.settings import Settings
from tests.conftest import copy_drop

STAGES = [
    "snapshot",
    "document",
    "quarantine",
    "sentence",
    "extraction",
    "extraction_failure",
    "verbatim_check",
    "rejected_claim",
    "modality_guard",
    "resolution",
    "mention",
    "same_as",
    "origin_rollup",
    "contradiction_pairs",
]


@pytest.fixture(scope="module")
def materialized(tmp_path_factory):
    from pipeline.definitions import build_definitions

    root = tmp_path_factory.mktemp("assets")
    drop = copy_drop(root / "drop")
    settings = Settings(home=root / "home")
    manifest = plan_batch(settings, drop)
    defs = build_definitions(settings)
    instance = dg.DagsterInstance.ephemeral()
    instance.add_dynamic_partitions(ingest_batches.name, [manifest.batch])
    python_stages = dg.AssetSelection.assets(*STAGES)
    job = dg.define_asset_job("stages", selection=python_stages, partitions_def=ingest_batches)
    result = (
        dg.Definitions.merge(defs, dg.Definitions(jobs=[job]))
        .resolve_job_def("stages")
        .execute_in_process(partition_key=manifest.batch, instance=instance)
    )
    return settings, manifest.batch, result


def test_every_stage_materializes_and_every_check_passes(materialized):
    _, _, result = materialized
    assert result.success
    materialized_keys = {e.asset_key.path[-1] for e in result.get_asset_materialization_events()}
    assert set(STAGES) <= materialized_keys
    evaluations = result.get_asset_check_evaluations()
    assert len(evaluations) >= 10
    failed = [e.check_name for e in evaluations if not e.passed]
    assert failed == []


def test_stage_outputs_land_in_the_lake(materialized):
    settings, batch, _ = materialized
    docs = lake.read_partition(settings.lake_dir, "document", batch)
    quarantine = lake.read_partition(settings.lake_dir, "quarantine", batch)
    assert len(docs) == 11
    assert sorted(quarantine["reason"]) == ["binary", "empty"]
    claims = lake.read_partition(settings.lake_dir, "resolution", batch)
    assert len(claims) > 10 and claims["cluster"].notna().all()


def test_blocking_check_fails_on_a_tampered_snapshot(materialized, tmp_path: Path):
    from checks.ingest_checks import snapshot_problems

    settings, batch, _ = materialized
    snapshots = lake.read_partition(settings.lake_dir, "snapshot", batch)
    assert snapshot_problems(snapshots) == []
    tampered = snapshots.copy()
    fake = tmp_path / "blob"
    fake.write_bytes(b"not what was hashed")
    tampered.loc[0, "blob_path"] = str(fake)
    assert snapshot_problems(tampered) == [
        f"{tampered.loc[0, 'snapshot_id'][:12]}: blob does not match its hash"
    ]


def test_the_claims_to_be_published_are_checked_verbatim_and_a_changed_quote_fails(materialized):
    from pipeline.verbatim import misquoted

    settings, batch, result = materialized
    (evaluation,) = [
        e for e in result.get_asset_check_evaluations() if e.check_name == "published_quotes_are_verbatim"
    ]
    assert evaluation.passed and evaluation.asset_key.path[-1] == "resolution"
    docs = lake.read_partition(settings.lake_dir, "document", batch)
    texts = dict(zip(docs["doc_id"], docs["text"], strict=True))
    claims = lake.read_partition(settings.lake_dir, "resolution", batch).to_dict("records")
    assert misquoted(claims, texts) == []
    changed = {**claims[0], "quote": claims[0]["quote"].replace("'", "’").replace('"', "“") + " "}
    assert misquoted([changed], texts) == [changed["claim_id"]]
