"""The ``claimgraph`` command line: ingest a folder, then ask the four questions of the graph.

Each module holds one family of commands (``ingest``, ``status``, ``backfill``, ``reports``,
``eval``, ``scan``, ``probe``, ``analysis``, ``same_as``, ``ui``); ``options`` holds what they share. This module only assembles them into ``app``.
"""

from __future__ import annotations

import typer

from pipeline.cli import analysis, backfill, eval, ingest, probe, reports, same_as, scan, status, ui

app = typer.Typer(
    help="claimgraph: an evidence graph of claims from saved news articles.", no_args_is_help=True
)
app.command()(ingest.ingest)
app.command()(ingest.demo)
app.command()(status.status)
app.command()(backfill.backfill)
app.add_typer(reports.report_app, name="report")
app.command("who-claims")(reports.who_claims)
app.command("first-appearance")(reports.first_appearance)
app.command()(scan.scan)
app.command()(scan.link)
app.add_typer(probe.probe_app, name="probe")
app.command()(analysis.trajectory)
app.command()(analysis.ach)
app.add_typer(same_as.same_as_app, name="same-as")
reports.report_app.command("links")(scan.report_links)
app.add_typer(eval.eval_app, name="eval")
app.command("train-cues")(eval.train_cues)
app.command()(ui.ui)
