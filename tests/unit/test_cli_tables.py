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
