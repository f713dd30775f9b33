"""``claimgraph same-as``: the review queue of same_as suggestions, and a person's decisions on it.

The work is in ``pipeline.same_as``; resolution only ever suggests (people are never merged
without a human), and these commands are where the human decides.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from pipeline.cli.options import Format, FormatOption, HomeOption, console, emit, fail, settings_for
from pipeline.settings import DEFAULT_HOME

same_as_app = typer.Typer(
    help="The same_as review queue: names that may be one entity, waiting for a person to decide.",
    no_args_is_help=True,
)


class Status(str, Enum):
    suggested = "suggested"
    accepted = "accepted"
    rejected = "rejected"
    all = "all"


EntityArgument = Annotated[str, typer.Argument(help="An entity id as the queue lists it (ent:...).")]


def _seen(row: dict, side: str) -> str:
    count = row[f"{side}_documents"]
    return f"{count} document{'s' * (count != 1)}; {row[f'{side}_seen']}"


def queue_table(rows: list[dict]) -> Table:
    table = Table(show_lines=True)
    for column in ("left", "right", "confidence, reason", "status"):
        table.add_column(column, overflow="fold")
    for row in rows:
        table.add_row(
            f"{row['left_entity']}\n{_seen(row, 'left')}",
            f"{row['right_entity']}\n{_seen(row, 'right')}",
            f"{row['confidence']:.2f}\n{row['reason']}",
            row["status"],
        )
    return table


@same_as_app.command("list")
def list_queue(
    status: Annotated[
        Status, typer.Option(help="Which rows: suggested (waiting), accepted, rejected or all.")
    ] = Status.suggested,
    limit: Annotated[int, typer.Option(min=1, help="At most this many rows, the surest first.")] = 50,
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
) -> None:
    """The suggestions waiting for a decision (or those decided), the surest first, with where each
    entity is mentioned."""
    from pipeline.same_as import NoQueue, queue, where_seen

    lake_dir = settings_for(home).lake_dir
    try:
        rows = queue(lake_dir, None if status is Status.all else status.value)
    except NoQueue as err:
        fail(str(err))
    if format is Format.table:
        which = "" if status is Status.all else f" {status.value}"
        console.print(
            f"{len(rows)}{which} same_as rows" + (f", the first {limit}" if len(rows) > limit else "")
        )
    emit(where_seen(lake_dir, rows)[:limit], format, queue_table)


def _decide(left: str, right: str, status: str, home: Path) -> None:
    from pipeline.home_lock import HomeBusy
    from pipeline.same_as import NoQueue, PairNotSuggested, current_joins, decide

    settings = settings_for(home)
    try:
        joins_before = current_joins(settings.lake_dir)
        row = decide(settings.home, settings.lake_dir, left, right, status)
    except (PairNotSuggested, NoQueue) as err:
        fail(str(err))
    except HomeBusy as err:
        who = err.holder.describe() if err.holder else "another process"
        fail(f"the home {settings.home} is being written by {who}: decide again when it is done")
    console.print(
        f"{status} {row['left_entity']} = {row['right_entity']} ({row['left_name']} / {row['right_name']})"
    )
    if current_joins(settings.lake_dir) != joins_before:
        console.print(
            "trajectory and ach read the joined entities as one now. Clusters, contradictions and "
            "origins follow once the batches are resolved again: "
            f"claimgraph backfill --home {settings.home}"
        )


@same_as_app.command()
def accept(left: EntityArgument, right: EntityArgument, home: HomeOption = Path(DEFAULT_HOME)) -> None:
    """Accept a suggestion: the two entities are one. trajectory and ach read them as one from now on,
    the marts after the next backfill (which claimgraph status then asks for)."""
    _decide(left, right, Status.accepted.value, home)


@same_as_app.command()
def reject(left: EntityArgument, right: EntityArgument, home: HomeOption = Path(DEFAULT_HOME)) -> None:
    """Reject a suggestion: the two entities are not one. It is never suggested again."""
    _decide(left, right, Status.rejected.value, home)
