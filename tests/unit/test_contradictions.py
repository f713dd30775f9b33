from pipeline.contradictions import find_pairs


def claim(cid, speaker, value, polarity="positive", said_on="2026-09-14", modality="expects"):
    return {
        "claim_id": cid,
        "speaker_entity": speaker,
        "subject_entity": "ent:plant",
        "predicate": "restart",
        "value_norm": value,
        "polarity": polarity,
        "said_on": said_on,
        "modality": modality,
    }


def test_denial_against_assertion_and_different_values():
    wire = claim("a", "ent:officials", "in march")
    denial = claim("b", "ent:ministry", "in march", polarity="negative", modality="denies")
    other = claim("c", "ent:union", "in june")
    pairs = {(p["claim_a"], p["claim_b"]): p for p in find_pairs([denial, other], [wire, denial, other], "b")}
    assert pairs[("a", "b")]["conflict"] == "polarity"
    assert pairs[("a", "c")]["conflict"] == "value"
    assert all(p["relation"] == "contradiction" for p in pairs.values())


def test_later_claim_by_same_speaker_supersedes():
    early = claim("a", "ent:minister", "in march", said_on="2026-09-16")
    late = claim("b", "ent:minister", "in june", said_on="2026-10-20")
    (pair,) = find_pairs([late], [early, late], "b")
    assert (pair["claim_a"], pair["claim_b"], pair["relation"]) == ("a", "b", "supersession")


def test_compatible_and_unclear_claims_are_not_pairs():
    a = claim("a", "ent:x", "in march")
    assert find_pairs([claim("b", "ent:y", "")], [a, claim("b", "ent:y", "")], "b") == []
    assert find_pairs([claim("c", "ent:y", "in june", modality="unclear")], [a], "b") == []


def test_claims_without_a_proposition_or_with_an_unresolved_subject_are_not_pairs():
    a = claim("a", "ent:x", "in march")
    fragment = {**claim("b", "ent:y", "in june"), "is_proposition": False}
    unresolved = {**claim("c", "ent:z", "in july"), "subject_entity": ""}
    assert find_pairs([fragment, unresolved], [a, fragment, unresolved], "b") == []


def test_supersession_needs_a_date_on_both_sides():
    early = claim("a", "ent:minister", "in march", said_on=None)
    late = claim("b", "ent:minister", "in june", said_on="2026-10-20")
    (pair,) = find_pairs([late], [early, late], "b")
    assert pair["relation"] == "contradiction"
