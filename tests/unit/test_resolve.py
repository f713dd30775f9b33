import re

from pipeline.named import Named
from pipeline.resolve import (
    cluster_id,
    document_gender,
    entity_id,
    is_title_only,
    known_names,
    named_as_an_object,
    normalize_name,
    normalize_value,
    pronoun_antecedents,
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
            "subject": "the Field Alpha plant",
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
            "subject": "The Field Alpha Plant",
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


def test_entities_a_person_joined_are_one_entity_in_claims_and_clusters_but_mentions_keep_their_own():
    claims = [
        _claim("c1", "Peskov", "Putin", doc="d1", value="to Helsinki"),
        _claim("c2", "Lavrov", "Vladimir Putin", doc="d2", value="to Helsinki"),
        _claim("c3", "Vladimir Putin", "the summit", doc="d2"),
    ]
    apart, _ = resolve_claims(claims)
    assert apart[0]["subject_entity"] == "ent:putin" and apart[0]["cluster"] != apart[1]["cluster"]

    joined = {"ent:putin": "ent:vladimir_putin", "ent:vladimir_putin": "ent:vladimir_putin"}
    together, mentions = resolve_claims(claims, joined=joined)
    assert [c["subject_entity"] for c in together[:2]] == ["ent:vladimir_putin", "ent:vladimir_putin"]
    assert together[0]["cluster"] == together[1]["cluster"]
    assert together[2]["speaker_entity"] == "ent:vladimir_putin"
    assert [c["subject_mention"] for c in together[:2]] == ["Putin", "Vladimir Putin"]  # as written
    subject_mentions = {m["claim_id"]: m["entity_id"] for m in mentions if m["role"] == "subject"}
    assert subject_mentions["c1"] == "ent:putin"  # the name's own entity: the link joins it


def test_cluster_ids_are_stable_and_separate_polarity():
    a = cluster_id("ent:plant", "restart", "in march", "positive", "q")
    assert a == cluster_id("ent:plant", "restart", "in march", "positive", "other quote")
    assert a != cluster_id("ent:plant", "restart", "in march", "negative", "q")


def _entities(written: dict[str, str], doc: str = "d1") -> dict:
    """KnownName rows for entity id -> the mention's words as written, all in one document."""
    return known_names(
        [
            {"entity_id": eid, "normalized": normalize_name(text), "text": text, "doc_id": doc}
            for eid, text in written.items()
        ]
    )


def test_people_are_only_suggested_never_merged():
    known = _entities(
        {"ent:energy_minister_lina_varga": "Energy Minister Lina Varga", "ent:lina_varga": "Lina Varga"}
    )
    new = _entities({"ent:minister": "the minister", "ent:lina_varga": "Lina Varga"})
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


def _speaker_claim(cid: str, speaker: str, start: int, doc: str = "d1", **extra) -> dict:
    """A claim whose speaker is what a test turns on: nothing said of a subject or value."""
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
        **extra,
    }


def test_pronoun_speaker_stands_for_the_nearest_earlier_named_speaker():
    claim = _speaker_claim
    claims = [
        claim("c1", "Energy Minister Lina Varga", 0),
        claim("c2", "Union leader Marko Dell", 50),
        claim("c3", "she", 100),
        claim("c9", "he", 120),
        claim("c5", "a ministry spokeswoman", 200),
        claim("c6", "she", 250),
        claim("c4", "she", 10, doc="d2"),
        claim("c7", "", 300),  # "it was revealed that ...": nobody named
    ]
    resolved, mentions = resolve_claims(claims)
    by_id = {c["claim_id"]: c for c in resolved}
    assert by_id["c9"]["speaker_entity"] == "ent:union_leader_marko_dell"  # the nearest earlier speaker
    # ... whose given name is not a man's: "she" passes over Marko to Lina
    assert by_id["c3"]["speaker_entity"] == "ent:energy_minister_lina_varga"
    assert by_id["c6"]["speaker_entity"] == "ent:ministry_spokeswoman" and by_id["c6"]["speaker_anonymous"]
    # shown as whom it stands for, with the words as written kept
    assert (by_id["c9"]["speaker"], by_id["c9"]["speaker_mention"]) == ("Union leader Marko Dell", "he")
    assert not by_id["c3"]["speaker_anonymous"]
    assert (by_id["c4"]["speaker"], by_id["c1"]["speaker"]) == ("she", "Energy Minister Lina Varga")
    # nobody named before it in its own document: someone of that document, not every article's "she"
    assert by_id["c4"]["speaker_entity"] == "ent:d2/she"
    assert next(m for m in mentions if m["claim_id"] == "c3")["text"] == "she"
    assert by_id["c7"]["speaker_entity"] == "" and by_id["c7"]["speaker_anonymous"]
    # a caption's "speaker" is no one's antecedent (fnc_1621: "Fighter ... 'Rehana' making a peace
    # sign" between Pawan's tweet and "He wrote: ...")
    caption = {**claim("c8", "Fighter", 120, doc="d3"), "proposition_reason": "clutter"}
    later = [claim("c9", "Pawan Durani", 100, doc="d3"), caption, claim("c10", "He", 140, doc="d3")]
    by_id = {c["claim_id"]: c for c in resolve_claims(later)[0]}
    assert by_id["c10"]["speaker"] == "Pawan Durani"
    assert not any(m["claim_id"] == "c7" and m["role"] == "speaker" for m in mentions)
    # a "he" passes over a speaker the text calls a woman, a "she" over one it calls a man: in
    # fnc_1632 the grandfather's "he said" to MailOnline became the three-breasted woman's words
    gendered = [
        claim("c11", "Kenneth Hessler", 0, doc="d4"),
        claim("c12", "The 'three-breasted' woman calling herself 'Jasmine Tridevil'", 50, doc="d4"),
        claim("c13", "he", 100, doc="d4"),
        claim("c14", "The man's lover", 150, doc="d4"),
        claim("c15", "The hospital spokesman", 200, doc="d4"),
        claim("c16", "she", 250, doc="d4"),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(gendered)[0]}
    assert by_id["c13"]["speaker"] == "Kenneth Hessler"
    # "the man's lover" is no man: the possessive names someone else
    assert by_id["c16"]["speaker"] == "The man's lover"


def test_reworded_and_cut_values_join_one_cluster_but_different_propositions_and_dates_do_not():
    """Rows of the BEFORE sample labelled paraphrase: one statement, one cluster."""
    from pipeline.resolve import assign_clusters

    def claim(cid, value, subject="ent:media", predicate="be"):
        return {
            "claim_id": cid,
            "subject_entity": subject,
            "predicate": predicate,
            "polarity": "positive",
            "value_norm": value,
            "cluster": "cl_" + cid,
        }

    earlier = [
        claim("a", "indeed the enemy of the people"),
        claim("s", "installing safes in stores", "ent:apple", "begin"),
    ]
    new = [
        claim("b", "indeed the enemy of the people and all the dems"),
        claim("c", "indeed the enemy of the people ### helsinki"),
        claim("d", "shipping the apple watch in march", "ent:apple", "begin"),
        claim("e", "installing specially designed safes at its retail stores", "ent:apple", "begin"),
        claim("f", "in march", "ent:plant", "restart"),
        claim("g", "in june", "ent:plant", "restart"),
    ]
    assigned = {c["claim_id"]: c["cluster"] for c in assign_clusters(new, earlier)}
    assert assigned["b"] == assigned["c"] == "cl_a"
    assert assigned["e"] == "cl_s" and assigned["d"] == "cl_d"
    assert (assigned["f"], assigned["g"]) == ("cl_f", "cl_g")


def _claim(cid, speaker, subject, *, doc="d1", start=0, kind="", ref="", antecedent="", **extra):
    return {
        "claim_id": cid,
        "doc_id": doc,
        "speaker": speaker,
        "speaker_start": extra.pop("speaker_start", None),
        "speaker_end": extra.pop("speaker_end", None),
        "span_start": start,
        "subject": subject,
        "subject_kind": kind,
        "subject_ref": ref,
        "subject_antecedent": antecedent,
        "predicate": extra.pop("predicate", "restart"),
        "value": extra.pop("value", "in March"),
        "polarity": "positive",
        "quote": extra.pop("quote", cid),
        "is_proposition": extra.pop("is_proposition", True),
        "batch": "b",
        **extra,
    }


def test_pronoun_subjects_stand_for_the_speaker_they_agree_with():
    from pipeline.named import Named

    names = {
        "d1": [Named(0, 5, "Trump", "PERSON"), Named(100, 105, "Apple", "ORG")],
    }
    claims = [
        _claim("c1", "Trump", "he", kind="pronoun", ref="indirect", speaker_start=0, speaker_end=5),
        _claim(
            "c2", "Apple", "it", kind="pronoun", ref="indirect", speaker_start=100, speaker_end=105, start=110
        ),
        # "Apple said he ...": a company is no "he"; nobody named just before either
        _claim(
            "c3",
            "Apple",
            "he",
            kind="pronoun",
            ref="indirect",
            speaker_start=100,
            speaker_end=105,
            start=2000,
        ),
        _claim("c4", "Tridevil", "I", kind="pronoun", ref="speaker"),
    ]
    resolved, mentions = resolve_claims(claims, names)
    by_id = {c["claim_id"]: c for c in resolved}
    assert (by_id["c1"]["subject_entity"], by_id["c1"]["subject_scope"]) == ("ent:trump", "global")
    assert (by_id["c1"]["subject"], by_id["c1"]["subject_mention"]) == ("Trump", "he")
    assert by_id["c2"]["subject_entity"] == "ent:apple"
    assert (by_id["c3"]["subject_entity"], by_id["c3"]["subject_scope"]) == ("", "unresolved")
    assert by_id["c4"]["subject_entity"] == "ent:tridevil"
    # the mention keeps the words as written
    assert next(m for m in mentions if m["mention_id"] == "c1:subject")["text"] == "he"


def test_a_pronoun_joined_to_a_name_is_read_as_the_pronoun_alone():
    """hel_0112, in session 31's claim sample: "Trump also said he and Putin would discuss ..."
    became the global entity "he and Putin", which Putin's "he and Trump" in another article
    would have joined under another reading. The pronoun is read as it would be alone."""
    from pipeline.named import Named

    names = {"d1": [Named(0, 5, "Trump", "PERSON")], "d2": [Named(0, 5, "Putin", "PERSON")]}
    claims = [
        _claim("c1", "Trump", "he and Putin", kind="generic", speaker_start=0, speaker_end=5, start=20),
        _claim(
            "c2", "Putin", "he and Trump", kind="generic", doc="d2", speaker_start=0, speaker_end=5, start=20
        ),
        # inside someone's quoted words "he" is whoever they meant: this article's pair, unnamed
        _claim(
            "c3", "a reporter", "he and Putin", kind="generic", doc="d3", quote="“he and Putin will talk”"
        ),
        _claim("c4", "Harris", "The guys and I", kind="generic", quote="“The guys and I won”"),
    ]
    resolved, _ = resolve_claims(claims, names)
    by_id = {c["claim_id"]: c for c in resolved}
    assert (by_id["c1"]["subject"], by_id["c1"]["subject_entity"]) == (
        "Trump and Putin",
        "ent:trump_and_putin",
    )
    assert by_id["c2"]["subject"] == "Putin and Trump"
    assert by_id["c3"]["subject_scope"] == "document"
    assert by_id["c3"]["subject_entity"].startswith("ent:d3/")
    assert by_id["c4"]["subject"] == "The guys and Harris"
    assert by_id["c4"]["subject_scope"] == "document"


def test_a_speakers_we_is_their_side_in_that_article_and_says_whose():
    claims = [
        _claim("c1", "Denis McDonough", "We", kind="pronoun", ref="speaker"),
        _claim("c2", "Denis McDonough", "We", kind="pronoun", ref="speaker", doc="d2"),
    ]
    resolved, _ = resolve_claims(claims, {})
    by_id = {c["claim_id"]: c for c in resolved}
    assert by_id["c1"]["subject"] == "We (Denis McDonough)"
    assert by_id["c1"]["subject_mention"] == "We"
    assert by_id["c1"]["subject_scope"] == "document"
    assert by_id["c1"]["subject_entity"] != by_id["c2"]["subject_entity"]


def test_a_pronoun_the_sentence_does_not_settle_takes_the_person_named_just_before():
    from pipeline.named import Named

    names = {"d1": [Named(10, 22, "Jihadi John", "PERSON"), Named(60, 69, "the paper", "ORG")]}
    claims = [
        _claim(
            "c1",
            "the paper",
            "he",
            kind="pronoun",
            ref="indirect",
            start=80,
            speaker_start=60,
            speaker_end=69,
        )
    ]
    (claim,), _ = resolve_claims(claims, names)
    assert claim["subject_entity"] == "ent:jihadi_john"


def test_unresolved_pronouns_are_grouped_with_nothing():
    claims = [
        _claim("c1", "the paper", "he", doc="d1"),
        _claim("c2", "a reporter", "he", doc="d2"),
        _claim("c3", "Putin's adviser", "It", kind="expletive", doc="d3"),
    ]
    resolved, _ = resolve_claims(claims)
    assert all(c["subject_scope"] == "unresolved" and c["subject_entity"] == "" for c in resolved)
    assert len({c["cluster"] for c in resolved}) == 3


def test_common_noun_phrases_stay_in_their_document_unless_a_name_holds_them():
    from pipeline.named import Named

    names = {"d1": [Named(0, 5, "Apple", "ORG")], "d2": [Named(0, 7, "Samsung", "ORG")]}
    claims = [
        _claim("c1", "a spokesman", "the company", kind="generic", doc="d1", start=40),
        _claim("c2", "a spokesman", "the company", kind="generic", doc="d2", start=40),
        _claim("c3", "officials", "the deal", kind="generic", doc="d1"),
        _claim("c4", "officials", "the deal", kind="generic", doc="d2"),
    ]
    resolved, _ = resolve_claims(claims, names)
    by_id = {c["claim_id"]: c for c in resolved}
    assert by_id["c1"]["subject_entity"] == "ent:apple" and by_id["c2"]["subject_entity"] == "ent:samsung"
    assert by_id["c1"]["subject_mention"] == "the company"
    assert by_id["c3"]["subject_scope"] == by_id["c4"]["subject_scope"] == "document"
    assert by_id["c3"]["subject_entity"] == "ent:d1/deal" != by_id["c4"]["subject_entity"]
    assert by_id["c3"]["cluster"] != by_id["c4"]["cluster"]


def test_the_company_of_a_story_is_not_the_outlet_reporting_it():
    from pipeline.named import Named

    # "Hewlett-Packard plans to break in two, the Wall Street Journal reported on Sunday.
    #  The company plans to announce the move as early as Monday, the Journal said ..."
    names = {
        "d1": [Named(0, 15, "Hewlett-Packard", "ORG"), Named(107, 130, "the Wall Street Journal", "ORG")]
    }
    claims = [
        _claim(
            "c1", "the Journal", "The company", kind="generic", start=150, speaker_start=210, speaker_end=221
        ),
    ]
    resolved, _ = resolve_claims(claims, names)
    assert resolved[0]["subject"] == "Hewlett-Packard"
    assert resolved[0]["subject_entity"] == "ent:hewlett_packard"


def test_without_a_parse_the_words_say_what_the_subject_is():
    # another backend gives no subject_kind: "he" is still a pronoun, "The Field Alpha plant" a name
    claims = [
        _claim("c1", "Trump", "he", doc="d1"),
        _claim("c2", "Reuters", "The Field Alpha plant", doc="d1"),
        _claim("c3", "Reuters", "The Field Alpha plant", doc="d2"),
    ]
    resolved, _ = resolve_claims(claims)
    by_id = {c["claim_id"]: c for c in resolved}
    assert by_id["c1"]["subject_scope"] == "unresolved"
    assert by_id["c2"]["subject_entity"] == by_id["c3"]["subject_entity"] == "ent:field_alpha_plant"
    assert by_id["c2"]["cluster"] == by_id["c3"]["cluster"]


def test_a_value_that_points_back_meets_only_copies_of_its_words():
    """Session 36's corroborated sample: "Putin | deny | it" counted CNN's "He (Putin) may deny
    it" and Reuters' "Putin denies it" as one claim; "it" is whatever each article said before.
    Copies of one sentence still group; other words about "the issue" do not."""
    copy = "Trump said he would bring up the issue with Putin on Monday"
    claims = [
        _claim("c1", "CNN", "Putin", kind="named", predicate="deny", value="it", doc="d1"),
        _claim("c2", "Reuters", "Putin", kind="named", predicate="deny", value="it", doc="d2"),
        _claim(
            "c3", "AP", "Trump", kind="named", predicate="bring up", value="the issue", quote=copy, doc="d3"
        ),
        _claim(
            "c4", "AP", "Trump", kind="named", predicate="bring up", value="the issue", quote=copy, doc="d4"
        ),
        _claim("c5", "LAT", "Trump", kind="named", predicate="bring up", value="the issue", doc="d5"),
        _claim("c6", "AP", "Putin", kind="named", predicate="deny", value="the meddling", doc="d6"),
        _claim("c7", "CNN", "Putin", kind="named", predicate="deny", value="the meddling", doc="d7"),
    ]
    from pipeline.resolve import assign_clusters

    resolved, _ = resolve_claims(claims)
    # as the resolution asset does: a batch against the claims before it, and within itself
    for earlier, new in (([], resolved), (resolved[:1] + resolved[2:3], resolved[1:2] + resolved[3:])):
        clustered = {c["claim_id"]: c["cluster"] for c in [*earlier, *assign_clusters(new, earlier)]}
        assert clustered["c1"] != clustered["c2"]
        assert clustered["c3"] == clustered["c4"] != clustered["c5"]
        assert clustered["c6"] == clustered["c7"]


def test_claims_without_a_proposition_are_clustered_with_nothing():
    from pipeline.resolve import assign_clusters

    claims = [
        _claim(
            "c1",
            "Trump",
            "Putin",
            kind="named",
            predicate="",
            value="",
            quote="his admiration",
            is_proposition=False,
        ),
        _claim(
            "c2",
            "Trump",
            "Putin",
            kind="named",
            predicate="",
            value="",
            quote="his admiration",
            is_proposition=False,
            doc="d2",
        ),
    ]
    resolved, _ = resolve_claims(claims)
    assert resolved[0]["cluster"] != resolved[1]["cluster"]
    assigned = assign_clusters(resolved[1:], resolved[:1])
    assert assigned[0]["cluster"] == resolved[1]["cluster"]


def test_a_name_in_capitals_is_no_pronoun():
    claims = [_claim("c1", "officials", "the US", kind="named"), _claim("c2", "the US", "it", doc="d2")]
    resolved, _ = resolve_claims(claims)
    assert (resolved[0]["subject_entity"], resolved[0]["subject_scope"]) == ("ent:us", "global")


def test_a_name_the_tagger_missed_is_still_a_name():
    from pipeline.named import Named

    names = {"d1": [Named(100, 105, "Trump", "PERSON")]}
    claims = [_claim("c1", "", "Trump", kind="generic", start=100, quote="Trump is expected to speak")]
    (claim,), _ = resolve_claims(claims, names)
    assert (claim["subject_entity"], claim["subject_scope"]) == ("ent:trump", "global")


def test_a_day_is_no_one_a_he_stands_for():
    """hel_0123: "the president said Friday suggested that a trade deal was possible" made
    "Friday" a speaker, and five "he said" after it were Friday's."""
    claims = [
        _claim("c1", "Trump", "", start=0),
        _claim("c2", "Friday", "", start=50),
        _claim("c3", "he", "", start=90),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, {})[0]}
    assert by_id["c3"]["speaker_entity"] == "ent:trump"


def test_a_he_or_she_speaker_passes_over_speakers_that_are_no_person():
    from pipeline.named import Named

    names = {"d1": [Named(0, 3, "Gul", "PERSON")]}
    claims = [
        _claim("c1", "Gul", "", start=10, speaker_start=0, speaker_end=3),
        _claim("c2", "local police and media", "", start=50),
        _claim("c3", "she", "", start=90),
        _claim("c4", "the middleman", "he", kind="pronoun", ref="indirect", start=120),
        _claim("c5", "Clarke-Murphy", "She", kind="pronoun", ref="quoted", start=160),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names)[0]}
    assert by_id["c3"]["speaker_entity"] == "ent:gul"
    assert by_id["c4"]["subject_entity"] == "ent:d1/middleman"  # a person, so "he" is the middleman
    assert by_id["c5"]["subject_scope"] == "unresolved"  # in someone's quoted words: no guess


def test_an_outlet_is_no_he_or_she_but_may_be_an_it():
    # fnc_1861: "Korovin ... According to TMZ she has also denied performing a biopsy on Joan."
    claims = [
        _claim("c1", "Gwen Korovin", "", start=10),
        _claim("c2", "TMZ", "she", kind="pronoun", ref="indirect", start=50, predicate="deny"),
        _claim("c3", "she", "she", kind="pronoun", ref="indirect", start=60, predicate="perform"),
        _claim("c4", "it", "", start=90),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, {"d1": [Named(50, 53, "TMZ", "PERSON")]})[0]}
    assert by_id["c3"]["speaker_entity"] == by_id["c3"]["subject_entity"] == "ent:gwen_korovin"
    assert by_id["c2"]["subject_entity"] != "ent:tmz"  # "she" is not the outlet credited
    assert by_id["c4"]["speaker_entity"] == "ent:tmz"  # "it said" may be the outlet


def test_a_they_speaker_passes_over_one_person_and_places():
    # fnc_1389-like: "Ms Clarke-Murphy from Newfoundland in Canada told CBC ... they said"
    names = {"d1": [Named(0, 14, "Clarke-Murphy", "PERSON"), Named(40, 52, "Newfoundland", "GPE")]}
    claims = [
        _claim("c1", "ministry officials", "", start=5),
        _claim("c2", "Clarke-Murphy", "", start=20, speaker_start=0, speaker_end=14),
        _claim("c3", "Newfoundland", "", start=60, speaker_start=40, speaker_end=52),
        _claim("c4", "they", "", start=90),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names)[0]}
    assert by_id["c4"]["speaker_entity"] == "ent:ministry_officials"


def test_a_caption_is_no_antecedent_but_a_quotation_running_into_the_next_paragraph_is():
    # hel_0036: "Image caption Jeremy Corbyn viewed the parade ..." then "Laura Daly ... said: "It
    # started out ... ### "And ..." (a quotation across paragraphs) then "She said: ..."
    names = {
        "d1": [Named(0, 26, "Image caption Jeremy Corbyn", "PERSON"), Named(50, 60, "Laura Daly", "PERSON")]
    }
    claims = [
        _claim("c1", "Image caption Jeremy Corbyn", "", start=30, speaker_start=0, speaker_end=26),
        _claim(
            "c2",
            "Laura Daly",
            "",
            start=70,
            speaker_start=50,
            speaker_end=60,
            proposition_reason="clutter",
            quote='"It started out because women have always marched ### "And thinking',
        ),
        _claim("c3", "She", "", start=150),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names)[0]}
    assert by_id["c3"]["speaker_entity"] == "ent:laura_daly"


def test_a_person_whose_words_were_cut_from_their_subject_is_still_the_next_he():
    # fnc_2065: Dr Roux is quoted, then "Behind the university exchange lies a complex game of
    # parallel diplomacy, according to North Korea expert Pierre Rigoulot" (no subject: a
    # fragment), then "... he told Street Press": Rigoulot's words. A caption's fragment and a word
    # quoted from someone else (hel_0269's '"conflating"') stay no one's antecedent.
    names = {
        "d1": [
            Named(0, 7, "Dr Roux", "PERSON"),
            Named(120, 135, "Pierre Rigoulot", "PERSON"),
            Named(200, 210, "Prisoner", "ORG"),
            Named(300, 315, "President Trump", "PERSON"),
        ]
    }
    fragments = [  # id, speaker, where the claim starts, the speaker's span, the quote
        (
            "c2",
            "North Korea expert Pierre Rigoulot",
            40,
            (101, 135),
            "Behind the university exchange lies a game",
        ),
        ("c4", "Prisoner", 212, (200, 208), "al-Baghdadi, shown before his rise to power, was held"),
        ("c6", "President Trump", 316, (300, 315), '"conflating"'),
    ]
    claims = [
        _claim("c1", "Dr Roux", "", start=10, speaker_start=0, speaker_end=7),
        *(
            _claim(cid, who, "", start=at, speaker_start=span[0], speaker_end=span[1], quote=quote)
            | {"proposition_reason": "fragment", "is_proposition": False}
            for cid, who, at, span, quote in fragments
        ),
        _claim("c3", "he", "", start=150),
        _claim("c5", "he", "", start=260),
        _claim("c7", "he", "", start=340),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names)[0]}
    for pronoun in ("c3", "c5", "c7"):
        assert by_id[pronoun]["speaker_entity"] == "ent:north_korea_expert_pierre_rigoulot"


def test_one_of_the_sources_is_one_person():
    from pipeline.resolve import could_be_a_person

    assert could_be_a_person("One of the sources", "") and not could_be_a_person("the sources", "")


def test_a_thing_with_a_name_in_it_is_no_person():
    from pipeline.resolve import could_be_a_person

    # the drop's "a Tumblr note said that her parents ...": "her" is not the note's
    assert not could_be_a_person("a Tumblr note", "")
    assert could_be_a_person("a Kremlin spokesman", "") and could_be_a_person("Kim Wyman", "")


def test_similar_names_are_found_through_blocks_as_against_every_known_name():
    from unittest import mock

    from pipeline import resolve

    known = _entities(
        {
            entity_id(normalize_name(name)): name
            for name in [
                "Vladimir Putin",
                "Donald Trump",
                "Lina Varga",
                "Energy Minister Lina Varga",
                "Marko Dell",
                "the Kremlin",
                "Alpha Energy Holdings",
                "minister",
            ]
        }
    )
    new = _entities(
        {entity_id(normalize_name(n)): n for n in ["Vladimr Putin", "Putin", "Alpha Energy Holding", "Dell"]}
    )
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


def test_the_airline_or_the_paper_speaking_is_the_one_the_article_named_before():
    from pipeline.named import Named

    # "Saudia ... (The Hollywood Reporter) ... the airline said ... It added ..."; another
    # article's "the airline" names nobody before it
    names = {
        "d1": [
            Named(0, 6, "Saudia", "ORG"),
            Named(40, 62, "The Hollywood Reporter", "ORG"),
            Named(300, 304, "NATO", "ORG"),
        ]
    }
    claims = [
        _claim("c1", "the airline", "the flights", speaker_start=100, speaker_end=111, start=90),
        _claim("c2", "it", "the seats", speaker_start=200, speaker_end=202, start=190),
        _claim("c3", "the paper", "the rule", speaker_start=250, speaker_end=259, start=240),
        _claim("c4", "the airline", "the flights", doc="d2", speaker_start=100, speaker_end=111, start=90),
        # "the airlines" are several; a name further back than the window is no guess; "the
        # company" of a story was too often another company or a product to guess
        _claim("c5", "the airlines", "the deal", speaker_start=260, speaker_end=272, start=255),
        _claim("c6", "the airline", "the deal", speaker_start=5000, speaker_end=5011, start=4990),
        _claim("c7", "the company", "the deal", speaker_start=310, speaker_end=321, start=305),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names)[0]}
    assert (by_id["c1"]["speaker"], by_id["c1"]["speaker_entity"]) == ("Saudia", "ent:saudia")
    assert by_id["c1"]["speaker_mention"] == "the airline" and not by_id["c1"]["speaker_anonymous"]
    assert by_id["c2"]["speaker_entity"] == "ent:saudia"  # "it", after the airline spoke
    assert by_id["c3"]["speaker"] == "The Hollywood Reporter"  # the paper, not the airline
    assert (by_id["c4"]["speaker"], by_id["c4"]["speaker_entity"]) == ("the airline", "ent:airline")
    assert by_id["c5"]["speaker"] == "the airlines"
    assert by_id["c6"]["speaker"] == "the airline"
    assert (by_id["c7"]["speaker"], by_id["c7"]["speaker_entity"]) == ("the company", "ent:company")


def test_the_paper_is_the_report_the_article_says_it_retells():
    # "Britain's Mail on Sunday newspaper reported" names the paper; the recognizer's nearest
    # outlet before "the paper" is the dateline's Reuters
    text = (
        "(Reuters) - Britain said on Saturday it was investigating reports. The man was injured in "
        "an air attack, Britain's Mail on Sunday newspaper reported. The leader was also wounded, "
        "the paper added."
    )
    at = text.index("the paper")
    names = {"d1": [Named(1, 8, "Reuters", "ORG")]}
    claim = _claim("c1", "the paper", "The leader", speaker_start=at, speaker_end=at + 9, start=at - 40)
    ((resolved,), _) = resolve_claims([claim], names, {"d1": text})
    assert resolved["speaker"] == "Mail on Sunday"
    ((unread,), _) = resolve_claims([claim], names)
    assert unread["speaker"] == "Reuters"  # without the text, the outlet named nearest before
    # fnc_602: no report retold, but the quote before was "quoted by the Saudi daily 'Ajel'"
    text = (
        "“We will soon enforce rules,” Al Fahd said, quoted by the Saudi Arabic language daily ‘Ajel’.\n\n"
        "He did not elaborate, but the paper said it would include instructions to staff."
    )
    at = text.index("the paper")
    claim = _claim("c2", "the paper", "it", speaker_start=at, speaker_end=at + 9, start=at + 15)
    ((resolved,), _) = resolve_claims([claim], {"d1": []}, {"d1": text})
    assert resolved["speaker"] == "Ajel"


def test_the_president_speaking_is_the_president_the_article_named_speaking_before():
    # "President Donald Trump said ... The president said ...": one person; "the president" of
    # another article, or of one that named no president speaking, stays as written
    claims = [
        _claim("c1", "President Donald Trump", "the summit", start=0),
        _claim("c2", "Energy Minister Lina Varga", "the plant", start=50),
        _claim("c3", "The president", "the talks", start=100),
        _claim("c4", "the minister", "the plant", start=150),
        _claim("c5", "The president", "the talks", doc="d2", start=100),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims)[0]}
    assert (by_id["c3"]["speaker"], by_id["c3"]["speaker_entity"]) == (
        "President Donald Trump",
        "ent:president_donald_trump",
    )
    assert by_id["c3"]["speaker_mention"] == "The president"
    assert by_id["c4"]["speaker"] == "Energy Minister Lina Varga"
    assert (by_id["c5"]["speaker"], by_id["c5"]["speaker_entity"]) == ("The president", "ent:president")


def test_a_he_the_article_does_not_name_is_someone_of_that_article_only():
    claims = [
        _claim("c1", "he", "", doc="d1", start=10),
        _claim("c2", "he", "", doc="d2", start=10),
        _claim("c3", "We", "", doc="d2", start=40),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims)[0]}
    assert by_id["c1"]["speaker_entity"] == "ent:d1/he"
    assert by_id["c2"]["speaker_entity"] == "ent:d2/he"
    assert by_id["c3"]["speaker_entity"] == "ent:d2/we"


def test_a_speaker_is_known_by_its_noun_not_by_what_follows_it():
    # the drop's "Police in Rampur district of India, said they had detained several people": the
    # recognizer's place at the end does not make the police a place
    text = "Police in Rampur district of India said they had detained several people."
    names = {"d1": [Named(10, 25, "Rampur district", "GPE"), Named(29, 34, "India", "GPE")]}
    claims = [
        _claim(
            "c1",
            "Police in Rampur district of India",
            "they",
            kind="pronoun",
            ref="indirect",
            speaker_start=0,
            speaker_end=34,
            start=40,
        ),
        # "one of the sources" is still a source, and a source a "he"
        _claim(
            "c2",
            "one of the sources",
            "he",
            kind="pronoun",
            ref="indirect",
            speaker_start=0,
            speaker_end=18,
            doc="d2",
        ),
    ]
    assert (text[10:25], text[29:34]) == ("Rampur district", "India")
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names)[0]}
    assert by_id["c1"]["subject_entity"] == by_id["c1"]["speaker_entity"] != ""
    assert by_id["c2"]["subject_scope"] != "unresolved"


def test_a_spokespersons_we_is_whom_they_speak_for():
    text = "Putin spokesman Dmitry Peskov said so."
    names = {"d3": [Named(0, 5, "Putin", "PERSON"), Named(16, 29, "Dmitry Peskov", "PERSON")]}
    claims = [
        _claim("c1", "a British Foreign Office spokeswoman", "We", kind="pronoun", ref="speaker"),
        _claim("c2", "a hospital spokesman", "we", kind="pronoun", ref="speaker", doc="d2"),
        # "a US State Department spokesperson said they were actively seeking more information"
        _claim("c4", "a US State Department spokesperson", "they", kind="pronoun", ref="indirect", doc="d4"),
        # session 28's sample: "A representative for the State Department told BuzzFeed they ..."
        _claim(
            "c5",
            "A representative for the State Department",
            "they",
            kind="pronoun",
            ref="indirect",
            doc="d5",
        ),
        # a person's spokesman speaks for their side, which the person alone does not name
        _claim(
            "c3",
            "Putin spokesman Dmitry Peskov",
            "we",
            kind="pronoun",
            ref="speaker",
            doc="d3",
            speaker_start=0,
            speaker_end=29,
        ),
    ]
    assert text[16:29] == "Dmitry Peskov"
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names)[0]}
    assert (by_id["c1"]["subject_entity"], by_id["c1"]["subject_scope"]) == (
        "ent:british_foreign_office",
        "global",
    )
    assert (by_id["c2"]["subject_entity"], by_id["c2"]["subject_scope"]) == ("ent:d2/hospital", "document")
    assert by_id["c3"]["subject"] == "we (Putin spokesman Dmitry Peskov)"
    assert by_id["c4"]["subject_entity"] == "ent:us_state_department"
    assert by_id["c5"]["subject_entity"] == "ent:state_department"


def test_an_organizations_own_person_or_statement_speaks_for_it_as_does_a_spokespersons_she():
    """Session 33: "we (The EU's Federica Mogherini)", "We (the Foreign Office statement)" and,
    after "State Department spokeswoman Jen Psaki ... she said", "we (State Department
    spokeswoman Jen Psaki)"."""
    text = "The EU's Federica Mogherini spoke. Gul's husband Abdul Satar spoke."
    names = {"d1": [Named(4, 6, "EU", "ORG")]}
    claims = [
        _claim("c1", "The EU's Federica Mogherini", "we", kind="pronoun", ref="speaker"),
        _claim("c2", "the Foreign Office statement", "We", kind="pronoun", ref="speaker", doc="d2"),
        _claim("c3", "State Department spokeswoman Jen Psaki", "", doc="d3", start=0),
        _claim("c4", "she", "we", kind="pronoun", ref="speaker", doc="d3", start=100),
        # a person's own people speak for no one: only an organization or a place the recognizer
        # names has its own people
        _claim("c5", "Gul's husband Abdul Satar", "we", kind="pronoun", ref="speaker", start=35),
        # the sources of an outlet are not its people: their "we" is their own
        _claim("c6", "the Journal's sources", "we", kind="pronoun", ref="speaker", doc="d4"),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names, {"d1": text})[0]}
    assert by_id["c1"]["subject"] == "The EU"
    assert by_id["c2"]["subject_entity"] == "ent:foreign_office"
    assert by_id["c4"]["subject"] == "State Department"
    assert by_id["c5"]["subject"] == "we (Gul's husband Abdul Satar)"
    assert by_id["c6"]["subject"] == "the Journal's sources"


def test_a_possessive_subject_is_of_whom_its_pronoun_stands_for():
    names = {"d1": [Named(0, 13, "Jason Steward", "PERSON")]}
    claims = [
        # "Jason Steward said his son was suspended"
        _claim(
            "c1",
            "Jason Steward",
            "his son",
            kind="possessive",
            ref="indirect",
            speaker_start=0,
            speaker_end=13,
        ),
        # "'My parents refused to help,' Leelah wrote"
        _claim("c2", "Leelah", "My parents", kind="possessive", ref="speaker", doc="d2"),
        # "“His intake has increased,” a source said": whoever the source spoke of, unknown here
        _claim("c3", "a source", "His intake", kind="possessive", ref="quoted", doc="d3"),
        # "a source said that her doctor took a selfie": the story's woman, not the source
        _claim("c4", "a source", "her doctor", kind="possessive", ref="indirect", doc="d4"),
        # "Many Russians believe that their nation is treated unfairly" (session 33)
        _claim("c5", "Many Russians", "their nation", kind="possessive", ref="indirect", doc="d5"),
    ]
    names["d5"] = [Named(5, 13, "Russians", "NORP")]
    claims[-1].update(speaker_start=0, speaker_end=13)
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names)[0]}
    assert (by_id["c1"]["subject"], by_id["c1"]["subject_mention"]) == ("Jason Steward's son", "his son")
    assert by_id["c1"]["subject_scope"] == "global"
    assert by_id["c2"]["subject"] == "Leelah's parents"
    assert (by_id["c3"]["subject"], by_id["c3"]["subject_scope"]) == ("His intake", "document")
    assert (by_id["c4"]["subject"], by_id["c4"]["subject_scope"]) == ("her doctor", "document")
    assert by_id["c5"]["subject"] == "Many Russians' nation"


def test_a_speakers_own_words_for_itself_as_subject_are_the_speaker():
    # fnc_1694: "Lund University ... the religious police has denied that it has issued such a law"
    names = {"d1": [Named(0, 15, "Lund University", "ORG")]}
    claims = [
        _claim("c1", "the religious police", "the religious police", kind="generic", start=200),
    ]
    (claim,) = resolve_claims(claims, names)[0]
    # the speaker as this article names it, not the last body named before
    assert claim["subject_entity"] == "ent:d1/religious_police"


def _named(text: str, *names: str, label: str = "PERSON") -> list:
    """Every place of each name in ``text``, as the recognizer would find them there."""
    found = [Named(m.start(), m.end(), n, label) for n in names for m in re.finditer(re.escape(n), text)]
    return sorted(found, key=lambda n: n.start)


def _quoted(cid: str, doc: str, text: str, quote: str, speaker: str, subject: str) -> dict:
    start = text.index(quote)
    return _claim(
        cid,
        speaker,
        subject,
        doc=doc,
        kind="pronoun",
        ref="quoted",
        start=start,
        span_end=start + len(quote),
        quote=quote,
    )


def test_a_he_or_she_in_quoted_words_is_the_person_talked_about_whom_the_article_calls_so():
    """Session 33: 91 quoted "he" and "she" subjects of the drop stayed pronouns ("“He's a serial
    rapist,” Joan Tarshis said" after two sentences about Cosby)."""
    cosby = (
        "Cosby has been accused by several women. He denies it. Later Cosby said he was innocent. "
        "Joan Tarshis spoke with CNN. “He’s a serial rapist,” she said."
    )
    # Alex is a "he" by what the article says of him, so the quoted "she" is someone else
    nash = "Alex told his parents he wanted to go. Then Alex changed his mind. Mr Nash said: “She saw me.”"
    # a name in the quote, just before the pronoun, is the one talked about
    cornyn = "Trump said he would meet Putin. Trump said he was ready. “Putin is an autocrat. He's a thug,” Cornyn said."
    # "He knows the details better than Trump" is not Trump
    mcfaul = "Trump said he would go. Trump said he was ready. “He knows it better than Trump,” McFaul wrote."
    # a title the speaker shares with the one talked about is no name of the speaker's
    titled = (
        "President Vladimir Putin said he was ready. President Vladimir Putin said he would come. "
        "“He is a strong leader,” said President Donald Trump."
    )
    texts = {"d1": cosby, "d2": nash, "d3": cornyn, "d4": mcfaul, "d5": titled}
    names = {
        "d1": _named(cosby, "Cosby", "Joan Tarshis"),
        "d2": _named(nash, "Alex", "Mr Nash"),
        "d3": _named(cornyn, "Trump", "Putin", "Cornyn"),
        "d4": _named(mcfaul, "Trump", "McFaul"),
        "d5": _named(titled, "President Vladimir Putin", "President Donald Trump"),
    }
    claims = [
        _quoted("c1", "d1", cosby, "“He’s a serial rapist,”", "Joan Tarshis", "He"),
        _quoted("c2", "d2", nash, "“She saw me.”", "Mr Nash", "She"),
        _quoted("c3", "d3", cornyn, "“Putin is an autocrat. He's a thug,”", "Cornyn", "He"),
        _quoted("c4", "d4", mcfaul, "“He knows it better than Trump,”", "McFaul", "He"),
        _quoted("c5", "d5", titled, "“He is a strong leader,”", "President Donald Trump", "He"),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names, texts)[0]}
    assert (by_id["c1"]["subject"], by_id["c1"]["subject_mention"]) == ("Cosby", "He")
    assert by_id["c1"]["subject_entity"] == "ent:cosby"
    assert by_id["c2"]["subject_scope"] == "unresolved"
    assert by_id["c3"]["subject"] == "Putin"
    assert by_id["c4"]["subject_scope"] == "unresolved"
    assert by_id["c5"]["subject"] == "President Vladimir Putin"


def _holder(cid: str, doc: str, text: str, subject: str, speaker: str = "", **extra) -> dict:
    """A claim whose subject is a holder noun, at its place in ``text``."""
    start = extra.pop("start", text.index(subject))
    return _claim(cid, speaker, subject, kind="generic", doc=doc, start=start, **extra)


def test_a_holder_noun_is_the_name_the_story_is_about_not_the_last_name_before_it():
    """Session 33: of 40 "the company", "the group", "the committee" subjects of the drop read as
    the name nearest before them, 18 were wrong (Beats Music for Apple, "Eastern" for the
    committee, NATO for the government)."""
    apple = (
        "Apple bought Beats. Apple also shut down Lala. While Apple isn't expected to drop Beats Music, "
        "the company is rethinking it."
    )
    committee = "Eastern Libya's police said the committee had collected the data."
    watch = "Apple showed the Apple Watch. The Apple Watch ships in April, and the company is ready."
    blackberry = (
        "Lenovo wants BlackBerry. A BlackBerry spokesperson, asked about Lenovo, told Benzinga that "
        "the company would not respond."
    )
    countries = "The U.S. and Russia met. The countries agreed."
    # fnc_1228: OHCHR "confirmed 'the organization sells bodies and organs'": IS's organization
    ohchr = "The U.N.'s OHCHR confirmed 'the organization sells bodies and organs'."
    texts = {"d1": apple, "d2": committee, "d3": watch, "d4": blackberry, "d5": countries, "d6": ohchr}
    names = {
        "d1": _named(apple, "Apple", "Beats Music", label="ORG"),
        "d2": _named(committee, "Eastern", label="ORG"),
        "d3": _named(watch, "Apple", "Apple Watch", label="ORG"),
        "d4": _named(blackberry, "Lenovo", "BlackBerry", label="ORG"),
        "d5": _named(countries, "U.S.", "Russia", label="GPE"),
        "d6": _named(ohchr, "U.N.", "OHCHR", label="ORG"),
    }
    claims = [
        _holder("c1", "d1", apple, "the company"),
        _holder("c2", "d2", committee, "the committee", "police"),
        _holder("c3", "d3", watch, "the company"),
        _holder("c4", "d4", blackberry, "the company", "A BlackBerry spokesperson"),
        _holder("c5", "d5", countries, "The countries"),
        _holder(
            "c6",
            "d6",
            ohchr,
            "the organization",
            "The U.N.'s OHCHR",
            start=ohchr.index("'the"),
            quote="'the organization sells bodies and organs'",
            speaker_start=0,
            speaker_end=16,
        ),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names, texts)[0]}
    assert by_id["c1"]["subject"] == "Apple"  # named three times, Beats Music once and last
    assert (by_id["c2"]["subject"], by_id["c2"]["subject_scope"]) == ("the committee", "document")
    assert by_id["c3"]["subject"] == "Apple"  # the watch is Apple's product, not the company
    assert by_id["c4"]["subject_entity"] == "ent:blackberry"  # whom the spokesperson speaks for
    assert by_id["c5"]["subject_scope"] == "document"  # several, so no one name
    assert by_id["c6"]["subject"] == "the organization"  # in its own words a body says "we"


def test_two_people_joined_are_a_they_and_no_he():
    # the drop's "both Bush and Gorbachev ... said that they would go beyond economic sanctions"
    text = "Both Bush and Gorbachev said that they would go beyond economic sanctions."
    names = {"d1": _named(text, "Bush", "Gorbachev")}
    speaker = "Both Bush and Gorbachev"
    claims = [
        _claim(
            "c1", speaker, "they", kind="pronoun", ref="indirect", speaker_start=0, speaker_end=23, start=33
        ),
        _claim(
            "c2", speaker, "he", kind="pronoun", ref="indirect", speaker_start=0, speaker_end=23, start=33
        ),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims, names, {"d1": text})[0]}
    assert by_id["c1"]["subject"] == speaker
    assert by_id["c2"]["subject"] != speaker


def test_officials_including_a_person_are_still_officials():
    # the drop's "Several U.S. officials, including U.S. Rep. Ileana Ros-Lehtinen, R-Fla., said
    # they were working behind the scenes": the officials, whom the named one is among
    text = "Several U.S. officials, including U.S. Rep. Ileana Ros-Lehtinen, said they were working."
    names = {"d1": _named(text, "Ileana Ros-Lehtinen")}
    speaker = "Several U.S. officials, including U.S. Rep. Ileana Ros-Lehtinen"
    (claim,) = resolve_claims(
        [
            _claim(
                "c1",
                speaker,
                "they",
                kind="pronoun",
                ref="indirect",
                speaker_start=0,
                speaker_end=64,
                start=72,
            )
        ],
        names,
        {"d1": text},
    )[0]
    assert claim["subject"] == speaker and claim["subject_scope"] != "unresolved"


def _names_in(text: str, people: list[str]) -> list:
    from pipeline.named import Named

    found = [
        Named(m.start(), m.end(), m.group(0), "PERSON")
        for p in people
        for m in re.finditer(re.escape(p), text)
    ]
    return sorted(found, key=lambda n: n.start)


def _resolve_narrated(text: str, quote: str, names: list) -> dict:
    """The claim whose quote is ``quote`` (in ``text``, its subject the quote's first word, a
    pronoun the sentence does not settle), resolved against ``names``."""
    start = text.index(quote)
    claim = _claim("c1", "", quote.split()[0], kind="pronoun", start=start, quote=quote)
    claim["span_end"] = start + len(quote)
    (resolved,), _ = resolve_claims([claim], {"d1": names}, {"d1": text})
    return resolved


def test_a_narrated_she_passes_over_a_man_named_after_her():
    text = (
        "Manson was convicted in 1971 and he has been in prison since. "
        "Manson is not entitled to conjugal visits. He is not eligible to apply for parole again. "
        "Burton first met Manson after months of writing. "
        "She now visits him every Saturday and Sunday."
    )
    resolved = _resolve_narrated(
        text, "She now visits him every Saturday", _names_in(text, ["Manson", "Burton"])
    )
    assert resolved["subject_entity"] == "ent:burton"  # was Manson, the man named last


def test_a_she_of_no_one_known_stays_unresolved_rather_than_a_man():
    text = "The boy named Qiang Qiang asked if he could play a game. Qiang Qiang said he was bored. She fled."
    resolved = _resolve_narrated(text, "She fled", _names_in(text, ["Qiang Qiang"]))
    assert resolved["subject_scope"] == "unresolved"


def test_two_people_of_one_surname_do_not_lend_each_other_a_gender():
    text = (
        "Ibrahim Kamara died in Syria. His mother Khadijah Kamara said she hung up on him. "
        "Khadijah Kamara said she was shocked. News of Ibrahim Kamara's death reached her. "
        "If it is confirmed, he is among the first Britons killed."
    )
    names = _names_in(text, ["Ibrahim Kamara", "Khadijah Kamara"])
    son = next(n for n in names if n.text == "Ibrahim Kamara")
    mother = next(n for n in names if n.text == "Khadijah Kamara")
    assert document_gender(text, names, mother) == "she"
    assert document_gender(text, names, son) == ""  # the mother's "she" is not his
    resolved = _resolve_narrated(text, "he is among the first Britons killed", names)
    assert resolved["subject_entity"] == "ent:ibrahim_kamara"


def test_a_narrated_he_prefers_a_person_named_as_a_subject_to_one_named_after_a_preposition():
    text = (
        "Although President Donald Trump has met with Russia's Vladimir Putin twice before, "
        "he is eager to recreate the experience."
    )
    names = _names_in(text, ["Donald Trump", "Vladimir Putin"])
    resolved = _resolve_narrated(text, "he is eager to recreate the experience", names)
    assert resolved["subject_entity"] == "ent:donald_trump"  # not Putin, the nearer name
    # with nobody else named, the person after the preposition is still the one
    alone = "The crowd cheered for Vladimir Putin. Later he spoke."
    resolved = _resolve_narrated(alone, "he spoke", _names_in(alone, ["Vladimir Putin"]))
    assert resolved["subject_entity"] == "ent:vladimir_putin"


def test_a_name_is_an_object_after_a_preposition_or_in_brackets_but_not_across_a_sentence():
    def object_at(text: str, name: str) -> bool:
        at = text.index(name)
        return named_as_an_object(text, Named(at, at + len(name), name, "PERSON"))

    assert object_at("last month's summit with North Korean leader Kim Jong Un, he", "Kim Jong Un")
    assert object_at("Trump sees Russia (and Putin) as a necessary evil", "Putin")
    assert object_at(
        "The doctor (whose patients include Hugh Jackman, Julie Andrews, Celine Dion, Mick Jagger and Luciano "
        "Pavarotti) denied it",
        "Luciano Pavarotti",
    )
    assert not object_at("Trump (left) met Putin.\nPutin said", "Putin")
    assert object_at("He spoke with Dr. Lawrence Cohen on Monday", "Lawrence Cohen")
    assert not object_at("They held a summit with Kim. Putin said he would come.", "Putin")
    assert not object_at("She wrote to him for months. Burton first met Manson in 2014.", "Burton")
    assert not object_at("During his address at Auburn University, Cook commented", "Cook")


def test_a_picture_credit_is_no_antecedent():
    text = "Photo: Andrey Rudakov, Bloomberg ### Trump highlights common ground with Putin ### He has charmed him."
    names = _names_in(text, ["Photo", "Andrey Rudakov", "Trump", "Putin"])
    resolved = _resolve_narrated(text, "He has charmed him", names)
    assert resolved["subject_entity"] not in {"ent:andrey_rudakov", "ent:photo"}


def test_a_news_outlet_or_a_date_the_recognizer_took_for_a_person_is_no_she_but_a_nickname_may_be():
    text = (
        "Joan Rivers arrived at the clinic on Aug. 28. The Medical Examiner's Office told TheWrap "
        "that the autopsy was inconclusive, on Jul 14. She was placed in a coma."
    )
    names = _names_in(text, ["Joan Rivers", "TheWrap", "Jul 14"])
    resolved = _resolve_narrated(text, "She was placed in a coma", names)
    assert resolved["subject_entity"] == "ent:joan_rivers"
    nickname = "Then, Ebenezer 2.0 flipped out at a flight attendant. He was removed from the flight."
    resolved = _resolve_narrated(
        nickname, "He was removed from the flight", _names_in(nickname, ["Ebenezer 2.0"])
    )
    assert resolved["subject_scope"] == "global"


def test_people_by_a_quantifier_or_a_plural_filed_as_a_group_are_a_they():
    # the drop: "others pointed out that they ...", "the federal authorities said they talked to
    # the states"; one person and a plural of things stay no "they"
    claims = [
        _claim("c1", "others", "they", kind="pronoun", ref="indirect"),
        _claim("c2", "the federal authorities", "they", kind="pronoun", ref="indirect", doc="d2"),
        _claim("c3", "Conners", "they", kind="pronoun", ref="indirect", doc="d3"),
        _claim("c4", "reports", "they", kind="pronoun", ref="indirect", doc="d4"),
    ]
    by_id = {c["claim_id"]: c for c in resolve_claims(claims)[0]}
    # "others" are this article's others
    assert (by_id["c1"]["subject"], by_id["c1"]["subject_entity"]) == ("others", "ent:d1/others")
    assert by_id["c2"]["subject_entity"] == "ent:d2/federal_authorities"
    for cid in ("c3", "c4"):
        assert by_id[cid]["subject_scope"] == "unresolved"


def test_a_denial_of_a_report_told_before_denies_it_of_the_reports_subject():
    # fnc_1193: "Several Gulf area and UK media outlets reported that the airline planned to seat
    # unrelated men and women ... the source of the quote said the story was fabricated": the
    # denial's "the airline" is the Saudia Airlines the report meant, not Ajel named in between
    from pipeline.named import Named

    text = "Saudia Airlines flies. Outlets reported that the airline planned it. Ajel said so. It was fabricated."
    names = {"d1": [Named(0, 15, "Saudia Airlines", "ORG"), Named(69, 73, "Ajel", "ORG")]}
    report = _claim(
        "c1", "Outlets", "the airline", kind="generic", start=45, quote="that the airline planned it"
    )
    denial = _claim(
        "c2",
        "the source",
        "the airline",
        kind="generic",
        start=83,
        modality="denies",
        proposition_from="c1",
        quote="It was fabricated",
    )
    assert (text[0:15], text[69:73]) == ("Saudia Airlines", "Ajel")
    by_id = {c["claim_id"]: c for c in resolve_claims([report, denial], names, {"d1": text})[0]}
    assert by_id["c2"]["subject_entity"] == by_id["c1"]["subject_entity"]


def test_which_stands_for_no_person():
    # hel_0157: "to strengthen his personal rapport with Putin, which he thinks is crucial": the
    # parse hangs the relative clause on "Putin"; a "which" after a thing keeps its antecedent
    from pipeline.named import Named

    text = "Trump wants rapport with Putin, which he thinks is crucial. The deal, which he said was bad."
    names = {"d1": [Named(0, 5, "Trump", "PERSON"), Named(25, 30, "Putin", "PERSON")]}
    kw = {"kind": "named", "ref": "phrase", "speaker_start": 0, "speaker_end": 5}
    rapport = _claim("c1", "Trump", "which", antecedent="Putin", start=32, **kw)
    deal = _claim("c2", "Trump", "which", antecedent="The deal", start=70, **{**kw, "kind": "generic"})
    assert text[25:30] == "Putin"
    by_id = {c["claim_id"]: c for c in resolve_claims([rapport, deal], names, {"d1": text})[0]}
    assert by_id["c1"]["subject_scope"] == "unresolved"
    assert by_id["c2"]["subject_scope"] != "unresolved"


def test_a_pronoun_nobody_resolved_is_suggested_as_no_one():
    # the drop's review queue: each article's unresolved "he" against every name holding "he"
    known = _entities(
        {
            "ent:he_and_other_senate_democrats": "he and other Senate Democrats",
            "ent:fact_that_we_re_having_a_summit": "fact that we're having a summit",
            "ent:president_vladimir_putin": "President Vladimir Putin",
        }
    )
    new = _entities({"ent:d1/he": "he", "ent:d1/we": "we", "ent:d1/president": "the president"})
    rows = suggest_same_as(new, {**known, **new}, set(), "b")
    assert [(r["left_entity"], r["right_entity"]) for r in rows] == [
        ("ent:d1/president", "ent:president_vladimir_putin")
    ]


def test_a_title_is_looked_for_only_among_the_names_of_its_own_articles():
    # the drop's 11,702 suggestions for "the president": every president of every article
    known = {
        **_entities({"ent:president_donald_trump": "President Donald Trump"}, doc="d1"),
        **_entities({"ent:u_s_president_bill_clinton": "U.S. President Bill Clinton"}, doc="d2"),
    }
    new = _entities({"ent:d1/president": "the president"}, doc="d1")
    rows = suggest_same_as(new, {**known, **new}, set(), "b")
    assert [r["right_name"] for r in rows] == ["president donald trump"]


def test_names_that_cannot_be_one_entity_are_not_suggested():
    # read on the drop's review queue: a clause, two people, another head, a common noun
    known = _entities(
        {
            "ent:putin_and_trump": "Putin and Trump",
            "ent:his_personal_trust_in_putin": "his personal trust in Putin",
            "ent:kremlin_spokesman_dmitry_peskov": "Kremlin spokesman Dmitry Peskov",
            "ent:trump_disdain_for_nato": "Trump's disdain for NATO",
            "ent:special_report": "special report",
            "ent:d1/report": "the report",
            "ent:vladimir_putin": "Vladimir Putin",
            "ent:dmitry_peskov": "Dmitry Peskov",
            "ent:steve_jobs": "Steve Jobs",
        }
    )
    new = _entities(
        {
            "ent:putin": "Putin",
            "ent:kremlin": "Kremlin",
            "ent:trump": "Trump",
            "ent:d2/report": "Report",
            "ent:jobs": "Jobs",
            "ent:peskov": "Peskov",
        },
        doc="d2",
    )
    rows = suggest_same_as(new, {**known, **new}, set(), "b")
    assert sorted((r["left_name"], r["right_name"]) for r in rows) == [
        ("dmitry peskov", "peskov"),
        ("jobs", "steve jobs"),
        ("kremlin spokesman dmitry peskov", "peskov"),  # a person with his title: the same head
        ("putin", "vladimir putin"),
    ]


def test_a_common_noun_is_looked_for_among_the_names_of_its_own_article():
    known = {
        **_entities(
            {"ent:president_donald_trump": "President Donald Trump", "ent:d1/summit": "the summit"}, "d1"
        ),
        **_entities({"ent:president_emmanuel_macron": "President Emmanuel Macron"}, doc="d2"),
    }
    new = _entities({"ent:d1/american_president": "the American president"}, doc="d1")
    rows = suggest_same_as(new, {**known, **new}, set(), "b")
    assert [(r["left_name"], r["right_name"], r["confidence"]) for r in rows] == [
        ("american president", "president donald trump", 0.5)
    ]


def test_an_entity_is_named_by_its_naming_mentions_not_the_pronouns_resolved_to_it():
    # on the drop "who", a relative pronoun resolved to Miller, was the name ent:miller went by
    mentions = [
        {"entity_id": "ent:miller", "normalized": "miller", "text": "Miller", "doc_id": "d1"},
        {"entity_id": "ent:miller", "normalized": "who", "text": "who", "doc_id": "d2"},
    ]
    miller = known_names(mentions)["ent:miller"]
    assert (miller.name, miller.proper, miller.docs) == ("miller", True, {"d1", "d2"})
    # only "she" stands for her in the drop: the name is the recognizer's, and a name
    melania = known_names(
        [{"entity_id": "ent:melania_trump", "normalized": "she", "text": "she", "doc_id": "d1"}]
    )
    assert (melania["ent:melania_trump"].name, melania["ent:melania_trump"].proper) == ("melania trump", True)


def test_one_documents_common_nouns_are_not_suggested_across_documents():
    # "hostilities" of one article and "hostilities" of another: each is its own article's
    one = _entities({"ent:d1/hostilities": "Hostilities"}, doc="d1")
    two = _entities({"ent:d2/hostilities": "Hostilities", "ent:d2/rumor": "the rumor"}, doc="d2")
    assert suggest_same_as(two, {**one, **two}, set(), "b") == []


def test_a_name_is_proper_when_a_mention_writes_its_head_with_a_capital():
    def mention(text: str, doc: str) -> dict:
        normalized = normalize_name(text)
        return {"entity_id": entity_id(normalized), "normalized": normalized, "text": text, "doc_id": doc}

    names = known_names(
        [
            mention("the jobs report", "d1"),
            mention("Steve Jobs's", "d1"),
            mention("Bank of America", "d2"),
            mention("bank of america", "d3"),
        ]
    )
    assert [names[e].proper for e in ("ent:jobs_report", "ent:steve_jobs", "ent:bank_of_america")] == [
        False,
        True,
        True,
    ]
    assert names["ent:bank_of_america"].docs == {"d2", "d3"}


def test_a_given_name_is_read_from_the_name_the_document_introduced_first():
    from pipeline.resolve import given_name, name_gender

    assert given_name("President Donald J. Trump") == "donald"
    assert given_name("Prime Minister Theresa May") == "theresa"
    assert given_name("Mariam Al Mansouri") == "mariam"  # not "al", a man's name
    assert given_name("Chancellor Merkel") == given_name("Trump") == ""
    # the first given name, not a middle one; a country's possessive is no given name
    assert (
        given_name("Jose Maria Aznar") == "jose"
        and given_name("Former Arkansas Gov. Mike Huckabee") == "mike"
    )
    assert name_gender([], "Jose Maria Aznar") == name_gender([], "José Aznar") == "he"
    assert name_gender([], "India's Modi") == name_gender([], "Georgia") == ""
    # a common noun after a name is no one's name: "Alex's teacher" is a woman
    assert name_gender([], "Alex's teacher") == name_gender([], "the Marine official") == ""
    assert name_gender([], "Syrian journalist Rashad Abdel Qader") == "he"
    # the name, not the institute after it (fnc_2259's "he added" went unread as a she's)
    assert (
        name_gender([], "defector Cho Myung-Chul, of the Korea Institute for International Economic Policy")
        == ""
    )
    assert name_gender([], "Theresa May, of the Conservative Party") == "she"
    assert name_gender([], "Secretary of State Theresa May") == "she"
    # a description before the name: hel_0298's "Trump's director of national intelligence, Dan Coats"
    assert name_gender([], "Trump's director of national intelligence, Dan Coats") == "he"

    text = "Kirstjen Nielsen spoke on Monday. Later, Nielsen took questions."
    names = _names_in(text, ["Kirstjen Nielsen", "Nielsen"])
    names = [n for i, n in enumerate(names) if not any(o.start < n.start < o.end for o in names[:i])]
    assert name_gender(names, "Nielsen") == "she"
    assert name_gender(names, "Ben Sasse") == "he"
    # hel_0077 writes "Trump" before "Melania Trump", and never "Donald": its "Trump" is no she
    story = "Trump arrived with Melania Trump. Trump said he would raise it."
    assert name_gender(_names_in(story, ["Melania Trump", "Trump"]), "Trump") == ""
    # two given names for one surname lend the bare surname neither
    family = "Diane Foley said James Foley was brave. Foley wrote home."
    assert name_gender(_names_in(family, ["Diane Foley", "James Foley", "Foley"]), "Foley") == ""


def test_a_she_speaker_passes_over_a_man_by_his_given_name_unless_the_article_says_otherwise():
    def claim(cid: str, speaker: str, start: int, doc: str = "d1") -> dict:
        return _speaker_claim(cid, speaker, start, doc, speaker_start=start)

    # hel_0133: the recognizer took Nielsen for no person; "She says" was the Trump quoted before
    text = "President Donald Trump said it was fine. Nielsen says the threat is real. She says more."
    names = [Named(10, 22, "Donald Trump", "PERSON")]
    claims = [claim("c1", "President Donald Trump", 0), claim("c2", "She", text.index("She says"))]
    resolved, _ = resolve_claims(claims, {"d1": names}, {"d1": text})
    assert {c["claim_id"]: c["speaker"] for c in resolved}["c2"] == "She"  # nobody, not Trump
    # fnc_1874: Reza is mostly a man's name, but the article calls Reza Gul "she" throughout
    story = (
        "Reza Gul said she rushed to the outpost. Reza Gul said she fought. "
        "Reza Gul told reporters she was proud. Then, she said, she took action."
    )
    people = _names_in(story, ["Reza Gul"])
    claims = [claim("g1", "Reza Gul", 0, "d2"), claim("g2", "she", story.index("Then"), "d2")]
    resolved, _ = resolve_claims(claims, {"d2": people}, {"d2": story})
    assert {c["claim_id"]: c["speaker"] for c in resolved}["g2"] == "Reza Gul"


def test_a_speakers_she_is_not_a_man_the_speaker_is():
    # hel_0065: "Trump ... embarrassed British Prime Minister Theresa May by saying she refused to
    # take his advice": the "she" of what Trump said is May
    text = (
        "Donald Trump flew to Britain. Trump embarrassed Prime Minister Theresa May by saying "
        "she refused to take his advice."
    )
    quote = "she refused to take his advice"
    start = text.index(quote)
    claim = _claim("c1", "Trump", "she", kind="pronoun", ref="indirect", start=start, quote=quote)
    claim.update(span_end=start + len(quote), speaker_start=text.index("Trump embarrassed"))
    names = _names_in(text, ["Donald Trump", "Theresa May"])
    (resolved,), _ = resolve_claims([claim], {"d1": names}, {"d1": text})
    assert resolved["subject_entity"] == "ent:theresa_may"


def test_a_she_speaker_after_a_speaker_of_unknown_gender_is_the_woman_named_since():
    # hel_0191: Trump spoke, then Hillary Clinton is named, then "... ," she tweeted
    text = (
        "President Trump congratulated Russia on a great World Cup. Hillary Clinton couldn't resist "
        'a jab. "Question for President Trump: Do you know which team you play for?," she tweeted.'
    )

    def claim(cid: str, speaker: str, start: int, end: int) -> dict:
        return _speaker_claim(cid, speaker, start, span_end=end, quote=text[start:end])

    quote_at = text.index('"Question')
    claims = [claim("c1", "President Trump", 0, 57), claim("c2", "she", quote_at, text.index(" she tweeted"))]
    names = _names_in(text, ["Hillary Clinton"])
    resolved, _ = resolve_claims(claims, {"d1": names}, {"d1": text})
    assert {c["claim_id"]: c["speaker"] for c in resolved}["c2"] == "Hillary Clinton"
    # a "he" keeps to the man who spoke: a man named since is more often talked about than talking
    he = [claims[0], {**claims[1], "speaker": "he"}]
    putin = text.replace("Hillary Clinton", "Vladimir Putin")
    resolved, _ = resolve_claims(he, {"d1": _names_in(putin, ["Vladimir Putin"])}, {"d1": putin})
    assert {c["claim_id"]: c["speaker"] for c in resolved}["c2"] == "President Trump"


def test_a_he_after_a_speaker_with_an_institute_in_apposition_is_that_speakers():
    """fnc_2259: "defector Cho Myung-Chul, of the Korea Institute for International Economic
    Policy, told the Mirror. ... he added." The recognizer's label of the speaker's last word (the
    institute) and a name table's "International" had kept the "he" from Cho."""
    from pipeline.named import Named
    from pipeline.resolve import name_before_apposition, pronoun_antecedents

    speaker = "defector Cho Myung-Chul, of the Korea Institute for International Economic Policy"
    text = f'"Fat is good," {speaker}, told the Mirror. "There is a high chance," he added.'
    start = text.index(speaker)
    institute = "Korea Institute for International Economic Policy"
    names = [
        Named(text.index("Cho"), text.index("Cho") + len("Cho Myung-Chul"), "Cho Myung-Chul", "PERSON"),
        Named(text.index(institute), text.index(institute) + len(institute), institute, "ORG"),
    ]
    he_at = text.index("he added")
    claims = [
        {
            "claim_id": "c1",
            "doc_id": "d1",
            "speaker": speaker,
            "speaker_start": start,
            "speaker_end": start + len(speaker),
            "span_start": 1,
            "span_end": 12,
        },
        {
            "claim_id": "c2",
            "doc_id": "d1",
            "speaker": "he",
            "speaker_start": he_at,
            "speaker_end": he_at + 2,
            "span_start": text.index("There"),
            "span_end": he_at - 3,
        },
    ]
    linked = pronoun_antecedents(claims, {"d1": names}, {"d1": text})
    assert linked == {
        "c2": "ent:defector_cho_myung_chul_of_the_korea_institute_for_international_economic_policy"
    }
    # a description before the name stays a person by its last word (hel_0298)
    coats = "Trump's director of national intelligence, Dan Coats"
    text = f"Rod Rosenstein spoke. {coats} said so. He said more."
    names = _names_in(text, ["Rod Rosenstein", "Dan Coats"])
    at, he_at = text.index(coats), text.index("He said")
    claims = [
        {
            "claim_id": "r",
            "doc_id": "d2",
            "speaker": "Rod Rosenstein",
            "speaker_start": 0,
            "speaker_end": 14,
            "span_start": 0,
            "span_end": 20,
        },
        {
            "claim_id": "c",
            "doc_id": "d2",
            "speaker": coats,
            "speaker_start": at,
            "speaker_end": at + len(coats),
            "span_start": at,
            "span_end": at + len(coats) + 8,
        },
        {
            "claim_id": "h",
            "doc_id": "d2",
            "speaker": "He",
            "speaker_start": he_at,
            "speaker_end": he_at + 2,
            "span_start": he_at,
            "span_end": len(text),
        },
    ]
    assert pronoun_antecedents(claims, {"d2": names}, {"d2": text}) == {
        "h": "ent:trump_director_of_national_intelligence_dan_coats"
    }
    # a list's comma is no apposition: hel_0157's "Trump, his campaign, and the Russian
    # government" is no "he"
    listed = "Trump, his campaign, and the Russian government"
    assert name_before_apposition(listed) == listed
    assert name_before_apposition(speaker) == "defector Cho Myung-Chul"


def _he_claim(cid: str, text: str, pronoun_at: int, quote: str) -> dict:
    at = text.index(quote)
    return _speaker_claim(
        cid,
        text[pronoun_at : pronoun_at + 2],
        at,
        speaker_start=pronoun_at,
        span_end=at + len(quote),
        quote=quote,
    )


def test_a_he_nobody_spoke_before_is_the_person_the_sentence_before_is_about():
    """fnc_1986: "The White House press secretary, Josh Earnest, was in the middle of his daily
    briefing ... He said that ...": nobody spoke before the "He", and the sentence before it is
    about Earnest (its subject, in apposition)."""
    text = (
        "The White House press secretary, Josh Earnest, was in the middle of his daily briefing "
        "with journalists when the news broke. He said that the administration would confirm it."
    )
    names = _names_in(text, ["Josh Earnest"])
    claim = _he_claim("c1", text, text.index("He said"), "the administration would confirm it")
    (resolved,), _ = resolve_claims([claim], {"d1": names}, {"d1": text})
    assert resolved["speaker"] == "Josh Earnest"
    # through a sentence whose subject is the same "he", and before a relative clause (hel_0024)
    text = (
        "In Belgium and Britain, Trump echoed the worldview of his host. He decried immigration "
        "patterns that he said were destroying European culture."
    )
    claim = _he_claim("c2", text, text.index("he said"), "were destroying European culture")
    (resolved,), _ = resolve_claims([claim], {"d1": _names_in(text, ["Trump"])}, {"d1": text})
    assert resolved["speaker"] == "Trump"


def test_a_he_after_a_sentence_about_no_named_person_stays_he():
    # fnc_1113: "One, a former Syrian rebel fighter, has ties ... He said": "One" is nobody named,
    # and the nearest man named (the hostage) is not the "he"
    text = (
        "John Cantlie remains in ISIS hands. One, a former Syrian rebel fighter, has ties to ISIS "
        "commanders. He said he has served as an intermediary."
    )
    claim = _he_claim("c1", text, text.index("He said"), "he has served as an intermediary")
    (resolved,), _ = resolve_claims([claim], {"d1": _names_in(text, ["John Cantlie"])}, {"d1": text})
    assert resolved["speaker"] == "He"
    # a "he" after a quotation does not take a name the quotation's own sentence is about
    text = '"Trump is wrong about it. We will fight," he said.'
    claim = _he_claim("c2", text, text.index("he said"), "We will fight")
    (resolved,), _ = resolve_claims([claim], {"d1": _names_in(text, ["Trump"])}, {"d1": text})
    assert resolved["speaker"] == "he"
    # nor a woman, by her given name
    text = "Hillary Clinton watched the match. He said it was great."
    claim = _he_claim("c3", text, text.index("He said"), "it was great")
    (resolved,), _ = resolve_claims([claim], {"d1": _names_in(text, ["Hillary Clinton"])}, {"d1": text})
    assert resolved["speaker"] == "He"


def test_a_narrated_he_is_the_person_the_sentence_before_is_about_not_the_nearest_name():
    # hel_0033: the nearest man named is the Pope; the sentence before is about Putin
    text = (
        "In the past, Putin was late for meetings with Britain's Queen Elizabeth II and Pope "
        "Francis, among many others. In 2014, he was hours late for meeting Angela Merkel."
    )
    names = _names_in(text, ["Putin", "Queen Elizabeth II", "Francis", "Angela Merkel"])
    resolved = _resolve_narrated(text, "he was hours late for meeting Angela Merkel", names)
    assert resolved["subject_entity"] == "ent:putin"
    # hel_0233: the last clause's subject, which the small parser hangs on the noun before "and"
    text = (
        "Putin has repeatedly denied intervention by Moscow in the 2016 election and Trump has "
        "often taken the denials at face value. But he faces further pressure to confront Putin."
    )
    resolved = _resolve_narrated(
        text, "he faces further pressure to confront Putin", _names_in(text, ["Putin", "Trump"])
    )
    assert resolved["subject_entity"] == "ent:trump"


def test_a_he_is_the_person_the_sentence_before_is_about_over_the_last_speaker():
    # hel_0249: Trump and Putin are quoted inside Peskov's sentence; the "He" after it is Peskov
    text = (
        'Kremlin spokesman Dmitry Peskov said Trump and Putin "are quite good at talking," but '
        "that Russia needs to stay vigilant. He said Putin would deny any attempt."
    )
    names = _names_in(text, ["Dmitry Peskov", "Trump", "Putin"])
    he_at = text.index("He said")
    claims = [
        _speaker_claim("c1", "Trump and Putin", text.index("are quite"), speaker_start=text.index("Trump")),
        _speaker_claim("c0", "Trump", text.index("are quite") + 1, speaker_start=text.index("Trump")),
        _he_claim("c2", text, he_at, "Putin would deny any attempt"),
    ]
    linked = pronoun_antecedents(claims, {"d1": names}, {"d1": text})
    assert linked["c2"] == "ent:dmitry_peskov"
    # a one-word name that never spoke (a cat the sentence is about) does not take the "he" from
    # the last speaker
    text = 'Ellis Hutson said it was a miracle. Bart was hit by a car. He said "it is true".'
    claims = [
        _speaker_claim("c1", "Ellis Hutson", 20, speaker_start=0),
        _he_claim("c2", text, text.index("He said"), "it is true"),
    ]
    linked = pronoun_antecedents(claims, {"d1": _names_in(text, ["Ellis Hutson", "Bart"])}, {"d1": text})
    assert linked["c2"] == "ent:ellis_hutson"


def test_a_caption_or_a_page_line_is_no_sentence_a_he_reads_back_to():
    from pipeline.named import subject_person

    # hel_0247: "Advertisement" between the sentence about Putin and the "he"
    text = (
        "In the past, Putin was late for meetings with Pope Francis. ### Advertisement ### In "
        "2014, he was hours late for meeting Angela Merkel."
    )
    names = _names_in(text, ["Putin", "Francis", "Angela Merkel"])
    assert subject_person(text, text.index("he was"), names, "he").text == "Putin"
    # hel_0249: a photo's caption, the line before its credit, is not the story's sentence
    text = (
        "Trump waited until Putin had arrived. ### Vladimir Putin disembarks from an airplane in "
        "Helsinki. ### (Photo: JONATHAN NACKSTRAND, AFP/Getty Images) ### Asked what he will "
        'say to Putin, Trump said, "We will do just fine."'
    )
    names = _names_in(text, ["Trump", "Vladimir Putin", "Putin"])
    found = subject_person(text, text.index("he will"), names, "he")
    assert found is None or found.text != "Vladimir Putin"
