"""How the command line's tables show a claim."""

from rich.console import Console

from pipeline.cli.reports import claims_table


def test_a_claim_whose_source_is_not_named_says_so_in_the_table():
    claim = {
        "speaker": "",
        "modality": "asserts",
        "subject": "The club",
        "predicate": "spend",
        "value": "$1.5 million",
        "quote": "The club is reportedly spending $1.5 million",
        "doc": "doc-1",
        "said_on": "2026-09-14",
        "refers_to": None,
    }
    console = Console(record=True, width=200)
    console.print(claims_table([claim]))
    assert "(source not named)" in console.export_text()


def test_a_claim_from_a_folder_of_text_files_shows_its_file_not_a_document_hash():
    claim = {
        "speaker": "Mayor Jane Holt",
        "modality": "asserts",
        "subject": "the crane",
        "predicate": "cost",
        "value": "$4 million",
        "quote": "The new harbour crane will cost $4 million",
        "doc": "doc_0a8b3d135b929bb1",
        "file": "fnc_1092.txt",
        "outlet": None,
        "said_on": None,
        "refers_to": None,
    }
    console = Console(record=True, width=200)
    console.print(claims_table([claim, {**claim, "outlet": "Harbour Times"}]))
    text = console.export_text()
    assert "fnc_1092.txt" in text and "Harbour Times" in text
    assert "doc_0a8b3d135b929bb1" not in text


def test_the_articles_own_voice_is_shown_as_such_in_a_trajectory():
    from pipeline.cli.analysis import trajectory_table

    row = {
        "said_on": None,
        "roles": ["subject"],
        "speaker": "",
        "narrated": True,
        "modality": "asserts",
        "outlet": "Herald",
        "doc": "doc-1",
        "subject": "Putin",
        "polarity": "positive",
        "predicate": "land",
        "value": "almost an hour late",
        "quote": "Putin landed in Helsinki almost an hour late",
        "flags": [],
    }
    console = Console(record=True, width=200)
    console.print(trajectory_table([row]))
    assert "(the article itself)" in console.export_text()
    assert "(source not named)" not in console.export_text()
    # a .txt drop names no outlet: the file it came in is shown, not the document id
    console = Console(record=True, width=200)
    console.print(trajectory_table([{**row, "outlet": None, "file": "hel_0012.txt"}]))
    assert "hel_0012.txt" in console.export_text() and "doc-1" not in console.export_text()


def test_page_text_cannot_drive_the_terminal_or_break_the_table(capsys):
    """An escape sequence in a quote is dropped, and '[/i]' or a stance in brackets is shown, not read as markup."""
    from pipeline.cli.options import Format, emit
    from pipeline.cli.reports import contradictions_table

    claim = {
        "speaker": "Ward",
        "modality": "asserts",
        "quote": "the plant \x1b[2J\x1b[31mwill restart[/i] in March",
        "doc": "doc-1",
        "outlet": "Herald",
        "said_on": "2026-09-14",
    }
    row = {
        "subject": "plant",
        "predicate": "restart",
        "sides": [{"value": "in March", "polarity": "positive", "claims": [claim], "sources": ["Herald"]}],
    }
    emit([row], Format.table, contradictions_table)
    out = capsys.readouterr().out
    assert "\x1b[2J" not in out and "\x1b[31m" not in out
    assert "[/i]" in out
    assert "[asserts]" in out


def _pair_row():
    claim = {
        "speaker": "Ward",
        "modality": "denies",
        "quote": "q",
        "doc": "doc-1",
        "outlet": "Herald",
        "said_on": None,
    }
    side = {"value": "in March", "polarity": "negative", "claims": [claim], "sources": ["Herald"]}
    return {
        "subject": "plant",
        "predicate": "restart",
        "sides": [
            {**side, "origins_floor": 1, "origins_ceiling": 3},
            {**side, "origins_floor": 2, "origins_ceiling": 2},
        ],
        "pairs": [],
        "conflict": "denial",
        "relation": "contradiction",
    }


def test_the_contradictions_table_shows_each_sides_origins_and_what_they_count(capsys):
    from pipeline.cli.options import Format, emit
    from pipeline.cli.reports import contradictions_table

    emit([_pair_row()], Format.table, contradictions_table)
    out = " ".join(capsys.readouterr().out.split())
    assert "1-3" in out and "denial" in out
    assert "describe the reporting, not the world" in out


def test_json_stays_one_array_and_the_note_goes_to_stderr(capsys):
    import json

    from pipeline.cli.options import Format, emit
    from pipeline.cli.reports import contradictions_table
    from pipeline.reports import ORIGINS_NOTE

    emit([_pair_row()], Format.json, contradictions_table, note=ORIGINS_NOTE)
    captured = capsys.readouterr()
    assert json.loads(captured.out)[0]["conflict"] == "denial"
    assert "not the world" in captured.err


def test_origin_reports_show_the_copy_group_and_say_what_an_origin_count_means():
    from pipeline.cli.reports import single_origin_table
    from pipeline.reports import ORIGINS_NOTE

    row = {
        "cluster": "cl_1",
        "subject": "the plant",
        "predicate": "restart",
        "value": "in March",
        "documents": 3,
        "origins": 1,
        "origin": "copies:doc_b",
        "origin_detail": "a copy group of 3 documents that name no upstream; shown by b.txt, the most complete",
        "origin_docs": ["doc_b"],
        "claims": [{"quote": "The plant will restart in March", "doc": "doc_b", "outlet": None}],
    }
    console = Console(record=True, width=300)
    console.print(single_origin_table([row]))
    text = " ".join(console.export_text().split())
    assert "copies:doc_b" in text and "shown by b.txt, the most complete" in text
    assert " ".join(ORIGINS_NOTE.split()) in text
    assert "the reporting, not the world" in ORIGINS_NOTE
    # a corroborated row says which origins its floor counts as one report
    corroborated = {
        **row,
        "origins_floor": 2,
        "origins_ceiling": 3,
        "origin_set": ["outlet:ap", "outlet:cnn", "outlet:reuters"],
        "origin_groups": ["outlet:ap", "outlet:ap", "outlet:reuters"],
        "origin_details": [None, None, None],
    }
    console = Console(record=True, width=300)
    console.print(single_origin_table([corroborated]))
    text = " ".join(console.export_text().split())
    assert "2-3" in text and text.count("may be one report with") == 1
    assert "may be one report with outlet:ap" in text


def test_a_contradiction_held_under_the_floor_reads_as_one_to_review_not_a_dismissal(capsys):
    from pipeline.cli.options import Format, emit
    from pipeline.cli.reports import contradictions_table

    unsure = {
        **_pair_row(),
        "verdict": "no_contradiction",
        "severity": "medium",
        "confidence": 0.65,
        "reason": "judge unsure (0.65 < 0.7): quantity conflict: 2.5 million against 2.8 million",
    }
    dismissed = {**unsure, "reason": "both can hold: different periods"}
    emit([unsure], Format.table, contradictions_table)
    words = capsys.readouterr().out.split()  # the narrow test terminal wraps the cell
    assert "unsure:" in words and "review" in words
    emit([dismissed], Format.table, contradictions_table)
    assert "review" not in capsys.readouterr().out.split()


def test_a_denial_row_shows_its_positions_and_folds_the_wordings_of_what_it_denies():
    from pipeline.cli.reports import contradictions_table

    def side(cluster: str, value: str, polarity: str, documents: int, position: str = "denied") -> dict:
        claim = {
            "speaker": "",
            "modality": "asserts",
            "quote": value,
            "doc": f"doc-{cluster}",
            "said_on": None,
        }
        return {
            "cluster": cluster,
            "value": value,
            "polarity": polarity,
            "claims": [claim],
            "documents": documents,
            "origins_floor": 1,
            "origins_ceiling": 1,
            "position": position,
        }

    wordings = [side(f"cl_{n}", f"a third breast, wording {n}", "positive", n) for n in range(1, 7)]
    row = {
        **_pair_row(),
        "topic": "denial|cl_hoax",
        "sides": [
            side("cl_hoax", "a hoax", "positive", 1, "denial"),
            *wordings,
            side("cl_plan", "plans a third breast next year", "positive", 1, "apart"),
        ],
        "positions": [
            {"position": "denial", "sides": 1, "documents": 1, "origins_floor": 1, "origins_ceiling": 1},
            {"position": "denied", "sides": 6, "documents": 9, "origins_floor": 4, "origins_ceiling": 6},
            {"position": "apart", "sides": 1, "documents": 1, "origins_floor": 1, "origins_ceiling": 1},
        ],
    }
    console = Console(record=True, width=400)
    console.print(contradictions_table([row]))
    out = " ".join(console.export_text().replace("│", " ").split())
    assert "denied: 6 wordings, 9 documents, origins 4-6" in out
    assert "a hoax" in out
    # the wordings most documents carry are shown, the rest counted
    shown = [n for n in range(1, 7) if f"wording {n}" in out]
    assert shown == [4, 5, 6]
    assert "... and 3 more wordings of what is denied" in out
    # a wording the judge holds can stand beside the denial is shown, and said to be apart
    assert "judged apart: 1 document, origins 1" in out
    assert "plans a third breast next year (positive)" in out and "judged apart: both can hold" in out


def test_a_scan_result_names_its_copies_by_outlet_else_by_file():
    from pipeline.cli.scan import _document_cell

    row = {
        "title": "Bear flees",
        "doc": "doc_1",
        "outlet": None,
        "also_in": [
            {"doc": "doc_2", "outlet": None, "date": None, "path": "drop/fnc_2073.txt"},
            {"doc": "doc_3", "outlet": "Daily Mail", "date": None, "path": "drop/dm.html"},
        ],
    }
    text = _document_cell(row)
    assert "fnc_2073.txt, Daily Mail" in text and "doc_2" not in text
