"""``claimgraph-dbt``: dbt as a child that dies with its parent.

The marts asset runs dbt through Dagster's ``DbtCliResource``, which starts it with a
plain ``subprocess.Popen``. Killed with ``kill -9``, the ingest would leave that dbt
running on: writing the warehouse after nobody is left to publish it, and holding
DuckDB's lock on the file against the next ingest. This entry point asks the kernel to
kill it when its parent dies (Linux's ``PR_SET_PDEATHSIG``, which survives ``exec``)
and then becomes dbt. Elsewhere it just becomes dbt.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
from pathlib import Path

PR_SET_PDEATHSIG = 1


def die_with_parent(sig: int = signal.SIGKILL) -> bool:
    """Have the kernel send ``sig`` to this process when its parent dies; False where it cannot."""
    if not sys.platform.startswith("linux"):
        return False
    parent = os.getppid()
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, sig, 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError):
        return False
    # The parent may have died before the prctl call (we were handed to init): nobody would signal us.
    if parent == 1 or os.getppid() != parent:
        os.kill(os.getpid(), sig)
    return True


def main() -> None:
    die_with_parent()
    dbt = Path(sys.executable).parent / "dbt"
    os.execv(dbt, [str(dbt), *sys.argv[1:]])


if __name__ == "__main__":
    main()
