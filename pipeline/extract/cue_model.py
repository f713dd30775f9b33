"""A learned cue detector for the verbs the parse backend's lexicon does not list.

PolNeAR marks attributions far beyond speech verbs ("wants", "knows", "made
clear", "voted for", "took a swipe at"): hundreds of cue words, most seen once or
twice. A lexicon cannot list them and taking every verb with a clause as a cue is
wrong three times in four. This module scores one verb at a time with a logistic
regression over its dependency frame: its lemma, what hangs off it (a clause, an
object and which noun, a preposition), what its subject is (a pronoun, a name, a
relative pronoun, another noun), where it sits, WordNet's classes of the verb and
of the nouns around it, and the verbs WordNet says it is a kind of
(``extract.wordnet_classes``), which carry over to words no training text has. The
parse backend asks it only about verbs its rules do not decide (neither in the
lexicon nor a refusal), and keeps a verb whose probability reaches the model's
threshold.

The weights are plain JSON (feature -> weight) so that scoring needs nothing but
this module. Training lives outside the runtime (``evaluation.cue_training``,
``claimgraph train-cues``) and needs scikit-learn, which the dev dependency group
installs. ``benchmarks/cue_model_cv.py`` trains on all but one fold of PolNeAR's
texts and scores the held-out fold, which is the figure to trust; the shipped
weights are trained on every shared text.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pipeline.extract.wordnet_classes import load_wordnet_classes

WEIGHTS_PATH = Path(__file__).with_name("cue_model.json")
# Probability at which a verb counts as a cue. A cue adds to F1 while it is right more often
# than F1/2 (about 0.37 here); on held-out texts (benchmarks/cue_model_cv.py) 0.35, 0.4 and 0.45
# were within 0.002 F1 of each other.
DEFAULT_THRESHOLD = 0.4

PERSONAL_PRONOUNS = {"i", "we", "you", "he", "she", "they", "it"}
FRAME_DEPS = {"nsubj", "nsubjpass", "ccomp", "xcomp", "dobj", "prep", "agent", "prt", "acomp", "dative"}


def is_candidate(token, listed: Collection[str]) -> bool:
    """Whether the model is asked about this token: a verb the lexicon does not list."""
    return token.pos_ == "VERB" and token.lemma_ not in listed


def _subject_kind(subject) -> str:
    if subject.lower_ in PERSONAL_PRONOUNS:
        return "pron:" + subject.lower_
    if subject.tag_ in {"WP", "WDT"}:
        return "relative"
    # The parse backend runs without NER (half the parse time); a proper noun stands for a name.
    return "name" if subject.pos_ == "PROPN" else "noun"


def cue_features(token) -> dict[str, float]:
    """The evidence one verb gives of being a cue, as named binary features."""
    children = list(token.children)
    deps = {c.dep_ for c in children}
    frame = "|".join(sorted(deps & FRAME_DEPS)) or "bare"
    lemma = token.lemma_.lower()
    features = {
        f"lemma={lemma}": 1.0,
        f"frame={frame}": 1.0,
        f"lemma+frame={lemma}/{frame}": 1.0,
        f"dep={token.dep_}": 1.0,
        f"tag={token.tag_}": 1.0,
        f"head={token.head.lemma_.lower()}": 1.0,
        f"dep+head={token.dep_}/{token.head.pos_}": 1.0,
    }
    for child in children:
        features[f"child={child.dep_}"] = 1.0
        if child.dep_ in {"nsubj", "nsubjpass"}:
            kind = _subject_kind(child)
            features[f"subject={kind}"] = 1.0
            features[f"subject_lemma={child.lemma_.lower()}"] = 1.0
            features[f"lemma+subject={lemma}/{kind.split(':')[0]}"] = 1.0
        elif child.dep_ in {"dobj", "acomp", "prt"}:
            features[f"{child.dep_}={child.lemma_.lower()}"] = 1.0
            features[f"lemma+{child.dep_}={lemma}/{child.lemma_.lower()}"] = 1.0
        elif child.dep_ == "prep":
            features[f"prep={child.lower_}"] = 1.0
            features[f"lemma+prep={lemma}/{child.lower_}"] = 1.0
        elif child.dep_ == "ccomp":
            features["ccomp_that"] = float(
                any(c.lower_ == "that" and c.dep_ == "mark" for c in child.children)
            )
        elif child.dep_ == "neg":
            features["negated"] = 1.0
    # What WordNet files the verb and the nouns around it under: a verb or a subject seen in no
    # training text still has a class ("scholars have long debated", "drew harsh criticism").
    wordnet = load_wordnet_classes()
    classes = wordnet.verbs.get(lemma)
    if classes:
        for name, count in Counter(classes).items():
            features[f"class={name}"] = count / len(classes)
        features[f"first_class={classes[0]}"] = 1.0
    else:
        features["class=unknown"] = 1.0
    # And what kind of act WordNet says it is, one level finer: "rip" is a kind of "attack",
    # "bark" of "utter", "expose" of "tell" and "show".
    senses = wordnet.verb_hypernyms.get(lemma, [])
    for word, count in Counter(word for sense in senses for word in set(sense)).items():
        features[f"hypernym={word}"] = count / len(senses)
    for child in children:
        if child.dep_ == "prep":
            nouns = [("pobj", c) for c in child.children if c.dep_ == "pobj"]
        elif child.dep_ in {"nsubj", "nsubjpass", "dobj"}:
            nouns = [("dobj" if child.dep_ == "dobj" else "subject", child)]
        else:
            continue
        for role, noun in nouns:
            if noun.pos_ == "NOUN" and (name := wordnet.nouns.get(noun.lemma_.lower())) is not None:
                features[f"{role}_class={name}"] = 1.0
    text = token.doc.text
    before = text[: token.idx]
    # An odd count of straight quotes, or more openings than closings, puts the verb inside
    # someone's quoted words.
    inside = before.count('"') % 2 == 1 or before.count("“") > before.count("”")
    features["in_quotation"] = float(inside)
    features["sentence_has_quotation"] = float(any(q in text for q in '"“”'))
    return features


@dataclass(frozen=True)
class CueModel:
    weights: dict[str, float]
    intercept: float
    threshold: float = DEFAULT_THRESHOLD

    def probability(self, token) -> float:
        score = self.intercept + sum(
            self.weights.get(name, 0.0) * v for name, v in cue_features(token).items()
        )
        return 1.0 / (1.0 + math.exp(-score))

    def to_json(self) -> str:
        return json.dumps(
            {"intercept": self.intercept, "threshold": self.threshold, "weights": self.weights},
            indent=0,
            sort_keys=True,
        )

    @property
    def digest(self) -> str:
        """Short hash of the weights: part of the parse backend's version, so retraining re-extracts."""
        return hashlib.sha256(self.to_json().encode()).hexdigest()[:10]

    @classmethod
    def from_json(cls, text: str) -> CueModel:
        data = json.loads(text)
        return cls(weights=data["weights"], intercept=data["intercept"], threshold=data["threshold"])


# A model under which no verb is a cue: the parse backend with its rules alone.
NO_LEARNED_CUES = CueModel(weights={}, intercept=0.0, threshold=2.0)


@lru_cache(maxsize=1)
def load_cue_model(path: Path | str = WEIGHTS_PATH) -> CueModel:
    return CueModel.from_json(Path(path).read_text(encoding="utf-8"))
