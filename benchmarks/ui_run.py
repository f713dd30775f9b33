"""One ingest batch from the command line against the same batch launched in the Dagster UI.

usage: python benchmarks/ui_run.py [--files N] [--out benchmarks/results/ui_run.json]

The CLI side runs ``claimgraph ingest`` on N demo files into a fresh home. The UI side
starts ``dagster dev`` on another fresh home (as ``claimgraph ui`` does), plans the same
files as a batch, launches ``ingest_job`` for its partition through the webserver's GraphQL
API (the mutation the UI's Materialize button sends) and waits for the run to end. Both
report the run's own duration (its start to its end in the Dagster instance), the time from
launch to the end, and per step how long it waited after the previous step ended.
"""

from __future__ import annotations

import argparse
import json
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.settings import Settings  # noqa: E402
from pipeline.ui_server import dagster_dev, graphql, wait_for_location  # noqa: E402

LAUNCH = """
mutation($params: ExecutionParams!) {
  launchRun(executionParams: $params) {
    __typename
    ... on LaunchRunSuccess { run { runId } }
    ... on PythonError { message }
    ... on RunConfigValidationInvalid { errors { message } }
  }
}"""
STATUS = """query($id: ID!) { runOrError(runId: $id) { ... on Run { status } } }"""
DONE = {"SUCCESS", "FAILURE", "CANCELED"}


def drop_folder(target: Path, files: int) -> Path:
    target.mkdir(parents=True)
    for path in sorted((ROOT / "examples" / "drop").glob("*.txt"))[:files]:
        shutil.copy2(path, target / path.name)
    return target


def run_figures(home: Path, run_id: str | None = None) -> dict:
    """The run's duration and its steps' waits, from the home's Dagster instance."""
    import dagster as dg

    with dg.DagsterInstance.from_config(str(home / "dagster")) as instance:
        record = instance.get_run_records(dg.RunsFilter(run_ids=[run_id]) if run_id else None, limit=1)[0]
        steps = sorted(
            instance.get_run_step_stats(record.dagster_run.run_id), key=lambda s: s.start_time or 0
        )
    steps = [s for s in steps if s.end_time is not None]  # a run cut short has unfinished steps
    waits, previous_end = [], record.start_time
    for step in steps:
        waits.append(
            {
                "step": step.step_key,
                "wait_s": round(step.start_time - previous_end, 2),
                "ran_s": round(step.end_time - step.start_time, 2),
            }
        )
        previous_end = max(previous_end, step.end_time)
    end = record.end_time or time.time()
    return {
        "status": record.dagster_run.status.value,
        "queued_s": round(record.start_time - record.create_timestamp.timestamp(), 2),
        "run_s": round(end - record.start_time, 2),
        "steps": len(steps),
        "step_work_s": round(sum(s.end_time - s.start_time for s in steps), 2),
        "longest_wait_s": max((w["wait_s"] for w in waits), default=0),
        "waits": waits,
    }


def cli_side(work: Path, files: int) -> dict:
    home, drop = work / "cli-home", drop_folder(work / "cli-drop", files)
    started = time.monotonic()
    done = subprocess.run(
        [str(Path(sys.executable).parent / "claimgraph"), "ingest", str(drop), "--home", str(home)],
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.monotonic() - started
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return {"command_wall_s": round(wall, 2), **run_figures(home)}


def ui_side(work: Path, files: int, timeout: float = 1500) -> dict:
    import dagster as dg

    from pipeline.batches import plan_batch
    from pipeline.partitions import ingest_batches

    home, drop = work / "ui-home", drop_folder(work / "ui-drop", files)
    home.mkdir()
    settings = Settings(home=home.resolve())
    with dagster_dev(settings) as url:
        wait_for_location(url)
        manifest = plan_batch(settings, drop.resolve())
        with dg.DagsterInstance.from_config(str(settings.dagster_home)) as instance:
            instance.add_dynamic_partitions(ingest_batches.name, [manifest.batch])
        params = {
            "selector": {
                "repositoryLocationName": "claimgraph",
                "repositoryName": "__repository__",
                "jobName": "ingest_job",
            },
            "executionMetadata": {"tags": [{"key": "dagster/partition", "value": manifest.batch}]},
            "runConfigData": {},
        }
        started = time.monotonic()
        launched = graphql(url, LAUNCH, {"params": params})["launchRun"]
        if launched["__typename"] != "LaunchRunSuccess":
            raise RuntimeError(f"launch failed: {launched}")
        run_id = launched["run"]["runId"]
        while graphql(url, STATUS, {"id": run_id})["runOrError"]["status"] not in DONE:
            if time.monotonic() - started > timeout:
                break  # the figures say how far it got
            time.sleep(0.5)
        wall = time.monotonic() - started
        figures = run_figures(home, run_id)
    return {"launch_to_end_s": round(wall, 2), **figures}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=3)
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "ui_run.json")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        cli = cli_side(work, args.files)
        ui = ui_side(work, args.files)
    result = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {platform.processor() or 'cpu'}, {__import__('os').cpu_count()} cores",
        "files": args.files,
        "cli": cli,
        "ui": ui,
        "ui_over_cli_run": round(ui["run_s"] / cli["run_s"], 2),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k not in ("cli", "ui")}, indent=2))
    for side in ("cli", "ui"):
        print(side, {k: v for k, v in result[side].items() if k != "waits"})


if __name__ == "__main__":
    main()
