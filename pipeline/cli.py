"""The ``claimgraph`` command line: ingest a folder, then ask the four questions of the graph."""

from __future__ import annotations

import csv
import io
import json
import shutil
import sys
from enum import Enum, StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from pipeline import reports
from pipeline.extract.cue_model import DEFAULT_THRESHOLD
from pipeline.settings import DEFAULT_HOME, EXTRACTORS, Settings

app = typer.Typer(
    help="claimgraph: an evidence graph of claims from saved news articles.", no_args_is_help=True
)
report_app = typer.Typer(
    help="The two reports: single-origin claims and contradictions.", no_args_is_help=True
)
app.add_typer(report_app, name="report")

console = Console()
errors = Console(stderr=True)
EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "examples" / "drop"


class Format(str, Enum):
    table = "table"
    json = "json"
    csv = "csv"


class ExtractorName(str, Enum):
    parse = "parse"
    llm = "llm"
    hybrid = "hybrid"


HomeOption = Annotated[
    Path,
    typer.Option(
        "--home", envvar="CLAIMGRAPH_HOME", help="Where claimgraph keeps its data.", show_default=True
    ),
]
FormatOption = Annotated[Format, typer.Option("--format", help="table, json (one array) or csv.")]


def _settings(home: Path, extractor: str = "parse", model: Path | None = None) -> Settings:
    assert extractor in EXTRACTORS
    return Settings(home=home.resolve(), extractor=extractor, model_path=str(model) if model else None)


def _fail(message: str) -> None:
    errors.print(f"[bold red]error:[/] {message}")
    raise typer.Exit(code=2)


def _print_summary(summary) -> None:
    if summary.batch is None:
        console.print(
            f"Nothing new: all {summary.files} files in the folder were ingested before. No extraction was done."
        )
        return
    table = Table(title=f"ingest batch {summary.batch}", show_header=False)
    for label, value in (
        ("files in folder", summary.files),
        ("new or changed files", summary.new_files),
        ("documents", summary.documents),
        ("sentences", summary.sentences),
        ("candidate sentences", summary.candidates),
        ("extractor calls (cache hits)", f"{summary.model_calls} ({summary.cache_hits})"),
        ("claims kept", summary.claims_kept),
        ("  of which modality downgraded", summary.downgraded),
        ("claims rejected", summary.claims_rejected),
        ("sentences whose extraction failed", summary.extraction_failures),
        ("files quarantined", len(summary.quarantined)),
    ):
        table.add_row(label, str(value))
    for reason, count in summary.rejected_reasons.items():
        table.add_row(f"  rejected: {reason}", str(count))
    for q in summary.quarantined:
        table.add_row(f"  quarantined: {Path(q['path']).name}", f"{q['reason']}: {q['detail']}")
    console.print(table)
    if not summary.success:
        for step in summary.failed_steps:
            errors.print(f"[red]failed:[/] {step}")


def _ingest(settings: Settings, folder: Path):
    from pipeline.runner import run_ingest

    if not folder.exists():
        _fail(f"folder not found: {folder}")
    if not folder.is_dir():
        _fail(f"not a folder: {folder} (give the folder that holds the saved articles)")
    with console.status(f"ingesting {folder} with the {settings.extractor} extractor ..."):
        summary = run_ingest(settings, folder.resolve())
    _print_summary(summary)
    if not summary.success:
        raise typer.Exit(code=1)
    return summary


@app.command()
def ingest(
    folder: Annotated[Path, typer.Argument(help="Folder of saved articles (.html, .txt, .md).")],
    home: HomeOption = Path(DEFAULT_HOME),
    extractor: Annotated[ExtractorName, typer.Option(help="Claim extractor backend.")] = ExtractorName.parse,
    model: Annotated[
        Path | None, typer.Option(help="A GGUF file for the llm extractor (default: Gemma 3 270M).")
    ] = None,
) -> None:
    """Snapshot FOLDER and run every stage and the marts on what is new."""
    _ingest(_settings(home, extractor.value, model), folder)


@app.command()
def demo(
    home: Annotated[Path, typer.Option("--home", help="A fresh folder for the demo's data.")] = Path(
        DEFAULT_HOME
    )
    / "demo",
    extractor: Annotated[ExtractorName, typer.Option(help="Claim extractor backend.")] = ExtractorName.parse,
) -> None:
    """Ingest the bundled demo corpus into a fresh home and print both reports."""
    if home.exists():
        shutil.rmtree(home)
    settings = _settings(home, extractor.value)
    _ingest(settings, EXAMPLES_DIR)
    console.rule("claims repeated by several documents that trace back to one origin")
    _emit(reports.single_origin(settings.published_path, 5), Format.table, _single_origin_table)
    console.rule("contradictions")
    _emit(reports.contradictions(settings.published_path), Format.table, _contradictions_table)


def _flat(value) -> str:
    return value if isinstance(value, str) else json.dumps(value, default=str)


def _emit(rows: list[dict], fmt: Format, table_builder) -> None:
    if fmt is Format.json:
        sys.stdout.write(json.dumps(rows, default=str, indent=2) + "\n")
    elif fmt is Format.csv:
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, fieldnames=list(rows[0]) if rows else [])
        writer.writeheader()
        for row in rows:
            writer.writerow({k: _flat(v) for k, v in row.items()})
        sys.stdout.write(buffer.getvalue())
    elif not rows:
        console.print("(no rows)")
    else:
        console.print(table_builder(rows))


# A claim whose source the text does not name ("It was revealed that ...", "reportedly").
UNNAMED_SPEAKER = "(source not named)"


def _claim_line(claim: dict) -> str:
    return f"{claim['speaker'] or UNNAMED_SPEAKER} [{claim['modality']}] ({claim.get('outlet') or claim['doc']}, {claim['said_on']})"


def _single_origin_table(rows: list[dict]) -> Table:
    table = Table(show_lines=True)
    for column in ("claim", "quote", "documents", "origins", "origin (its own articles)"):
        table.add_column(column, overflow="fold")
    for row in rows:
        first = row["claims"][0] if row["claims"] else {}
        outlets = sorted({c.get("outlet") or c["doc"] for c in row["claims"]})
        origin_set = row.get("origin_set") or [row["origin"]]
        origin = (
            "\n".join(origin_set) + "\n" + ("\n".join(row["origin_docs"]) or "(no article of its own here)")
        )
        table.add_row(
            f"{row['subject']} / {row['predicate']} / {row['value']}\n" + ", ".join(outlets),
            f"“{first.get('quote', '')}”",
            str(row["documents"]),
            str(row["origins"])
            if "origins_floor" not in row
            else f"{row['origins_floor']}-{row['origins_ceiling']}",
            origin,
        )
    return table


def _contradictions_table(rows: list[dict]) -> Table:
    table = Table(show_lines=True)
    for column in ("subject / predicate", "side", "quote", "who, where, when"):
        table.add_column(column, overflow="fold")
    for row in rows:
        for n, side in enumerate(row["sides"]):
            claim = side["claims"][0] if side["claims"] else {}
            sources = "\n".join(_claim_line(c) for c in side["claims"][:5])
            more = len(side["claims"]) - 5
            table.add_row(
                f"{row['subject']} / {row['predicate']}" if n == 0 else "",
                f"{side['value'] or '(no value)'} ({side['polarity']})",
                f"“{claim.get('quote', '')}”",
                sources + (f"\n... and {more} more" if more > 0 else ""),
            )
    return table


def _claims_table(rows: list[dict]) -> Table:
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
            c["speaker"] or UNNAMED_SPEAKER,
            c["modality"],
            f"{c['subject']} / {c['predicate']} / {c['value']}",
            f"“{c['quote']}”",
            c.get("outlet") or c["doc"],
            c["said_on"] or "",
            c["refers_to"] or "",
        )
    return table


def _published(home: Path) -> Path:
    return _settings(home).published_path


def _report(fn, *args):
    try:
        return fn(*args)
    except reports.NoData as err:
        _fail(str(err))


@report_app.command("single-origin")
def report_single_origin(
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
    min_documents: Annotated[
        int, typer.Option(help="Only claims carried by at least this many documents.")
    ] = 5,
) -> None:
    """Claims that many documents repeat but that trace back to one origin."""
    _emit(_report(reports.single_origin, _published(home), min_documents), format, _single_origin_table)


@report_app.command("contradictions")
def report_contradictions(home: HomeOption = Path(DEFAULT_HOME), format: FormatOption = Format.table) -> None:
    """Claims on the same subject and predicate that conflict, each side with its own sources."""
    _emit(_report(reports.contradictions, _published(home)), format, _contradictions_table)


@app.command("who-claims")
def who_claims(
    text: Annotated[str, typer.Argument(help="Words to look for in the subject, predicate, value or quote.")],
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
) -> None:
    """Who claims TEXT: every matching claim with its speaker and quote."""
    _emit(_report(reports.who_claims, _published(home), text), format, _claims_table)


@app.command("first-appearance")
def first_appearance(
    text: Annotated[str, typer.Argument(help="Words to look for in the subject, predicate, value or quote.")],
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
) -> None:
    """The first document to carry each claim matching TEXT."""
    _emit(_report(reports.first_appearance, _published(home), text), format, _claims_table)


eval_app = typer.Typer(help="Measure the pipeline against annotated corpora.", no_args_is_help=True)
app.add_typer(eval_app, name="eval")


class EvalExtractorName(StrEnum):
    parse = "parse"
    llm = "llm"
    hybrid = "hybrid"


class EvalFormat(StrEnum):
    table = "table"
    json = "json"


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
    for kind in ("source", "cue", "content"):
        table.add_row(kind, *(f"{result[kind][column]:.3f}" for column in columns))
    return table


@eval_app.command("attribution")
def eval_attribution(
    polnear: Annotated[Path, typer.Option("--polnear", help="The PolNeAR folder (text/, attributions/).")],
    extractor: Annotated[
        EvalExtractorName, typer.Option(help="Claim extractor backend.")
    ] = EvalExtractorName.parse,
    limit: Annotated[
        int | None, typer.Option(min=1, help="Only the first N texts, in file name order.")
    ] = None,
    predictions: Annotated[
        Path | None, typer.Option(help="Write each predicted attribution here as one JSON line.")
    ] = None,
    format: Annotated[
        EvalFormat, typer.Option("--format", help="table or json (one object).")
    ] = EvalFormat.table,
) -> None:
    """Source, cue and content precision / recall / F1 of an extractor against PolNeAR."""
    from pipeline.evaluate import evaluate_attribution

    try:
        with errors.status(f"scoring the {extractor.value} extractor on {polnear} ..."):
            result = evaluate_attribution(polnear, extractor.value, limit, predictions)
    except ValueError as err:
        _fail(str(err))
    if format is EvalFormat.json:
        sys.stdout.write(json.dumps(result) + "\n")
    else:
        console.print(_attribution_table(result))


@app.command("train-cues")
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
    from pipeline.extract.cue_model import WEIGHTS_PATH, polnear_examples, train
    from pipeline.extract.parse import DECIDED_BY_RULES

    try:
        with errors.status(f"reading and parsing {polnear} ..."):
            examples = [e for chunk in polnear_examples(polnear, DECIDED_BY_RULES).values() for e in chunk]
    except ValueError as err:
        _fail(str(err))
    if not any(label for _, label in examples) or all(label for _, label in examples):
        _fail(f"{polnear} gives no cue and no non-cue verb to learn from: both are needed")
    try:
        model = train(examples, regularization=regularization, threshold=threshold)
    except ImportError:
        _fail("training needs scikit-learn: uv sync (the dev group has it)")
    target = out or WEIGHTS_PATH
    target.write_text(model.to_json() + "\n", encoding="utf-8")
    positives = sum(label for _, label in examples)
    console.print(
        f"trained on {len(examples)} candidate verbs ({positives} inside a cue): "
        f"{len(model.weights)} weights, version {model.digest}, written to {target}"
    )


@eval_app.command("syndication")
def eval_syndication(
    helsinki: Annotated[
        Path, typer.Option("--helsinki", help="CSV with id, publisher, scrape_time, text columns.")
    ],
    limit: Annotated[int | None, typer.Option(help="Only the first N articles.")] = None,
    format: Annotated[Format, typer.Option("--format", help="json or table.")] = Format.json,
    home: Annotated[
        Path | None,
        typer.Option("--home", help="Keep the ingested articles here (default: a temporary folder)."),
    ] = None,
) -> None:
    """Ingest a syndicated news day and measure relay detection and origin roll-up."""
    from pipeline.syndication_eval import evaluate_syndication

    if not helsinki.is_file():
        _fail(f"CSV not found: {helsinki}")
    try:
        with console.status("ingesting the articles ..."):
            result, unresolved = evaluate_syndication(helsinki.resolve(), limit, home)
    except ValueError as err:
        _fail(str(err))
    if unresolved:
        errors.print(f"credited articles not linked to their wire: {', '.join(unresolved)}")
    if format is Format.table:
        table = Table(show_header=False)
        for key, value in result.items():
            table.add_row(key, str(value))
        console.print(table)
    else:
        sys.stdout.write(json.dumps(result) + "\n")


@report_app.command("corroborated")
def report_corroborated(
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
    min_origins: Annotated[int, typer.Option(help="At least this many independent origins (the floor).")] = 2,
) -> None:
    """The opposite of single-origin: claims with at least K independent origins, counted cautiously."""
    _emit(_report(reports.corroborated, _published(home), min_origins), format, _single_origin_table)


@app.command()
def ui(
    home: HomeOption = Path(DEFAULT_HOME),
    drop: Annotated[
        Path | None, typer.Option(help="A drop folder for the sensor and the hourly schedule to watch.")
    ] = None,
    port: Annotated[int, typer.Option(help="Port of the Dagster UI.")] = 3000,
) -> None:
    """Open the Dagster UI (lineage, runs, checks, backfills) on the same data as the CLI."""
    import os

    from pipeline.runner import prepare_home, ui_environment

    settings = _settings(home)
    if drop is not None:
        settings = Settings(home=settings.home, drop_dir=drop.resolve())
    prepare_home(settings)
    root = Path(__file__).resolve().parent.parent
    dagster = Path(sys.executable).parent / "dagster"
    console.print(f"Dagster UI on http://127.0.0.1:{port} for {settings.home}")
    os.chdir(root)
    os.execve(
        str(dagster),
        [str(dagster), "dev", "-w", str(root / "workspace.yaml"), "-p", str(port)],
        ui_environment(settings),
    )


if __name__ == "__main__":
    app()
