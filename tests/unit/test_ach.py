"""The ACH matrix: positions, rows, cells, diagnostic rows, origins; markdown and csv."""

from pipeline.ach import assess, csv_rows, evidence_rows, matrix, origins_range, positions, to_markdown
from tests.unit.claim_rows import claim_row


def claim(n: int, **fields) -> dict:
    return claim_row(
        n,
        **{
            "speaker": "two energy ministry officials",
            "speaker_entity": "ent:officials",
            "modality": "expects",
            "doc": f"doc{n}",
            "cluster": "cl_march",
            **fields,
        },
    )


# The demo's story: a wire story printed twice, the ministry's denial, the minister's March and June.
CLAIMS = [
    claim(1),
    claim(2, said_on="2026-09-15"),
    claim(
        3,
        speaker="The Energy Ministry",
        speaker_entity="ent:energy_ministry",
        modality="denies",
        polarity="negative",
        said_on="2026-09-16",
        cluster="cl_denial",
        quote="that the Field Alpha plant will restart in March",
    ),
    claim(4, speaker="Lina Varga", speaker_entity="ent:varga", said_on="2026-09-16"),
    claim(
        5,
        speaker="Lina Varga",
        speaker_entity="ent:varga",
        said_on="2026-10-20",
        value="in June",
        cluster="cl_june",
        quote="the Field Alpha plant will restart in June",
    ),
]
ORIGINS = {
    "c1": [{"origin": "outlet:reuters", "speaker_anonymous": False}],
    "c2": [{"origin": "outlet:reuters", "speaker_anonymous": False}],
    "c3": [{"origin": "doc:doc3", "speaker_anonymous": False}],
}


def cells(result: dict) -> list[list[str]]:
    return [[row["cells"][p["key"]] for p in result["positions"]] for row in result["rows"]]


def test_the_march_june_restart_and_the_denial_are_the_positions():
    result = matrix("ent:field_alpha_plant", CLAIMS, ORIGINS)
    assert [p["label"] for p in result["positions"]] == [
        "restart in March",
        "not restart in March",
        "restart in June",
    ]
    assert [p["value_type"] for p in result["positions"]] == ["date", "date", "date"]
    assert result["positions"][0]["claims"] == ["c1", "c2", "c4"]
    assert [(r["speaker"], r["claims"]) for r in result["rows"]] == [
        ("two energy ministry officials", ["c1", "c2"]),  # printed twice: one item of evidence
        ("The Energy Ministry", ["c3"]),
        ("Lina Varga", ["c4"]),
        ("Lina Varga", ["c5"]),
    ]
    assert cells(result) == [
        ["consistent", "inconsistent", "inconsistent"],
        ["inconsistent", "consistent", "neutral"],  # denying March says nothing of June
        ["consistent", "inconsistent", "inconsistent"],
        ["inconsistent", "neutral", "consistent"],
    ]
    assert all(r["diagnostic"] for r in result["rows"]) and result["diagnostic_rows"] == 4
    assert [(p["consistent"], p["inconsistent"]) for p in result["positions"]] == [(2, 2), (1, 2), (1, 2)]
    # the minister's March is superseded by her June, and stays in the matrix
    assert [s["id"] for s in result["rows"][2]["superseded_by"]] == ["c5"]
    assert result["rows"][0]["superseded_by"] == []
    first = result["rows"][0]
    assert (first["documents"], first["origins_floor"], first["origins_ceiling"]) == (2, 1, 1)


def test_a_row_consistent_with_every_position_is_not_diagnostic():
    vague = claim(6, speaker="A union", speaker_entity="ent:union", value="in 2027", cluster="cl_2027")
    march = claim(7, value="in March 2027", cluster="cl_m")
    june = claim(8, speaker_entity="ent:x", value="in June 2027", cluster="cl_j", said_on="2026-09-20")
    result = matrix("ent:field_alpha_plant", [vague, march, june], {})
    # "in 2027" joins the more specific "in March 2027" instead of making March and June one
    assert [p["label"] for p in result["positions"]] == ["restart in March 2027", "restart in June 2027"]
    by_speaker = {r["speaker"]: r for r in result["rows"]}
    assert list(by_speaker["A union"]["cells"].values()) == ["consistent", "consistent"]
    assert not by_speaker["A union"]["diagnostic"]
    assert result["diagnostic_rows"] == 2


def test_positions_that_compete_with_none_and_neutral_rows_are_left_out():
    other = claim(9, predicate="hire", value="200 workers", cluster="cl_hire", speaker_entity="ent:y")
    result = matrix("ent:field_alpha_plant", [*CLAIMS, other], ORIGINS)
    assert result["positions_left_out"] == ["hire 200 workers"] and result["left_out"] == 1
    assert len(result["positions"]) == 3
    only = matrix("ent:field_alpha_plant", [*CLAIMS, other], ORIGINS, predicate="hire")
    assert [p["label"] for p in only["positions"]] == ["hire 200 workers"] and len(only["rows"]) == 1
    assert matrix("ent:field_alpha_plant", CLAIMS, ORIGINS, predicate="close")["rows"] == []
    # claims on another subject, or with nothing to compare, are not evidence here
    assert matrix("ent:elsewhere", CLAIMS, ORIGINS)["rows"] == []


def test_a_denial_under_another_predicate_joins_a_predicate_s_matrix():
    march = claim(11, value="production in March", cluster="cl_b")
    denial = claim(
        10,
        speaker_entity="ent:energy_ministry",
        modality="denies",
        polarity="negative",
        predicate="resume",
        value="restart production in March",
        cluster="cl_d2",
        said_on="2026-09-16",
        quote="denied that it would resume and restart production in March",
    )
    unrelated = claim(13, predicate="hire", value="200 workers", cluster="cl_hire")
    result = matrix("ent:field_alpha_plant", [march, denial, unrelated], {}, predicate="restart")
    assert [p["label"] for p in result["positions"]] == [
        "restart production in March",
        "not resume restart production in March",
    ]
    assert cells(result) == [["consistent", "inconsistent"], ["inconsistent", "consistent"]]


def test_cells():
    rows = evidence_rows(CLAIMS, ORIGINS)
    march, denial, june = positions(rows)
    assert assess(CLAIMS[3], march) == "consistent"
    assert assess(CLAIMS[2], march) == "inconsistent"
    assert assess(CLAIMS[4], denial) == "neutral"


def test_origins_count_anonymous_only_origins_as_at_least_one():
    assert origins_range([]) == {"origins_floor": 0, "origins_ceiling": 0, "origin_set": []}
    rows = [
        {"origin": "outlet:reuters", "speaker_anonymous": False},
        {"origin": "doc:a", "speaker_anonymous": True},
        {"origin": "doc:b", "speaker_anonymous": True},
        {"origin": "doc:b", "speaker_anonymous": False},  # named there once: a named origin
    ]
    assert origins_range(rows) == {
        "origins_floor": 2,
        "origins_ceiling": 3,
        "origin_set": ["doc:a", "doc:b", "outlet:reuters"],
    }
    only_anonymous = [
        {"origin": "doc:a", "speaker_anonymous": True},
        {"origin": "doc:c", "speaker_anonymous": True},
    ]
    assert (
        origins_range(only_anonymous)["origins_floor"],
        origins_range(only_anonymous)["origins_ceiling"],
    ) == (1, 2)


def test_markdown_and_csv():
    hostile = claim(12, speaker="A | B\x1b[2J", speaker_entity="ent:ab", cluster="cl_h", said_on="2026-09-13")
    result = matrix("ent:field_alpha_plant", [*CLAIMS, hostile], ORIGINS)
    text = to_markdown(result, "The Field Alpha plant", "Origins describe the reporting.")
    lines = text.splitlines()
    assert lines[0] == "# ACH: The Field Alpha plant (ent:field_alpha_plant)"
    assert lines[2].endswith(
        "| H1: restart in March | H2: not restart in March | H3: restart in June | diagnostic |"
    )
    assert "A \\| B" in text and "\x1b" not in text
    assert "superseded: the speaker said restart in June on 2026-10-20" in text
    # a denial's quote is what it denies: the stance says so
    assert (
        "| The Energy Ministry [denies] | 2026-09-16 | “that the Field Alpha plant will restart in March” |"
        in text
    )
    assert text.count("**diagnostic**") == 5 and "Origins describe the reporting." in text
    rows = csv_rows(result)
    assert list(rows[0])[-5:] == [
        "H1: restart in March",
        "H2: not restart in March",
        "H3: restart in June",
        "diagnostic",
        "superseded_by",
    ]
    assert rows[3]["superseded_by"] == ["c5"]


def test_the_articles_own_voice_and_an_unnamed_source_are_told_apart():
    narrated = claim(13, speaker="", speaker_entity=None, narrated=True, cluster="cl_n", said_on="2026-09-14")
    unnamed = claim(14, speaker="", speaker_entity=None, cluster="cl_u", said_on="2026-09-14")
    result = matrix("ent:field_alpha_plant", [*CLAIMS, narrated, unnamed], ORIGINS)
    rows = {row["claims"][0]: row for row in result["rows"]}
    assert (rows["c13"]["narrated"], rows["c14"]["narrated"]) == (True, False)
    text = to_markdown(result, "The Field Alpha plant", "")
    assert "| (the article itself) [expects] |" in text and "| (source not named) [expects] |" in text


def test_claims_that_clash_with_none_make_no_matrix_but_are_counted_by_predicate():
    # Saudia on the real-news drop: twenty claims, each saying something else, none contradicting
    hire = claim(20, predicate="hire", value="200 workers", cluster="cl_hire", speaker_entity="ent:y")
    join = claim(
        21, predicate="join", value="the SkyTeam alliance", cluster="cl_join", speaker_entity="ent:z"
    )
    result = matrix("ent:field_alpha_plant", [claim(1), hire, join], ORIGINS)
    assert result["positions"] == [] and result["rows"] == [] and result["diagnostic_rows"] == 0
    assert result["comparable_claims"] == 3
    assert dict(result["predicates"]) == {"restart": 1, "hire": 1, "join": 1}
    # a predicate still lays out its positions, clash or not
    assert [
        p["label"] for p in matrix("ent:field_alpha_plant", [claim(1), hire], ORIGINS, "hire")["positions"]
    ] == ["hire 200 workers"]


def test_a_light_verbs_complement_is_said_once_in_a_position():
    # "Russia / be foe / a foe in certain respects" read "be foe a foe in certain respects"
    foe = claim(22, predicate="be foe", value="a foe in certain respects", cluster="cl_foe")
    result = matrix("ent:field_alpha_plant", [foe], ORIGINS, "be foe")
    assert [p["label"] for p in result["positions"]] == ["be a foe in certain respects"]


def test_verbs_that_say_one_thing_are_one_position():
    # `ach Russia` on the real-news drop: "not interfere" and "not meddle" were two columns
    kw = {"subject_entity": "ent:russia", "modality": "denies", "polarity": "negative"}
    interfere = claim(30, predicate="interfere", value="in the election", cluster="cl_i", **kw)
    meddle = claim(
        31, predicate="meddle", value="in the election", cluster="cl_m", speaker_entity="ent:k", **kw
    )
    found = positions(evidence_rows([interfere, meddle], {}))
    assert [p["label"] for p in found] == ["not interfere in the election"]
    assert len(found[0]["rows"]) == 2


def test_two_articles_own_narration_clash_only_with_a_denial():
    # `ach Trump` on the drop: "Trump arrived in Finland's capital a day early" against "Trump
    # arrived about 30 minutes late for a working session", both narration, were two positions
    kw = {"subject_entity": "ent:trump", "predicate": "arrive", "narrated": True, "speaker": ""}
    early = claim(40, value="a day early", cluster="cl_e", speaker_entity=None, **kw)
    late = claim(41, value="about 30 minutes late", cluster="cl_l", speaker_entity=None, **kw)
    assert matrix("ent:trump", [early, late], {})["positions"] == []
    # nor with a speaker's figure; two speakers' figures make two positions
    said = {**late, "narrated": False, "speaker": "an aide", "speaker_entity": "ent:aide"}
    assert matrix("ent:trump", [early, said], {})["positions"] == []
    told = {**early, "narrated": False, "speaker": "a guard", "speaker_entity": "ent:guard"}
    assert len(matrix("ent:trump", [told, said], {})["positions"]) == 2


def test_a_row_without_an_outlet_names_the_file_its_article_came_in():
    rows = evidence_rows([{**c, "outlet": None, "path": f"/drop/fnc_{c['id']}.txt"} for c in CLAIMS], ORIGINS)
    assert {o for row in rows for o in row["outlets"]} >= {"fnc_c1.txt", "fnc_c3.txt"}
