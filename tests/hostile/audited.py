"""Run the claimgraph command line with an audit hook that records every file it opens or changes.

usage: python tests/hostile/audited.py LOG claimgraph-arguments...

Python raises an audit event for every open(), rename, removal, link and child process
(PEP 578); each one lands as a JSON line in LOG. Native code that opens files itself
(DuckDB, Arrow, the dbt child) raises none: the tests check what those write by other means.
"""

import json
import os
import sys

EVENTS = {
    "open",
    "os.rename",
    "os.replace",
    "os.remove",
    "os.rmdir",
    "os.mkdir",
    "os.symlink",
    "os.link",
    "os.truncate",
    "os.chmod",
    "shutil.copyfile",
    "shutil.move",
    "shutil.rmtree",
    "subprocess.Popen",
}


def main() -> None:
    log_path, args = sys.argv[1], sys.argv[2:]
    log = open(log_path, "w", buffering=1)  # noqa: SIM115 (open for the life of the process)
    writing = False

    def hook(event: str, details: tuple) -> None:
        nonlocal writing
        if event not in EVENTS or writing:
            return
        writing = True
        try:
            values = [os.fsdecode(v) if isinstance(v, str | bytes | os.PathLike) else v for v in details]
            mode = values[1] if event == "open" and len(values) > 1 else None
            flags = values[2] if event == "open" and len(values) > 2 else None
            log.write(
                json.dumps(
                    {"event": event, "args": [str(v) for v in values], "mode": str(mode), "flags": flags}
                )
                + "\n"
            )
        finally:
            writing = False

    sys.addaudithook(hook)
    from pipeline.cli import app

    sys.argv = ["claimgraph", *args]
    app()


if __name__ == "__main__":
    main()
