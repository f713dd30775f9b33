"""The parse extractor: every token offered to the rules in order, then the nesting step."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from pipeline.extract.base import ExtractionResult, RawClaim, SentenceInput
from pipeline.extract.cue_model import CueModel, load_cue_model
from pipeline.extract.parse.claim import build_claim
from pipeline.extract.parse.narration import narrated_claim
from pipeline.extract.parse.nesting import Found, linked
from pipeline.extract.parse.nlp import MODEL_ID, parse_sentences
from pipeline.extract.parse.rules import RULE_NAMES, RULES, Context, Match, checked_rule_names

# Part of every cache key and of the extraction asset's code version: change it with any rule
# change that changes output, so that a backfill extracts stored sentences again.
# The learned cue model's weights count as rules: retraining it re-extracts too.
RULES_VERSION = "parse-rules-86"
# Why a claim that leaves its sentence to the writer's narration is no proposition: a speaker who
# is nobody leaves it too ("No actual lawyer for the real Raven-Symone ever made such a statement").
ATTRIBUTES_NOTHING = frozenset({"noun_phrase", "non_speech_cue", "nobody"})


def parse_version(cue_model: CueModel, disabled_rules: Iterable[str] = ()) -> str:
    """The version of the rules, the cue model and, where some are left out, which ones."""
    version = f"{RULES_VERSION}+cues-{cue_model.digest}"
    disabled = checked_rule_names(disabled_rules)
    if not disabled:
        return version
    return f"{version}-without-" + "+".join(name for name in RULE_NAMES if name in disabled)


PROMPT_VERSION = parse_version(load_cue_model())


def claims_from_doc(
    doc, cue_model: CueModel | None = None, disabled_rules: Iterable[str] = frozenset()
) -> list[RawClaim]:
    """Every attribution in one parsed sentence, nested ones linked to their parent; a sentence
    with none is the writer's own claim when it tells a proposition (``narration.narrated_claim``).

    ``cue_model`` judges verbs outside the cue lexicon; without it only listed cues count.
    Rules named in ``disabled_rules`` are skipped.
    """
    disabled = checked_rule_names(disabled_rules)
    rules = [rule for rule in RULES if rule.name not in disabled]
    token_rules = [rule.find for rule in rules if not rule.per_sentence]
    context = Context(cue_model)
    sentence = doc.text
    found: list[Found] = []
    for token in doc:
        for find in token_rules:
            answer = find(token, context)
            if answer is None:
                continue
            if isinstance(answer, RawClaim):  # pending: its words are in the next sentence
                found.append(Found(answer, set(), token.i, False))
            elif isinstance(answer, Match) and (built := build_claim(sentence, token, answer)) is not None:
                found.append(Found(built[0], built[1], token.i, answer.learned))
            break  # NO_CLAIM, or a match whose spans came out empty: no later rule looks
    claims = linked(doc, found)
    claims += [claim for rule in rules if rule.per_sentence and (claim := rule.find(sentence)) is not None]
    # A verb taken for a cue with a noun phrase after it ("Iraqi forces recaptured the town") or
    # with no speech in it attributes nothing: the sentence is still the writer's. A denial of a
    # noun phrase ("10 News has now outed Tridevil third breast as fake") is a debunk, not that.
    if (
        all(c.proposition_reason in ATTRIBUTES_NOTHING and c.modality != "denies" for c in claims)
        and (narrated := narrated_claim(doc)) is not None
    ):
        claims.append(narrated)
    return claims


class ParseExtractor:
    name = "parse"
    model_id = MODEL_ID
    # The candidate filter only lists cue words; on PolNeAR it costs the parse 0.08 overlap F1.
    reads_every_sentence = True
    # An ordinary article takes well under a second; past this the text is pathological.
    document_seconds = 60.0

    def __init__(self, cue_model: CueModel | None = None, disabled_rules: Iterable[str] = ()) -> None:
        """``cue_model`` defaults to the shipped weights; the cross-validation passes its own.

        ``disabled_rules`` names rules to skip (an ablation); the version then says which.
        """
        self.cue_model = cue_model or load_cue_model()
        self.disabled_rules = checked_rule_names(disabled_rules)
        self.prompt_version = parse_version(self.cue_model, self.disabled_rules)

    def parse(self, texts: Iterable[str]) -> Iterator:
        """One spaCy doc per sentence. The rules only read the docs: a subclass may keep them
        for another run (``benchmarks/rule_ablation.py``)."""
        return parse_sentences(texts)

    def extract(self, sentences: list[SentenceInput]) -> list[ExtractionResult]:
        results = []
        for doc in self.parse(s.text for s in sentences):
            try:
                claims = claims_from_doc(doc, self.cue_model, self.disabled_rules)
                results.append(ExtractionResult(claims=claims))
            except Exception as err:  # one odd parse loses one sentence, never the batch
                results.append(ExtractionResult(error=f"{type(err).__name__}: {err}"))
        return results
