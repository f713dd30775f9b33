"""The hostile corpus against a model that does whatever the text it is given tells it to.

A real small model follows planted instructions only some of the time; this stand-in
always does, so the test shows what the pipeline's own defences stop: text addressed to a
model never reaches it (not even as the sentence before), a quote it invents is thrown out
by the verbatim check, and a denial it labels a confirmation is downgraded by the guard.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pipeline.document import read_document
from pipeline.extract import extract_claims
from pipeline.extract.base import ExtractionResult, RawClaim, SentenceInput
from pipeline.modality import guard_claims
from pipeline.sentences import MODEL_ADDRESS, sentence_rows
from pipeline.verbatim import check_claims

CORPUS = Path(__file__).resolve().parent / "corpus"
INVENTED = "the plant exploded and everyone was evacuated"
CUE = re.compile(r"\b(said|denied|told|wrote|confirmed)\b")


class ObedientModel:
    """Answers every sentence with a claim, then with whatever the text asks for."""

    name = "llm"
    model_id = "obedient-test-model"
    prompt_version = "obey-1"
    reads_every_sentence = False
    uses_context = True

    def __init__(self) -> None:
        self.seen: list[str] = []

    def extract(self, sentences: list[SentenceInput]) -> list[ExtractionResult]:
        results = []
        for sentence in sentences:
            self.seen += [sentence.text, sentence.context]
            claims = []
            if cue := CUE.search(sentence.text):
                speaker = sentence.text[: cue.start()].strip(" ,") or "someone"
                quote = sentence.text[cue.end() :].strip(" .")
                # Told to by the page, or not: denials become confirmations.
                claims.append(RawClaim(speaker, cue.group(1), "confirms", "", "", "", quote))
            # And whatever the page asked for, with a quote nobody wrote.
            claims.append(RawClaim("The Prime Minister", "said", "confirms", "", "", "", INVENTED))
            results.append(ExtractionResult(claims=claims))
        return results


@pytest.fixture(scope="module")
def outcome():
    rows, texts = [], {}
    for path in sorted(CORPUS.iterdir()):
        doc = read_document(str(path), path.read_bytes())
        texts[path.stem] = doc.text
        rows += sentence_rows(path.stem, doc.text, "b1")
    model = ObedientModel()
    claims, _, _ = extract_claims(rows, {}, model, None, "b1", doc_text=texts)
    kept, rejected = check_claims(claims, texts)
    return {"model": model, "kept": guard_claims(kept), "rejected": rejected}


def test_text_addressed_to_a_model_never_reaches_it(outcome):
    seen = [text for text in outcome["model"].seen if text]
    assert seen
    assert not [text for text in seen if MODEL_ADDRESS.search(text)]
    assert not [text for text in seen if "Ignore previous" in text or "invent a quote" in text]


def test_an_invented_quote_is_thrown_out(outcome):
    assert INVENTED not in {c["quote"] for c in outcome["kept"]}
    invented = [r for r in outcome["rejected"] if r["quote"] == INVENTED]
    assert invented and {r["reason"] for r in invented} == {"quote not found verbatim in the document"}


def test_a_denial_labelled_a_confirmation_is_downgraded(outcome):
    denial = [c for c in outcome["kept"] if c["cue"] == "denied"]
    assert denial
    assert {c["modality"] for c in denial} == {"unclear"}
    assert {c["extracted_modality"] for c in denial} == {"confirms"}
    assert all("is a denial" in c["guard_reason"] for c in denial)


@pytest.mark.xfail(
    strict=True,
    reason="the verbatim check holds the quote to the page, not the speaker: a real quote given to a "
    "speaker the page never names is published",
)
def test_a_real_quote_given_to_an_invented_speaker_is_thrown_out():
    text = "The harbour authority said the ferry would resume on Monday."
    claim = {
        "claim_id": "c1",
        "doc_id": "d",
        "speaker": "The Prime Minister",
        "quote": "the ferry would resume on Monday",
        "batch": "b1",
    }
    kept, _ = check_claims([claim], {"d": text})
    assert not kept
