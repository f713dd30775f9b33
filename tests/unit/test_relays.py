from pipeline.relays import credits, outlet_node, relay_edges


def doc(text: str, outlet: str | None = "Harbour Times") -> dict:
    return {"doc_id": "d1", "text": text, "outlet": outlet, "batch": "b"}


def test_dateline_credit_points_at_the_wire():
    (edge,) = relay_edges(doc("PORT ELLIS (Reuters) - The plant will restart."))
    assert (edge["child"], edge["parent"], edge["kind"]) == ("doc:d1", "outlet:reuters", "dateline")


def test_wire_aliases_are_one_origin():
    assert outlet_node("The Associated Press") == outlet_node("AP") == "outlet:ap"


def test_byline_told_according_to_and_first_reported():  # noqa: D103
    kinds = {
        k
        for k, _, _ in credits(
            "By Reuters\nThe minister told the BBC it was fine, according to The Financial Times. It was first reported by Bloomberg."
        )
    }
    assert kinds == {"byline", "told", "according_to", "first_reported"}


def test_people_are_not_outlets():
    assert credits("The minister told reporters, according to officials.") == []


def test_uncredited_document_is_published_by_its_outlet():
    (edge,) = relay_edges(doc("Local reporting only."))
    assert edge["parent"] == "outlet:harbour_times" and edge["kind"] == "published_by"
    (edge,) = relay_edges(doc("Local reporting only.", outlet=None))
    assert edge["parent"] == "unknown:d1"


def test_own_outlet_credit_is_not_a_relay():
    (edge,) = relay_edges(doc("(Reuters) - Officials told Reuters.", outlet="Reuters"))
    assert edge["kind"] == "published_by"


def test_wire_bylines_copyright_and_contributors_but_not_photo_credits():
    text = "Headline\n\nJonathan Lemire and Jill Colvin, Associated Press\n\n(AP Photo/Evan Vucci)\n\nBody. © 2018 Thomson/Reuters. All rights reserved."
    found = {(kind, outlet_node(name)) for kind, name, _ in credits(text)}
    assert found == {("byline", "outlet:ap"), ("copyright", "outlet:reuters")}
    assert credits("Saul Loeb | AFP | Getty Images") == []


def test_sentence_credit_is_a_claim_relay_not_a_document_relay():
    from pipeline.relays import claim_relay_edges

    text = "Trump told CBS News he expected nothing."
    (edge,) = relay_edges(doc(text))
    assert edge["kind"] == "published_by"
    claims = [{"claim_id": "c1", "doc_id": "d1", "sentence_id": "s1", "batch": "b"}]
    (claim_edge,) = claim_relay_edges(claims, {"s1": text}, {"d1": "Harbour Times"})
    assert (claim_edge["child"], claim_edge["parent"], claim_edge["kind"]) == (
        "claim:c1",
        "outlet:cbs_news",
        "told",
    )
