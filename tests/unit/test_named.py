from pipeline.named import Named, consistent, label_at


def test_a_name_keeps_one_label_through_its_document():
    names = [
        Named(0, 12, "Ellis Hutson", "PERSON"),
        Named(20, 24, "Bart", "PERSON"),
        Named(40, 46, "Hutson", "ORG"),
        Named(60, 66, "Hutson", "ORG"),
        Named(80, 86, "Hutson", "PERSON"),
    ]
    relabelled = consistent(names)
    assert [n.label for n in relabelled] == ["PERSON"] * 5
    assert label_at(relabelled, 40, 46) == "PERSON" and label_at(relabelled, 100, 110) == ""
