from pathlib import Path

import duckdb
import pytest

from pipeline import reports
from pipeline.reports import QueryRefused, first_appearance, who_claims

QUOTES = {
    "c1": "Output will rise 10% next year",
    "c2": "Output will rise 10 percent next year",
    "c3": "The plant_id field is wrong",
    "c4": "A back\\slash in the text",
}


@pytest.fixture
def published(tmp_path: Path) -> Path:
    path = tmp_path / "claimgraph.duckdb"
    columns = ", ".join(f"{name} varchar" for name in (*reports.CLAIM_FIELDS, *reports.CLAIM_EXTRAS))
    with duckdb.connect(str(path)) as con:
        con.execute(f"create table who_claims ({columns})")
        con.execute(f"create table first_appearance ({columns}, title varchar, documents integer)")
        for claim_id, quote in QUOTES.items():
            row = {name: None for name in reports.CLAIM_FIELDS} | {"id": claim_id, "quote": quote}
            values = [*row.values(), "Wire", "positive", "she"]
            con.execute(f"insert into who_claims values ({', '.join('?' * len(values))})", values)
            con.execute(
                f"insert into first_appearance values ({', '.join('?' * (len(values) + 2))})",
                [*values, "Title", 1],
            )
    return path


@pytest.mark.parametrize("query", [who_claims, first_appearance])
@pytest.mark.parametrize("text", ["", "   "])
def test_empty_text_is_refused_instead_of_matching_every_claim(published: Path, query, text: str):
    with pytest.raises(QueryRefused, match="words to look for"):
        query(published, text)


@pytest.mark.parametrize("query", [who_claims, first_appearance])
@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("%", ["c1"]),
        ("10%", ["c1"]),
        ("_", ["c3"]),
        ("plant_id", ["c3"]),
        ("\\", ["c4"]),
        ("rise", ["c1", "c2"]),
    ],
)
def test_wildcards_in_the_text_mean_themselves(published: Path, query, text: str, ids: list[str]):
    assert sorted(claim["id"] for claim in query(published, text)) == ids


def test_each_claim_says_the_file_its_document_came_in(published: Path):
    with duckdb.connect(str(published)) as con:
        con.execute("update who_claims set doc = 'doc_1' where id = 'c1'")
        con.execute("create table stg_documents as select 'doc_1' as doc_id, '/drop/fnc_1092.txt' as path")
    files = {claim["id"]: claim["file"] for claim in who_claims(published, "rise")}
    assert files == {"c1": "fnc_1092.txt", "c2": None}


def test_an_empty_text_is_refused_before_asking_for_data(tmp_path: Path):
    with pytest.raises(QueryRefused):
        who_claims(tmp_path / "missing.duckdb", "")


def _marts_with_claims(tmp_path: Path) -> Path:
    """A published file with an empty claims table, for the origin reports' own tables."""
    path = tmp_path / "claimgraph.duckdb"
    claim_columns = ", ".join(f"{name} varchar" for name in (*reports.CLAIM_FIELDS, *reports.CLAIM_EXTRAS))
    with duckdb.connect(str(path)) as con:
        con.execute(f"create table claims ({claim_columns})")
    return path


def test_origin_report_rows_carry_the_note_on_what_origins_count(tmp_path: Path):
    path = _marts_with_claims(tmp_path)
    # built before origin_groups: the report still reads it
    with duckdb.connect(str(path)) as con:
        con.execute(
            "create table single_origin as select 'cl_1' as cluster, 'the plant' as subject, 'restart' as predicate,"
            " 'in March' as value, 2 as documents, 1 as origins, 'copies:d1' as origin, ['d1'] as origin_docs,"
            " ['c1'] as claims, 'q' as quote, 'a copy group of 2 documents' as origin_detail"
        )
        con.execute(
            "create table cluster_origins as select 'cl_2' as cluster, 's' as subject, 'p' as predicate,"
            " 'v' as value, 2 as documents, 2 as origins_floor, 2 as origins_ceiling, 'outlet:ap' as origin,"
            " ['outlet:ap', 'outlet:reuters'] as origin_set, [] as origin_docs, ['c2'] as claims, 'q' as quote,"
            " 'an outlet the texts credit' as origin_detail, ['a', 'b'] as origin_details"
        )
    for rows in (reports.single_origin(path, 2), reports.corroborated(path, 2)):
        (row,) = rows
        assert row["origins_note"] == reports.ORIGINS_NOTE
        # the README's field names stay
        assert {
            "cluster",
            "subject",
            "predicate",
            "value",
            "documents",
            "origin",
            "origin_docs",
            "claims",
        } <= set(row)


def test_corroborated_rows_say_which_origins_the_floor_counts_as_one(tmp_path: Path):
    path = _marts_with_claims(tmp_path)
    with duckdb.connect(str(path)) as con:
        con.execute(
            "create table cluster_origins as select 'cl_2' as cluster, 's' as subject, 'p' as predicate,"
            " 'v' as value, 3 as documents, 2 as origins_floor, 3 as origins_ceiling, 'outlet:ap' as origin,"
            " ['outlet:ap', 'outlet:cnn', 'outlet:reuters'] as origin_set,"
            " ['outlet:ap', 'outlet:ap', 'outlet:reuters'] as origin_groups, [] as origin_docs,"
            " ['c2'] as claims, 'q' as quote, 'an outlet the texts credit' as origin_detail,"
            " ['a', 'b', 'c'] as origin_details"
        )
    (row,) = reports.corroborated(path, 2)
    assert row["origin_groups"] == ["outlet:ap", "outlet:ap", "outlet:reuters"]
