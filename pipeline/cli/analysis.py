"""``trajectory`` and ``ach``: one entity's claims over time; one subject's competing positions.

Both read the published ``claims`` mart and name the entity as resolution did
(``pipeline.lookup``); the work is in ``pipeline.trajectory`` and ``pipeline.ach``.
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
from pipeline.cli.reports import _report
from pipeline.reports import document_label, speaker_label
from pipeline.settings import DEFAULT_HOME


class MatrixFormat(str, Enum):
    """The ACH matrix is a spreadsheet: markdown to read or paste, csv to open, json to program."""

    markdown = "markdown"
    csv = "csv"
    json = "json"


def _claims(home: Path) -> tuple[Path, list[dict]]:
    """The published claims, with the entities a person joined (``claimgraph same-as accept``) as one."""
    from pipeline.probe.run import load_claims
    from pipeline.same_as import accepted_links, join_accepted

    settings = settings_for(home)
    claims = _report(load_claims, settings.published_path)
    return settings.published_path, join_accepted(claims, accepted_links(settings.lake_dir))


def _entity(query: str, claims: list[dict], roles: tuple[str, ...]) -> tuple[str, str]:
    """(entity id, the names it was written as) for ``query``, or a refusal with close matches."""
    from pipeline.lookup import EntityNotFound, entity_names, find_entity

    names = entity_names(claims, roles)
    try:
        entity = find_entity(query, names)
    except EntityNotFound as err:
        fail(str(err))
    written = {name.lower(): name for name in sorted(names[entity], reverse=True)}
    return entity, " / ".join(sorted(written.values())) or entity


def _flag_line(flag: dict) -> str:
    from pipeline.values import predicate_phrase

    other = flag["other"]
    negative = "not " if other.get("polarity") == "negative" else ""
    said = predicate_phrase(other.get("predicate"), other.get("value"))
    return (
        f"{flag['flag']} {speaker_label(other)}, {other.get('said_on') or 'undated'}: "
        f"{negative}{said} ({flag['severity']}, {flag['confidence']:.2f})"
    )


def trajectory_table(rows: list[dict]) -> Table:
    table = Table(show_lines=True)
    for column in ("said on (as)", "speaker \\[stance], outlet", "claim and quote", "flags"):
        table.add_column(column, overflow="fold")
    for row in rows:
        negative = " not" if row.get("polarity") == "negative" else ""
        table.add_row(
            f"{row['said_on'] or 'undated'}\n({', '.join(row['roles'])})",
            f"{speaker_label(row)} \\[{row['modality']}]\n{document_label(row)}",
            f"{row['subject']} /{negative} {row['predicate']} / {row['value']}\n“{row['quote']}”",
            "\n".join(_flag_line(f) for f in row["flags"]),
        )
    return table


def trajectory(
    entity: Annotated[str, typer.Argument(help='A name ("Lina Varga") or an entity id (ent:...).')],
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
) -> None:
    """An entity's claims in time order (as speaker and as subject), supersessions and regressions flagged."""
    from pipeline.trajectory import roles
    from pipeline.trajectory import trajectory as entity_trajectory

    _, claims = _claims(home)
    found, names = _entity(entity, claims, ("speaker", "subject"))
    rows = entity_trajectory(found, claims)
    if format is Format.table:
        left_out = sum(1 for c in claims if roles(c, found) and c.get("is_proposition") is False)
        aside = (
            f" ({left_out} attribution{'s' * (left_out != 1)} without a proposition left out)"
            if left_out
            else ""
        )
        console.print(f"{found} ({names}): {len(rows)} claims{aside}")
    emit(rows, format, trajectory_table)


def ach(
    subject: Annotated[str, typer.Argument(help="The subject: a name or an entity id (ent:...).")],
    predicate: Annotated[
        str | None, typer.Option("--predicate", help="Only positions on this predicate (a lemma: restart).")
    ] = None,
    home: HomeOption = Path(DEFAULT_HOME),
    format: Annotated[MatrixFormat, typer.Option("--format", help="markdown, csv or json.")] = (
        MatrixFormat.markdown
    ),
) -> None:
    """Heuer's Analysis of Competing Hypotheses for one subject: positions, evidence, diagnostic rows."""
    from pipeline.ach import csv_rows, matrix, to_markdown
    from pipeline.cli.options import write_csv
    from pipeline.reports import ORIGINS_NOTE, claim_origins

    published, claims = _claims(home)
    found, names = _entity(subject, claims, ("subject",))
    origins = _report(claim_origins, published, [c["id"] for c in claims if c.get("subject_entity") == found])
    result = matrix(found, claims, origins, predicate)
    if not result["rows"]:
        on = f" with the predicate {predicate!r}" if predicate else ""
        if not result["comparable_claims"]:
            fail(f"no comparable claims on {found}{on}: nothing to set against each other")
        most = ", ".join(f"{p or '(none)'} {n}" for p, n in result["predicates"][:8])
        fail(
            f"no two positions on {found} clash: its {result['comparable_claims']} comparable claims "
            f"each say something the others do not contradict. --predicate lays out one predicate's "
            f"positions; the most used: {most}"
        )
    if format is MatrixFormat.markdown:
        sys.stdout.write(to_markdown(result, names, ORIGINS_NOTE))
        return
    if format is MatrixFormat.json:
        sys.stdout.write(json.dumps({**result, "origins_note": ORIGINS_NOTE}, default=str, indent=2) + "\n")
    else:
        write_csv(csv_rows(result))
    errors.print(ORIGINS_NOTE, markup=False, highlight=False, soft_wrap=True)
