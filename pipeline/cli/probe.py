"""``probe``: judge the graph's candidate contradictions and report the rate; ``probe review``.

``--format json`` prints the report as one object; ``csv`` prints its findings, one a line;
``table`` prints the headline, the counts and the findings. The probe writes only its cache and
its runs (``pipeline.probe``), never the graph.
"""

from __future__ import annotations

import json
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from pipeline.cli.options import Format, FormatOption, HomeOption, console, fail, settings_for, write_csv
from pipeline.settings import DEFAULT_HOME
from pipeline.terminal import cell
from pipeline.vocabulary import SEVERITIES

SEVERITY_STYLE = {"high": "bold red", "medium": "yellow", "low": "dim"}

probe_app = typer.Typer(
    help="Judge candidate contradictions per query and report how often queries meet one.",
    invoke_without_command=True,
)


class JudgeChoice(str, Enum):
    deterministic = "deterministic"
    model = "model"


# The choices are the closed list itself, so the option cannot drift from what the judge gives.
Severity = Enum("Severity", {name: name for name in SEVERITIES}, type=str)


def headline(report: dict) -> str:
    """The seed's headline: 'Queries with >=1 contradiction: 12 / 50 (24%)  Wilson CI 95%: 14-37%'."""
    if report["rate"] is None:
        why = "every judge call failed" if report["run_status"] == "judge_failed" else "no query evaluated"
        return f"Queries with >=1 contradiction: no rate ({why}); run status {report['run_status']}"
    return (
        f"Queries with >=1 contradiction: {report['queries_with_contradiction']} / {report['queries_evaluated']} "
        f"({report['rate']:.0%})  Wilson CI 95%: {report['ci_low']:.0%}–{report['ci_high']:.0%}; "
        f"run status {report['run_status']}"
    )


def _side(claim: dict) -> str:
    return cell(
        f"{claim.get('speaker') or '(unnamed)'} ({claim.get('modality')}), "
        f"{claim.get('outlet') or '(outlet unknown)'}, {claim.get('said_on') or '(no date)'}: "
        f"“{claim.get('quote') or ''}”"
    )


def findings_table(findings: list[dict]) -> Table:
    table = Table(show_lines=True)
    for column in ("#", "verdict", "subject, predicate", "earlier side", "later side", "why", "resolution"):
        table.add_column(column, overflow="fold")
    for f in findings:
        style = SEVERITY_STYLE[f["severity"]]
        pairs = f"\n{len(f['claim_pairs'])} claim pairs" if len(f["claim_pairs"]) > 1 else ""
        table.add_row(
            str(f["finding_no"]),
            f"[{style}]{f['severity']}[/] {f['verdict']} {f['confidence']:.2f}{pairs}",
            cell(f"{f['subject'] or ''}, {f['predicate'] or ''}"),
            _side(f["claim_a"]),
            _side(f["claim_b"]),
            cell(f["reason"]),
            cell(f["resolution"]),
        )
    return table


def counts_table(report: dict) -> Table:
    table = Table(title="judged pairs")
    table.add_column("verdict")
    table.add_column("pairs", justify="right")
    for verdict, n in report["by_verdict"].items():
        table.add_row(verdict, str(n))
    for severity in reversed(SEVERITIES):
        table.add_row(f"findings, {severity}", str(report["by_severity"][severity]))
    return table


def _flat_finding(f: dict) -> dict:
    return {
        **{k: v for k, v in f.items() if k not in {"claim_a", "claim_b"}},
        **{f"a_{k}": v for k, v in f["claim_a"].items()},
        **{f"b_{k}": v for k, v in f["claim_b"].items()},
    }


def _print_findings(findings: list[dict], fmt: Format) -> None:
    if fmt is Format.csv:
        write_csv([_flat_finding(f) for f in findings])
    elif findings:
        console.print(findings_table(findings))
    else:
        console.print("(no findings)")


@probe_app.callback()
def probe(
    ctx: typer.Context,
    queries: Annotated[
        Path | None,
        typer.Option(
            "--queries",
            help="A file of queries, one a line (a subject or free text); default: every subject.",
        ),
    ] = None,
    max_calls: Annotated[
        int, typer.Option("--max-calls", min=0, help="At most this many judge calls; cache hits are free.")
    ] = 500,
    judge: Annotated[
        JudgeChoice,
        typer.Option(
            help="deterministic (rules, the default) or model (llama-cpp-python; the rules run beside it "
            "as a cross-check)."
        ),
    ] = (JudgeChoice.deterministic),
    model: Annotated[
        str | None,
        typer.Option(
            help="GGUF file for --judge model (default: the bundled Gemma 3 270M); with --server, "
            "the server's model name."
        ),
    ] = None,
    server: Annotated[
        str | None,
        typer.Option(
            help="URL of an OpenAI-compatible server for --judge model (llama.cpp's server, vLLM, "
            "Ollama), e.g. http://127.0.0.1:8000."
        ),
    ] = None,
    no_cache: Annotated[
        bool, typer.Option("--no-cache", help="Judge every pair again (and refresh the cache).")
    ] = False,
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
) -> None:
    """Judge the candidate contradictions of each query's top claims; report the rate and findings."""
    if ctx.invoked_subcommand is not None:
        return
    from pipeline.judge import JudgeUnavailable, get_judge
    from pipeline.probe.run import read_queries, run_probe
    from pipeline.reports import NoData

    settings = settings_for(home)
    try:
        chosen = get_judge(judge.value, model, server)
        asked = read_queries(queries) if queries is not None else None
        report = run_probe(settings, chosen, asked, max_calls=max_calls, use_cache=not no_cache)
    except (JudgeUnavailable, NoData) as err:
        fail(str(err))
    except OSError as err:
        fail(f"cannot read --queries {queries}: {err.strerror or err}")
    if format is Format.json:
        sys.stdout.write(json.dumps(report, default=str, indent=2) + "\n")
        return
    if format is Format.csv:
        _print_findings(report["findings"], format)
        return
    console.print(headline(report))
    if report["small_sample_note"]:
        console.print(report["small_sample_note"])
    console.print(counts_table(report))
    _print_findings(report["findings"], format)
    console.print(
        f"run {report['run_id']}: {len(report['queries'])} queries, {report['pairs_judged']} pairs judged, "
        f"{report['pairs_skipped_by_date']} skipped by date, {report['calls']} judge calls, "
        f"{report['cache_hits']} from the cache; review with: claimgraph probe review"
    )
    if check := report.get("cross_check"):
        console.print(
            f"cross-check: the {check['judge']} judge agrees on {check['agree']} of {check['pairs']} "
            f"pairs the {report['judge']} judge gave a verdict"
        )


@probe_app.command()
def review(
    severity: Annotated[
        Severity | None, typer.Option(help="Only findings of this severity and above.")
    ] = None,
    home: HomeOption = Path(DEFAULT_HOME),
    format: FormatOption = Format.table,
) -> None:
    """The last probe run's findings, most severe first, without judging anything again."""
    from pipeline.probe.run import probe_store_path
    from pipeline.probe.store import NoRuns, ProbeStore

    store = ProbeStore(probe_store_path(settings_for(home)))
    try:
        run = store.last_run()
    except NoRuns as err:
        fail(str(err))
    findings = store.findings(run["run_id"], severity.value if severity else None)
    if format is Format.json:
        sys.stdout.write(
            json.dumps(
                {"run_id": run["run_id"], "created": run["created"], "findings": findings},
                default=str,
                indent=2,
            )
            + "\n"
        )
        return
    if format is Format.table:
        console.print(f"run {run['run_id']} ({run['created']}): {headline(run)}")
    _print_findings(findings, format)
