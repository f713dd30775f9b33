"""Candidate pairs, the 30-day date pre-filter, and the judge cache's key and invalidation."""

from pipeline.contradictions import find_pairs
from pipeline.judge.cache import JudgeCache, cache_key, claim_hash
from pipeline.judge.pairs import (
    candidate_pairs,
    date_mentions,
    date_prefilter,
    default_queries,
    retrieve,
    split_by_date,
    with_verdicts,
)
from pipeline.judge.verdicts import JudgeVerdict, Pair
from tests.unit.claim_rows import claim_row


def claim(n: int, **fields) -> dict:
    return claim_row(n, **{"modality": "expects", **fields})


def test_date_mentions_count_each_date_once():
    assert date_mentions("moved the restart from March to June 2027") == 2
    assert date_mentions("will restart in March 2027") == 1
    assert date_mentions("it may restart soon") == 0


def test_pairs_said_over_30_days_apart_are_skipped():
    a = claim(1)
    assert date_prefilter(a, claim(2, said_on="2026-10-14")) is None  # 30 days: kept
    reason = date_prefilter(a, claim(2, said_on="2026-10-15"))
    assert reason and "31 days apart" in reason
    assert date_prefilter(a, claim(2, said_on=None)) is None  # no date: the judge decides


def test_two_dates_in_one_quote_or_two_effective_dates_keep_the_pair():
    a = claim(1)
    far = claim(2, said_on="2026-12-01")
    assert date_prefilter(a, far) is not None
    two_dates = {**far, "quote": "The restart moved from March to June"}
    assert date_prefilter(a, two_dates) is None
    assert date_prefilter({**a, "refers_to": "2027-03"}, {**far, "refers_to": "2027-06"}) is None
    assert date_prefilter({**a, "refers_to": "2027-03"}, far) is not None


def test_candidate_pairs_are_the_graphs_conflicts_earlier_first():
    march, june = claim(1), claim(2, value="in June", quote="will restart in June", said_on="2026-09-20")
    same = claim(3, said_on="2026-09-15")  # March again: agrees with the first
    other = claim(4, subject_entity="ent:other", value="in July", quote="in July")
    pairs = candidate_pairs([june, march, same, other])
    assert {(p.a["id"], p.b["id"]) for p in pairs} == {("c1", "c2"), ("c3", "c2")}
    assert all(p.conflict == "date" for p in pairs)
    late = claim(5, value="in June", quote="in June", said_on="2026-12-01")
    kept, skipped = split_by_date(candidate_pairs([march, late]))
    assert not kept and skipped[0]["claim_a"] == "c1"


def test_the_speakers_history_comes_with_the_pair():
    old = claim(1, id="c0", said_on="2026-08-01")
    june = claim(1, id="c8", value="in June", quote="in June", said_on="2026-09-01", cluster="cl8")
    again = claim(1, id="c9", said_on="2026-09-20")  # March again: one cluster with the first
    pair = next(p for p in candidate_pairs([old, june, again]) if {p.a["id"], p.b["id"]} == {"c8", "c9"})
    assert [c["id"] for c in pair.history] == ["c0"]


def lake_row(row: dict) -> dict:
    """A claims-mart row under the lake's names, as the contradiction_pairs stage reads it."""
    return {**row, "claim_id": row["id"], "doc_id": row["doc"]}


def test_each_pair_of_the_graph_carries_the_judges_verdict():
    """In the pipeline: one speaker moving the restart is a supersession, someone else's later
    date for it a contradiction, and a speaker going back to March a regression."""
    march = lake_row(claim(1))
    june = lake_row(
        claim(
            1, id="c1b", value="in June", quote="will restart in June", said_on="2026-09-20", cluster="cl1b"
        )
    )
    other = lake_row(
        claim(2, value="in June", quote="will restart in June", said_on="2026-09-15", cluster="cl1b")
    )
    back = lake_row(claim(1, id="c1c", said_on="2026-10-01", cluster="cl1c"))
    claims = [march, june, other, back]
    judged = {(p["claim_a"], p["claim_b"]): p for p in with_verdicts(find_pairs(claims, claims, "b"), claims)}
    assert judged[("c1", "c1b")]["verdict"] == "temporal_supersession"
    assert judged[("c1", "c2")]["verdict"] == "contradiction"
    assert judged[("c1b", "c1c")]["verdict"] == "temporal_regression"
    assert all(p["severity"] in {"low", "medium", "high"} and p["reason"] for p in judged.values())


def test_retrieve_puts_the_named_subject_first():
    claims = [
        claim(1),
        claim(2, subject="The restart report", subject_entity="ent:report", value="on the plant"),
    ]
    assert [c["id"] for c in retrieve("ent:field_alpha_plant", claims)] == ["c1"]
    assert [c["id"] for c in retrieve("The Field Alpha plant", claims)][0] == "c1"
    assert {c["id"] for c in retrieve("restart plant", claims)} == {"c1", "c2"}
    assert retrieve("nothing alike", claims) == []
    assert default_queries([claim(1), claim(2), claim(3, subject_entity="ent:alone")]) == [
        "ent:field_alpha_plant"
    ]


def test_the_cache_key_is_the_sorted_pair_judge_prompt_and_truncation():
    a, b = claim(1), claim(2, value="in June")
    key = cache_key(Pair(a, b, "date"), "deterministic", "v1", "none")
    assert key == cache_key(Pair(b, a, "date"), "deterministic", "v1", "none")
    assert key[:2] == tuple(sorted((claim_hash(a), claim_hash(b))))
    assert key != cache_key(Pair(a, b, "date"), "deterministic", "v2", "none")
    assert key != cache_key(Pair(a, b, "date"), "model", "v1", "none")
    assert key != cache_key(Pair(a, b, "date"), "deterministic", "v1", "pair-1500")
    # Wire copies (same words, speaker and date in another document) are one claim to a judge.
    assert claim_hash(a) == claim_hash({**a, "id": "c7", "doc": "d7", "outlet": "Other"})
    assert claim_hash(a) != claim_hash({**a, "quote": "The plant will restart in March, she said"})
    with_history = cache_key(Pair(a, b, "date", history=(claim(3),)), "deterministic", "v1", "none")
    assert with_history != key


def test_the_cache_keeps_verdicts_and_a_prompt_bump_misses(tmp_path):
    path = tmp_path / "cache" / "verdicts.sqlite"
    verdict = JudgeVerdict("contradiction", "medium", 0.85, "date conflict")
    pair = Pair(claim(1), claim(2, value="in June"), "date")
    JudgeCache(path).put(cache_key(pair, "deterministic", "v1", "none"), verdict)
    reopened = JudgeCache(path)
    assert reopened.get(cache_key(pair, "deterministic", "v1", "none")) == verdict
    assert reopened.get(cache_key(pair, "deterministic", "v2", "none")) is None
    assert reopened.size() == 1


def test_a_later_batch_that_grows_the_speakers_history_changes_an_earlier_pairs_verdict():
    from pipeline.judge.pairs import rejudged

    def lake_row(n, **fields):
        row = claim(1, id=f"c{n}", **fields)
        return {**row, "claim_id": row["id"], "doc_id": f"d{n}", "cluster": f"cl{n}"}

    june = lake_row(8, value="in June", quote="will restart in June", said_on="2026-09-01")
    march_again = lake_row(9, said_on="2026-09-20")
    first = with_verdicts(find_pairs([june, march_again], [june, march_again], "b1"), [june, march_again])
    assert [p["verdict"] for p in first] == ["temporal_supersession"]
    assert rejudged(first, [june, march_again]) == []  # nothing new: nothing judged again

    # A second batch brings an article of August in which the speaker had said March already:
    # going back to March is a regression, which the first batch could not know.
    march = lake_row(1, said_on="2026-08-01")
    (again,) = rejudged(first, [june, march_again, march])
    assert again["pair_id"] == first[0]["pair_id"]
    assert again["verdict"] == "temporal_regression"
    # only the latest row of a pair is judged again
    assert rejudged([*first, {**again, "batch": "b2"}], [june, march_again, march]) == []
