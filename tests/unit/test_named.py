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


def test_a_surname_after_the_full_name_is_the_person_however_often_it_reads_otherwise():
    # hel_0220: "Donald Trump's portrayal ..." then "Trump" thirteen times as an organization,
    # so that "He also said ..." after "Trump told fellow leaders" went to the last person before
    names = [Named(0, 14, "Donald Trump's", "PERSON")] + [
        Named(20 * i, 20 * i + 5, "Trump", "ORG") for i in range(1, 14)
    ]
    assert {n.label for n in consistent(names)} == {"PERSON"}
    # a one-word organization that no person's name ends with stays one
    assert consistent([Named(0, 5, "Apple", "ORG"), Named(10, 21, "Tim Cook", "PERSON")])[0].label == "ORG"
