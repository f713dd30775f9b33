"""Attribution quality against PolNeAR: who said it (source), the cue, and what was said (content).

Gold attributions come from brat standoff files; predictions come from running an
extractor over every sentence of the same text. Each kind of span is scored on
its own, exact and overlapping, micro-averaged over the documents.

Span conventions (both matter for the numbers):
- A discontinuous gold span ("10 20;30 40") and a content split over two roles
  (``Content`` plus ``Content2``) are scored as their covering span, first start
  to last end. Extractors emit one contiguous span per role, so fragments could
  never match exactly, and the covering span is what a reader would highlight.
- Gold spans are counted once per attribution: a source shared by two
  attributions is two gold source spans, just as two predicted claims with the
  same speaker are two predicted source spans.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from pipeline.extract import PRONOUN, get_extractor
from pipeline.extract.base import Extractor, RawClaim, SentenceInput
from pipeline.extract.quotations import Attributed, complete_quotations
from pipeline.sentences import candidate_cue, split_sentences

Span = tuple[int, int]
KINDS = ("source", "cue", "content")
# brat role name -> attribution field; Content2 is the second half of a split quote.
ROLE_KIND = {"Source": "source", "Cue": "cue", "Content": "content", "Content2": "content"}


@dataclass(frozen=True)
class Attribution:
    source: Span | None = None
    cue: Span | None = None
    content: Span | None = None

    def span(self, kind: str) -> Span | None:
        return getattr(self, kind)


@dataclass(frozen=True)
class Counts:
    """Matches of one kind of span: enough to micro-average over documents."""

    gold: int = 0
    predicted: int = 0
    exact: int = 0
    overlap: int = 0

    def __add__(self, other: Counts) -> Counts:
        return Counts(
            self.gold + other.gold,
            self.predicted + other.predicted,
            self.exact + other.exact,
            self.overlap + other.overlap,
        )


# --- gold -------------------------------------------------------------------


def _covering(spans: Iterable[Span]) -> Span | None:
    spans = list(spans)
    if not spans:
        return None
    return min(s for s, _ in spans), max(e for _, e in spans)


def _text_bound_span(offsets: str) -> Span:
    """``"10 20;30 40"`` -> (10, 40): fragments become their covering span."""
    fragments = [tuple(int(n) for n in part.split()) for part in offsets.split(";")]
    return _covering(fragments)  # type: ignore[return-value]


def read_brat(path: Path | str) -> list[Attribution]:
    """The attributions of one brat .ann file, one per ``E`` line, in file order.

    An ``E`` line with no Source, Cue or Content role (PolNeAR has a few bare
    ``Attribution-no-source:T11`` events) carries nothing to score and is skipped.
    """
    text_bound: dict[str, Span] = {}
    events: list[list[str]] = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if line.startswith("T") and len(fields) >= 2:
            _type, _, offsets = fields[1].partition(" ")
            text_bound[fields[0]] = _text_bound_span(offsets)
        elif line.startswith("E") and len(fields) >= 2:
            events.append(fields[1].split())

    attributions = []
    for arguments in events:
        spans: dict[str, list[Span]] = {kind: [] for kind in KINDS}
        for argument in arguments:
            role, _, target = argument.partition(":")
            if role in ROLE_KIND and target in text_bound:
                spans[ROLE_KIND[role]].append(text_bound[target])
        if any(spans.values()):
            attributions.append(Attribution(**{kind: _covering(found) for kind, found in spans.items()}))
    return attributions


# --- predictions --------------------------------------------------------------


def _locate(sentence: str, text: str, hint: Span | None) -> Span | None:
    """Where a claim part sits in its sentence: the backend's span, else a search for its text.

    The LLM backend returns text only, and sees the sentence with its whitespace
    collapsed, so the search lets any run of whitespace stand for a space.
    """
    if hint is not None:
        return hint
    words = text.split()
    if not words:
        return None
    match = re.search(r"\s+".join(re.escape(w) for w in words), sentence)
    return (match.start(), match.end()) if match else None


def _absolute(span: Span | None, offset: int) -> Span | None:
    return None if span is None else (span[0] + offset, span[1] + offset)


def claim_attribution(claim: RawClaim, sentence: str, sentence_start: int) -> Attribution:
    """A sentence-relative claim as an attribution with offsets into the whole text."""
    return Attribution(
        source=_absolute(_locate(sentence, claim.speaker, claim.speaker_span), sentence_start),
        cue=_absolute(_locate(sentence, claim.cue, claim.cue_span), sentence_start),
        content=_absolute(_locate(sentence, claim.quote, claim.quote_span), sentence_start),
    )


def predict_attributions(text: str, extractor: Extractor, candidates_only: bool = False) -> list[Attribution]:
    """Every attribution the extractor finds in ``text``, sentence by sentence.

    All sentences go to the extractor by default: on PolNeAR the candidate filter
    drops sentences whose cue it does not list ("called", "asked", ...) and costs
    recall for no precision gain (see the report that came with this module).
    """
    sentences = split_sentences(text)
    if candidates_only:
        sentences = [s for s in sentences if candidate_cue(s[2]) is not None]
    # As in the pipeline: a sentence that speaks by pronoun travels with the one before it.
    inputs = [
        SentenceInput(f"s{idx}", sentence, sentences[idx - 1][2] if idx and PRONOUN.search(sentence) else "")
        for idx, (_, _, sentence) in enumerate(sentences)
    ]
    predicted = []
    attributed = []
    for (start, _, sentence), result in zip(sentences, extractor.extract(inputs), strict=True):
        # A sentence the backend failed on contributes nothing, as in the pipeline.
        for claim in result.claims:
            predicted.append(a := claim_attribution(claim, sentence, start))
            unfound = bool(claim.quote.strip()) and a.content is None
            attributed.append(
                Attributed(cue=a.cue, content=a.content, source=a.source, unfound_quote=unfound)
            )
    # Quotations that run on past their sentence, as the pipeline completes them.
    complete_quotations(text, attributed, [end for _, end, _ in sentences])
    return [
        replace(a, content=done.content)
        for a, done in zip(predicted, attributed, strict=True)
        if not done.quoted and done.content is not None
    ]


# --- scoring -----------------------------------------------------------------


def _overlap_length(a: Span, b: Span) -> int:
    return min(a[1], b[1]) - max(a[0], b[0])


def exact_matches(gold: list[Span], predicted: list[Span]) -> int:
    """Predicted spans equal to a gold span, each gold span used at most once."""
    unused = list(gold)
    matched = 0
    for span in predicted:
        if span in unused:
            unused.remove(span)
            matched += 1
    return matched


def overlap_matches(gold: list[Span], predicted: list[Span]) -> int:
    """Size of a one-to-one matching of spans sharing at least one character.

    Greedy on the largest shared length first, so a long prediction that touches
    two gold spans is paired with the one it mostly covers.
    """
    pairs = sorted(
        (
            (_overlap_length(g, p), gi, pi)
            for gi, g in enumerate(gold)
            for pi, p in enumerate(predicted)
            if _overlap_length(g, p) > 0
        ),
        reverse=True,
    )
    used_gold: set[int] = set()
    used_predicted: set[int] = set()
    for _, gi, pi in pairs:
        if gi not in used_gold and pi not in used_predicted:
            used_gold.add(gi)
            used_predicted.add(pi)
    return len(used_gold)


def count_matches(gold: list[Attribution], predicted: list[Attribution], kind: str) -> Counts:
    """Matches of one kind of span within one document."""
    gold_spans = [s for a in gold if (s := a.span(kind)) is not None]
    predicted_spans = [s for a in predicted if (s := a.span(kind)) is not None]
    return Counts(
        gold=len(gold_spans),
        predicted=len(predicted_spans),
        exact=exact_matches(gold_spans, predicted_spans),
        overlap=overlap_matches(gold_spans, predicted_spans),
    )


def _ratio(numerator: int, denominator: int) -> float:
    return numerator / denominator if denominator else 0.0


def _f1(p: float, r: float) -> float:
    return 2 * p * r / (p + r) if p + r else 0.0


def scores(counts: Counts) -> dict[str, float]:
    """p = matched predicted / predicted, r = matched gold / gold (matching is one-to-one)."""
    p, r = _ratio(counts.exact, counts.predicted), _ratio(counts.exact, counts.gold)
    op, orr = _ratio(counts.overlap, counts.predicted), _ratio(counts.overlap, counts.gold)
    values = {
        "p": p,
        "r": r,
        "f1": _f1(p, r),
        "overlap_p": op,
        "overlap_r": orr,
        "overlap_f1": _f1(op, orr),
    }
    return {key: round(value, 4) for key, value in values.items()}


# --- the corpus ---------------------------------------------------------------


@dataclass(frozen=True)
class Document:
    name: str
    text_path: Path
    annotation_path: Path


def annotations_by_text(polnear_dir: Path | str) -> dict[str, list[Path]]:
    """Every annotator's file for each text, by text name, in sorted order.

    Annotation files are ``NAME_ANNOTATOR.ann``; NAME itself holds underscores,
    so the annotator is what follows the last one.
    """
    root = Path(polnear_dir)
    for folder in (root / "text", root / "attributions"):
        if not folder.is_dir():
            raise ValueError(
                f"{root} is not a PolNeAR folder: it has no {folder.name}/ "
                "(expected text/NAME.txt and attributions/NAME_ANNOTATOR.ann)"
            )
    found: dict[str, list[Path]] = {}
    for path in sorted((root / "attributions").glob("*.ann")):
        name, _, _annotator = path.stem.rpartition("_")
        found.setdefault(name, []).append(path)
    return found


def polnear_documents(polnear_dir: Path | str) -> list[Document]:
    """Texts in sorted order, each with its first annotator's file (sorted by file name)."""
    annotations = annotations_by_text(polnear_dir)
    text_dir = Path(polnear_dir) / "text"
    documents = []
    for text_path in sorted(text_dir.glob("*.txt")):
        files = annotations.get(text_path.stem)
        if not files:
            raise ValueError(
                f"{text_path.name} has no annotation file in {Path(polnear_dir) / 'attributions'}"
            )
        documents.append(Document(text_path.stem, text_path, files[0]))
    return documents


def _prediction_line(doc: str, attribution: Attribution) -> str:
    spans = {kind: list(span) if (span := attribution.span(kind)) else None for kind in KINDS}
    return json.dumps({"doc": doc, **spans})


def score_documents(
    documents: list[Document],
    predict: Callable[[str], list[Attribution]],
    write_prediction: Callable[[str], None] | None = None,
) -> tuple[dict[str, Counts], int, int]:
    """Per-kind counts summed over the documents, plus gold and predicted attribution totals."""
    totals = {kind: Counts() for kind in KINDS}
    gold_total = predicted_total = 0
    for document in documents:
        gold = read_brat(document.annotation_path)
        predicted = predict(document.text_path.read_text(encoding="utf-8"))
        gold_total += len(gold)
        predicted_total += len(predicted)
        for kind in KINDS:
            totals[kind] = totals[kind] + count_matches(gold, predicted, kind)
        if write_prediction is not None:
            for attribution in predicted:
                write_prediction(_prediction_line(document.name, attribution))
    return totals, gold_total, predicted_total


def evaluate_attribution(
    polnear_dir: Path | str,
    extractor_name: str,
    limit: int | None = None,
    predictions_path: Path | str | None = None,
    disabled_rules: Iterable[str] = (),
) -> dict:
    """Source, cue and content scores of one extractor on PolNeAR (or its first ``limit`` texts).

    ``disabled_rules`` names parse rules to skip (the parse extractor only). Raises ValueError
    when the folder is not PolNeAR-shaped, the extractor or a rule is unknown, or rules are
    disabled for another extractor.
    """
    disabled_rules = tuple(disabled_rules)
    if disabled_rules and extractor_name != "parse":
        raise ValueError(f"--disable-rule names parse rules: the {extractor_name} extractor has none")
    documents = polnear_documents(polnear_dir)
    if limit is not None:
        documents = documents[:limit]
    if disabled_rules:
        from pipeline.extract.parse import ParseExtractor

        extractor = ParseExtractor(disabled_rules=disabled_rules)
    else:
        extractor = get_extractor(extractor_name)
    started = time.perf_counter()
    if predictions_path is None:
        totals, gold, predicted = score_documents(documents, lambda t: predict_attributions(t, extractor))
    else:
        with Path(predictions_path).open("w", encoding="utf-8") as out:
            totals, gold, predicted = score_documents(
                documents,
                lambda t: predict_attributions(t, extractor),
                lambda line: out.write(line + "\n"),
            )
    return {
        "extractor": extractor_name,
        **({"disabled_rules": list(disabled_rules)} if disabled_rules else {}),
        "documents": len(documents),
        "gold": gold,
        "predicted": predicted,
        "seconds": round(time.perf_counter() - started, 2),
        **{kind: scores(totals[kind]) for kind in KINDS},
    }
