"""Training the scan's learned stance classifier (``pipeline.scan.stance``) on FNC-1.

Every (headline, body) pair of the dev half is an example; the features are the
runtime's own (``analyse`` and ``vector``). A small multilayer perceptron
(scikit-learn, the dev dependency group) learns the four verdicts from
class-balanced weights; its weights are written as JSON for the numpy runtime.
``cross_validate`` scores it split by headline, so no headline is in both the
training and the test part.

    python -m evaluation.stance_training ../shared/corpora/fnc1 [--out pipeline/scan/stance_model.json]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

from evaluation.fnc1 import Pair, headline_folds, read_fnc1, stance_scores
from pipeline.scan.stance import DENSE_NAMES, FEATURE_VERSION, WEIGHTS, StanceModel, analyse, vector
from pipeline.scan.verdicts import VERDICTS

HIDDEN = 16
ALPHA = 1e-2
MAX_ITER = 40
SEED = 18


def featurize(pairs: list[Pair], bodies: dict[str, str]) -> np.ndarray:
    return np.stack([vector(analyse(p.headline, bodies[p.body_id])) for p in pairs])


def _balanced_weights(y: np.ndarray) -> np.ndarray:
    """Each class weighs the same in total, so the network does not learn to say 'irrelevant' to everything."""
    counts = {c: int((y == c).sum()) for c in np.unique(y)}
    return np.array([len(y) / (len(counts) * counts[c]) for c in y])


def fit(x: np.ndarray, y: np.ndarray, hidden: int = HIDDEN, alpha: float = ALPHA, seed: int = SEED) -> dict:
    """Train on (x, verdict index) and return the JSON weights ``StanceModel.from_json`` reads."""
    from sklearn.neural_network import MLPClassifier

    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-6] = 1.0
    net = MLPClassifier(hidden_layer_sizes=(hidden,), alpha=alpha, max_iter=MAX_ITER, random_state=seed)
    net.fit((x - mean) / scale, y, sample_weight=_balanced_weights(y))
    # The network's output columns follow its sorted labels; spell them out as verdicts.
    classes = [VERDICTS[int(c)] for c in net.classes_]
    return {
        "model_id": f"claimgraph-stance-mlp{hidden}",
        "feature_version": FEATURE_VERSION,
        "features": list(DENSE_NAMES),
        "classes": classes,
        "mean": [round(float(v), 6) for v in mean],
        "scale": [round(float(v), 6) for v in scale],
        "layers": [
            {"W": np.round(w, 5).tolist(), "b": np.round(b, 5).tolist()}
            for w, b in zip(net.coefs_, net.intercepts_, strict=True)
        ],
        "trained_on": "FNC-1 dev half (shared/corpora/fnc1)",
    }


def labels(pairs: list[Pair]) -> np.ndarray:
    return np.array([VERDICTS.index(p.verdict) for p in pairs])


def cross_validate(folder: Path, k: int = 5, by: str = "headline", decide=None) -> dict:
    """k-fold scores of the model trained on the other folds, split by headline or by rumour (``topic``)."""
    from pipeline.scan.judge import decide as default_decide

    decide = decide or default_decide
    pairs, bodies = read_fnc1(folder)
    started = time.perf_counter()
    x = featurize(pairs, bodies)
    y = labels(pairs)
    folds = np.array(headline_folds(pairs, k, by=by))
    predicted: list[str] = [""] * len(pairs)
    for fold in range(k):
        test = folds == fold
        model = StanceModel.from_json(fit(x[~test], y[~test]))
        probabilities = model.probabilities(x[test])
        for n, p in zip(np.flatnonzero(test), probabilities, strict=True):
            predicted[n] = decide(model.classes, p)[0]
    result = stance_scores([p.verdict for p in pairs], predicted)
    result.update(
        {"folds": k, "split_by": by, "pairs": len(pairs), "seconds": round(time.perf_counter() - started, 1)}
    )
    return result


def train(folder: Path, out: Path = WEIGHTS) -> Path:
    pairs, bodies = read_fnc1(folder)
    weights = fit(featurize(pairs, bodies), labels(pairs))
    out.write_text(json.dumps(weights, separators=(",", ":")) + "\n")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fnc1", type=Path)
    parser.add_argument("--out", type=Path, default=WEIGHTS)
    parser.add_argument("--cv", action="store_true", help="print headline-split cross-validated scores first")
    args = parser.parse_args()
    if args.cv:
        print(json.dumps(cross_validate(args.fnc1), indent=2))
    print(train(args.fnc1, args.out))


if __name__ == "__main__":
    main()
