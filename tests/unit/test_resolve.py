from pipeline.resolve import (
    cluster_id,
    is_title_only,
    normalize_name,
    normalize_value,
    resolve_claims,
    suggest_same_as,
)


def test_normalized_names():
    assert normalize_name("The Energy Ministry's") == "energy ministry"
    assert normalize_name("  Energy   Minister Lina Varga ") == "energy minister lina varga"


def test_values_agree_across_spellings():
    assert normalize_value("about ten per cent") == normalize_value("10%") == "10 percent"


def test_each_mention_is_a_node_and_exact_names_share_an_entity():
    claims = [
        {
            "claim_id": "c1",
            "doc_id": "d1",
            "speaker": "The Ministry",
            "subject": "the plant",
            "predicate": "Restart",
            "value": "in March",
            "polarity": "positive",
            "quote": "q",
            "batch": "b",
        },
        {
            "claim_id": "c2",
            "doc_id": "d2",
            "speaker": "the ministry",
            "subject": "The Plant",
            "predicate": "restart",
            "value": "in march",
            "polarity": "positive",
            "quote": "q",
            "batch": "b",
        },
    ]
    resolved, mentions = resolve_claims(claims)
    assert len(mentions) == 4
    assert resolved[0]["speaker_entity"] == resolved[1]["speaker_entity"] == "ent:ministry"
    assert resolved[0]["cluster"] == resolved[1]["cluster"]


def test_cluster_ids_are_stable_and_separate_polarity():
    a = cluster_id("ent:plant", "restart", "in march", "positive", "q")
    assert a == cluster_id("ent:plant", "restart", "in march", "positive", "other quote")
    assert a != cluster_id("ent:plant", "restart", "in march", "negative", "q")


def test_people_are_only_suggested_never_merged():
    known = {"ent:energy_minister_lina_varga": "energy minister lina varga", "ent:lina_varga": "lina varga"}
    new = {"ent:minister": "minister", "ent:lina_varga": "lina varga"}
    rows = suggest_same_as(new, {**known, **new}, set(), "b")
    assert rows and all(r["status"] == "suggested" for r in rows)
    pairs = {(r["left_entity"], r["right_entity"]): r for r in rows}
    assert ("ent:energy_minister_lina_varga", "ent:lina_varga") in pairs
    assert pairs[("ent:energy_minister_lina_varga", "ent:minister")]["confidence"] == 0.5
    # already suggested pairs are not suggested again
    assert suggest_same_as(new, {**known, **new}, set(pairs), "b2") == []


def test_title_only():
    assert is_title_only("two officials") and is_title_only("minister")
    assert not is_title_only("lina varga")


def test_paraphrased_values_join_the_earlier_cluster_but_other_figures_do_not():
    from pipeline.resolve import assign_clusters

    def claim(cid, value, cluster):
        return {
            "claim_id": cid,
            "subject_entity": "ent:output",
            "predicate": "rise",
            "polarity": "positive",
            "value_norm": value,
            "cluster": cluster,
        }

    earlier = [claim("c1", "by 10 percent after the restart", "cl_a")]
    new = [
        claim("c2", "by 10 percent after restart", "cl_b"),
        claim("c3", "by 12 percent after the restart", "cl_c"),
    ]
    assigned = {c["claim_id"]: c["cluster"] for c in assign_clusters(new, earlier)}
    assert assigned == {"c2": "cl_a", "c3": "cl_c"}


def test_pronoun_speaker_stands_for_the_nearest_earlier_named_speaker():
    def claim(cid, speaker, start, doc="d1"):
        return {
            "claim_id": cid,
            "doc_id": doc,
            "speaker": speaker,
            "span_start": start,
            "subject": "",
            "predicate": "",
            "value": "",
            "polarity": "positive",
            "quote": cid,
            "batch": "b",
        }

    claims = [
        claim("c1", "Energy Minister Lina Varga", 0),
        claim("c2", "Union leader Marko Dell", 50),
        claim("c3", "she", 100),
        claim("c5", "a ministry spokeswoman", 200),
        claim("c6", "she", 250),
        claim("c4", "she", 10, doc="d2"),
        claim("c7", "", 300),  # "it was revealed that ...": nobody named
    ]
    resolved, mentions = resolve_claims(claims)
    by_id = {c["claim_id"]: c for c in resolved}
    assert by_id["c3"]["speaker_entity"] == "ent:union_leader_marko_dell"  # the nearest earlier speaker
    assert by_id["c6"]["speaker_entity"] == "ent:ministry_spokeswoman" and by_id["c6"]["speaker_anonymous"]
    assert by_id["c3"]["speaker"] == "she" and not by_id["c3"]["speaker_anonymous"]
    assert by_id["c4"]["speaker_entity"] == "ent:she"  # nobody named before it in its own document
    assert next(m for m in mentions if m["claim_id"] == "c3")["text"] == "she"
    assert by_id["c7"]["speaker_entity"] == "" and by_id["c7"]["speaker_anonymous"]
    assert not any(m["claim_id"] == "c7" and m["role"] == "speaker" for m in mentions)


def test_similar_names_are_found_through_blocks_as_against_every_known_name():
    from unittest import mock

    from pipeline import resolve

    known = {
        f"ent:{i}": name
        for i, name in enumerate(
            [
                "vladimir putin",
                "donald trump",
                "lina varga",
                "energy minister lina varga",
                "marko dell",
                "the kremlin",
                "alpha energy holdings",
                "minister",
            ]
        )
    }
    new = {"ent:n1": "vladimr putin", "ent:n2": "putin", "ent:n3": "alpha energy holding", "ent:n4": "dell"}
    blocked = suggest_same_as(new, {**known, **new}, set(), "b")
    with mock.patch.object(resolve._NameIndex, "candidates", lambda self, keys: list(range(len(self.names)))):
        everyone = suggest_same_as(new, {**known, **new}, set(), "b")
    assert blocked == everyone
    found = {(r["left_name"], r["right_name"]) for r in blocked}
    assert ("putin", "vladimir putin") in found or ("vladimir putin", "putin") in found
    assert any("vladimr putin" in pair for pair in found)


def test_a_new_name_meets_only_names_that_share_a_block_key():
    from pipeline.resolve import _block_keys, _NameIndex

    index = _NameIndex(["vladimir putin", "donald trump", "lina varga", "bank of america"])
    assert index.candidates(_block_keys("vladimr putin")) == [0]
    # a word left out at the start still meets the name by its end, a short one by two letters
    assert index.candidates(_block_keys("lina vrga")) == [2]
    # "of" files nothing: banks do not meet every name with "of" in it
    assert index.candidates(_block_keys("university of helsinki")) == []
