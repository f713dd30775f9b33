"""Wall time, peak memory and per-stage time of `claimgraph ingest` on the real-news drop (issue 16).

The drop is built from the shared corpora (`python3 ../shared/tools/realnews_drop.py
../shared/corpora DROP`); the home must be new. The ingest runs in a wrapper process, as a
user runs it, so the peak RSS is this run's alone. Per-stage seconds are read from the run's
own Dagster event log. `--stages-only HOME` reads them from a home ingested earlier (the
BEFORE figures). Results are appended to benchmarks/results/realnews_ingest.json; docs/quality.md
quotes them.

    .venv/bin/python benchmarks/realnews_ingest.py DROP HOME --name after
    .venv/bin/python benchmarks/realnews_ingest.py --stages-only HOME --name before
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from demo_run import stage_times  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "realnews_ingest.json"


def ingest(drop: Path, home: Path) -> dict:
    if home.exists():
        raise SystemExit(f"{home} exists: the measurement needs a new home")
    claimgraph = Path(sys.executable).parent / "claimgraph"
    wrapper = (
        "import resource, subprocess, sys;"
        "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode;"
        "print(code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    command = [str(claimgraph), "ingest", str(drop), "--home", str(home)]
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", wrapper, *command], capture_output=True, text=True, check=False
    )
    wall = time.perf_counter() - started
    code, max_rss_kib = (int(x) for x in done.stdout.split())
    if code != 0:
        raise SystemExit(f"ingest failed (exit {code}): {done.stderr[-2000:]}")
    return {
        "command": " ".join(command),
        "wall_seconds": round(wall, 1),
        "peak_rss_mib_largest_process": round(max_rss_kib / 1024),
        # other work on the machine while measuring, as the 1-minute load average
        "load_average_after": round(os.getloadavg()[0], 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("drop", nargs="?", type=Path)
    parser.add_argument("home", nargs="?", type=Path)
    parser.add_argument("--stages-only", type=Path, metavar="HOME")
    parser.add_argument("--name", required=True)
    args = parser.parse_args()
    if args.stages_only:
        home, result = args.stages_only, {}
    elif args.drop and args.home:
        home, result = args.home, ingest(args.drop, args.home)
    else:
        parser.error("give DROP and HOME, or --stages-only HOME")
    result = {
        "name": args.name,
        "home": str(home),
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        **result,
        "stage_seconds": stage_times(home),
    }
    runs = json.loads(RESULTS.read_text())["runs"] if RESULTS.exists() else []
    runs = [r for r in runs if r["name"] != args.name] + [result]
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(
        json.dumps({"note": "each run carries its own date, machine and load", "runs": runs}, indent=2) + "\n"
    )
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
