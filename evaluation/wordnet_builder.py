"""Builds ``pipeline/extract/wordnet_classes.json`` from Princeton WordNet 3.0's database files.

    python -m evaluation.wordnet_builder [WORDNET_DIR]

Debian's ``wordnet-base`` puts the files in /usr/share/wordnet. No PyPI package
ships WordNet's data itself, and the files are plain text whose layout WordNet
documents (wndb(5WN)), so they are read here directly. The classes keep one-word
entries only (the cue model looks words up by spaCy's lemma); the table of near
verbs (``verb_near``, for the contradiction test) keeps phrasal verbs too ("step
in"). What the classes are for is told in ``pipeline.extract.wordnet_classes``,
which reads the JSON at run time.

WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. The
full license is in ``wordnet_classes.json``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from pipeline.extract.wordnet_classes import CLASSES_PATH

DEFAULT_WORDNET_DIR = Path("/usr/share/wordnet")
# Lexicographer file number -> class (lexnames(5WN)); 3-28 are noun files, 29-43 verb files.
LEXICOGRAPHER_FILES = dict(
    enumerate(
        "Tops act animal artifact attribute body cognition communication event feeling food group "
        "location motive object person phenomenon plant possession process quantity relation shape "
        "state substance time body change cognition communication competition consumption contact "
        "creation emotion motion perception possession social stative weather".split(),
        start=3,
    )
)
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


def _entries(path: Path) -> Iterator[list[str]]:
    """A WordNet database file's entries; its license header lines start with two spaces."""
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if not line.startswith("  "):
                yield line.split()


@dataclass(frozen=True)
class _Synset:
    word: str  # its first word: "utter" for {utter, emit, let out, let loose}
    lexicographer_class: str
    hypernyms: list[str]  # offsets of the synsets it is a kind of
    words: tuple[str, ...]  # every word, phrases spaced: ("utter", "emit", "let out", ...)


def _database(
    wordnet_dir: Path | str, pos: str, phrases: bool = False
) -> tuple[dict[str, list[str]], dict[str, _Synset]]:
    """Lemma -> its sense offsets (most frequent first), and offset -> synset. Lemmas are one
    word unless ``phrases`` ("step in", "touch down")."""
    root = Path(wordnet_dir)
    index, data = root / f"index.{pos}", root / f"data.{pos}"
    for path in (index, data):
        if not path.is_file():
            raise ValueError(f"{root} is not a WordNet database folder: it has no {path.name}")
    synsets = {}
    # data.*: offset lex_filenum ss_type w_cnt (word lex_id) x w_cnt p_cnt (symbol offset pos
    # source/target) x p_cnt ... | gloss; w_cnt is hexadecimal.
    for fields in _entries(data):
        words = int(fields[3], 16)
        pointers_at = 4 + 2 * words
        pointers = fields[pointers_at + 1 : pointers_at + 1 + 4 * int(fields[pointers_at])]
        synsets[fields[0]] = _Synset(
            word=fields[4].lower(),
            lexicographer_class=LEXICOGRAPHER_FILES[int(fields[1])],
            hypernyms=[pointers[i + 1] for i in range(0, len(pointers), 4) if pointers[i] == "@"],
            words=tuple(_spaced(fields[4 + 2 * i]) for i in range(words)),
        )
    senses = {}
    # index.*: lemma pos synset_cnt p_cnt [ptr_symbol x p_cnt] sense_cnt tagsense_cnt offsets...
    for fields in _entries(index):
        if fields[0].isalpha() or (phrases and fields[0].replace("_", "").isalpha()):
            senses[_spaced(fields[0])] = fields[4 + int(fields[3]) + 2 :]
    return senses, synsets


def _spaced(word: str) -> str:
    """A database word as text: "step_in" -> "step in"."""
    return word.lower().replace("_", " ")


def build_classes(wordnet_dir: Path | str, pos: str) -> dict[str, list[str]]:
    """One-word lemma -> the class of each of its senses of ``pos`` ("verb", "noun"), in
    WordNet's order (most frequent first)."""
    senses, synsets = _database(wordnet_dir, pos)
    return {lemma: [synsets[o].lexicographer_class for o in offsets] for lemma, offsets in senses.items()}


def build_hypernyms(wordnet_dir: Path | str, pos: str = "verb") -> dict[str, list[list[str]]]:
    """One-word lemma -> for each sense, the first words of the synsets it is a kind of:
    "bark" -> [["utter"], ["peel"]] (to bark is to utter; to bark a tree is to peel it)."""
    senses, synsets = _database(wordnet_dir, pos)
    return {
        lemma: [[synsets[h].word for h in synsets[o].hypernyms] for o in offsets]
        for lemma, offsets in senses.items()
    }


# A hypernym at least this many steps below the top of WordNet's verb tree is a verb of its
# own ("intervene" for "meddle"); nearer the top it is any act ("change", "get", "move").
NEAR_HYPERNYM_DEPTH = 2


def _depth(offset: str, synsets: dict[str, _Synset], seen: frozenset[str] = frozenset()) -> int:
    """Steps from a synset up to the top of its tree, by its shortest path."""
    above = [h for h in synsets[offset].hypernyms if h not in seen]
    if not above:
        return 0
    return 1 + min(_depth(h, synsets, seen | {offset}) for h in above)


def build_near_verbs(wordnet_dir: Path | str) -> dict[str, list[str]]:
    """Verb -> the verbs that say the same in its most frequent sense: the other words of that
    synset and of the synsets it is a kind of, unless those are near the top ("meddle" ->
    "interfere", "intervene", "step in", "tamper", ...; "rise" -> "go up", not "move")."""
    senses, synsets = _database(wordnet_dir, "verb", phrases=True)
    near = {}
    for lemma, offsets in senses.items():
        first = synsets[offsets[0]]
        above = [h for h in first.hypernyms if _depth(h, synsets) >= NEAR_HYPERNYM_DEPTH]
        words = set(first.words).union(*(synsets[h].words for h in above)) - {lemma}
        if words:
            near[lemma] = sorted(words)
    return near


def main(argv: list[str]) -> None:
    wordnet_dir = Path(argv[0]) if argv else DEFAULT_WORDNET_DIR
    verbs = build_classes(wordnet_dir, "verb")
    nouns_by_class: dict[str, list[str]] = {}
    for word, classes in build_classes(wordnet_dir, "noun").items():
        nouns_by_class.setdefault(classes[0], []).append(word)
    hypernyms = {
        lemma: [" ".join(sense) for sense in senses]
        for lemma, senses in build_hypernyms(wordnet_dir, "verb").items()
        if any(senses)
    }
    data = {
        "source": "Princeton WordNet 3.0",
        "license": LICENSE,
        "verbs": verbs,
        "nouns": {name: " ".join(sorted(words)) for name, words in nouns_by_class.items()},
        "verb_hypernyms": hypernyms,
        "verb_near": {lemma: "|".join(words) for lemma, words in build_near_verbs(wordnet_dir).items()},
    }
    CLASSES_PATH.write_text(json.dumps(data, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(verbs)} verbs, {sum(map(len, nouns_by_class.values()))} nouns -> {CLASSES_PATH}")


if __name__ == "__main__":
    main(sys.argv[1:])
