"""The dbt project's contracts: every model, source and column described; the origin walk's unit tests."""

import json
from pathlib import Path

import duckdb

from pipeline.dbt import run_dbt
from pipeline.lake import SCHEMAS

WALK_CASES = (
    "a_chain",
    "a_cycle",
    "an_undirected_copy_group",
    "a_copy_group_by_its_earliest_dated_member",
    "a_wires_own_article",
)


def test_unit_tests_of_the_origin_walk_pass_on_an_empty_warehouse(tmp_path, monkeypatch):
    # SQL fixtures stand in for the staging models, so no lake and no build are needed.
    warehouse = str(tmp_path / "warehouse.duckdb")
    # profiles.yml reads the warehouse from the environment or, once configuration
    # travels as --vars, from the vars: a private file either way.
    monkeypatch.setenv("CLAIMGRAPH_WAREHOUSE", warehouse)
    done = run_dbt(["test", "--select", "test_type:unit", "--vars", json.dumps({"warehouse": warehouse})])
    assert done.returncode == 0, done.stdout[-3000:]
    passed = [line for line in done.stdout.splitlines() if " PASS doc_origin::" in line]
    for case in WALK_CASES:
        assert any(case in line for line in passed), (case, done.stdout[-3000:])


def test_every_model_source_and_column_is_described(dbt_manifest: Path, demo_home: Path):
    manifest = json.loads(dbt_manifest.read_text())
    models = [n for n in manifest["nodes"].values() if n["resource_type"] == "model"]
    with duckdb.connect(str(demo_home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        for model in models:
            built = [
                name
                for (name,) in con.execute(
                    "select column_name from information_schema.columns"
                    " where table_name = ? order by ordinal_position",
                    [model["name"]],
                ).fetchall()
            ]
            assert model["description"].strip(), model["name"]
            assert list(model["columns"]) == built, model["name"]
            undescribed = [c for c, col in model["columns"].items() if not col["description"].strip()]
            assert not undescribed, (model["name"], undescribed)
    for source in manifest["sources"].values():
        assert source["description"].strip() and source["source_description"].strip(), source["name"]
        assert list(source["columns"]) == list(SCHEMAS[source["name"]]), source["name"]
        undescribed = [c for c, col in source["columns"].items() if not col["description"].strip()]
        assert not undescribed, (source["name"], undescribed)
