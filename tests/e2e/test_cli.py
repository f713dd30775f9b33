"""claimgraph ingest and the reports, through the command line as a user runs them."""

import json
import shutil
from pathlib import Path

import duckdb
import pytest
from typer.testing import CliRunner

from pipeline.cli import app
from tests.conftest import EXAMPLES, copy_drop

runner = CliRunner()
CLAIM_FIELDS = {
    "id",
    "speaker",
    "modality",
    "subject",
    "predicate",
    "value",
    "said_on",
    "refers_to",
    "quote",
    "doc",
    "span",
    "relayed_from",
    "cluster",
}


def cli(*args: str):
    result = runner.invoke(app, list(args))
    return result


def as_json(home: Path, *args: str):
    result = cli(*args, "--home", str(home), "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_single_origin_lists_the_wire_claim(demo_home):
    rows = as_json(demo_home, "report", "single-origin")
    assert rows, "the wire story should be a single-origin claim"
    for row in rows:
        assert set(row) >= {
            "cluster",
            "subject",
            "predicate",
            "value",
            "documents",
            "origins",
            "origin_docs",
            "claims",
        }
        assert row["origins"] == 1 and row["documents"] >= 5
        for claim in row["claims"]:
            assert CLAIM_FIELDS <= set(claim)
    output = next(r for r in rows if r["predicate"] == "rise")
    assert output["documents"] == 6
    assert output["origin"] == "outlet:reuters"
    assert {c["quote"] for c in output["claims"]} == {
        "output at Field Alpha would rise by 10 percent after the restart"
    }
    outlets = {c["outlet"] for c in output["claims"]}
    assert {"Reuters", "Harbour Times", "Coastal Herald"} <= outlets


def test_corrections_are_empty_when_no_article_was_read_twice(demo_home):
    assert as_json(demo_home, "report", "corrections") == []
    assert "(no rows)" in cli("report", "corrections", "--home", str(demo_home)).output


def test_contradictions_are_ranked_pairs_with_both_sides_and_their_origins(demo_home):
    rows = as_json(demo_home, "report", "contradictions")
    assert all(list(r)[:4] == ["subject", "predicate", "sides", "pairs"] for r in rows)
    assert [r["strength"] for r in rows] == sorted((r["strength"] for r in rows), reverse=True)
    for row in rows:
        assert len(row["sides"]) == 2
        for side in row["sides"]:
            assert set(side) >= {"value", "polarity", "claims", "sources", "quote", "speaker", "said_on"}
            assert side["sources"] and 1 <= side["origins_floor"] <= side["origins_ceiling"]
    by_conflict = {r["conflict"]: r for r in rows}
    # the ministry's denial against the wire's report, strongest first
    denial = by_conflict["denial"]
    assert rows[0] is denial and denial["predicate"] == "restart"
    wire, denied = denial["sides"]
    assert (wire["value"], wire["polarity"]) == ("in March", "positive")
    assert {c["speaker"] for c in denied["claims"]} == {"The Energy Ministry"}
    assert {c["modality"] for c in denied["claims"]} == {"denies"}
    # March against June; the minister's own move is a supersession among the pairs
    dates = by_conflict["date"]
    assert {s["value"] for s in dates["sides"]} == {"in March", "in June"}
    assert dates["sides"][1]["claims"][0]["speaker"] == "Energy Minister Lina Varga"
    assert any(p["relation"] == "supersession" for p in dates["pairs"])
    # each pair judged in the pipeline: the minister's own move is a supersession, not a contradiction
    moved = next(p for p in dates["pairs"] if p["relation"] == "supersession")
    assert moved["verdict"] == "temporal_supersession" and moved["reason"]
    assert denial["verdict"] == "contradiction" and denial["severity"] == "high"
    # the row's two positions: the denial, and what it denies with its documents and origins
    said, answered = denial["positions"][1], denial["positions"][0]
    assert (answered["position"], said["position"]) == ("denial", "denied")
    assert (said["documents"], said["origins_floor"], said["origins_ceiling"]) == (
        wire["documents"],
        wire["origins_floor"],
        wire["origins_ceiling"],
    )
    assert [p["position"] for p in dates["positions"]] == ["value", "value"]
    figures = by_conflict["quantity"]
    assert {s["value"] for s in figures["sides"]} == {
        "by 10 percent after the restart",
        "by only 2 percent after the restart",
    }


def test_the_contradictions_report_says_what_origins_count(demo_home):
    table = cli("report", "contradictions", "--home", str(demo_home))
    assert "describe the reporting, not the world" in " ".join(table.stdout.split())


def test_injected_article_yields_no_claim_that_is_not_verbatim(demo_home):
    text = (EXAMPLES / "coastal-herald-planted-instructions.txt").read_text()
    with duckdb.connect(str(demo_home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        rows = con.execute("select quote from claims where path like '%planted-instructions%'").fetchall()
        every_quote = [q for (q,) in con.execute("select quote from claims").fetchall()]
    assert rows, "the real sentences of the article still give claims"
    assert all(q in text for (q,) in rows)
    assert not any("exploded" in q for q in every_quote)


def test_empty_and_binary_files_are_quarantined_with_reasons(demo_home):
    with duckdb.connect(str(demo_home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        rows = dict(con.execute("select regexp_extract(path, '[^/]+$'), reason from quarantine").fetchall())
    assert rows == {"empty-upload.txt": "empty", "field-alpha-photo.png": "binary"}
    # the raw snapshots are kept
    assert len(list((demo_home / "snapshots").rglob("*"))) >= 13


def test_who_claims_and_first_appearance(demo_home):
    claims = as_json(demo_home, "who-claims", "June")
    assert [c["speaker"] for c in claims] == ["Energy Minister Lina Varga"]
    # the ministry's denial says the restart in March does not hold
    march = {(c["modality"], c["polarity"]) for c in as_json(demo_home, "who-claims", "March")}
    assert march == {("expects", "positive"), ("denies", "negative")}
    # an attribution with no proposition (the union's request) stays out of the report
    assert as_json(demo_home, "who-claims", "inspection report") == []
    first = as_json(demo_home, "first-appearance", "10 percent")
    assert len(first) == 1
    # three outlets ran it on 2026-09-14; the wire's own article, which credits nobody, comes first
    assert first[0]["outlet"] == "Reuters" and first[0]["said_on"] == "2026-09-14"
    assert first[0]["documents"] == 6


def test_table_and_csv_formats(demo_home):
    table = cli("report", "single-origin", "--home", str(demo_home))
    assert table.exit_code == 0 and "output at Field" in table.stdout
    csv_out = cli("report", "contradictions", "--home", str(demo_home), "--format", "csv")
    assert csv_out.exit_code == 0
    assert csv_out.stdout.splitlines()[0].startswith("subject,predicate,sides")


def test_ingest_summary_and_rerun_does_no_new_extraction(tmp_path):
    drop = copy_drop(tmp_path / "drop")
    home = tmp_path / "home"
    first = cli("ingest", str(drop), "--home", str(home))
    assert first.exit_code == 0, first.output
    for label in (
        "documents",
        "candidate sentences",
        "claims kept",
        "claims rejected",
        "files quarantined",
        "empty-upload.txt",
    ):
        assert label in first.stdout
    cache = home / "cache" / "extraction.sqlite"
    before = cache.stat().st_mtime_ns
    again = cli("ingest", str(drop), "--home", str(home))
    assert again.exit_code == 0
    assert "Nothing new" in again.stdout and "No extraction" in again.stdout
    assert cache.stat().st_mtime_ns == before


def test_changed_file_is_ingested_again(tmp_path):
    drop = copy_drop(tmp_path / "drop", ["harbour-times-minister-moves-date.txt"])
    home = tmp_path / "home"
    assert cli("ingest", str(drop), "--home", str(home)).exit_code == 0
    article = drop / "harbour-times-minister-moves-date.txt"
    article.write_text(article.read_text().replace("in June", "in July"))
    result = cli("ingest", str(drop), "--home", str(home))
    assert result.exit_code == 0 and "new or changed files" in result.stdout
    # the changed file is a new version of its article: it supersedes the old one in every
    # report, and the change is a correction
    claims = as_json(home, "who-claims", "restart")
    assert {c["value"] for c in claims} == {"in July"}
    corrections = as_json(home, "report", "corrections")
    assert {(c["old_value"], c["new_value"]) for c in corrections} == {("in June", "in July")}


@pytest.mark.parametrize("kind", ["missing", "file"])
def test_ingest_rejects_a_bad_folder(tmp_path, kind):
    target = tmp_path / "nope"
    if kind == "file":
        target.write_text("x")
    result = cli("ingest", str(target), "--home", str(tmp_path / "home"))
    assert result.exit_code == 2
    assert ("not found" if kind == "missing" else "not a folder") in result.output


def test_reports_before_any_ingest_say_what_to_do(tmp_path):
    result = cli("report", "single-origin", "--home", str(tmp_path / "empty"))
    assert result.exit_code == 2
    assert "claimgraph ingest" in result.output


def test_demo_command(tmp_path):
    home = tmp_path / "demo"
    shutil.rmtree(home, ignore_errors=True)
    result = cli("demo", "--home", str(home))
    assert result.exit_code == 0, result.output
    assert "contradictions" in result.stdout and "output at Field" in result.stdout


def _polnear_shaped(root: Path) -> Path:
    """Two short texts with hand-made brat annotations, in PolNeAR's layout."""
    texts = {
        "wire_2026-11-30_restart": "Officials said the plant would restart in March.\n\nThe river rose overnight.",
        "paper_2026-11-30_denial": "“The plant is closed,” the minister said. “It stays closed.”",
    }
    (root / "text").mkdir(parents=True)
    (root / "attributions").mkdir()
    for name, text in texts.items():
        (root / "text" / f"{name}.txt").write_text(text, encoding="utf-8")
    (root / "attributions" / "wire_2026-11-30_restart_annotator1.ann").write_text(
        "T1\tSource 0 9\tOfficials\nT2\tCue 10 14\tsaid\nT3\tContent 15 47\tthe plant would restart in March\n"
        "T4\tAttribution 10 14\tsaid\nE1\tAttribution:T4 Content:T3 Cue:T2 Source:T1\n",
        encoding="utf-8",
    )
    quote = texts["paper_2026-11-30_denial"]
    (root / "attributions" / "paper_2026-11-30_denial_annotator1.ann").write_text(
        f"T1\tSource 23 35\tthe minister\nT2\tCue 36 40\tsaid\nT3\tContent 0 22;42 {len(quote)}\t{quote[:22]} "
        f"{quote[42:]}\nT4\tAttribution 36 40\tsaid\nE1\tAttribution:T4 Content:T3 Cue:T2 Source:T1\n",
        encoding="utf-8",
    )
    return root


def test_eval_attribution_prints_one_json_object_and_writes_predictions(tmp_path):
    polnear = _polnear_shaped(tmp_path / "polnear")
    predictions = tmp_path / "predictions.jsonl"
    result = cli(
        "eval",
        "attribution",
        "--polnear",
        str(polnear),
        "--format",
        "json",
        "--predictions",
        str(predictions),
    )
    assert result.exit_code == 0, result.output
    scores = json.loads(result.stdout)
    assert {"extractor", "documents", "gold", "predicted", "seconds", "source", "cue", "content"} == set(
        scores
    )
    assert (scores["extractor"], scores["documents"], scores["gold"]) == ("parse", 2, 2)
    for kind in ("source", "cue", "content"):
        assert all(0.0 <= value <= 1.0 for value in scores[kind].values())
    # Both attributions are found, and the interrupted quotation is one content span.
    assert scores["cue"]["f1"] == 1.0 and scores["content"]["overlap_f1"] == 1.0
    lines = [json.loads(line) for line in predictions.read_text().splitlines()]
    assert {line["doc"] for line in lines} == {"wire_2026-11-30_restart", "paper_2026-11-30_denial"}
    assert all(set(line) == {"doc", "source", "cue", "content"} for line in lines)
