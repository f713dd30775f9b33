"""Attribution quality against PolNeAR: who said it (source), the cue, and what was said (content).

Gold attributions come from brat standoff files (``evaluation.polnear``); predictions
come from the extraction path the pipeline's asset runs (``pipeline.extract.locate_claims``)
over every sentence of the same text. Each kind of span is scored on its own, exact
and overlapping, micro-averaged over the documents (``evaluation.scoring``).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from evaluation.polnear import KINDS, Attribution, Document, polnear_documents, read_brat
from evaluation.scoring import Counts, count_matches, scores
from pipeline.extract import get_extractor, locate_claims
from pipeline.extract.base import Extractor
from pipeline.sentences import sentence_rows


def predict_attributions(text: str, extractor: Extractor, candidates_only: bool = False) -> list[Attribution]:
    """Every attribution the extractor finds in ``text``, as the pipeline finds them.

    All sentences go to the extractor by default: on PolNeAR the candidate filter
    drops sentences whose cue it does not list ("called", "asked", ...) and costs
    recall for no precision gain (see the report that came with this module). A
    claim with no words found in the text is no attribution (the pipeline's
    verbatim check rejects it), nor is a sentence the backend failed on.
    """
    located = locate_claims(
        sentence_rows("text", text, batch=""),
        extractor,
        cache=None,
        doc_text={"text": text},
        every_sentence=not candidates_only,
    )
    return [
        Attribution(source=c.speaker, cue=c.cue, content=c.content)
        for c in located.claims
        if c.content is not None and not c.claim.narrated  # the writer's voice is no attribution
    ]


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
