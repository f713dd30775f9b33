"""claimgraph probe on the demo: the report's fields, the demo's disagreements, the cache, review."""

import hashlib
import json

from typer.testing import CliRunner

from pipeline.cli import app

runner = CliRunner()
HEADLINE_FIELDS = {
    "queries_evaluated",
    "queries_with_contradiction",
    "rate",
    "ci_low",
    "ci_high",
    "small_sample_note",
    "run_status",
}


def probe(home, *args: str) -> dict:
    result = runner.invoke(app, ["probe", *args, "--home", str(home), "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_probe_judges_the_demo_without_touching_the_graph(demo_home, tmp_path):
    published = demo_home / "published" / "claimgraph.duckdb"
    before = hashlib.sha256(published.read_bytes()).hexdigest()

    report = probe(demo_home, "--no-cache")
    assert HEADLINE_FIELDS <= set(report)
    assert {"by_verdict", "by_severity", "by_outlet", "hot_entities", "findings"} <= set(report)
    assert report["run_status"] == "ok" and report["small_sample_note"]
    assert report["queries_with_contradiction"] >= 1 and report["rate"] > 0
    assert report["ci_low"] <= report["rate"] <= report["ci_high"]
    verdicts = {(f["verdict"], f["severity"], f["predicate"]) for f in report["findings"]}
    # the ministry's denial of the March restart, the minister moving it to June
    assert ("contradiction", "high", "restart") in verdicts
    assert ("temporal_supersession", "medium", "restart") in verdicts
    denial = next(f for f in report["findings"] if f["conflict"] == "denial")
    assert denial["resolution"].startswith("claimgraph scan ") and "--home" in denial["resolution"]
    assert all(f["resolution"].startswith(("claimgraph ", "# manual review:")) for f in report["findings"])

    again = probe(demo_home)
    assert again["calls"] == 0 and again["cache_hits"] == again["pairs_judged"] > 0
    assert [f["reason"] for f in again["findings"]] == [f["reason"] for f in report["findings"]]
    assert hashlib.sha256(published.read_bytes()).hexdigest() == before

    result = runner.invoke(
        app, ["probe", "review", "--severity", "high", "--home", str(demo_home), "--format", "json"]
    )
    assert result.exit_code == 0, result.output
    reviewed = json.loads(result.stdout)
    assert reviewed["run_id"] == again["run_id"]
    assert reviewed["findings"] and {f["severity"] for f in reviewed["findings"]} == {"high"}

    queries = tmp_path / "queries.txt"
    queries.write_text("the Field Alpha plant\nno claim says this at all\n")
    asked = probe(demo_home, "--queries", str(queries), "--max-calls", "0")
    assert [q["query"] for q in asked["queries"]] == ["the Field Alpha plant", "no claim says this at all"]
    assert asked["calls"] == 0 and asked["run_status"] == "ok"  # every pair came from the cache

    missing = str(tmp_path / "missing.gguf")
    refused = runner.invoke(app, ["probe", "--judge", "model", "--model", missing, "--home", str(demo_home)])
    assert refused.exit_code == 2 and "no such GGUF file" in " ".join(refused.output.split())

    table = runner.invoke(app, ["probe", "--home", str(demo_home)])
    assert table.exit_code == 0 and "Wilson CI 95%" in table.output
