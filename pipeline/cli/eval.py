"""``eval attribution``, ``eval syndication`` and ``train-cues``: measurement and training.

The work is done by the ``evaluation`` package, imported inside each command: the
pipeline itself never imports it, and the other commands start without it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from pipeline.cli.options import (
    ExtractorName,
    ExtractorOption,
    Format,
    console,
    errors,
    fail,
    write_csv,
)
from pipeline.extract.cue_model import DEFAULT_THRESHOLD

eval_app = typer.Typer(help="Measure the pipeline against annotated corpora.", no_args_is_help=True)

ATTRIBUTION_KINDS = ("source", "cue", "content")


def _attribution_table(result: dict) -> Table:
    title = (
        f"{result['extractor']} on {result['documents']} PolNeAR documents: {result['gold']} gold, "
        f"{result['predicted']} predicted attributions, {result['seconds']} s"
    )
    table = Table(title=title)
    columns = ("p", "r", "f1", "overlap_p", "overlap_r", "overlap_f1")
    table.add_column("span")
    for column in columns:
        table.add_column(column, justify="right")
    for kind in ATTRIBUTION_KINDS:
        table.add_row(kind, *(f"{result[kind][column]:.3f}" for column in columns))
    return table


def flat_row(result: dict) -> dict:
    """One CSV row of a result whose scores are nested by span kind: ``source_p``, ``cue_f1``, ..."""
    row = {}
    for key, value in result.items():
        if isinstance(value, dict):
            row.update({f"{key}_{name}": score for name, score in value.items()})
        else:
            row[key] = value
    return row


@eval_app.command("attribution")
def eval_attribution(
    polnear: Annotated[Path, typer.Option("--polnear", help="The PolNeAR folder (text/, attributions/).")],
    extractor: ExtractorOption = ExtractorName.parse,
    limit: Annotated[
        int | None, typer.Option(min=1, help="Only the first N texts, in file name order.")
    ] = None,
    predictions: Annotated[
        Path | None, typer.Option(help="Write each predicted attribution here as one JSON line.")
    ] = None,
    format: Annotated[
        Format, typer.Option("--format", help="table, json (one object) or csv (a header and one row).")
    ] = Format.table,
    disable_rule: Annotated[
        list[str] | None,
        typer.Option(
            "--disable-rule", help="Skip this parse rule (repeatable); an unknown name lists the rules."
        ),
    ] = None,
) -> None:
    """Source, cue and content precision / recall / F1 of an extractor against PolNeAR."""
    from evaluation.attribution import evaluate_attribution

    try:
        with errors.status(f"scoring the {extractor.value} extractor on {polnear} ..."):
            result = evaluate_attribution(polnear, extractor.value, limit, predictions, disable_rule or ())
    except ValueError as err:
        fail(str(err))
    if format is Format.json:
        sys.stdout.write(json.dumps(result) + "\n")
    elif format is Format.csv:
        write_csv([flat_row(result)])
    else:
        console.print(_attribution_table(result))


@eval_app.command("syndication")
def eval_syndication(
    helsinki: Annotated[
        Path, typer.Option("--helsinki", help="CSV with id, publisher, scrape_time, text columns.")
    ],
    limit: Annotated[int | None, typer.Option(help="Only the first N articles.")] = None,
    format: Annotated[
        Format, typer.Option("--format", help="json, table or csv (a header and one row).")
    ] = Format.json,
    home: Annotated[
        Path | None,
        typer.Option("--home", help="Keep the ingested articles here (default: a temporary folder)."),
    ] = None,
) -> None:
    """Ingest a syndicated news day and measure relay detection and origin roll-up."""
    from evaluation.syndication import evaluate_syndication

    if not helsinki.is_file():
        fail(f"CSV not found: {helsinki}")
    try:
        with console.status("ingesting the articles ..."):
            result, unresolved = evaluate_syndication(helsinki.resolve(), limit, home)
    except ValueError as err:
        fail(str(err))
    if unresolved:
        errors.print(f"credited articles not linked to their wire: {', '.join(unresolved)}")
    if format is Format.table:
        table = Table(show_header=False)
        for key, value in result.items():
            table.add_row(key, str(value))
        console.print(table)
    elif format is Format.csv:
        write_csv([result])
    else:
        sys.stdout.write(json.dumps(result) + "\n")


def train_cues(
    polnear: Annotated[
        Path, typer.Option("--polnear", help="A PolNeAR-shaped folder (text/, attributions/).")
    ],
    out: Annotated[
        Path | None, typer.Option(help="Where to write the weights (default: the shipped cue_model.json).")
    ] = None,
    regularization: Annotated[
        float, typer.Option(min=0.0001, help="Inverse regularization strength C of the logistic regression.")
    ] = 1.0,
    threshold: Annotated[
        float, typer.Option(min=0.0, max=1.0, help="Probability at which a verb counts as a cue.")
    ] = DEFAULT_THRESHOLD,
) -> None:
    """Train the parse extractor's learned cue model on annotated attributions (needs scikit-learn).

    A new model changes the parse extractor's version: the next ingest or backfill extracts
    every stored sentence again.
    """
    from evaluation.cue_training import polnear_examples, train
    from pipeline.extract.cue_model import WEIGHTS_PATH
    from pipeline.extract.parse import DECIDED_BY_RULES

    try:
        with errors.status(f"reading and parsing {polnear} ..."):
            examples = [e for chunk in polnear_examples(polnear, DECIDED_BY_RULES).values() for e in chunk]
    except ValueError as err:
        fail(str(err))
    if not any(label for _, label in examples) or all(label for _, label in examples):
        fail(f"{polnear} gives no cue and no non-cue verb to learn from: both are needed")
    try:
        model = train(examples, regularization=regularization, threshold=threshold)
    except ImportError:
        fail("training needs scikit-learn: uv sync (the dev group has it)")
    target = out or WEIGHTS_PATH
    target.write_text(model.to_json() + "\n", encoding="utf-8")
    positives = sum(label for _, label in examples)
    console.print(
        f"trained on {len(examples)} candidate verbs ({positives} inside a cue): "
        f"{len(model.weights)} weights, version {model.digest}, written to {target}"
    )
