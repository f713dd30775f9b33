"""Wall time, peak memory and per-stage time of `claimgraph demo`, for each extractor backend.

Each backend runs in a fresh process (as a user would run it) with a cold
extraction cache, so the figures include model loading. Results are written to
benchmarks/results/demo_run.json; docs/benchmarks.md quotes them.

    .venv/bin/python benchmarks/demo_run.py [--extractor parse llm]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "demo_run.json"


def stage_times(home: Path) -> dict[str, float]:
    """Seconds per Dagster step of the demo's run, read from the run's own event log."""
    os.environ["DAGSTER_HOME"] = str(home / "dagster")
    import dagster as dg

    instance = dg.DagsterInstance.get()
    (run,) = instance.get_runs(limit=1)
    return {
        s.step_key: round(s.end_time - s.start_time, 2)
        for s in instance.get_run_step_stats(run.run_id)
        if s.end_time and s.start_time
    }


def measure(extractor: str) -> dict:
    home = Path(tempfile.mkdtemp(prefix=f"bench-{extractor}-"))
    claimgraph = Path(sys.executable).parent / "claimgraph"
    # A wrapper process per run, so the peak RSS of its children is this run's alone.
    wrapper = (
        "import resource, subprocess, sys;"
        "code = subprocess.run(sys.argv[1:], capture_output=True).returncode;"
        "print(code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    started = time.perf_counter()
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            wrapper,
            str(claimgraph),
            "demo",
            "--home",
            str(home),
            "--extractor",
            extractor,
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - started
    code, max_rss_kib = (int(x) for x in done.stdout.split())
    if code != 0:
        raise SystemExit(f"demo failed for {extractor} (exit {code}); run the command above to see why")
    peak_mib = max_rss_kib / 1024
    result = {
        "extractor": extractor,
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "command": f"claimgraph demo --home {home} --extractor {extractor}",
        "wall_seconds": round(wall, 1),
        "peak_rss_mib_largest_process": round(peak_mib),
        "stage_seconds": stage_times(home),
        # other work on the machine while measuring, as the 1-minute load average
        "load_average_after": round(os.getloadavg()[0], 2),
    }
    shutil.rmtree(home, ignore_errors=True)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--extractor", nargs="+", default=["parse", "llm"])
    args = parser.parse_args()
    runs = [measure(name) for name in args.extractor]
    # Keep the other backends' last figures: each run can measure one backend at a time.
    previous = json.loads(RESULTS.read_text())["runs"] if RESULTS.exists() else []
    measured = {r["extractor"] for r in runs}
    report = {
        "note": "each run carries its own date, machine and load",
        "runs": [r for r in previous if r["extractor"] not in measured and "date" in r] + runs,
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
