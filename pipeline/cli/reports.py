"""The questions asked of the graph: ``report ...``, ``who-claims`` and ``first-appearance``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import duckdb
import typer
from rich.table import Table

from pipeline import reports
from pipeline.cli.options import Format, FormatOption, HomeOption, emit, fail, settings_for
from pipeline.judge.verdicts import is_unsure
from pipeline.reports import document_label, speaker_label
from pipeline.settings import DEFAULT_HOME

report_app = typer.Typer(
    help="The reports: single-origin claims, contradictions, and what new versions of articles corrected.",
    no_args_is_help=True,
)


def _claim_line(claim: dict) -> str:
    speaker = speaker_label(claim)
    # "\\[" keeps rich from reading the stance as markup (it would vanish).
    return f"{speaker} \\[{claim['modality']}] ({document_label(claim)}, {claim['said_on'] or 'undated'})"


def _origin_cell(row: dict) -> str:
    """Each origin with what it is ("a copy group of 3 documents ...; shown by hel_0046.txt, the
    earliest by date") and, where the floor counts it with another, which; then the origin's own
    articles among the documents."""
    origin_set = row.get("origin_set") or [row["origin"]]
    details = row.get("origin_details") or [row.get("origin_detail")]
    groups = row.get("origin_groups") or origin_set
    lines = [
        (f"{origin}\n  ({detail})" if detail else origin)
        + (f"\n  (may be one report with {group})" if group != origin else "")
        for origin, detail, group in zip(
            origin_set, [*details, *[None] * len(origin_set)], groups, strict=False
        )
    ]
    return "\n".join(lines) + "\n" + ("\n".join(row["origin_docs"]) or "(no article of its own here)")


def single_origin_table(rows: list[dict]) -> Table:
    table = Table(show_lines=True, caption=reports.ORIGINS_NOTE)
    for column in ("claim", "quote", "documents", "origins", "origin (its own articles)"):
        table.add_column(column, overflow="fold")
    for row in rows:
        first = row["claims"][0] if row["claims"] else {}
        outlets = sorted({document_label(c) for c in row["claims"]})
        table.add_row(
            f"{row['subject']} / {row['predicate']} / {row['value']}\n" + ", ".join(outlets),
            f"“{first.get('quote', '')}”",
            str(row["documents"]),
            str(row["origins"])
            if "origins_floor" not in row
            else f"{row['origins_floor']}-{row['origins_ceiling']}",
            _origin_cell(row),
        )
    return table


def _origins(side: dict) -> str:
    if side.get("origins_floor") is None:
        return ""
    floor, ceiling = side["origins_floor"], side["origins_ceiling"]
    return str(floor) if floor == ceiling else f"{floor}-{ceiling}"


# A denial's row holds every wording of what it denies; the table shows this many of them.
WORDINGS_SHOWN = 3


def _positions_line(row: dict) -> str:
    """ "denial: 2 documents, origins 2 / denied: 8 wordings, 10 documents, origins 3-4", and the
    wordings judged to stand beside the denial ("judged apart: ...")."""
    parts = []
    for position in row.get("positions") or []:
        if position["position"] == "value":
            continue  # one position a side: the side lines say it all
        wordings = position["sides"]
        documents = position["documents"]
        name = "judged apart" if position["position"] == "apart" else position["position"]
        parts.append(
            f"{name}: "
            + (f"{wordings} wordings, " if wordings > 1 else "")
            + f"{documents} document{'s' if documents != 1 else ''}, origins {_origins(position)}"
        )
    return "\n".join(parts)


def contradictions_table(rows: list[dict]) -> Table:
    """Each pair as two lines, one per side; the strongest pairs first, as the report ranks them.
    A denial's row shows the denial, the first few wordings of what it denies, how many more there
    are (the row's positions line counts them all), and the wordings judged apart from it."""
    table = Table(show_lines=True, caption=reports.ORIGINS_NOTE)
    for column in ("conflict", "subject / predicate", "side", "quote", "who, where, when", "origins"):
        table.add_column(column, overflow="fold")
    for row in rows:
        kind = " ".join(filter(None, (row.get("conflict"), row.get("relation"))))
        if row.get("verdict"):
            kind += f"\n{row['verdict']} ({row['severity']}, {row['confidence']:.2f})"
            if is_unsure(row.get("reason")):
                # Held under the floor, not dismissed: an undated clash goes to a person.
                kind += "\njudge unsure: to review"
        if positions := _positions_line(row):
            kind += f"\n{positions}"
        denials = [s for s in row["sides"] if s.get("position") == "denial"]
        apart = [s for s in row["sides"] if s.get("position") == "apart"]
        wordings = [s for s in row["sides"] if s.get("position") not in ("denial", "apart")]
        if denials:  # the wordings of what is denied that most documents carry first
            wordings = sorted(wordings, key=lambda s: -(s.get("documents") or 0))[:WORDINGS_SHOWN]
        shown = denials + wordings + apart
        for n, side in enumerate(shown):
            claim = side["claims"][0] if side["claims"] else {}
            sources = "\n".join(_claim_line(c) for c in side["claims"][:5])
            more = len(side["claims"]) - 5
            table.add_row(
                kind if n == 0 else "",
                f"{row['subject']} / {row['predicate']}" if n == 0 else "",
                f"{side['value'] or '(no value)'} ({side['polarity']})"
                + ("\njudged apart: both can hold" if side.get("position") == "apart" else ""),
                f"“{side.get('quote') or claim.get('quote', '')}”",
                sources + (f"\n... and {more} more" if more > 0 else ""),
                _origins(side),
            )
        if hidden := len(row["sides"]) - len(shown):
            table.add_row(
                "",
                "",
                f"... and {hidden} more wording{'s' if hidden != 1 else ''} of what is denied",
                "",
                "",
                "",
            )
    return table


def corrections_table(rows: list[dict]) -> Table:
    table = Table(show_lines=True)
    for column in ("article", "subject / predicate", "speaker", "before", "now"):
        table.add_column(column, overflow="fold")
    for row in rows:
        table.add_row(
            Path(row["path"]).name,
            f"{row['subject']} / {row['predicate']}",
            speaker_label(row),
            f"{row['old_value'] or '(no value)'} ({row['old_polarity']})\n“{row['old_quote']}”",
            f"{row['new_value'] or '(no value)'} ({row['new_polarity']})\n“{row['new_quote']}”",
        )
    return table


def claims_table(rows: list[dict]) -> Table:
    table = Table(show_lines=True)
    for column in (
        "speaker",
        "modality",
        "subject / predicate / value",
        "quote",
        "doc",
        "said on",
        "refers to",
    ):
        table.add_column(column, overflow="fold")
    for c in rows:
        table.add_row(
            speaker_label(c),
            c["modality"],
            f"{c['subject']} / {'not ' if c.get('polarity') == 'negative' else ''}{c['predicate']} / {c['value']}",
            f"“{c['quote']}”",
            document_label(c),
            c["said_on"] or "",
            c["refers_to"] or "",
        )
    return table


def _published(home: Path) -> Path:
    return settings_for(home).published_path


def _report(fn, *args):
    try:
        return fn(*args)
    except (reports.NoData, reports.QueryRefused) as err:
        fail(str(err))
    except duckdb.Error as err:
        # A published file that is not a DuckDB database (cut short, overwritten): say so, not a traceback.
        fail(
            f"cannot read the published marts in {args[0]}: {str(err).strip().splitlines()[0]}. "
            "`claimgraph ingest` publishes them again from the warehouse."
        )


@report_app.command("single-origin")
def report_single_origin(
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
    min_documents: Annotated[
        int, typer.Option(help="Only claims carried by at least this many documents.")
    ] = 5,
) -> None:
    """Claims that many documents repeat but that trace back to one origin."""
    emit(_report(reports.single_origin, _published(home), min_documents), format, single_origin_table)


@report_app.command("contradictions")
def report_contradictions(home: HomeOption = Path(DEFAULT_HOME), format: FormatOption = Format.table) -> None:
    """Pairs of claims that cannot both hold, strongest first, each side with its sources and origins."""
    emit(
        _report(reports.contradictions, _published(home)),
        format,
        contradictions_table,
        note=reports.ORIGINS_NOTE,
    )


@report_app.command("corrections")
def report_corrections(home: HomeOption = Path(DEFAULT_HOME), format: FormatOption = Format.table) -> None:
    """What new versions of articles changed (a file read again with other words): before and now."""
    emit(_report(reports.corrections, _published(home)), format, corrections_table)


@report_app.command("corroborated")
def report_corroborated(
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
    min_origins: Annotated[int, typer.Option(help="At least this many independent origins (the floor).")] = 2,
) -> None:
    """The opposite of single-origin: claims with at least K independent origins, counted cautiously."""
    emit(_report(reports.corroborated, _published(home), min_origins), format, single_origin_table)


def who_claims(
    text: Annotated[str, typer.Argument(help="Words to look for in the subject, predicate, value or quote.")],
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
) -> None:
    """Who claims TEXT: every matching claim with its speaker and quote."""
    emit(_report(reports.who_claims, _published(home), text), format, claims_table)


def first_appearance(
    text: Annotated[str, typer.Argument(help="Words to look for in the subject, predicate, value or quote.")],
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
) -> None:
    """The first document to carry each claim matching TEXT."""
    emit(_report(reports.first_appearance, _published(home), text), format, claims_table)
