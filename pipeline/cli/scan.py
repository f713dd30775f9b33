"""``scan`` a claim against the library, ``link`` a result, ``report links``.

A scan prints contradictions first; ``--format json`` prints one object with
``scan_id``, ``claim`` and ``results``. No candidate is a message on stderr and
exit code 3 (``NO_CANDIDATES_EXIT``), never a guess.
"""

from __future__ import annotations

import json
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from pipeline.cli.options import Format, FormatOption, HomeOption, console, emit, errors, fail, settings_for
from pipeline.reports import document_label
from pipeline.settings import DEFAULT_HOME
from pipeline.terminal import cell

NO_CANDIDATES_EXIT = 3
VERDICT_STYLE = {"contradicts": "bold red", "supports": "green", "nuanced": "yellow", "irrelevant": "dim"}


class ScanFormat(str, Enum):
    table = "table"
    json = "json"


class JudgeName(str, Enum):
    learned = "learned"
    llm = "llm"
    server = "server"


def _document_cell(row: dict) -> str:
    lines = [
        row.get("title") or row["doc"],
        row.get("outlet") or "(outlet unknown)",
        row.get("date") or "(no date)",
    ]
    if row.get("path"):
        lines.append(row["path"])
    if row.get("also_in"):
        lines.append(
            f"(the same words in {len(row['also_in'])} more: "
            + ", ".join(document_label(c) for c in row["also_in"][:4])
            + ("…)" if len(row["also_in"]) > 4 else ")")
        )
    return "\n".join(cell(str(line)) for line in lines)


def scan_table(outcome: dict) -> Table:
    table = Table(title=cell(f"scan {outcome['scan_id']}: {outcome['claim']}"), show_lines=True)
    for column in ("#", "verdict", "passage (verbatim)", "document, outlet, date", "why"):
        table.add_column(column, overflow="fold")
    for r in outcome["results"]:
        style = VERDICT_STYLE[r["verdict"]]
        linked = "\nlinked" if r.get("linked") else ""
        table.add_row(
            str(r["result_no"]),
            f"[{style}]{r['verdict']}[/] {r['confidence']:.2f}{linked}",
            f"“{cell(r['passage'])}”",
            _document_cell(r),
            cell(r["explanation"]),
        )
    for f in outcome["failed"]:
        table.add_row("-", "[red]failed[/]", f"“{cell(f['passage'])}”", _document_cell(f), cell(f["error"]))
    return table


def links_table(rows: list[dict]) -> Table:
    table = Table(show_lines=True)
    for column in ("link", "relation", "claim", "passage (verbatim)", "document, outlet, date", "why"):
        table.add_column(column, overflow="fold")
    for r in rows:
        table.add_row(
            r["connection_id"],
            f"{r['relation']} {r['confidence']:.2f}",
            r.get("claim_snippet") or "",
            f"“{r['passage']}”",
            _document_cell({**r, "date": r.get("date") or r.get("published")}),
            r["explanation"],
        )
    return table


def scan(
    claim: Annotated[
        str, typer.Argument(help="The claim to check; citation markers are kept but not searched.")
    ],
    scope: Annotated[
        list[str] | None,
        typer.Option("--scope", help="Only documents under this drop-folder subfolder (repeatable)."),
    ] = None,
    home: HomeOption = Path(DEFAULT_HOME),
    format: Annotated[
        ScanFormat, typer.Option("--format", help="table or json (one object).")
    ] = ScanFormat.table,
    judge: Annotated[
        JudgeName, typer.Option(help="learned (milliseconds), llm (a GGUF) or server (a URL).")
    ] = JudgeName.learned,
    model: Annotated[
        str | None, typer.Option(help="GGUF file for --judge llm; model name for --judge server.")
    ] = None,
    url: Annotated[str | None, typer.Option(help="OpenAI-compatible server for --judge server.")] = None,
    no_cache: Annotated[bool, typer.Option("--no-cache", help="Judge every candidate again.")] = False,
) -> None:
    """Check CLAIM against the library: what supports it and, first, what contradicts it."""
    from pipeline.scan.engine import EmptyClaim, NoCandidates, run_scan
    from pipeline.scan.judge import get_judge
    from pipeline.scan.retrieve import NothingIndexed

    settings = settings_for(home)
    try:
        chosen = get_judge(judge.value, model, url)
        outcome = run_scan(settings, claim, chosen, scope or [], use_cache=not no_cache)
    except NoCandidates as err:
        if format is ScanFormat.json:
            sys.stdout.write(
                json.dumps({"scan_id": None, "claim": claim, "results": [], "error": str(err)}) + "\n"
            )
        errors.print(f"{err}: nothing in the library matches this claim.")
        raise typer.Exit(code=NO_CANDIDATES_EXIT) from None
    except (NothingIndexed, EmptyClaim, ValueError, FileNotFoundError) as err:
        fail(str(err))
    public = outcome.public()
    if format is ScanFormat.json:
        sys.stdout.write(json.dumps(public, default=str, indent=2) + "\n")
        return
    if outcome.links:
        console.rule(f"already linked to this claim ({len(outcome.links)})")
        console.print(links_table([{**link, "claim_snippet": ""} for link in outcome.links]))
    console.print(scan_table(public))
    console.print(
        f"{len(outcome.results)} results, {len(outcome.failed)} failed; {outcome.calls} judge calls, "
        f"{outcome.cache_hits} from the cache; {outcome.seconds:.2f} s. "
        f"Link one with: claimgraph link {outcome.scan_id} RESULT_NO"
    )


def link(
    scan_id: Annotated[str, typer.Argument(help="The scan, as `claimgraph scan` printed it.")],
    result_no: Annotated[int, typer.Argument(help="The result's number in that scan.")],
    home: HomeOption = Path(DEFAULT_HOME),
    format: Annotated[
        ScanFormat, typer.Option("--format", help="table or json (one object).")
    ] = ScanFormat.table,
) -> None:
    """Record a typed evidence link (supporting, contradicting, extending) from a scan's result."""
    from pipeline.scan.links import LinkRefused
    from pipeline.scan.links import link as record

    try:
        connection = record(settings_for(home), scan_id, result_no)
    except LinkRefused as err:
        fail(str(err))
    if format is ScanFormat.json:
        sys.stdout.write(json.dumps(connection, default=str, indent=2) + "\n")
        return
    if connection["already_linked"]:
        console.print(f"already linked: {connection['connection_id']} ({connection['relation']})")
        return
    anchor = "new anchor" if connection["anchor_created"] else "existing anchor reused"
    console.print(
        f"linked {connection['connection_id']}: {connection['relation']} ({connection['confidence']:.2f}), "
        f"{anchor} {connection['anchor_id']}"
    )


def report_links(home: HomeOption = Path(DEFAULT_HOME), format: FormatOption = Format.table) -> None:
    """Every evidence link: relation, claim, the verbatim passage and its document."""
    from pipeline.scan.links import report_links as rows

    emit(rows(settings_for(home)), format, links_table)
