"""The incremental marts after a second batch equal a full refresh of the same lake."""

import json

import duckdb

from pipeline.dbt import build_args, run_dbt
from pipeline.runner import run_ingest
from pipeline.settings import Settings
from tests.conftest import EXAMPLES, copy_drop

FIRST_BATCH = [
    "reuters-field-alpha-restart.txt",
    "harbour-times-field-alpha.txt",
    "valley-gazette-minister-on-track.md",
    "northern-ledger-ministry-denial.html",
]


def mart_rows(path, table: str) -> list[str]:
    with duckdb.connect(str(path), read_only=True) as con:
        cursor = con.execute(f"select * from {table}")
        names = [d[0] for d in cursor.description]
        return sorted(
            json.dumps(dict(zip(names, row, strict=True)), default=str, sort_keys=True)
            for row in cursor.fetchall()
        )


def test_incremental_build_after_second_batch_equals_full_refresh(tmp_path):
    drop = copy_drop(tmp_path / "drop", FIRST_BATCH)
    settings = Settings(home=tmp_path / "home")
    first = run_ingest(settings, drop)
    assert first.success and first.documents == 4
    copy_drop(drop)  # the rest of the demo corpus arrives
    second = run_ingest(settings, drop)
    assert second.success and second.documents == len([p for p in EXAMPLES.iterdir()]) - 4 - 2

    incremental = {t: mart_rows(settings.published_path, t) for t in ("single_origin", "contradictions")}
    assert incremental["single_origin"] and incremental["contradictions"]

    done = run_dbt(build_args(settings, full_refresh=True))
    assert done.returncode == 0, done.stdout[-3000:]
    full = {t: mart_rows(settings.warehouse_path, t) for t in ("single_origin", "contradictions")}
    assert incremental == full


def test_dbt_schema_tests_fail_on_bad_data(tmp_path):
    """The schema tests are real: a claim with a modality outside the closed list fails the build."""
    from pipeline import lake

    settings = Settings(home=tmp_path / "home")
    drop = copy_drop(tmp_path / "drop", FIRST_BATCH[:1])
    assert run_ingest(settings, drop).success
    (path,) = (settings.lake_dir / "resolution").glob("*.parquet")
    claims = lake.read_partition(settings.lake_dir, "resolution", path.stem)
    claims.loc[0, "modality"] = "certain"
    lake.write_partition(settings.lake_dir, "resolution", path.stem, claims)
    done = run_dbt(build_args(settings, select="claims"))
    assert done.returncode != 0
    assert "accepted_values_claims_modality" in done.stdout
