"""An entity's trajectory: time order, roles, and the judge's supersessions and regressions inline."""

from pipeline.trajectory import flags_by_claim, judged_pairs, roles, trajectory
from tests.unit.claim_rows import claim_row


def claim(n: int, **fields) -> dict:
    return claim_row(
        n,
        **{
            "speaker": "Energy Minister Lina Varga",
            "speaker_entity": "ent:varga",
            "modality": "expects",
            "said_on": "2026-09-16",
            "doc": f"doc{n}",
            **fields,
        },
    )


JUNE = {"value": "in June", "quote": "The Field Alpha plant will restart in June"}


def flags(rows: list[dict], claim_id: str) -> list[tuple[str, str]]:
    row = next(r for r in rows if r["id"] == claim_id)
    return [(f["verdict"], f["other"]["id"]) for f in row["flags"]]


def test_the_later_claim_supersedes_the_earlier_and_both_stay():
    claims = [claim(2, said_on="2026-10-20", **JUNE), claim(1)]
    rows = trajectory("ent:varga", claims)
    assert [r["id"] for r in rows] == ["c1", "c2"]
    assert flags(rows, "c1") == [("temporal_supersession", "c2")]
    assert flags(rows, "c2") == [("temporal_supersession", "c1")]
    assert rows[0]["flags"][0]["flag"] == "superseded by" and rows[1]["flags"][0]["flag"] == "supersedes"
    assert rows[0]["flags"][0]["other"]["value"] == "in June"


def test_going_back_to_a_position_given_up_is_a_regression():
    claims = [
        claim(1, said_on="2026-09-01"),
        claim(2, said_on="2026-09-10", **JUNE),
        claim(3, said_on="2026-09-20"),
    ]
    rows = trajectory("ent:varga", claims)
    assert ("temporal_regression", "c2") in flags(rows, "c3")
    assert ("temporal_supersession", "c2") in flags(rows, "c1")
    back = next(f for f in rows[2]["flags"] if f["verdict"] == "temporal_regression")
    assert back["flag"].startswith("goes back to a position given up")


def test_speaker_and_subject_roles_time_order_and_a_contradiction_from_another_speaker():
    claims = [
        claim(1),
        # the ministry denies it on the same day: a contradiction, flagged on both sides
        claim(
            2,
            speaker="The Energy Ministry",
            speaker_entity="ent:energy_ministry",
            modality="denies",
            polarity="negative",
            quote="denied that the plant will restart in March",
        ),
        # the minister as the subject of someone else's claim, undated: last
        claim(
            3,
            speaker="Officials",
            speaker_entity="ent:officials",
            subject="the minister",
            subject_entity="ent:varga",
            predicate="tell",
            value="them the restart was on track",
            said_on=None,
        ),
        claim(4, speaker_entity="ent:someone_else", said_on="2026-09-01"),
    ]
    rows = trajectory("ent:varga", claims)
    assert [(r["id"], r["roles"]) for r in rows] == [("c1", ["speaker"]), ("c3", ["subject"])]
    assert flags(rows, "c1") == [("contradiction", "c2")]
    assert rows[0]["flags"][0]["flag"] == "contradicted by" and rows[0]["flags"][0]["severity"] == "high"
    assert rows[1]["flags"] == []
    assert roles(claim(5, subject_entity="ent:varga"), "ent:varga") == ["speaker", "subject"]


def test_pairs_with_no_side_in_the_trajectory_are_not_judged():
    claims = [
        claim(1, speaker_entity="ent:a"),
        claim(2, speaker_entity="ent:b", said_on="2026-09-17", **JUNE),
        claim(3, speaker_entity="ent:c", subject_entity="ent:other"),
    ]
    assert judged_pairs([claims[2]], claims) == []
    judged = judged_pairs([claims[0]], claims)
    assert [(p.a["id"], p.b["id"], v.verdict) for p, v in judged] == [("c1", "c2", "contradiction")]
    assert set(flags_by_claim(judged)) == {"c1", "c2"}


def test_attributions_without_a_proposition_are_left_out():
    request = claim(3, predicate="extradite", is_proposition=False, proposition_reason="request")
    fragment = claim(4, predicate="", value="", is_proposition=False, proposition_reason="noun_phrase")
    rows = trajectory("ent:varga", [claim(1), request, fragment])
    assert [r["id"] for r in rows] == ["c1"]
