"""The eval commands' output formats, with the measures themselves stubbed out (they take minutes)."""

import csv
import io
import json

from typer.testing import CliRunner

import evaluation.attribution
import evaluation.syndication
from pipeline.cli import app

SYNDICATION = {
    "documents": 3,
    "relayed_documents": 2,
    "origin_groups": 2,
    "unique_share": 0.6667,
    "credited": 1,
    "credited_resolved": 1,
    "credited_recall": 1.0,
    "seconds": 4.2,
}
SCORES = {"p": 0.5, "r": 0.25, "f1": 0.3333, "overlap_p": 1.0, "overlap_r": 0.5, "overlap_f1": 0.6667}
ATTRIBUTION = {
    "extractor": "parse",
    "documents": 2,
    "gold": 4,
    "predicted": 2,
    "seconds": 0.1,
    **{kind: SCORES for kind in ("source", "cue", "content")},
}


def _syndication(monkeypatch, tmp_path, *args: str):
    monkeypatch.setattr(
        evaluation.syndication, "evaluate_syndication", lambda path, limit, home: (SYNDICATION, [])
    )
    helsinki = tmp_path / "helsinki.csv"
    helsinki.write_text("id,publisher,scrape_time,text\n", encoding="utf-8")
    return CliRunner().invoke(
        app, ["eval", "syndication", "--helsinki", str(helsinki), "--limit", "3", *args]
    )


def test_eval_syndication_prints_a_csv_header_and_one_row(monkeypatch, tmp_path):
    result = _syndication(monkeypatch, tmp_path, "--format", "csv")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == ",".join(SYNDICATION)
    (row,) = csv.DictReader(io.StringIO(result.stdout))
    assert row == {key: str(value) for key, value in SYNDICATION.items()}


def test_eval_syndication_still_prints_json_by_default(monkeypatch, tmp_path):
    result = _syndication(monkeypatch, tmp_path)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == SYNDICATION


def test_eval_attribution_as_csv_has_one_column_per_kind_and_score(monkeypatch, tmp_path):
    monkeypatch.setattr(evaluation.attribution, "evaluate_attribution", lambda *args: ATTRIBUTION)
    result = CliRunner().invoke(app, ["eval", "attribution", "--polnear", str(tmp_path), "--format", "csv"])
    assert result.exit_code == 0, result.output
    (row,) = csv.DictReader(io.StringIO(result.stdout))
    assert row["extractor"] == "parse" and row["gold"] == "4"
    assert row["source_p"] == "0.5" and row["content_overlap_f1"] == "0.6667"
    assert len(row) == 5 + 3 * len(SCORES)
