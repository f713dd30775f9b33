"""``eval attribution``, ``eval syndication`` and ``train-cues``: measurement and training.

The work is done by the ``evaluation`` package, imported inside each command: the
pipeline itself never imports it, and the other commands start without it.
"""

from __future__ import annotations

import json
import sys
from enum import Enum
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
from pipeline.cli.scan import JudgeName
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


class Split(str, Enum):
    headline = "headline"
    topic = "topic"


def _scores_table(result: dict) -> Table:
    table = Table(title=f"macro F1 {result['macro_f1']}, FNC-1 score {result['fnc_score']}")
    for column in ("verdict", "precision", "recall", "f1", "support"):
        table.add_column(column, justify="right")
    for verdict, scores in result["per_class"].items():
        table.add_row(verdict, *(str(scores[c]) for c in ("precision", "recall", "f1", "support")))
    return table


@eval_app.command("stance")
def eval_stance(
    fnc1: Annotated[Path, typer.Option("--fnc1", help="The FNC-1 folder (stances.csv, bodies.csv).")],
    limit: Annotated[int | None, typer.Option(min=1, help="Only the first N pairs.")] = None,
    judge: Annotated[JudgeName, typer.Option(help="The scan's judge to measure.")] = JudgeName.learned,
    model: Annotated[str | None, typer.Option(help="GGUF file (llm) or model name (server).")] = None,
    url: Annotated[str | None, typer.Option(help="OpenAI-compatible server for --judge server.")] = None,
    split: Annotated[
        Split, typer.Option(help="Cross-validation groups of the learned judge.")
    ] = Split.headline,
    cross_validate: Annotated[
        bool,
        typer.Option(
            "--cv/--no-cv", help="Learned judge: retrain per fold (--no-cv scores the shipped weights)."
        ),
    ] = True,
    format: Annotated[Format, typer.Option("--format", help="table or json (one object).")] = Format.table,
) -> None:
    """Per-verdict precision, recall and F1, macro F1 and the FNC-1 score of the scan's judge."""
    from evaluation.scan_eval import evaluate_stance

    try:
        result = evaluate_stance(
            fnc1, judge.value, limit, model, url, split=split.value, cross_validate=cross_validate
        )
    except (FileNotFoundError, ValueError) as err:
        fail(str(err))
    if format is Format.json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
        return
    console.print(_scores_table(result))
    console.print(f"{result['calls']} calls ({result['failed']} failed) in {result['seconds']} s")


@eval_app.command("retrieval")
def eval_retrieval(
    fnc1: Annotated[Path, typer.Option("--fnc1", help="The FNC-1 folder (stances.csv, bodies.csv).")],
    limit: Annotated[int | None, typer.Option(min=1, help="Only the first N headlines.")] = None,
    home: Annotated[
        Path | None, typer.Option(help="Keep the index here (reused when it already holds one).")
    ] = None,
    format: Annotated[Format, typer.Option("--format", help="table or json (one object).")] = Format.table,
) -> None:
    """recall@12 of each headline's related bodies and the share of scans whose first candidate is related."""
    from evaluation.scan_eval import evaluate_retrieval

    try:
        result = evaluate_retrieval(fnc1, limit, home)
    except (FileNotFoundError, ValueError) as err:
        fail(str(err))
    if format is Format.json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
        return
    table = Table(title=f"{result['headlines']} headlines against {result['bodies']} bodies")
    for column in ("rankers", "recall@12", "top-1 related"):
        table.add_column(column)
    for name, scores in result["rankers"].items():
        table.add_row(name, str(scores["recall_at_12"]), str(scores["top1_related"]))
    console.print(table)


def _contradictions_table(result: dict) -> Table:
    title = (
        f"{result['judge']} judge on {result['headlines']} FNC-1 headlines ({result['bodies']} bodies, "
        f"{result['claims']} claims): {result['pairs']} agree/disagree and {result['agree_pairs']} "
        f"agree/agree body pairs"
    )
    table = Table(title=title)
    for column in ("found by", "precision", "recall", "f1", "found", "false alarms"):
        table.add_column(column, justify="right")
    rows = [
        ("judge", result),
        ("contradictions mart", result["mart"]),
        ("keyword baseline", result["keyword"]),
    ]
    if "cross_check" in result:
        rows.insert(1, ("cross-check: deterministic", result["cross_check"]))
    for name, scores in rows:
        table.add_row(name, *(str(scores[c]) for c in ("precision", "recall", "f1", "found", "false_alarms")))
    return table


@eval_app.command("contradictions")
def eval_contradictions(
    fnc1: Annotated[Path, typer.Option("--fnc1", help="The FNC-1 folder (stances.csv, bodies.csv).")],
    limit: Annotated[
        int | None, typer.Option(min=1, help="Only the first N headlines with agree and disagree bodies.")
    ] = None,
    judge: Annotated[str, typer.Option(help="deterministic (the default) or model.")] = "deterministic",
    model: Annotated[
        Path | None, typer.Option(help="GGUF file for --judge model (default: the bundled Gemma 3 270M).")
    ] = None,
    home: Annotated[
        Path | None,
        typer.Option("--home", help="Keep the ingested bodies here (default: a temporary folder)."),
    ] = None,
    format: Annotated[Format, typer.Option("--format", help="table or json (one object).")] = Format.table,
) -> None:
    """Agree/disagree body pairs of FNC-1 headlines found as contradictions in the graph, against a keyword baseline."""
    from evaluation.contradiction_eval import evaluate_contradictions
    from pipeline.judge import JudgeUnavailable, get_judge

    try:
        chosen = get_judge(judge, model)
        with errors.status(f"ingesting FNC-1 bodies from {fnc1} and judging ..."):
            result = evaluate_contradictions(fnc1, limit, chosen, home)
    except (FileNotFoundError, ValueError, JudgeUnavailable) as err:
        fail(str(err))
    if format is Format.json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
        return
    console.print(_contradictions_table(result))
    console.print(
        f"{result['calls']} judge calls ({result['failed_calls']} failed), {result['cache_hits']} cache hits, "
        f"{result['seconds']} s (ingest {result['ingest_seconds']} s, judge {result['judge_seconds']} s)"
    )
