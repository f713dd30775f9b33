"""Incremental equals full: however a corpus is split into batches, the incremental marts equal a full refresh.

Hypothesis writes a handful of tiny articles (wire copies, denials, changed figures,
the same claim in other words), splits them into up to three batches in a random
order, ingests the batches one after the other, and then rebuilds every mart from
the same lake with ``dbt build --full-refresh``: every table must hold the same rows.
Kept small on purpose: each batch is a whole ingest (a dbt build among it).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from pipeline.dbt import build_args, run_dbt
from pipeline.runner import run_ingest
from pipeline.settings import Settings
from tests.dbt.test_incremental import mart_rows

pytestmark = pytest.mark.slow

OUTLETS = ["Harbour Times", "Valley Gazette", "Coastal Herald", "Northern Ledger"]
DAYS = ["2026-09-14", "2026-09-15", "2026-09-16"]
SENTENCES = [
    "PORT ELLIS (Reuters) - The Field Alpha plant will restart in March, two energy ministry officials told Reuters on Monday.",
    "Energy Minister Lina Varga said the Field Alpha plant will restart in March.",
    "Energy Minister Lina Varga said the Field Alpha plant will restart in June.",
    "The Energy Ministry denied that the Field Alpha plant would restart in March.",
    "The officials said output at Field Alpha would rise by 10 percent after the restart.",
    "Union leader Tom Reyes said output at Field Alpha would rise by only 2 percent after the restart.",
    "Tom Reyes, the union leader, said output would rise by only 2 percent.",
    "Workers at the site have been told to prepare for the restart, the officials said.",
]

article = st.tuples(
    st.sampled_from(OUTLETS),
    st.sampled_from(DAYS),
    st.lists(st.sampled_from(SENTENCES), min_size=1, max_size=3, unique=True),
    st.integers(min_value=0, max_value=2),  # the batch it arrives in
)


def write_article(folder: Path, n: int, outlet: str, day: str, sentences: list[str]) -> None:
    slug = outlet.lower().replace(" ", "-")
    (folder / f"{n:02d}-{slug}.txt").write_text(
        f"---\ntitle: Field Alpha, article {n}\noutlet: {outlet}\npublished: {day}\n---\n"
        + "\n\n".join(sentences)
        + "\n",
        encoding="utf-8",
    )


def every_mart(path: Path) -> dict[str, list[str]]:
    import duckdb

    with duckdb.connect(str(path), read_only=True) as con:
        names = [n for (n,) in con.sql("select table_name from information_schema.tables").fetchall()]
    return {name: mart_rows(path, name) for name in sorted(names)}


@settings(
    max_examples=2,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(articles=st.lists(article, min_size=3, max_size=6))
# One split always tried: a wire story, its copy, a denial and a changed date, over three batches.
@example(
    articles=[
        ("Harbour Times", "2026-09-14", [SENTENCES[0], SENTENCES[4]], 2),
        ("Coastal Herald", "2026-09-14", [SENTENCES[0], SENTENCES[4]], 0),
        ("Northern Ledger", "2026-09-15", [SENTENCES[3]], 1),
        ("Valley Gazette", "2026-09-16", [SENTENCES[2], SENTENCES[5]], 0),
    ]
)
# Found by this test (session 15): two articles of the third batch copy the second's text, so its
# copy group grows and the origins of a denial side of an earlier topic change (origins_touched).
@example(
    articles=[
        ("Harbour Times", "2026-09-15", [SENTENCES[3], SENTENCES[7], SENTENCES[2]], 0),
        ("Coastal Herald", "2026-09-14", [SENTENCES[6], SENTENCES[2], SENTENCES[3]], 1),
        ("Northern Ledger", "2026-09-14", [SENTENCES[2], SENTENCES[1], SENTENCES[4]], 0),
        ("Valley Gazette", "2026-09-14", [SENTENCES[3], SENTENCES[5]], 0),
        ("Harbour Times", "2026-09-14", [SENTENCES[2], SENTENCES[6]], 2),
        ("Northern Ledger", "2026-09-14", [SENTENCES[2], SENTENCES[6]], 2),
    ]
)
def test_incremental_marts_equal_a_full_refresh_for_any_split(articles):
    with tempfile.TemporaryDirectory(prefix="claimgraph-split-") as root:
        drop, home = Path(root) / "drop", Path(root) / "home"
        drop.mkdir()
        config = Settings(home=home)
        for batch in sorted({b for *_, b in articles}):
            for n, (outlet, day, sentences, arrives) in enumerate(articles):
                if arrives == batch:
                    write_article(drop, n, outlet, day, sentences)
            summary = run_ingest(config, drop)
            assert summary.success, summary.failed_steps
        incremental = every_mart(config.published_path)
        assert incremental["claims"], "every article carries at least one attribution"
        done = run_dbt(build_args(config, full_refresh=True))
        assert done.returncode == 0, done.stdout[-3000:]
        assert every_mart(config.warehouse_path) == incremental
