"""WordNet's broad classes of verbs and nouns ("communication", "cognition", "person", ...).

The cue model learns from PolNeAR which verbs report what someone said or
thought, but hundreds of cue verbs turn up once or twice, and a verb it has never
seen gave it nothing but its dependency frame to go on. WordNet files every
sense of a word under one of its lexicographer classes: "bark", "confess" and
"quip" share "communication" with "say"; "scholars" and "senator" are both
"person", "criticism" and "statement" both "communication". The cue model takes
the share of a verb's senses in each class, and the class of its most frequent
sense, as features, and the first class of the nouns around it (its subject, its
object, a preposition's object). One level finer, it takes the verbs each sense is
a kind of (its hypernyms): "rip" is a kind of "attack", "bark" of "utter".

The contradiction test reads one more table: the verbs that say what a verb says in its most
frequent sense (``verb_near``): "meddle" is a kind of "interfere", so "Russia did not meddle"
meets "Russia interfered in the election".

The classes ship as ``wordnet_classes.json``, built from Princeton WordNet 3.0's
``index.*`` and ``data.*`` files by ``python -m evaluation.wordnet_builder
[WORDNET_DIR]``; this module only reads the JSON.

WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. The
full license is in ``wordnet_classes.json``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

CLASSES_PATH = Path(__file__).with_name("wordnet_classes.json")


@dataclass(frozen=True)
class WordNetClasses:
    verbs: dict[str, list[str]]  # lemma -> the class of each verb sense, most frequent first
    nouns: dict[str, str]  # lemma -> the class of its most frequent noun sense
    # lemma -> for each verb sense, the verbs it is a kind of ("bark" -> [["utter"], ["peel"]])
    verb_hypernyms: dict[str, list[list[str]]]
    # lemma -> the verbs that say the same in its most frequent sense ("meddle" -> "interfere", ...)
    verb_near: dict[str, frozenset[str]]


@lru_cache(maxsize=1)
def load_wordnet_classes(path: Path | str = CLASSES_PATH) -> WordNetClasses:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    # Nouns are stored by class, a space-separated word list each, to keep the file small;
    # a verb's hypernyms as one space-separated string per sense.
    nouns = {word: name for name, words in data["nouns"].items() for word in words.split()}
    hypernyms = {
        lemma: [sense.split() for sense in senses] for lemma, senses in data["verb_hypernyms"].items()
    }
    near = {lemma: frozenset(words.split("|")) for lemma, words in data["verb_near"].items()}
    return WordNetClasses(verbs=data["verbs"], nouns=nouns, verb_hypernyms=hypernyms, verb_near=near)
