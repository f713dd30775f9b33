"""A person's gender as their given name says: "Kirstjen Nielsen ... She says" is not the Trump
quoted before. From nomquamgender's table (MIT; how often each given name is a woman's or a man's
in public name lists, up to 35 of them for one name), kept only where a name is one or the other
at least nine times in ten, as nomquamgender's own classifier does by default.

The table is 22 MB of JSON: about 5 s and 550 MiB to read (docs/benchmarks.md, session 42). The
names kept are written once, as a compact copy under the user's cache directory, by a child
process, so that an ingest reads 2.6 MB and its own peak memory does not grow by the full table."""

from __future__ import annotations

import fcntl
import json
import logging
import os
import subprocess
import sys
import tempfile
from functools import lru_cache
from importlib.metadata import version
from pathlib import Path

from unidecode import unidecode

log = logging.getLogger(__name__)

# nomquamgender's default: a name whose p(woman) lies within 0.1 of 0 or 1 is classified.
DECISIVE = 0.1
# Names counted fewer times than this say too little ("republican" is a man's name once). The
# resolver asks only about the word before a person's surname, titles passed over, so a rare real
# name counts ("Kirstjen", 3 times).
MIN_COUNT = 3
TABLE_VERSION = f"nomquamgender-{version('nomquamgender')}-p{DECISIVE}-count{MIN_COUNT}"


def cache_path() -> Path:
    root = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(root) / "claimgraph" / f"given-names-{TABLE_VERSION}.json"


def build_table(path: Path) -> None:
    """Write the compact table: given name -> "she" or "he"."""
    from importlib.resources import files

    with files("nomquamgender").joinpath("name_data.json").open(encoding="utf-8") as source:
        data = json.load(source)
    table = {
        name: "she" if p_woman >= 1 - DECISIVE else "he"
        for name, (_sources, count, p_woman, *_rest) in data.items()
        if count >= MIN_COUNT and name.isalpha() and (p_woman <= DECISIVE or p_woman >= 1 - DECISIVE)
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".part") as out:
        try:
            json.dump(table, out, separators=(",", ":"))
        except BaseException:
            os.unlink(out.name)
            raise
    os.replace(out.name, path)


def _read(path: Path) -> dict[str, str] | None:
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None  # missing, or cut short by something other than this module's atomic write
    return found if isinstance(found, dict) else None


def _read_or_build(path: Path) -> dict[str, str] | None:
    """The table at ``path``, built there first when missing or unreadable; None when it cannot be.
    Processes that start at once wait on one lock, so the table is built once, not once each."""
    if (found := _read(path)) is not None:
        return found
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = open(path.with_suffix(".lock"), "w")  # held until the build ends
    except OSError as err:
        log.warning("could not write the given-name table to %s: %s", path, err)
        return None
    with lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (found := _read(path)) is not None:
            return found  # another process built it while this one waited
        # this file, not `-m pipeline.given_names`: the child then runs this very code
        built = subprocess.run([sys.executable, __file__, str(path)], capture_output=True, text=True)
    if built.returncode != 0:
        log.warning("could not write the given-name table to %s: %s", path, built.stderr.strip()[-300:])
        return None
    return _read(path)


@lru_cache(maxsize=1)
def table() -> dict[str, str]:
    """The compact table, from the user's cache, else from the temporary folder (a user with no
    writable home); empty, with a warning, when neither can hold it: names then say nothing of
    gender, and resolution goes on as it did before it read them."""
    fallback = Path(tempfile.gettempdir()) / "claimgraph" / cache_path().name
    for path in (cache_path(), fallback):
        found = _read_or_build(path)
        if found is not None:
            return found
    log.warning("no given-name table: pronouns are read without given names")
    return {}


def given_name_gender(given: str) -> str:
    """ "she" or "he" as a given name says ("Theresa", "Vladimir"); "" for a name that is both
    ("Kim", "Jean"), an initial, or a name the table does not hold."""
    word = unidecode(given).lower().strip(".")  # the table's names are written without accents
    if len(word) < 2:
        return ""
    return table().get(word, "")


if __name__ == "__main__":
    build_table(Path(sys.argv[1]))
