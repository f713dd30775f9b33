"""claimgraph same-as on the demo: the queue a person reads, and what accepting a pair changes."""

import json
import shutil

import duckdb
from typer.testing import CliRunner

from pipeline import lake
from pipeline.cli import app
from tests.conftest import EXAMPLES

runner = CliRunner()


def run(home, *args: str):
    return runner.invoke(app, [*args, "--home", str(home)])


def test_accepting_a_suggestion_joins_the_two_entities_in_the_trajectory(demo_home, tmp_path):
    home = tmp_path / "home"
    shutil.copytree(demo_home, home)
    listed = run(home, "same-as", "list", "--format", "json")
    assert listed.exit_code == 0, listed.output
    queue = json.loads(listed.stdout)
    pairs = {(r["left_entity"], r["right_entity"]): r for r in queue}
    varga = pairs[("ent:energy_minister_lina_varga", "ent:varga")]
    assert varga["status"] == "suggested" and varga["left_documents"] == 2
    assert "Energy Minister Lina Varga" in varga["left_seen"] and ".txt: Varga" in varga["right_seen"]
    # "the minister" is put to the person against the names of its own article that hold the word
    minister = [
        {r["left_name"], r["right_name"]} for r in queue if "minister" in (r["left_name"], r["right_name"])
    ]
    assert minister and all(pair == {"minister", "energy minister lina varga"} for pair in minister)

    def minister_rows() -> list[dict]:
        shown = run(home, "trajectory", "Lina Varga", "--format", "json")
        assert shown.exit_code == 0, shown.output
        return json.loads(shown.stdout)

    before = minister_rows()
    assert {r["speaker"] for r in before} == {"Energy Minister Lina Varga"}
    # either order names the pair
    accepted = run(home, "same-as", "accept", "ent:varga", "ent:energy_minister_lina_varga")
    assert accepted.exit_code == 0, accepted.output
    after = minister_rows()
    assert len(after) > len(before) and "Varga" in {r["speaker"] for r in after}
    # "Varga said the repairs took longer"; "She did not give a reason" (she: Varga)
    assert all("ent:energy_minister_lina_varga" in (r["speaker_entity"], r["subject_entity"]) for r in after)

    rejected = run(home, "same-as", "reject", "ent:dell", "ent:union_leader_marko_dell")
    assert rejected.exit_code == 0, rejected.output
    decided = json.loads(run(home, "same-as", "list", "--status", "all", "--format", "json").stdout)
    statuses = {(r["left_entity"], r["right_entity"]): r["status"] for r in decided}
    assert statuses[("ent:energy_minister_lina_varga", "ent:varga")] == "accepted"
    assert statuses[("ent:dell", "ent:union_leader_marko_dell")] == "rejected"
    waiting = json.loads(run(home, "same-as", "list", "--format", "json").stdout)
    assert len(waiting) == len(queue) - 2
    # the decision is in the lake, where a backfill keeps it
    stored = lake.read_all(home / "lake", "same_as")
    assert set(stored["status"]) == {"suggested", "accepted", "rejected"}

    unknown = run(home, "same-as", "accept", "ent:varga", "ent:nobody")
    assert unknown.exit_code == 2
    said = " ".join(unknown.output.split())
    assert "no same_as suggestion pairs ent:varga with ent:nobody" in said
    assert "ent:energy_minister_lina_varga ent:varga" in said


def test_the_marts_follow_an_accepted_pair_after_the_backfill_status_asks_for(demo_home, tmp_path):
    home = tmp_path / "home"
    shutil.copytree(demo_home, home)
    published = home / "published" / "claimgraph.duckdb"

    def varga_claims() -> list[tuple[str, str]]:
        con = duckdb.connect(str(published), read_only=True)
        rows = con.execute(
            "select speaker_mention, speaker_entity from claims"
            " where speaker_mention in ('Varga', 'Energy Minister Lina Varga') order by 1, 2"
        ).fetchall()
        con.close()
        return rows

    before = varga_claims()
    assert ("Varga", "ent:varga") in before
    accepted = run(home, "same-as", "accept", "ent:varga", "ent:energy_minister_lina_varga")
    assert accepted.exit_code == 0, accepted.output
    assert f"claimgraph backfill --home {home}" in " ".join(accepted.output.split())
    stale = json.loads(run(home, "status", "--format", "json").stdout)
    assert len(stale) == 1 and "resolved before the same_as decisions" in stale[0]["why"]
    assert varga_claims() == before  # nothing in the marts moves until the backfill
    again = run(home, "ingest", str(EXAMPLES))  # the scheduled refresh: nothing new
    assert again.exit_code == 0, again.output
    said = " ".join(again.output.split())
    assert "1 earlier batch in this home was resolved before the same_as decisions made since" in said
    assert f"claimgraph backfill --home {home}" in said

    done = run(home, "backfill")
    assert done.exit_code == 0, done.output
    after = varga_claims()
    assert len(after) == len(before)
    assert {entity for _, entity in after} == {"ent:energy_minister_lina_varga"}
    assert json.loads(run(home, "status", "--format", "json").stdout) == []
    # a decision that joins nothing more leaves every batch current
    rejected = run(home, "same-as", "reject", "ent:dell", "ent:union_leader_marko_dell")
    assert rejected.exit_code == 0 and "backfill" not in rejected.output
    assert json.loads(run(home, "status", "--format", "json").stdout) == []
