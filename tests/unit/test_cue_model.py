"""The learned cue model: its features, its training, its weights file and its use by the parse backend."""

import pytest

from evaluation.cue_training import labelled_candidates, train
from pipeline.extract.base import SentenceInput
from pipeline.extract.cue_model import NO_LEARNED_CUES, CueModel, cue_features, load_cue_model
from pipeline.extract.parse import (
    DECIDED_BY_RULES,
    ParseExtractor,
    _content_span,
    _learned_cue_parts,
    load_nlp,
)


@pytest.fixture(scope="module")
def nlp():
    return load_nlp()


def _token(doc, text: str):
    return next(t for t in doc if t.text == text)


def test_features_describe_the_verbs_frame(nlp):
    doc = nlp("Clinton wants to sign up 5 million people.")
    features = cue_features(_token(doc, "wants"))
    assert features["lemma=want"] == 1.0
    assert features["frame=nsubj|xcomp"] == 1.0
    assert features["subject=name"] == 1.0
    assert features["in_quotation"] == 0.0


def test_a_verb_and_the_nouns_around_it_carry_their_wordnet_classes(nlp):
    # "quip" is in no cue list and rare in news; WordNet files it with "say".
    features = cue_features(_token(nlp("“Nice try,” the senator quipped."), "quipped"))
    assert features["first_class=communication"] == 1.0
    assert features["class=communication"] == 1.0
    # ... and as a kind of "joke".
    assert features["hypernym=joke"] == 1.0
    features = cue_features(_token(nlp("Scholars have long debated the salience of ethnic ties."), "debated"))
    assert features["subject_class=person"] == 1.0
    features = cue_features(_token(nlp("The plan drew criticism from scholars."), "drew"))
    assert features["dobj_class=communication"] == 1.0
    assert features["pobj_class=person"] == 1.0
    # A verb WordNet does not know says so.
    features = cue_features(_token(nlp("She blorfed that the count was wrong."), "blorfed"))
    assert [name for name in features if name.startswith(("class=", "first_class=", "hypernym="))] == [
        "class=unknown"
    ]


def test_a_verb_inside_quoted_words_is_marked(nlp):
    doc = nlp('"We want a fair count," the senator said.')
    assert cue_features(_token(doc, "want"))["in_quotation"] == 1.0


def test_candidates_are_unlisted_verbs_labelled_by_the_gold_cue_spans(nlp):
    text = "Clinton wants a recount. Aides said the count was fair."
    examples = labelled_candidates([(0, nlp(text))], gold_cues=[(8, 13)], listed=DECIDED_BY_RULES)
    lemmas = {next(f for f in features if f.startswith("lemma=")): label for features, label in examples}
    # "said" is in the lexicon, so the model is never asked about it.
    assert lemmas == {"lemma=want": True}


def test_training_learns_which_frames_are_cues_and_the_weights_survive_json():
    examples = [({"lemma=want": 1.0, "subject=person": 1.0}, True)] * 20 + [
        ({"lemma=build": 1.0, "subject=person": 1.0}, False)
    ] * 20
    model = train(examples, regularization=10.0, threshold=0.5)
    assert model.weights["lemma=want"] > 0 > model.weights["lemma=build"]
    restored = CueModel.from_json(model.to_json())
    assert restored == model and restored.digest == model.digest
    changed = CueModel({**model.weights, "lemma=want": 0.0}, model.intercept, model.threshold)
    assert changed.digest != model.digest  # a retrained model re-extracts stored sentences


def test_the_shipped_weights_load_and_score_probabilities(nlp):
    model = load_cue_model()
    assert 0 < model.threshold < 1 and model.weights
    doc = nlp("Clinton wants to sign up 5 million people.")
    assert 0.0 <= model.probability(_token(doc, "wants")) <= 1.0


def test_an_unlisted_verb_the_model_picks_becomes_a_claim_with_unclear_stance():
    sentence = (
        "Only about 4 in 10 Republican voters want all immigrants in the country illegally to be deported."
    )
    (without,) = ParseExtractor(cue_model=NO_LEARNED_CUES).extract([SentenceInput("s", sentence)])
    # "want" is in no lexicon: without the model the sentence is only the writer's narration
    assert [c.narrated for c in without.claims] == [True]
    (learned,) = ParseExtractor().extract([SentenceInput("s", sentence)])
    (claim,) = learned.claims
    assert claim.cue == "want"
    assert claim.speaker == "Only about 4 in 10 Republican voters"
    assert claim.quote == "all immigrants in the country illegally to be deported"
    assert claim.modality == "unclear"


def test_a_verb_that_reports_nothing_stays_out():
    (result,) = ParseExtractor().extract(
        [SentenceInput("s", "The company built a new factory in Ohio last year.")]
    )
    # no attribution: the sentence is only the writer's narration
    assert [c.narrated for c in result.claims] == [True]


def test_the_parse_version_names_the_cue_model():
    assert ParseExtractor().prompt_version.endswith(load_cue_model().digest)
    assert ParseExtractor(cue_model=NO_LEARNED_CUES).prompt_version != ParseExtractor().prompt_version


@pytest.mark.parametrize(
    ("sentence", "verb", "cue", "content"),
    [
        ("Clinton wants to sign up 5 million people.", "wants", "wants", "to sign up 5 million people"),
        (
            "We now know that the bureau is investigating.",
            "know",
            "now know",
            "that the bureau is investigating",
        ),
        ("The committee voted for the resolution.", "voted", "voted for", "the resolution"),
        # the object and what is said of it are one content; a trailing aside is no part of it
        ("Trump cast himself as a Washington outsider.", "cast", "cast", "himself as a Washington outsider"),
        (
            "Clinton courted Latino and black voters, who have typically backed her.",
            "courted",
            "courted",
            "Latino and black voters",
        ),
    ],
)
def test_learned_cue_boundaries_follow_polnear(nlp, sentence, verb, cue, content):
    doc = nlp(sentence)
    cue_tokens, content_tokens, _ = _learned_cue_parts(_token(doc, verb))
    assert doc[cue_tokens[0].i : cue_tokens[-1].i + 1].text == cue
    assert sentence[slice(*_content_span(sentence, content_tokens))] == content


def _polnear_folder(root, texts: dict[str, tuple[str, list[tuple[int, int]]]]):
    """A PolNeAR-shaped folder: each text with one annotator's cue spans."""
    (root / "text").mkdir(parents=True)
    (root / "attributions").mkdir()
    for name, (text, cues) in texts.items():
        (root / "text" / f"{name}.txt").write_text(text, encoding="utf-8")
        lines = []
        for n, (start, end) in enumerate(cues, 1):
            lines += [f"T{n}\tCue {start} {end}\t{text[start:end]}", f"E{n}\tAttribution:T{n} Cue:T{n}"]
        (root / "attributions" / f"{name}_a1.ann").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


def test_train_cues_writes_weights_the_parse_backend_loads(tmp_path):
    from typer.testing import CliRunner

    from pipeline.cli import app

    wants = "Voters want a recount. The company built a factory. Aides want a new vote."
    corpus = _polnear_folder(tmp_path / "polnear", {"a": (wants, [(7, 11), (58, 62)])})
    out = tmp_path / "cues.json"
    result = CliRunner().invoke(
        app, ["train-cues", "--polnear", str(corpus), "--out", str(out), "--threshold", "0.3"]
    )
    assert result.exit_code == 0, result.output
    model = CueModel.from_json(out.read_text(encoding="utf-8"))
    assert model.threshold == 0.3 and model.weights["lemma=want"] > 0 > model.weights["lemma=build"]


def test_train_cues_refuses_a_corpus_with_nothing_to_learn(tmp_path):
    from typer.testing import CliRunner

    from pipeline.cli import app

    corpus = _polnear_folder(tmp_path / "polnear", {"a": ("The company built a factory.", [])})
    result = CliRunner().invoke(
        app, ["train-cues", "--polnear", str(corpus), "--out", str(tmp_path / "c.json")]
    )
    assert result.exit_code == 2
    assert "no cue" in result.output
    assert not (tmp_path / "c.json").exists()


def test_a_learned_cue_inside_someone_elses_reported_words_is_part_of_them():
    # A double that takes every "want" as a cue: on its own the verb is a claim, inside what
    # aides said it is what the aides reported (PolNeAR marks only the outer attribution).
    wants = CueModel(weights={"lemma=want": 10.0}, intercept=-5.0)
    extractor = ParseExtractor(cue_model=wants)
    (alone,) = extractor.extract([SentenceInput("s", "Republican voters want all immigrants deported.")])
    assert [c.cue for c in alone.claims] == ["want"]
    (nested,) = extractor.extract(
        [SentenceInput("s", "Aides said Republican voters want all immigrants deported.")]
    )
    assert [(c.speaker, c.cue, c.quote) for c in nested.claims] == [
        ("Aides", "said", "Republican voters want all immigrants deported")
    ]
