"""claimgraph ach and trajectory on claims held in memory: what the command says when the graph
holds nothing to weigh, and what a trajectory leaves out."""

import json
from pathlib import Path

from typer.testing import CliRunner

from pipeline.cli import analysis, app
from tests.unit.claim_rows import claim_row

runner = CliRunner()


def claims_on_one_subject() -> list[dict]:
    return [
        claim_row(1, speaker_entity="ent:officials"),
        claim_row(2, predicate="hire", value="200 workers", cluster="cl_hire", speaker_entity="ent:y"),
        claim_row(3, predicate="hire", value="300 engineers", cluster="cl_hire2", speaker_entity="ent:z"),
        claim_row(4, predicate="", value="", is_proposition=False, proposition_reason="noun_phrase"),
    ]


def use(monkeypatch, claims: list[dict]) -> None:
    monkeypatch.setattr(analysis, "_claims", lambda home: (Path("unused.duckdb"), claims))
    monkeypatch.setattr(analysis, "_report", lambda read, *args: {})


def test_ach_says_so_when_no_two_positions_clash_and_names_the_predicates(monkeypatch):
    use(monkeypatch, claims_on_one_subject())
    result = runner.invoke(app, ["ach", "ent:field_alpha_plant"])
    assert result.exit_code == 2
    said = " ".join(result.output.split())
    assert "no two positions on ent:field_alpha_plant clash" in said
    assert "3 comparable claims" in said and "hire 2, restart 1" in said


def test_trajectory_counts_the_attributions_it_leaves_out(monkeypatch):
    use(monkeypatch, claims_on_one_subject())
    table = runner.invoke(app, ["trajectory", "ent:field_alpha_plant"])
    assert table.exit_code == 0, table.output
    assert "3 claims (1 attribution without a proposition left out)" in " ".join(table.output.split())
    rows = json.loads(runner.invoke(app, ["trajectory", "ent:field_alpha_plant", "--format", "json"]).stdout)
    assert [r["id"] for r in rows] == ["c1", "c2", "c3"]
