"""claimgraph trajectory and ach on the demo: the minister's supersession, the restart's positions."""

import json

from typer.testing import CliRunner

from pipeline.cli import app

runner = CliRunner()


def run(home, *args: str):
    return runner.invoke(app, [*args, "--home", str(home)])


def test_trajectory_of_the_minister_shows_the_supersession(demo_home):
    result = run(demo_home, "trajectory", "Lina Varga", "--format", "json")
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert {r["speaker_entity"] for r in rows} == {"ent:energy_minister_lina_varga"}
    assert [r["said_on"] for r in rows] == sorted(r["said_on"] for r in rows)
    restarts = [r for r in rows if r["predicate"] == "restart"]
    assert [r["value"] for r in restarts] == ["in March", "in June"]
    march, june = restarts
    assert ("superseded by", june["id"]) in [(f["flag"], f["other"]["id"]) for f in march["flags"]]
    assert ("supersedes", march["id"]) in [(f["flag"], f["other"]["id"]) for f in june["flags"]]
    # the ministry's denial of the March restart is flagged on the minister's March claim too
    assert any(
        f["verdict"] == "contradiction" and f["other"]["polarity"] == "negative" for f in march["flags"]
    )

    table = run(demo_home, "trajectory", "ent:energy_minister_lina_varga")
    assert table.exit_code == 0 and "superseded by" in " ".join(table.output.split())

    unknown = run(demo_home, "trajectory", "Lena Varga")
    assert unknown.exit_code == 2 and "close matches" in unknown.output and "lina_varga" in unknown.output


def test_ach_of_the_restart_has_march_june_and_the_denial_as_positions(demo_home):
    result = run(demo_home, "ach", "the Field Alpha plant", "--predicate", "restart", "--format", "json")
    assert result.exit_code == 0, result.output
    matrix = json.loads(result.stdout)
    assert matrix["subject"] == "ent:field_alpha_plant"
    assert [p["label"] for p in matrix["positions"]] == [
        "restart in March",
        "not restart in March",
        "restart in June",
    ]
    by_speaker = {r["speaker"]: r for r in matrix["rows"]}
    assert by_speaker["The Energy Ministry"]["modality"] == "denies"
    assert list(by_speaker["The Energy Ministry"]["cells"].values()) == [
        "inconsistent",
        "consistent",
        "neutral",
    ]
    wire = matrix["rows"][0]  # the wire story the papers ran: many documents, one origin
    assert wire["documents"] > 1 and wire["origins_floor"] == wire["origins_ceiling"] == 1
    assert matrix["diagnostic_rows"] >= 3 and "origins_note" in matrix

    markdown = run(demo_home, "ach", "ent:field_alpha_plant")
    assert markdown.exit_code == 0, markdown.output
    assert (
        "| H1: restart in March | H2: not restart in March | H3: restart in June | diagnostic |"
        in markdown.stdout
    )
    assert "**diagnostic**" in markdown.stdout

    csv = run(demo_home, "ach", "Field Alpha plant", "--format", "csv")
    assert csv.exit_code == 0 and csv.stdout.splitlines()[0].endswith(
        "H3: restart in June,diagnostic,superseded_by"
    )

    nothing = run(demo_home, "ach", "Field Alpha plant", "--predicate", "close")
    assert nothing.exit_code == 2 and "no comparable claims" in nothing.output
