"""Training the parse backend's learned cue model (``pipeline.extract.cue_model``) on PolNeAR.

Every verb the cue lexicon does not decide is an example, labelled by whether a
gold cue span covers it; a logistic regression over the runtime's own features
(``cue_features``) gives the weights the runtime scores with. Needs scikit-learn
(the dev dependency group).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from pathlib import Path

from evaluation.polnear import polnear_documents, read_brat
from pipeline.extract.cue_model import DEFAULT_THRESHOLD, CueModel, cue_features, is_candidate
from pipeline.extract.parse import parse_sentences
from pipeline.sentences import split_sentences


def labelled_candidates(
    parsed_sentences: Iterable[tuple[int, object]], gold_cues: list[tuple[int, int]], listed: Collection[str]
) -> list[tuple[dict[str, float], bool]]:
    """Every candidate verb of a text with its features and whether a gold cue span covers it.

    ``parsed_sentences`` are (offset of the sentence in the text, spaCy doc) pairs;
    ``gold_cues`` are character spans in the text.
    """
    examples = []
    for start, doc in parsed_sentences:
        for token in doc:
            if not is_candidate(token, listed):
                continue
            begin, end = start + token.idx, start + token.idx + len(token.text)
            label = any(g_start <= begin and end <= g_end for g_start, g_end in gold_cues)
            examples.append((cue_features(token), label))
    return examples


def train(
    examples: list[tuple[dict[str, float], bool]],
    regularization: float = 1.0,
    threshold: float = DEFAULT_THRESHOLD,
) -> CueModel:
    """A logistic regression over the examples' features (needs scikit-learn)."""
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    vectorizer = DictVectorizer()
    matrix = vectorizer.fit_transform([features for features, _ in examples])
    labels = [label for _, label in examples]
    fitted = LogisticRegression(C=regularization, max_iter=5000).fit(matrix, labels)
    weights = {
        name: round(float(w), 4)
        for name, w in zip(vectorizer.get_feature_names_out(), fitted.coef_[0], strict=True)
        if abs(w) >= 1e-4
    }
    return CueModel(weights=weights, intercept=round(float(fitted.intercept_[0]), 4), threshold=threshold)


def polnear_examples(
    polnear_dir: Path | str, listed: Collection[str]
) -> dict[str, list[tuple[dict[str, float], bool]]]:
    """Labelled candidate verbs of every PolNeAR text, by text name, split and parsed as the eval does."""
    examples = {}
    for document in polnear_documents(polnear_dir):
        text = document.text_path.read_text(encoding="utf-8")
        gold_cues = [a.cue for a in read_brat(document.annotation_path) if a.cue]
        sentences = split_sentences(text)
        parsed = zip(
            (start for start, _, _ in sentences), parse_sentences(s for _, _, s in sentences), strict=True
        )
        examples[document.name] = labelled_candidates(parsed, gold_cues, listed)
    return examples
