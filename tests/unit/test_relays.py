from pipeline.relays import credits, outlet_node, relay_edges


def doc(text: str, outlet: str | None = "Harbour Times") -> dict:
    return {"doc_id": "d1", "text": text, "outlet": outlet, "batch": "b"}


def test_dateline_credit_points_at_the_wire():
    (edge,) = relay_edges(doc("PORT ELLIS (Reuters) - The plant will restart."))
    assert (edge["child"], edge["parent"], edge["kind"]) == ("doc:d1", "outlet:reuters", "dateline")


def test_wire_aliases_are_one_origin():
    assert outlet_node("The Associated Press") == outlet_node("AP") == "outlet:ap"


def test_byline_told_according_to_and_first_reported():
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
