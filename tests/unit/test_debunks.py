"""Debunks of a story the text does not retell: wordings from the real-news drop (FNC-1 bodies)."""

from checks.graph_checks import broken_pairs
from pipeline.contradictions import find_pairs
from pipeline.debunks import debunk_topic, debunked_pairs
from pipeline.judge.deterministic import DEBUNK_CONFIDENCE, judge_pair
from pipeline.judge.verdicts import Pair


def claim(cid, doc, subject, predicate, value, modality="asserts", polarity="positive", **extra):
    return {
        "claim_id": cid,
        "doc_id": doc,
        "subject": subject,
        "subject_entity": extra.pop("subject_entity", f"ent:{cid}"),
        "predicate": predicate,
        "value": value,
        "modality": modality,
        "polarity": polarity,
        "is_proposition": extra.pop("is_proposition", True),
        "cluster": f"cl_{cid}",
        **extra,
    }


# fnc_2466, the whole article: "The third breast story is a hoax."
STORY_IS_A_HOAX = claim(
    "hoax",
    "doc_2466",
    "The third breast story",
    "",
    "",
    modality="denies",
    polarity="negative",
    is_proposition=False,
    proposition_reason="refers_back",
    cue="is a hoax",
)
# fnc_1907: "Tridevil ... spent $20,000 to have a third breast ..."
SPENT = claim("spent", "doc_1907", "Tridevil", "spend", "$20,000 to have a third breast")
# fnc_1244: "The Tampa, Fla. woman who claimed to have had plastic surgery to add a third breast is fake"
WOMAN_IS_FAKE = claim(
    "fake",
    "doc_1244",
    "The Tampa, Fla. woman who claimed to have had plastic surgery to add a third breast",
    "be fake",
    "fake",
)


def test_a_debunk_names_its_topic_by_its_subject_and_a_bare_story_names_none():
    assert debunk_topic(STORY_IS_A_HOAX) == {"third", "breast"}
    assert {"tampa", "plastic", "surgery", "third", "breast"} <= debunk_topic(WOMAN_IS_FAKE)
    assert "woman" not in debunk_topic(WOMAN_IS_FAKE)  # names nobody in particular
    assert debunk_topic({**STORY_IS_A_HOAX, "subject": "the story"}) == set()
    # fnc_671: "The woman who claimed she had a third breast was lying": the cue calls it false
    lying = {**STORY_IS_A_HOAX, "subject": "The woman who claimed she had a third breast", "cue": "lying"}
    assert debunk_topic({**lying, "proposition_reason": "noun_phrase"}) == {"third", "breast"}
    denied = {**lying, "proposition_reason": "noun_phrase", "cue": "denied"}
    assert debunk_topic(denied) == set()  # "denied the third breast" calls nothing a story
    # not a debunk: an assertion, a value that argues about the world, a negated falsity
    assert debunk_topic(SPENT) == set()
    fiction = claim("fiction", "doc_1716", "street harassment itself", "be fiction", "a fiction")
    assert debunk_topic(fiction) == set()
    not_fake = claim("not", "doc_2486", "This Third Boob", "be fake", "fake", polarity="negative")
    assert debunk_topic(not_fake) == set()


def test_a_debunk_meets_the_best_assertion_of_its_topic_in_each_other_document():
    also_spent = claim("also", "doc_1907", "Tridevil", "contact", "more than 50 doctors")
    same_doc = claim("same", "doc_2466", "she", "pay", "$20,000 for a third breast")
    unrelated = claim("other", "doc_9", "The third round", "begin", "on Friday")
    pairs = debunked_pairs([STORY_IS_A_HOAX], [STORY_IS_A_HOAX, SPENT, also_spent, same_doc, unrelated])
    assert [(d["claim_id"], o["claim_id"]) for d, o in pairs] == [("hoax", "spent")]


def test_a_long_topic_needs_half_its_words():
    rehana = claim(
        "exaggerated",
        "doc_4430",
        "the claim that Rehana killed 100 ISIS fighters",
        "be exaggerated",
        "exaggerated",
    )
    killed = claim("killed", "doc_c28a", "Rehana", "kill", "100 militants fighting with ISIS")
    captured = claim("captured", "doc_6e1d", "ISIS militants", "capture", "Rehana")
    pairs = debunked_pairs([rehana], [rehana, killed, captured])
    assert [o["claim_id"] for _, o in pairs] == ["killed"]


def test_the_graph_pairs_a_debunk_as_a_denial_the_judge_calls_a_contradiction_and_the_check_passes():
    # an assertion whose subject resolution left unresolved ("she") still tells the story
    she_paid = claim(
        "paid", "doc_2392", "she", "pay", "thousands of dollars to get a third breast", subject_entity=""
    )
    every = [STORY_IS_A_HOAX, SPENT, she_paid]
    rows = find_pairs([STORY_IS_A_HOAX], every, "b")
    assert {(r["conflict"], r["denial_cluster"]) for r in rows} == {("denial", "cl_hoax")}
    assert {r["claim_a"] for r in rows} | {r["claim_b"] for r in rows} == {"hoax", "spent", "paid"}
    assert broken_pairs(rows, every) == []
    verdict = judge_pair(Pair(SPENT, STORY_IS_A_HOAX, "denial"))
    assert (verdict.verdict, verdict.confidence) == ("contradiction", DEBUNK_CONFIDENCE)
    # the same words said in the debunk's own document are the story it retells, not a second account
    assert (
        judge_pair(Pair({**SPENT, "doc_id": "doc_2466"}, STORY_IS_A_HOAX, "denial")).verdict
        == "no_contradiction"
    )


def test_an_assertion_that_calls_the_story_fake_is_no_telling_of_it_but_a_debunk_of_its_own():
    # fnc_1632 narrates: "Florida station 10 News has now outed Tridevil third breast as fake."
    outed = claim(
        "outed", "doc_1632", "Florida station 10 News", "out", "Tridevil third breast as fake", narrated=True
    )
    assert debunk_topic(outed) == {"tridevil", "third", "breast"}
    pairs = debunked_pairs([STORY_IS_A_HOAX, outed], [STORY_IS_A_HOAX, outed, SPENT])
    assert sorted((d["claim_id"], o["claim_id"]) for d, o in pairs) == [("hoax", "spent"), ("outed", "spent")]
    # fnc_2270: "Snopes has classified Tridevil's third boob story as "FALSE," largely because ..."
    classified = claim(
        "snopes", "doc_2270", "Snopes", "classify", 'Tridevil\'s third boob story as "FALSE," largely because'
    )
    assert debunk_topic(classified) == {"tridevil", "third", "boob"}
    # the parse's reading of fnc_1632: a denial of the noun phrase the long cue calls fake
    noun_phrase = claim(
        "np",
        "doc_1632",
        "Tridevil third breast",
        "",
        "",
        modality="denies",
        polarity="negative",
        proposition_reason="noun_phrase",
        cue="outed Tridevil third breast as fake",
    )
    assert debunk_topic(noun_phrase) == {"tridevil", "third", "breast"}
    # "as" with nothing called false, or a falsity said of another thing, is no debunk
    assert debunk_topic(claim("x", "d", "CNN", "describe", "the reports as fake news")) == set()
    assert debunk_topic(claim("y", "d", "Trump", "see", "Putin as a strong leader")) == set()
    denied = {**noun_phrase, "cue": "denied Tridevil third breast"}
    assert debunk_topic(denied) == set()


def test_a_headline_tells_the_story_a_debunk_answers():
    # fnc_1924 opens with a line and no full stop: a headline, which the graph does not cluster
    headline = claim(
        "headline",
        "doc_1924",
        "A Florida massage therapist",
        "pay",
        "$20,000 for a third breast in hopes of becoming less attractive to men",
        is_proposition=False,
        proposition_reason="headline",
    )
    caption = {**headline, "claim_id": "caption", "doc_id": "doc_9", "proposition_reason": "clutter"}
    pairs = debunked_pairs([STORY_IS_A_HOAX], [STORY_IS_A_HOAX, headline, caption])
    assert [(d["claim_id"], o["claim_id"]) for d, o in pairs] == [("hoax", "headline")]


def test_an_articles_narration_tells_the_story_a_debunk_answers_only_where_it_leads():
    # fnc_1907's lead, told by the writer, and a sentence further down that only mentions the story
    told = [
        claim(f"n{i}", "doc_1907", "Jasmine", "wave", "hello", narrated=True, span_start=100 * i)
        for i in (1, 2, 3)
    ]
    lead = claim(
        "lead", "doc_1907", "A woman", "spend", "$20,000 to get a third breast", narrated=True, span_start=0
    )
    later = claim(
        "later",
        "doc_1907",
        "She",
        "film",
        "telling her parents about the third breast",
        narrated=True,
        span_start=900,
    )
    assert debunked_pairs([STORY_IS_A_HOAX], [STORY_IS_A_HOAX, lead, *told, later]) == [
        (STORY_IS_A_HOAX, lead)
    ]
    # past the first three narrated sentences, no narration tells the story
    pushed_down = {**lead, "span_start": 500}
    assert debunked_pairs([STORY_IS_A_HOAX], [STORY_IS_A_HOAX, *told, pushed_down, later]) == []


def test_a_false_thing_inside_the_story_still_tells_it_and_a_figure_in_the_topic_must_be_told():
    fake_nipple = claim(
        "nipple", "doc_1907", "The 21-year-old", "pay", "$20,000 to have a third breast and fake nipple added"
    )
    assert debunked_pairs([STORY_IS_A_HOAX], [STORY_IS_A_HOAX, fake_nipple]) == [
        (STORY_IS_A_HOAX, fake_nipple)
    ]
    # fnc: "the claim that Rehana killed 100 ISIS fighters might be exaggerated"
    exaggerated = claim(
        "exaggerated",
        "doc_a",
        "the claim that Rehana killed 100 ISIS fighters",
        "be",
        "exaggerated",
        modality="expects",
    )
    beheaded = claim("beheaded", "doc_b", "ISIS", "behead", "Kurdish female fighter Rehana")
    killed = claim("killed", "doc_c", "Rehana", "kill", "100 ISIS fighters in Kobani")
    spelled = claim("spelled", "doc_d", "Rehana", "kill", "more than a hundred ISIS terrorists in Kobane")
    pairs = debunked_pairs([exaggerated], [exaggerated, beheaded, killed, spelled])
    assert pairs == [(exaggerated, killed), (exaggerated, spelled)]


def test_another_verbs_as_calls_nothing_false():
    # hel_0153: "... from what he said were destroying European culture to assaulting the media as
    # "fake news" ...": the media are called fake news, not European culture
    destroying = claim(
        "destroy",
        "hel_0153",
        "that",
        "destroy",
        'European culture to assaulting the media as "fake news" and blaming the U.S. "deep state"',
    )
    assert debunk_topic(destroying) == set()
