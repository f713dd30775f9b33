"""Typed values: figures, dates, names and polarity read from a claim's value, and when they clash."""

import pytest

from pipeline.values import clash, predicate_phrase, same_proposition, type_value, with_typed_values


@pytest.mark.parametrize(
    ("value", "number", "unit", "bound"),
    [
        ("$46 million last year", 46e6, "USD", ""),
        ("just $11 million", 11e6, "USD", ""),
        ("£3bn", 3e9, "GBP", ""),
        ("about ten per cent", 10, "percent", "approx"),
        ("by 10% after the restart", 10, "percent", ""),
        ("790 people", 790, "count:people", ""),
        ("more than 1,000 troops", 1000, "count:troop", "min"),
        ("a 13-year-old Jewish boy", 13, "years of age", ""),
        ("almost an hour late", 60, "minutes", "approx"),
        ("30 minutes later than planned", 30, "minutes", ""),
        ("two hours and 10 minutes", 130, "minutes", ""),
        # half a unit more (session 30: "an hour and a half" read as an hour met "90-minute")
        ("to talk for an hour and a half", 90, "minutes", ""),
        ("two and a half hours late", 150, "minutes", ""),
        ("now within 10km of entering Baghdad", 10_000, "m", "max"),
    ],
)
def test_quantities_with_their_unit_and_bound(value, number, unit, bound):
    typed = type_value(value)
    assert (typed.type, typed.unit, typed.bound) == ("quantity", unit, bound)
    assert typed.number == pytest.approx(number)


@pytest.mark.parametrize(
    ("value", "date"),
    [
        ("in March", "--03"),
        ("on December 23", "--12-23"),
        ("on 23 December 2014", "2014-12-23"),
        ("in 1907", "1907"),
        ("in the third quarter of 2026", "2026-Q3"),
        ("in the 2016 presidential election", "2016"),
    ],
)
def test_dates_as_far_as_the_words_fix_them(value, date):
    typed = type_value(value)
    assert (typed.type, typed.date) == ("date", date)


def test_names_polarity_and_text():
    assert (type_value("Forbes").type, type_value("Forbes").entity) == ("entity", "forbes")
    assert type_value("the White House").entity == "white house"
    assert type_value("").type == "polarity" and type_value("no").type == "polarity"
    assert type_value("a selfie in the operating room").type == "text"
    # an article is no figure, and "may" alone is no month
    assert type_value("a selfie").type == "text" and type_value("may close").type == "text"


def test_figures_for_one_quantity_clash_within_their_precision():
    assert clash(type_value("$46 million"), type_value("$11 million")) == "quantity"
    assert clash(type_value("$46 million"), type_value("$45.8 million")) is None  # rounded
    assert clash(type_value("almost an hour late"), type_value("30 minutes late")) == "quantity"
    assert clash(type_value("for a 90-minute sit-down"), type_value("for an hour and a half")) is None
    assert clash(type_value("about 100 people"), type_value("110 people")) is None
    assert clash(type_value("more than 100 people"), type_value("150 people")) is None
    assert clash(type_value("more than 100 people"), type_value("80 people")) == "quantity"
    # different units, or figures of different things, do not clash
    assert clash(type_value("10 percent"), type_value("$10 million")) is None
    assert clash(type_value("a 9 mm pistol"), type_value("a nuclear shell that measures 155 mm")) is None


def test_dates_clash_when_a_part_both_give_differs():
    assert clash(type_value("in March"), type_value("in June")) == "date"
    assert clash(type_value("in 1973"), type_value("in 1974")) == "date"
    assert clash(type_value("in 2014"), type_value("in December 2014")) is None
    assert clash(type_value("in March"), type_value("in March 2015")) is None
    assert clash(type_value("in the first quarter of 2015"), type_value("in February 2015")) is None
    assert clash(type_value("in the first quarter of 2015"), type_value("in June 2015")) == "date"


def test_paraphrases_and_contained_values_are_one_proposition():
    assert same_proposition(
        "indeed the enemy of the people", "indeed the enemy of the people and all the Dems"
    )
    assert same_proposition("quite blunt", "quite blunt and the cut wasn't clean")
    assert same_proposition("into two listed companies", "the company into two new corporations")
    assert same_proposition(
        "the vast territory that ISIS has seized in the past year",
        "the vast territory that the Islamic State group has seized over the past year",
    )
    assert not same_proposition("installing safes in stores", "shipping the Apple Watch in March")
    # alike words with clashing figures are two propositions
    assert not same_proposition(
        "now within 10km of entering Baghdad", "now less than 2km away from entering Baghdad"
    )
    assert not same_proposition("by 10 percent after the restart", "by 12 percent after the restart")


def test_typed_columns_go_on_each_claim():
    (claim,) = with_typed_values([{"claim_id": "c", "value": "$46 million", "said_on": None}])
    assert claim["value_type"] == "quantity" and claim["value_unit"] == "USD"
    assert claim["value_number"] == 46e6 and claim["value_date"] is None


def test_a_few_words_shared_with_a_long_quote_are_not_a_rewording():
    assert not same_proposition(
        "to interfere in the U.S. election",
        "to influence America for more than half a century, adding pointedly: the leaders of our"
        " Democratic Party have known that Russia was trying to influence the U.S. policies and her"
        " elections process",
    )


@pytest.mark.parametrize(
    ("predicate", "value", "text"),
    [
        ("be kicked out", "kicked out of the group in 2014", "be kicked out of the group in 2014"),
        ("have programme", "a decade long secret programme", "have a decade long secret programme"),
        ("be weak", "much weaker", "be much weaker"),
        ("do attempt", "attempt to interfere", "do attempt to interfere"),
        # not a light verb: its particle is no complement said again
        ("set up", "a fund set up by donors", "set up a fund set up by donors"),
        ("touch down", "in Helsinki", "touch down in Helsinki"),
        ("take over", "", "take over"),
        # a value inside the predicate: the probe read "be shut down shut"
        ("be shut down", "shut", "be shut down"),
        ("be fake", "fake", "be fake"),
    ],
)
def test_a_propositions_words_say_a_light_verbs_complement_once(predicate, value, text):
    assert predicate_phrase(predicate, value) == text
