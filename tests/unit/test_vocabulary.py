"""The closed lists live in pipeline/vocabulary.py: the stages emit only their values, dbt tests the same ones."""

from pathlib import Path

import pytest
import yaml

from pipeline import vocabulary as v

DBT_MODELS = Path(__file__).resolve().parents[2] / "dbt_project" / "models"

# accepted_values tests that pin a mart's shape rather than a label (single_origin has one origin).
NOT_LABELS = {("single_origin", "origins")}


def closed_list(model: str, column: str) -> tuple | None:
    """The vocabulary list a dbt column is tested against, or None when it has none."""
    if model == "evidence_links":
        return {"relation": tuple(v.LINK_RELATIONS.values()), "verdict": tuple(v.LINK_RELATIONS)}.get(column)
    if column == "reason":
        if "quarantine" in model:
            return v.QUARANTINE_REASONS
        if "rejected" in model:
            return v.REJECTED_CLAIM_REASONS
        return None
    if column == "kind":
        return v.DOCUMENT_KINDS if "document" in model else v.RELATION_KINDS
    return {
        "modality": v.MODALITIES,
        "extracted_modality": v.MODALITIES,
        "polarity": v.POLARITIES,
        "conflict": v.CONFLICTS,
        "relation": v.PAIR_RELATIONS,
        "stage": v.REJECTED_CLAIM_STAGES,
        "verdict": v.VERDICTS,
        "origin_basis": v.ORIGIN_BASES,
        "basis": v.COPY_BASES,
        "status": v.SAME_AS_STATUSES,
    }.get(column)


def accepted_values() -> list[tuple[str, str, str, list]]:
    """(yml file, model, column, values) for every accepted_values test under dbt_project/models."""
    found = []
    for path in sorted(DBT_MODELS.rglob("*.yml")):
        document = yaml.safe_load(path.read_text()) or {}
        for model in document.get("models") or []:
            for column in model.get("columns") or []:
                for test in (column.get("tests") or []) + (column.get("data_tests") or []):
                    if isinstance(test, dict) and "accepted_values" in test:
                        spec = test["accepted_values"]
                        values = (spec.get("arguments") or {}).get("values", spec.get("values"))
                        found.append((path.name, model["name"], column["name"], values))
    return found


def test_dbt_accepted_values_match_the_vocabulary():
    found = accepted_values()
    assert {"modality", "polarity"} <= {column for _, _, column, _ in found}, found
    for path, model, column, values in found:
        if (model, column) in NOT_LABELS:
            continue
        expected = closed_list(model, column)
        assert expected is not None, f"{path}: {model}.{column} has no list in pipeline/vocabulary.py"
        assert sorted(values) == sorted(expected), f"{path}: {model}.{column}"


def test_every_python_user_reads_the_same_modalities():
    from pipeline.extract import base, hybrid, llm
    from pipeline.modality import MODALITIES

    assert MODALITIES is base.MODALITIES is llm.MODALITIES is hybrid.MODALITIES is v.MODALITIES
    assert base.CLAIM_SCHEMA["properties"]["modality"]["enum"] == list(v.MODALITIES)


def test_quarantine_reasons_are_the_ones_documents_give(monkeypatch):
    from pipeline import document

    def snap(path: str) -> dict:
        return {"snapshot_id": path, "path": path, "batch": "b"}

    files = {
        "empty.txt": b"  \n",
        "photo.txt": bytes(range(32)) * 8,
        "latin1.txt": b"caf\xe9 au lait was served, officials said.",
        "report.pdf": b"Officials said the ferry would resume.",
        "page.html": b"<html><body></body></html>",
        "broken.txt": None,
        # the per-document limits before the parser
        "token.md": b"A token: " + b"QUJD" * 1500 + b".",
        "sentence.txt": b"word " * 2500,
        "line.txt": b"Officials said so. " * 3000,
        "slow.txt": b"Officials said so.\n" * 11000,
    }

    def read_bytes(s: dict) -> bytes:
        if files[s["path"]] is None:
            raise OSError("disk gone")
        return files[s["path"]]

    def too_slow(text: str, deadline: float | None = None) -> list:
        raise document.SplittingTooSlow()

    monkeypatch.setattr(document, "split_sentences", too_slow)
    _, quarantined = document.documents_from_snapshots([snap(p) for p in files], read_bytes)
    monkeypatch.setattr(document, "MAX_FILE_BYTES", 4)
    _, too_big = document.documents_from_snapshots([snap("big.txt")], lambda s: b"a long article")
    reasons = {q["reason"] for q in quarantined + too_big}
    assert reasons == set(v.QUARANTINE_REASONS)


def test_document_kinds_are_the_ones_documents_give():
    from pipeline.document import read_document

    html = b"<html><body><article><p>" + b"Officials said the ferry would resume on Monday. " * 5
    kinds = {read_document("a.txt", b"Officials said so.").kind, read_document("a.html", html + b"</p>").kind}
    assert kinds == set(v.DOCUMENT_KINDS)


def test_rejected_claim_reasons_are_the_ones_the_verbatim_check_gives():
    from pipeline.verbatim import check_claims

    def claim(n: int, doc: str, quote: str) -> dict:
        return {"claim_id": f"c{n}", "doc_id": doc, "quote": quote, "batch": "b"}

    claims = [claim(1, "missing", "x"), claim(2, "d", " "), claim(3, "d", "never said")]
    _, rejected = check_claims(claims, {"d": "Officials said the ferry would resume."})
    assert {r["reason"] for r in rejected} == set(v.REJECTED_CLAIM_REASONS)
    assert {r["stage"] for r in rejected} == set(v.REJECTED_CLAIM_STAGES)


def test_guard_reasons_are_the_ones_the_modality_guard_gives():
    from pipeline.modality import guard_modality

    assert guard_modality("denies", "declined to comment", "declined")[1] == v.GUARD_NO_COMMENT
    assert guard_modality("denies", "the plant will restart", "said")[1] == v.GUARD_NO_DENIAL_CUE
    assert guard_modality("certain", "it is", "said")[1] == v.GUARD_UNKNOWN_MODALITY.format(
        label="certain", choices=", ".join(v.MODALITIES)
    )
    assert guard_modality("confirms", "the plant will restart", "denied")[1] == v.GUARD_DENIAL_CUE.format(
        label="confirms", cue="denied"
    )


def test_relation_kinds_are_the_ones_relays_and_reuse_give():
    import ast
    import inspect

    from pipeline import relays
    from pipeline.reuse import reuse_edges

    tree = ast.parse(inspect.getsource(relays.credits))
    credit_kinds = {
        node.elts[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Tuple) and node.elts and isinstance(node.elts[0], ast.Constant)
    }
    assert credit_kinds == v.DOCUMENT_CREDITS | v.SENTENCE_CREDITS
    own = relays.relay_edges({"doc_id": "d", "outlet": "Daily", "text": "Nothing credited.", "batch": "b"})
    pair = {"doc_a": "a", "doc_b": "b", "containment_a_in_b": 0.9, "containment_b_in_a": 0.9}
    reuse = reuse_edges(
        [
            {**pair, "jaccard": 0.9, "direction": "a_from_b"},
            {**pair, "jaccard": 0.1, "direction": "b_from_a"},
            {**pair, "jaccard": 0.9, "direction": "unknown"},
        ],
        "b",
    )
    speaker = {"doc_id": "d", "speaker_entity": "ent:ann_lee", "batch": "b"}
    told = {"child": "claim:c1", "parent": "outlet:sun", "kind": "told", "evidence": "told The Sun"}
    same_interview = relays.interview_credits(
        [{**speaker, "claim_id": "c1"}, {**speaker, "claim_id": "c2"}], [told]
    )
    reported = {**told, "kind": "reported", "evidence": ", Iraq TradeLink reported."}
    same_report = relays.continued_credits(
        [
            {**speaker, "claim_id": "c1", "sentence_id": "s1"},
            {**speaker, "claim_id": "c2", "sentence_id": "s2"},
        ],
        [reported],
    )
    edge_kinds = credit_kinds | {e["kind"] for e in own + reuse + same_interview + same_report}
    assert edge_kinds == set(v.RELATION_KINDS)


@pytest.mark.parametrize(
    ("a", "b", "conflict", "relation"),
    [
        ({"polarity": "positive"}, {"polarity": "negative"}, "polarity", "contradiction"),
        ({"value_norm": "march"}, {"value_norm": "june", "said_on": "2026-10-01"}, "date", "supersession"),
        ({"value_norm": "$46 million"}, {"value_norm": "$11 million"}, "quantity", "contradiction"),
        ({}, {"polarity": "negative", "modality": "denies"}, "denial", "contradiction"),
    ],
)
def test_pair_labels_are_in_the_vocabulary(a, b, conflict, relation):
    from pipeline.contradictions import conflict as conflict_of
    from pipeline.contradictions import relation as relation_of

    base = {"polarity": "positive", "value_norm": "", "speaker_entity": "ent:x", "said_on": "2026-09-01"}
    first, second = {**base, **a}, {**base, **b}
    assert conflict_of(first, second) == conflict and conflict in v.CONFLICTS
    assert relation_of(first, second) == relation and relation in v.PAIR_RELATIONS
