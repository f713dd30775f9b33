"""WordNet's broad classes of a verb ("communication", "cognition", "emotion", ...).

The cue model learns from PolNeAR which verbs report what someone said or
thought, but hundreds of cue verbs turn up once or twice and a verb it has never
seen gave it nothing but its dependency frame to go on. WordNet files every
sense of a verb under one of 15 lexicographer classes; "bark", "confess" and
"quip" share "communication" with "say", "fear" and "cherish" share "emotion".
The cue model takes the share of a verb's senses in each class, and the class of
its most frequent sense, as features.

The classes ship as ``verb_classes.json`` (lemma -> the class of each sense,
most frequent first), built from Princeton WordNet 3.0's ``index.verb`` and
``data.verb`` by ``python -m pipeline.extract.verb_classes [WORDNET_DIR]``
(Debian's ``wordnet-base`` puts them in /usr/share/wordnet). No PyPI package
ships WordNet's data itself, and the two files are plain text whose layout
WordNet documents (wndb(5WN)), so they are read here directly.

WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. The
full license is in ``verb_classes.json``.
"""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path

CLASSES_PATH = Path(__file__).with_name("verb_classes.json")
DEFAULT_WORDNET_DIR = Path("/usr/share/wordnet")
# Lexicographer file numbers 29-43 are the verb files (lexnames(5WN)).
VERB_FILES = {
    29: "body",
    30: "change",
    31: "cognition",
    32: "communication",
    33: "competition",
    34: "consumption",
    35: "contact",
    36: "creation",
    37: "emotion",
    38: "motion",
    39: "perception",
    40: "possession",
    41: "social",
    42: "stative",
    43: "weather",
}
LICENSE = (
    "WordNet Release 3.0. This software and database is being provided to you, the LICENSEE, by "
    "Princeton University under the following license. By obtaining, using and/or copying this "
    "software and database, you agree that you have read, understood, and will comply with these "
    "terms and conditions.: Permission to use, copy, modify and distribute this software and "
    "database and its documentation for any purpose and without fee or royalty is hereby granted, "
    "provided that you agree to comply with the following copyright notice and statements, "
    "including the disclaimer, and that the same appear on ALL copies of the software, database and "
    "documentation, including modifications that you make for internal use or for distribution. "
    "WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. THIS SOFTWARE AND "
    'DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, '
    "EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO "
    "REPRESENTATIONS OR WARRANTIES OF MERCHANT- ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR "
    "THAT THE USE OF THE LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD "
    "PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER RIGHTS. The name of Princeton University or "
    "Princeton may not be used in advertising or publicity pertaining to distribution of the "
    "software and/or database. Title to copyright in this software, database and any associated "
    "documentation shall at all times remain with Princeton University and LICENSEE agrees to "
    "preserve same."
)


def _data_lines(path: Path):
    """A WordNet database file's entries; its license header lines start with two spaces."""
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if not line.startswith("  "):
                yield line.split()


def build_verb_classes(wordnet_dir: Path | str) -> dict[str, list[str]]:
    """Lemma -> the class of each of its verb senses, in WordNet's order (most frequent first)."""
    root = Path(wordnet_dir)
    index, data = root / "index.verb", root / "data.verb"
    for path in (index, data):
        if not path.is_file():
            raise ValueError(f"{root} is not a WordNet database folder: it has no {path.name}")
    # data.verb: synset_offset lex_filenum ss_type ...
    class_of = {fields[0]: VERB_FILES[int(fields[1])] for fields in _data_lines(data)}
    classes = {}
    # index.verb: lemma pos synset_cnt p_cnt [ptr_symbol x p_cnt] sense_cnt tagsense_cnt offsets...
    for fields in _data_lines(index):
        pointer_count = int(fields[3])
        offsets = fields[4 + pointer_count + 2 :]
        classes[fields[0].replace("_", " ")] = [class_of[offset] for offset in offsets]
    return classes


@lru_cache(maxsize=1)
def load_verb_classes(path: Path | str = CLASSES_PATH) -> dict[str, list[str]]:
    return json.loads(Path(path).read_text(encoding="utf-8"))["classes"]


def main(argv: list[str]) -> None:
    wordnet_dir = Path(argv[0]) if argv else DEFAULT_WORDNET_DIR
    classes = build_verb_classes(wordnet_dir)
    CLASSES_PATH.write_text(
        json.dumps(
            {"source": "Princeton WordNet 3.0", "license": LICENSE, "classes": classes}, sort_keys=True
        )
        + "\n",
        encoding="utf-8",
    )
    print(f"{len(classes)} verbs -> {CLASSES_PATH}")


if __name__ == "__main__":
    main(sys.argv[1:])
