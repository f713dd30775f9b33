"""Origins walked in dbt: copies of unknown order are one origin, the copy group; credited copies
join the wire; the origins do not depend on the order the files arrive in."""

import json
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from pipeline.runner import run_ingest
from pipeline.settings import Settings
from tests.conftest import CORPORA

STORY = " ".join(
    f"Officials said the harbour crane number {i} would be replaced before the winter storms arrive."
    for i in range(10)
)


def article(outlet: str, body: str, published: str | None = None) -> str:
    date = f"published: {published}\n" if published else ""
    return f"---\noutlet: {outlet}\n{date}---\n{body}\n"


def origins(home: Path) -> dict[str, set[str]]:
    with duckdb.connect(str(home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        rows = con.execute(
            "select d.outlet, o.origin from doc_origin o join stg_documents d using (doc_id)"
        ).fetchall()
    found: dict[str, set[str]] = {}
    for outlet, origin in rows:
        found.setdefault(outlet, set()).add(origin)
    return found


def test_copies_in_unknown_order_are_one_origin_and_an_unrelated_story_its_own(tmp_path):
    drop = tmp_path / "drop"
    drop.mkdir()
    (drop / "a.txt").write_text(article("Alpha Daily", STORY))
    (drop / "b.txt").write_text(article("Beta News", STORY.replace("winter", "autumn", 1)))
    (drop / "c.txt").write_text(article("Gamma Post", "Local brief. " + STORY))
    (drop / "d.txt").write_text(
        article("Delta Times", STORY.replace("crane", "bridge").replace("harbour", "river")[::-1])
    )
    settings = Settings(home=tmp_path / "home")
    assert run_ingest(settings, drop).success
    found = origins(settings.home)
    copies = found["Alpha Daily"] | found["Beta News"] | found["Gamma Post"]
    assert len(copies) == 1, found
    assert found["Delta Times"] != copies
    # shown as the group, represented by its most complete member (none has a date): Gamma's
    with duckdb.connect(str(settings.published_path), read_only=True) as con:
        (origin, reason), *_ = con.execute(
            "select o.origin, o.copy_group_reason from doc_origin o join stg_documents d using (doc_id)"
            " where d.outlet = 'Gamma Post'"
        ).fetchall()
        gamma = con.execute("select doc_id from stg_documents where outlet = 'Gamma Post'").fetchone()[0]
    assert origin == f"copies:{gamma}" and reason.startswith("the most complete")


def test_credited_copies_and_the_wires_own_article_share_the_wire_as_origin(tmp_path):
    drop = tmp_path / "drop"
    drop.mkdir()
    (drop / "wire.txt").write_text(article("Reuters", "PORT ELLIS (Reuters) - " + STORY, "2026-09-14"))
    (drop / "copy1.txt").write_text(article("Harbour Times", "PORT ELLIS (Reuters) - " + STORY, "2026-09-14"))
    (drop / "copy2.txt").write_text(
        article("Coastal Herald", "PORT ELLIS (Reuters) - " + STORY, "2026-09-15")
    )
    settings = Settings(home=tmp_path / "home")
    assert run_ingest(settings, drop).success
    assert origins(settings.home) == {
        o: {"outlet:reuters"} for o in ("Reuters", "Harbour Times", "Coastal Herald")
    }
    with duckdb.connect(str(settings.published_path), read_only=True) as con:
        is_relay = dict(
            con.execute(
                "select d.outlet, o.is_relay from doc_origin o join stg_documents d using (doc_id)"
            ).fetchall()
        )
    assert is_relay == {"Reuters": False, "Harbour Times": True, "Coastal Herald": True}


def _origin_marts(home: Path) -> dict[str, list[tuple]]:
    """doc_origin, cluster_origins and single_origin, with the batch keys left out (they name the run)."""
    queries = {
        "doc_origin": "select * from doc_origin",
        "cluster_origins": "select * exclude (batches) from cluster_origins",
        "single_origin": "select * exclude (batches) from single_origin",
    }
    with duckdb.connect(str(home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        return {table: sorted(con.execute(sql).fetchall(), key=str) for table, sql in queries.items()}


def test_two_orders_of_the_same_batches_give_the_same_origins(tmp_path):
    first = {
        "a.txt": article("Alpha Daily", STORY),
        "e.txt": article("Echo Times", "PORT ELLIS (Reuters) - " + STORY.replace("crane", "gate")),
    }
    second = {
        "b.txt": article("Beta News", STORY.replace("winter", "autumn", 1)),
        "c.txt": article("Gamma Post", "Local brief. " + STORY),
        "f.txt": article("Foxtrot Wire", STORY.replace("crane", "gate")),
    }
    found = []
    for order in ((first, second), (second, first)):
        drop, home = tmp_path / f"drop{len(found)}", tmp_path / f"home{len(found)}"
        drop.mkdir()
        settings = Settings(home=home)
        for batch in order:
            for name, text in batch.items():
                (drop / name).write_text(text)
            assert run_ingest(settings, drop).success
        found.append(_origin_marts(home))
    assert found[0] == found[1]
    assert any(row[1].startswith("copies:") for row in found[0]["doc_origin"])


@pytest.mark.skipif(not (CORPORA / "helsinki").exists(), reason="../shared/corpora/helsinki is not here")
def test_eval_syndication_command_on_a_slice_of_helsinki(tmp_path):
    claimgraph = Path(sys.executable).parent / "claimgraph"
    done = subprocess.run(
        [
            str(claimgraph),
            "eval",
            "syndication",
            "--home",
            str(tmp_path / "home"),
            "--helsinki",
            str(CORPORA / "helsinki" / "helsinki_articles.csv"),
            "--limit",
            "40",
            "--format",
            "json",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    for key in (
        "documents",
        "relayed_documents",
        "origin_groups",
        "unique_share",
        "credited",
        "credited_resolved",
        "credited_recall",
        "seconds",
    ):
        assert key in result
    assert 0 < result["origin_groups"] <= result["documents"] <= 40
    assert 0 <= result["credited_recall"] <= 1
    assert (tmp_path / "home" / "published" / "claimgraph.duckdb").exists()


def _floor_and_ceiling(home: Path, words: str) -> tuple[int, int]:
    with duckdb.connect(str(home / "published" / "claimgraph.duckdb"), read_only=True) as con:
        rows = con.execute(
            "select origins_floor, origins_ceiling from cluster_origins where lower(value) like ?",
            [f"%{words}%"],
        ).fetchall()
    assert len(rows) == 1, rows
    return rows[0]


def test_a_text_that_credits_nobody_may_be_the_copy_of_the_outlet_another_text_credits(tmp_path):
    """Session 18's corroborated sample: "she told Tolo News" in one text, the same statement with
    no credit in another, counted as two independent reports."""
    statement = "Northport will replace its harbour crane before the winter storms"
    credited = f'"{statement}," Mayor Jane Holt told the Port Gazette.'
    uncredited = (
        f'Speaking at a packed council meeting down on the quay, Mayor Jane Holt said: "{statement}."'
    )
    drop = tmp_path / "drop"
    drop.mkdir()
    (drop / "a.txt").write_text(article("Harbour Times", credited))
    (drop / "b.txt").write_text(article("Coastal Herald", uncredited))
    settings = Settings(home=tmp_path / "home")
    assert run_ingest(settings, drop).success
    # the floor lets the uncredited text be the Gazette's story; the ceiling keeps it apart
    assert _floor_and_ceiling(settings.home, "winter storms") == (1, 2)
    # credited to two outlets, it is one outlet's copy at most: those two stay apart
    (drop / "c.txt").write_text(
        article("Evening Post", f'"{statement}," Mayor Jane Holt told the Bay Courier on Monday.')
    )
    assert run_ingest(settings, drop).success
    assert _floor_and_ceiling(settings.home, "winter storms") == (2, 3)


def test_texts_that_credit_one_outlet_elsewhere_may_both_retell_it(tmp_path):
    """Session 18's corroborated sample: fnc_1248 is the ABC News story and fnc_1553 credits ABC
    for a vet's words; the owner's statement, credited in neither, counted as two reports."""
    statement = "Northport will replace its harbour crane before the winter storms"
    drop = tmp_path / "drop"
    drop.mkdir()
    (drop / "a.txt").write_text(
        article(
            "Harbour Times",
            "The harbour master, Tom Reed, told the Port Gazette that the quay was closed.\n\n"
            f'Speaking at a packed council meeting, Mayor Jane Holt said: "{statement}."',
        )
    )
    (drop / "b.txt").write_text(
        article(
            "Coastal Herald",
            f'"{statement}," Mayor Jane Holt said on the quay.\n\n'
            "Harbour master Tom Reed told the Port Gazette that the quay had been shut since Friday.",
        )
    )
    settings = Settings(home=tmp_path / "home")
    assert run_ingest(settings, drop).success
    assert _floor_and_ceiling(settings.home, "winter storms") == (1, 2)


def test_one_outlet_spelled_as_a_name_and_as_a_web_address_is_one_origin(tmp_path):
    """Session 20's corroborated sample: "Sports Business News" and SportsBusinessNews.com,
    one outlet counted as two."""
    statement = "Northport will replace its harbour crane before the winter storms"
    drop = tmp_path / "drop"
    drop.mkdir()
    (drop / "a.txt").write_text(
        article("Harbour Times", f'"{statement}," Mayor Jane Holt told Harbour News.')
    )
    (drop / "b.txt").write_text(
        article("Coastal Herald", f'"{statement}," Mayor Jane Holt told HarbourNews.com on Monday.')
    )
    settings = Settings(home=tmp_path / "home")
    assert run_ingest(settings, drop).success
    assert _floor_and_ceiling(settings.home, "winter storms") == (1, 2)


def test_one_long_sentence_of_narration_shared_word_for_word_makes_one_report(tmp_path):
    """Session 34's corroborated reading: a site reprinted the Riverfront Times' story, rewrote
    the sentence around Gleason's quote, and kept one 26-word sentence of its narration; counted
    as two independent reports. Two texts that only quote the same words stay two."""
    statement = "Northport will replace its harbour crane before the winter storms"
    shared = (
        "Holt says she is surprised and saddened by the backlash to the plan she posted because "
        "engineers at every level of the port authority concluded that the old crane was unsafe."
    )
    # each text is its own story around the shared sentence, so neither is a copy of the other
    own_a = " ".join(f"Dock worker number {i} unloaded a ship of timber at berth {i}." for i in range(8))
    own_b = " ".join(f"The ferry to island {i} ran {i} minutes late on Tuesday." for i in range(8))
    drop = tmp_path / "drop"
    drop.mkdir()
    (drop / "a.txt").write_text(
        article("Harbour Times", f'"{statement}," Mayor Jane Holt said on the quay.\n\n{shared}\n\n{own_a}')
    )
    (drop / "b.txt").write_text(
        article(
            "Coastal Herald",
            f'Speaking to a reporter, Mayor Jane Holt explained: "{statement}."\n\n{own_b}\n\n{shared}',
        )
    )
    (drop / "c.txt").write_text(
        article("Evening Post", f'At a council meeting Mayor Jane Holt told residents: "{statement}."')
    )
    settings = Settings(home=tmp_path / "home")
    assert run_ingest(settings, drop).success
    # a and b are one report; c, which shares no narration, is another
    assert _floor_and_ceiling(settings.home, "winter storms") == (2, 3)


def test_a_contradictions_side_counts_its_origins_as_the_cluster_does(tmp_path):
    """Session 44: the contradictions mart counted a side's origins one by one, so a side the
    corroborated report held to one report (one outlet spelled two ways) showed a floor of 2."""
    drop = tmp_path / "drop"
    drop.mkdir()
    (drop / "a.txt").write_text(
        article(
            "Harbour Times",
            '"The new harbour crane will cost $4 million," Mayor Jane Holt told Harbour News.',
        )
    )
    (drop / "b.txt").write_text(
        article(
            "Coastal Herald",
            '"The new harbour crane will cost $4 million," Mayor Jane Holt told HarbourNews.com on Monday.',
        )
    )
    (drop / "c.txt").write_text(
        article(
            "Evening Post",
            '"The new harbour crane will cost $9 million," port director Tom Reed told the Evening Post.',
        )
    )
    settings = Settings(home=tmp_path / "home")
    assert run_ingest(settings, drop).success
    assert _floor_and_ceiling(settings.home, "$4 million") == (1, 2)
    with duckdb.connect(str(settings.published_path), read_only=True) as con:
        sides = con.execute(
            "select s.value, s.origins_floor, s.origins_ceiling"
            " from (select unnest(sides) as s from contradictions)"
        ).fetchall()
        positions = con.execute(
            "select p.origins_floor, p.origins_ceiling from (select unnest(positions) as p from contradictions)"
        ).fetchall()
    assert sorted(sides) == [("$4 million", 1, 2), ("$9 million", 1, 1)], sides
    assert sorted(positions) == [(1, 1), (1, 2)], positions
