"""A file read again with other words is a new version of its article: it supersedes the old
version in every report, the old one stays as history, and the change is a correction."""

import duckdb

from pipeline import reports
from pipeline.dbt import build_args, run_dbt
from pipeline.runner import run_ingest
from pipeline.settings import Settings
from tests.conftest import copy_drop
from tests.dbt.test_incremental import mart_rows

ARTICLE = "harbour-times-field-alpha.txt"
FILES = [ARTICLE, "reuters-field-alpha-restart.txt", "coastal-herald-field-alpha.txt"]


def test_an_edited_article_supersedes_its_old_version_and_shows_a_correction(tmp_path):
    drop = copy_drop(tmp_path / "drop", FILES)
    settings = Settings(home=tmp_path / "home")
    assert run_ingest(settings, drop).success
    edited = drop / ARTICLE
    edited.write_text(edited.read_text().replace("10 percent", "12 percent"))
    assert run_ingest(settings, drop).success

    with duckdb.connect(str(settings.published_path), read_only=True) as con:
        (versions,) = con.execute(
            "select list(doc_id order by version) from document_versions where path = ?", [str(edited)]
        ).fetchone()
        old, new = versions
        assert con.execute(
            "select is_current, superseded_by from document_versions where doc_id = ?", [old]
        ).fetchone() == (False, new)
        # the claims mart reads the current version; the old one's claims stay as history
        assert con.execute("select count(*) from claims where doc = ?", [old]).fetchone() == (0,)
        assert con.execute("select count(*) from claims where doc = ?", [new]).fetchone()[0] > 0
        history = con.execute(
            "select count(*), bool_and(not is_current), min(superseded_by) from claim_versions where doc_id = ?",
            [old],
        ).fetchone()
        assert history[0] > 0 and history[1:] == (True, new)
        documents = dict(con.execute("select cluster, documents from cluster_origins").fetchall())
        assert max(documents.values()) == 3  # three articles, not four documents

    # no side of any contradiction quotes the old version, so the article never contradicts itself
    contradicting = {
        c["doc"]
        for row in reports.contradictions(settings.published_path)
        for side in row["sides"]
        for c in side["claims"]
    }
    assert old not in contradicting and new in contradicting  # 12 against the others' 10 stands
    (correction,) = reports.corrections(settings.published_path)
    assert (correction["doc"], correction["previous_doc"]) == (new, old)
    assert (correction["old_value"], correction["new_value"]) == (
        "by 10 percent after the restart",
        "by 12 percent after the restart",
    )
    assert "12 percent" in correction["new_quote"] and "10 percent" in correction["old_quote"]

    # the incremental marts, after the batch that superseded a version, equal a full refresh
    incremental = {t: mart_rows(settings.published_path, t) for t in ("single_origin", "contradictions")}
    done = run_dbt(build_args(settings, full_refresh=True))
    assert done.returncode == 0, done.stdout[-3000:]
    assert incremental == {
        t: mart_rows(settings.warehouse_path, t) for t in ("single_origin", "contradictions")
    }
