"""The ``parse`` backend: attribution from a spaCy dependency parse, no LLM.

A cue verb (said, told, denied, expects, ...) gives the stance; its subject is
the speaker; its clausal complement (or, in the inverted "..., officials said."
form, the clause it hangs off) is the content. "according to X" works the same
way with X as speaker. Subject, predicate and value come from the content
clause's own subject, verb and right-hand complements.

Beyond speech verbs the cue can be a stance verb with an object ("praised his
record", "called him a liar"), a verb with a preposition ("called for a ban"), a
participle ("..., saying ...", "a statement saying ..."), a passive with its agent
("was first reported by MSNBC") or a headline or transcript colon ("Trump: ...",
"TAPPER: ..."). A verb no list names ("wants", "knows") is a cue when the learned
cue model (``extract.cue_model``) says so; its stance is then "unclear". A report
whose source the text does not name ("It was revealed that ...", "is expected
to", "reportedly", "seems to") is a claim with an empty speaker. Span boundaries
follow PolNeAR's annotation: the cue keeps its auxiliaries, negation and adverbs
("has not yet said"); the content keeps a leading "that" and, for a quotation,
its own quotation marks and the punctuation inside them; the speaker's span keeps
its relative clauses ("voters who ...", "Chris Cox, who runs ...,") and the mark
that closes an aside ("Bush, Florida's former governor,"), and is the relative
pronoun itself in "64 percent who say".
The speaker's name, which the graph keys entities on, is the name alone: "Bush",
"Chris Cox", "64 percent".

Where things are:

- ``lexicon``: every word list the rules test against.
- ``nlp``: the spaCy model and the parse of a sentence (headlines in sentence case).
- ``rules/``: one module per kind of trigger, each a named rule; ``rules.RULES`` is their order.
- ``speaker``, ``content``, ``tree``, ``spans``: finding who spoke and what was said, and
  cutting character spans as PolNeAR marks them.
- ``claim``: a rule's match into a claim; ``nesting``: claims inside claims.
- ``extractor``: ``claims_from_doc`` (the loop over the rules), ``ParseExtractor`` and the versions.
"""

from pipeline.extract.parse.extractor import (
    PROMPT_VERSION,
    RULES_VERSION,
    ParseExtractor,
    claims_from_doc,
    parse_version,
)
from pipeline.extract.parse.lexicon import CUE_MODALITY, DECIDED_BY_RULES
from pipeline.extract.parse.nlp import MODEL_ID, load_nlp, parse_sentences
from pipeline.extract.parse.rules import RULE_NAMES, RULES
from pipeline.extract.parse.rules.learned_cue import learned_cue_parts as _learned_cue_parts
from pipeline.extract.parse.spans import content_span as _content_span

__all__ = [
    "CUE_MODALITY",
    "DECIDED_BY_RULES",
    "MODEL_ID",
    "PROMPT_VERSION",
    "RULES",
    "RULES_VERSION",
    "RULE_NAMES",
    "ParseExtractor",
    "_content_span",
    "_learned_cue_parts",
    "claims_from_doc",
    "load_nlp",
    "parse_sentences",
    "parse_version",
]
