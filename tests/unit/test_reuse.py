from pipeline.reuse import containment, direction, find_reuse, reuse_edges, shingle_hashes, signature

WIRE = " ".join(
    f"The ministry said output at plant number {i} would rise after the repairs finished in the spring."
    for i in range(8)
)


def doc(doc_id: str, text: str, **extra) -> dict:
    hashvalues, size = signature(text)
    return {
        "doc_id": doc_id,
        "hashvalues": hashvalues,
        "shingles": size,
        "published": None,
        "first_seen": "t",
        **extra,
    }


def test_shingle_hashes_are_stable_and_order_sensitive():
    assert (shingle_hashes("a b c d e f") == shingle_hashes("A b, c d e f")).all()
    assert len(shingle_hashes("a b c d e f")) == 2
    assert set(shingle_hashes("a b c d e")) != set(shingle_hashes("e d c b a"))


def test_near_duplicate_and_embedded_copy_are_found_unrelated_text_is_not():
    original = doc("a", WIRE, published="2026-09-14")
    trimmed = doc("b", WIRE.replace("spring", "summer", 1), published="2026-09-15")
    embedded = doc("c", "Local reporters add context here. " * 3 + WIRE + " More local context follows." * 3)
    unrelated = doc(
        "d", " ".join(f"Rain fell on town {i} for the whole of the long wet week." for i in range(8))
    )
    pairs = {(p["doc_a"], p["doc_b"]): p for p in find_reuse([trimmed, embedded, unrelated], [original])}
    assert ("a", "b") in pairs and pairs[("a", "b")]["direction"] == "b_from_a"
    assert ("a", "c") in pairs and pairs[("a", "c")]["containment_a_in_b"] > 0.7
    assert not any("d" in key for key in pairs)


def test_unknown_order_is_undirected_not_guessed():
    pairs = find_reuse([doc("b", WIRE)], [doc("a", WIRE)])
    assert pairs[0]["direction"] == "unknown"
    (edge,) = reuse_edges(pairs, "batch")
    assert edge["kind"] == "reuse_undirected"


def test_the_batch_a_file_arrived_in_does_not_order_two_copies():
    # first_seen is when claimgraph saw the file: the order of the batches, not of the texts
    earlier = {"published": None, "first_seen": "2026-12-01T01:00:00"}
    later = {"published": None, "first_seen": "2026-12-01T02:00:00"}
    assert direction(later, earlier) == direction(earlier, later) == "unknown"


def test_a_copy_crediting_the_others_outlet_is_the_copy():
    wire = {"outlet_node": "outlet:reuters", "credited": [], "published": "2026-09-14"}
    copy = {"outlet_node": "outlet:harbour_times", "credited": ["outlet:reuters"], "published": "2026-09-14"}
    assert direction(copy, wire) == "a_from_b"
    assert direction(wire, copy) == "b_from_a"


def test_containment_estimate():
    assert containment(0.25, 100, 400) == 1.0
    assert round(containment(0.5, 100, 100), 3) == round(2 * 100 / 3 / 100 * 1, 3)
