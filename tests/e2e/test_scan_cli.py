"""claimgraph scan, link and report links on the ingested demo, as a writer runs them."""

import json

import duckdb
from typer.testing import CliRunner

from pipeline.cli import app
from pipeline.cli.scan import NO_CANDIDATES_EXIT

runner = CliRunner()
CLAIM = "The Field Alpha plant will restart in March [1]"


def scan_json(home, *args):
    result = runner.invoke(app, ["scan", *args, "--home", str(home), "--format", "json"])
    return result, (json.loads(result.stdout) if result.stdout.strip() else None)


def test_a_scan_shows_the_contradictions_of_the_demo_first(demo_home):
    result, out = scan_json(demo_home, CLAIM)
    assert result.exit_code == 0, result.output
    assert out["claim"] == CLAIM and out["scan_id"]
    results = out["results"]
    assert 1 <= len(results) <= 12
    for r in results:
        assert {"verdict", "confidence", "explanation", "passage", "doc", "span", "outlet"} <= set(r)
    # The ministry's denial and the June date contradict the claim: they come first.
    assert results[0]["verdict"] == "contradicts"
    contradicting = " ".join(r["passage"] for r in results if r["verdict"] == "contradicts")
    assert "denied" in contradicting and "June" in contradicting
    # The passages were indexed by the pipeline, by three rankers.
    assert out["rankers"]["bm25"] and out["rankers"]["semantic"] and out["rankers"]["graph"]


def test_no_candidates_is_a_message_and_its_own_exit_code(demo_home):
    result, out = scan_json(demo_home, "Quantum chromodynamics of gluons", "--scope", "no-such-folder")
    assert result.exit_code == NO_CANDIDATES_EXIT
    assert out["results"] == [] and "no candidates found" in out["error"]
    table = runner.invoke(app, ["scan", "zzzz qqqq", "--home", str(demo_home), "--scope", "nowhere"])
    assert table.exit_code == NO_CANDIDATES_EXIT and "no candidates found" in table.output


def test_link_a_result_and_see_it_in_the_report(demo_home):
    _, out = scan_json(demo_home, CLAIM)
    first = out["results"][0]
    linked = runner.invoke(app, ["link", out["scan_id"], "1", "--home", str(demo_home), "--format", "json"])
    assert linked.exit_code == 0, linked.output
    connection = json.loads(linked.stdout)
    assert connection["relation"] == "contradicting"
    report = runner.invoke(app, ["report", "links", "--home", str(demo_home), "--format", "json"])
    rows = json.loads(report.stdout)
    assert [r["passage"] for r in rows] == [first["passage"]]
    # The next scan of the claim loads the link first.
    _, again = scan_json(demo_home, CLAIM)
    assert [link["connection_id"] for link in again["links"]] == [connection["connection_id"]]
    irrelevant = [r for r in again["results"] if r["verdict"] == "irrelevant"]
    if irrelevant:
        refused = runner.invoke(
            app, ["link", again["scan_id"], str(irrelevant[0]["result_no"]), "--home", str(demo_home)]
        )
        assert refused.exit_code != 0 and "cannot be linked" in refused.output


def test_the_links_mart_is_built_with_the_marts(demo_home):
    with duckdb.connect(str(demo_home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        columns = [r[0] for r in con.execute("describe evidence_links").fetchall()]
    assert columns[:3] == ["connection_id", "relation", "verdict"]
