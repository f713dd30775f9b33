"""``eval contradictions`` without an ingest: the headlines chosen, the scores, the baseline, the
judging of candidate pairs per headline, and the command's output with the measure stubbed."""

import csv
import json

import duckdb
from typer.testing import CliRunner

import evaluation.contradiction_eval as ce
from pipeline.cli import app
from pipeline.judge.verdicts import JudgeError, JudgeVerdict
from tests.unit.test_judge import claim


def fnc1_folder(tmp_path, stances, bodies):
    with (tmp_path / "stances.csv").open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["Headline", "Body ID", "Stance"])
        writer.writerows(stances)
    with (tmp_path / "bodies.csv").open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["Body ID", "articleBody"])
        writer.writerows(bodies.items())
    return tmp_path


def test_only_headlines_with_both_stances_in_file_order(tmp_path):
    folder = fnc1_folder(
        tmp_path,
        [
            ("H1", "1", "agree"),
            ("H2", "1", "agree"),
            ("H1", "2", "disagree"),
            ("H1", "3", "agree"),
            ("H1", "4", "discuss"),
            ("H2", "4", "unrelated"),
            ("H3", "2", "disagree"),
            ("H3", "3", "agree"),
        ],
        {str(n): f"body {n}" for n in range(1, 5)},
    )
    headlines, bodies = ce.headlines_with_both(folder)
    assert [(h.text, h.agree, h.disagree) for h in headlines] == [
        ("H1", ("1", "3"), ("2",)),
        ("H3", ("3",), ("2",)),
    ]
    assert headlines[0].opposed() == [("1", "2"), ("3", "2")]
    assert headlines[0].agreeing() == [("1", "3")]
    assert len(ce.headlines_with_both(folder, limit=1)[0]) == 1
    ce.write_drop(headlines, bodies, tmp_path / "drop")
    assert sorted(p.name for p in (tmp_path / "drop").iterdir()) == ["1.txt", "2.txt", "3.txt"]


def test_scores_count_opposed_pairs_found_and_agreeing_pairs_as_false_alarms():
    opposed = [("1", "2"), ("3", "2"), ("5", "6")]
    agreeing = [("1", "3")]
    got = ce.scores({("1", "2"), ("1", "3"), ("2", "9")}, opposed, agreeing)
    assert (got["found"], got["false_alarms"], got["precision"], got["recall"]) == (1, 1, 0.5, 0.3333)
    assert got["f1"] == 0.4
    assert ce.scores(set(), opposed, agreeing)["f1"] == 0.0


def test_the_keyword_baseline_wants_a_refuting_word_in_exactly_one_body():
    bodies = {
        "1": "It happened.",
        "2": "The story is a HOAX.",
        "3": "Police denied it; it is not true.",
        "4": "Ok.",
    }
    found = ce.keyword_found([("1", "2"), ("2", "3"), ("1", "4")], bodies)
    assert found == {("1", "2")}
    assert not ce.REFUTING.search("falsetto and defaults")


class Rules:
    judge_id = "fake"
    prompt_version = "1"
    truncation_policy = "none"

    def __init__(self, answers):
        self.answers = answers

    def judge(self, pair):
        answer = self.answers[(pair.a["body"], pair.b["body"])]
        if isinstance(answer, Exception):
            raise answer
        return answer


def test_judging_candidate_pairs_per_headline_counts_calls_and_errors():
    # bodies 1 and 2 disagree on the restart month, 3 repeats 1; a pair inside one body is not judged
    claims = [
        {**claim(1), "body": "1"},
        {**claim(2, value="in June", quote="It will restart in June"), "body": "2"},
        {**claim(3, value="in July", quote="It will restart in July"), "body": "3"},
        {**claim(4, value="in August", quote="It will restart in August"), "body": "1"},
    ]
    sure = JudgeVerdict("contradiction", "medium", 0.85, "March against June")
    unsure = JudgeVerdict("no_contradiction", "medium", 0.65, "undated", downgraded_from="contradiction")
    answers = {}
    for a, b in [("1", "2"), ("2", "1"), ("1", "3"), ("3", "1"), ("2", "3"), ("3", "2")]:
        answers[(a, b)] = sure if {a, b} == {"1", "2"} else unsure
    answers[("2", "3")] = answers[("3", "2")] = JudgeError("timeout", "slow")
    headline = ce.Headline("H", agree=("1", "3"), disagree=("2",))
    tally = ce.judge_headlines([headline], claims, Rules(answers), cache=None)
    assert tally.found == {("1", "2")}
    assert tally.unsure == {("1", "3")}
    assert tally.errors == {"timeout": 1} and tally.failed == 1  # bodies 2 and 3
    # 5 pairs across bodies (the two claims of body 1 are not set against each other)
    assert tally.calls == 5 and tally.cache_hits == 0 and tally.candidate_pairs == 6


RESULT = {
    "precision": 1.0,
    "recall": 0.5,
    "f1": 0.6667,
    "found": 1,
    "false_alarms": 0,
    "pairs": 2,
    "agree_pairs": 1,
    "calls": 3,
    "cache_hits": 1,
    "failed_calls": 0,
    "errors": {},
    "seconds": 12.5,
    "judge": "deterministic",
    "prompt_version": "deterministic-1",
    "headlines": 1,
    "bodies": 3,
    "claims": 9,
    "candidate_pairs": 4,
    "skipped_by_date": 0,
    "ingest_seconds": 12.0,
    "judge_seconds": 0.1,
    "with_unsure": {"precision": 1.0, "recall": 0.5, "f1": 0.6667, "found": 1, "false_alarms": 0},
    "mart": {"precision": 1.0, "recall": 0.5, "f1": 0.6667, "found": 1, "false_alarms": 0},
    "keyword": {"precision": 0.5, "recall": 0.5, "f1": 0.5, "found": 1, "false_alarms": 1},
}


def test_the_command_prints_the_measures(monkeypatch, tmp_path):
    seen = {}

    def fake(folder, limit, judge, home):
        seen.update(limit=limit, judge=judge.judge_id)
        return RESULT

    monkeypatch.setattr(ce, "evaluate_contradictions", fake)
    runner = CliRunner()
    args = ["eval", "contradictions", "--fnc1", str(tmp_path), "--limit", "15"]
    out = runner.invoke(app, [*args, "--format", "json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout)
    assert {"precision", "recall", "f1", "pairs", "calls", "cache_hits", "seconds"} <= set(data)
    assert data["keyword"]["f1"] == 0.5 and seen == {"limit": 15, "judge": "deterministic"}
    table = runner.invoke(app, [*args, "--format", "table"])
    assert table.exit_code == 0 and "keyword baseline" in table.output and "3 judge calls" in table.output
    refused = runner.invoke(app, [*args, "--judge", "model", "--model", str(tmp_path / "none.gguf")])
    assert refused.exit_code == 2 and "no such GGUF file" in " ".join(refused.output.split())


def test_the_mart_counts_a_denial_against_each_wording_not_the_wordings_against_each_other(tmp_path):
    published = tmp_path / "published.duckdb"
    con = duckdb.connect(str(published))
    con.execute("create table stg_documents (doc_id varchar, path varchar)")
    con.execute(
        "insert into stg_documents values ('d1', '/drop/1907.txt'), ('d2', '/drop/661.txt'), ('d3', '/drop/2466.txt')"
    )
    con.execute(
        "create table contradictions (topic varchar, sides struct(cluster varchar, sources struct(doc varchar)[])[])"
    )
    # one denial row: 2466 calls the story a hoax; 1907 and 661 tell it in two wordings
    con.execute(
        """insert into contradictions values ('denial|cl_hoax', [
            {'cluster': 'cl_spent', 'sources': [{'doc': 'd1'}]},
            {'cluster': 'cl_hoax', 'sources': [{'doc': 'd3'}]},
            {'cluster': 'cl_contact', 'sources': [{'doc': 'd2'}]}])"""
    )
    # a row of two clashing figures: each side against the other
    con.execute(
        """insert into contradictions values ('cl_a|cl_b', [
            {'cluster': 'cl_a', 'sources': [{'doc': 'd1'}]}, {'cluster': 'cl_b', 'sources': [{'doc': 'd2'}]}])"""
    )
    con.close()
    assert ce.mart_found(published) == {("1907", "2466"), ("2466", "661"), ("1907", "661")}
    con = duckdb.connect(str(published))
    con.execute("delete from contradictions where topic = 'cl_a|cl_b'")
    con.close()
    assert ce.mart_found(published) == {("1907", "2466"), ("2466", "661")}
