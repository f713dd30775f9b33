"""What a rule is and what it can answer.

A token rule looks at one token and answers one of four things:

- ``None``: not mine; the next rule in the registry looks at the token.
- ``NO_CLAIM``: mine, and it reports nothing ("declined to comment on ...", a cue verb
  with no speaker); no later rule looks at the token.
- a ``Match``: the claim's parts as tokens; ``claim.build_claim`` cuts the spans and
  may still drop it (content too short, a speaker with no words).
- a ``RawClaim``: a finished claim whose words are in a neighbouring sentence
  ("Dr. Ward stated:"); the document pass in ``extract.quotations`` fills them in.

A sentence rule reads the whole sentence and gives at most one claim, which is
never nested in another.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pipeline.extract.base import RawClaim
from pipeline.extract.cue_model import CueModel


class Outcome(enum.Enum):
    NO_CLAIM = "no claim"


# Mine, but no claim: the token goes to no later rule.
NO_CLAIM = Outcome.NO_CLAIM


@dataclass
class Match:
    """The parts of one claim as tokens, as a rule found them at its cue."""

    speaker: list | None  # None: a source the text does not name ("It was revealed that ...")
    cue: list
    content: list
    head: Any  # the token heading the content: its clause gives subject, predicate and value
    modality: str
    # Picked by the learned cue model: such a claim inside another's words is part of them.
    learned: bool = False
    # The proposition's subject where the rule knows it better than the content clause does:
    # "Russia denied interfering" (the denier), "accused the company of polluting" (the accused).
    subject: list | None = None


@dataclass(frozen=True)
class Context:
    """What a token rule may need beyond the token: the learned cue model, when there is one."""

    cue_model: CueModel | None = None


TokenAnswer = Match | RawClaim | Outcome | None


@dataclass(frozen=True)
class Rule:
    """A named rule: ``find(token, context)`` for a token rule, ``find(sentence)`` for a sentence rule."""

    name: str
    example: str  # a sentence the rule reads, for the docs and the tests
    find: Callable[..., Any]
    per_sentence: bool = False
