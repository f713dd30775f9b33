from pipeline.contradictions import STRENGTH, comparable, conflict, find_pairs, same_predicate
from pipeline.vocabulary import CONFLICTS


def claim(
    cid,
    speaker,
    value,
    polarity="positive",
    said_on="2026-09-14",
    modality="expects",
    subject="the Field Alpha plant",
    subject_entity="ent:plant",
    predicate="restart",
    **extra,
):
    return {
        "claim_id": cid,
        "speaker_entity": speaker,
        "subject": subject,
        "subject_entity": subject_entity,
        "predicate": predicate,
        "value": value,
        "value_norm": value.lower(),
        "polarity": polarity,
        "said_on": said_on,
        "modality": modality,
        **extra,
    }


NISHIKORI = {
    "subject": "Nishikori",
    "subject_entity": "ent:nishikori",
    "predicate": "make",
    "modality": "asserts",
}


def pairs_of(new, every):
    return {(p["claim_a"], p["claim_b"]): p for p in find_pairs(new, every, "b")}


def test_a_denial_and_a_clashing_date_conflict_with_the_report():
    wire = claim("a", "ent:officials", "in March")
    denial = claim("b", "ent:ministry", "in March", polarity="negative", modality="denies")
    other = claim("c", "ent:union", "in June")
    pairs = pairs_of([denial, other], [wire, denial, other])
    assert pairs[("a", "b")]["conflict"] == "denial"
    assert pairs[("a", "c")]["conflict"] == "date"
    # the denial of March says nothing against June
    assert ("b", "c") not in pairs
    assert all(p["relation"] == "contradiction" for p in pairs.values())


def test_later_claim_by_same_speaker_supersedes():
    early = claim("a", "ent:minister", "in March", said_on="2026-09-16")
    late = claim("b", "ent:minister", "in June", said_on="2026-10-20")
    (pair,) = find_pairs([late], [early, late], "b")
    assert (pair["claim_a"], pair["claim_b"], pair["relation"]) == ("a", "b", "supersession")


def test_compatible_and_unclear_claims_are_not_pairs():
    a = claim("a", "ent:x", "in March")
    assert find_pairs([claim("b", "ent:y", "")], [a, claim("b", "ent:y", "")], "b") == []
    assert find_pairs([claim("c", "ent:y", "in June", modality="unclear")], [a], "b") == []


def test_reworded_values_are_no_conflict():
    """The BEFORE sample's paraphrase rows: one statement, cut or worded differently."""
    kw = {
        "subject": "The Afghan soldiers",
        "subject_entity": "ent:afghan_soldiers",
        "predicate": "participate",
    }
    a = claim("a", "ent:x", "in a U.S. Central Command training exercise at Joint Base Cape Cod", **kw)
    b = claim(
        "b",
        "ent:y",
        "in a U.S. Central Command training exercise in peacekeeping at Joint Base Cape Cod",
        **kw,
    )
    c = claim("c", "ent:z", "having", predicate="end up", subject_entity="ent:countries")
    d = claim(
        "d",
        "ent:z",
        "having “an extraordinary relationship”",
        predicate="end up",
        subject_entity="ent:countries",
    )
    assert find_pairs([b, d], [a, b, c, d], "b") == []


def test_text_values_never_clash_however_different():
    kw = {"subject": "Apple", "subject_entity": "ent:apple", "predicate": "begin"}
    a = claim("a", "ent:x", "installing safes in stores", **kw)
    b = claim("b", "ent:y", "shipping the Apple Watch in March", **kw)
    assert find_pairs([b], [a, b], "b") == []


def test_two_figures_for_one_quantity_conflict_but_a_rounded_or_bounded_one_does_not():
    kw = NISHIKORI
    a = claim("a", "ent:people_with_money", "$46 million", **kw)
    b = claim("b", "ent:deadspin", "just $11 million", **kw)
    c = claim("c", "ent:forbes", "about $45 million last year", **kw)
    d = claim("d", "ent:espn", "more than $40 million", **kw)
    pairs = pairs_of([b, c, d], [a, b, c, d])
    assert pairs[("a", "b")]["conflict"] == "quantity"
    assert ("a", "c") not in pairs and ("a", "d") not in pairs
    assert pairs[("b", "d")]["conflict"] == "quantity"  # 11 is not more than 40


def test_a_figure_denied_conflicts_with_the_same_figure_asserted():
    kw = NISHIKORI
    said = claim("a", "ent:people_with_money", "$46 million", **kw)
    denied = claim("b", "ent:deadspin", "$46 million last year", polarity="negative", **kw)
    assert conflict(said, denied) == "polarity"


def test_a_denial_meets_what_it_denies_under_another_predicate():
    kw = {"subject": "Russia", "subject_entity": "ent:russia", "said_on": ""}
    # "campaign" and "interfere" share no sense: only the words match
    report = claim("a", "ent:intelligence", "in the U.S. presidential election", predicate="campaign", **kw)
    denial = claim(
        "b",
        "ent:russia",
        "in the U.S. election",
        predicate="interfere",
        polarity="negative",
        modality="denies",
        **kw,
    )
    (pair,) = find_pairs([denial], [report, denial], "b")
    assert pair["conflict"] == "denial"
    assert (pair["predicate"], pair["predicate_b"]) == ("campaign", "interfere")
    # a plain negation under another predicate is not matched so loosely
    negation = {**denial, "modality": "asserts"}
    assert conflict(report, negation) is None


def test_a_negation_of_another_proposition_is_no_conflict():
    kw = {"subject": "Trump", "subject_entity": "ent:trump", "predicate": "say", "modality": "asserts"}
    said = claim("a", "ent:x", "he would meet Putin in July", **kw)
    not_said = claim("b", "ent:y", "that the tariffs would stay", polarity="negative", **kw)
    assert conflict(said, not_said) is None


def test_two_names_clash_only_for_a_role_with_one_holder():
    kw = {"subject": "the winner", "subject_entity": "ent:winner", "modality": "asserts"}
    assert (
        conflict(
            claim("a", "ent:x", "Smith", predicate="be", **kw),
            claim("b", "ent:y", "Jones", predicate="be", **kw),
        )
        == "entity"
    )
    kw = {"subject": "Trump", "subject_entity": "ent:trump", "modality": "asserts"}
    assert (
        conflict(
            claim("a", "ent:x", "Putin", predicate="meet", **kw),
            claim("b", "ent:y", "Macron", predicate="meet", **kw),
        )
        is None
    )


def test_pronoun_subjects_fragments_and_unresolved_subjects_pair_with_nothing():
    kw = {"subject_entity": "ent:he", "subject": "he", "predicate": "take"}
    a = claim("a", "ent:x", "a selfie", **kw)
    b = claim("b", "ent:y", "a selfie", polarity="negative", modality="denies", **kw)
    assert not comparable(a) and find_pairs([b], [a, b], "b") == []
    named = {"subject": "Korovin", "subject_entity": "ent:korovin", "predicate": "take"}
    assert comparable(claim("c", "ent:x", "a selfie", **named))
    assert not comparable(claim("c", "ent:x", "a selfie", is_proposition=False, **named))
    assert not comparable(claim("c", "ent:x", "a selfie", subject_scope="unresolved", **named))
    # once resolution says a pronoun was resolved, the claim pairs
    assert comparable(claim("c", "ent:x", "a selfie", subject_scope="document", **kw))


def test_pairs_rank_denials_and_clashes_above_negations():
    kw = NISHIKORI
    said = claim("a", "ent:x", "$46 million", **kw)
    negated = claim("b", "ent:y", "$46 million", polarity="negative", **kw)
    figure = claim("c", "ent:z", "$11 million", **kw)
    denied = claim("d", "ent:w", "$46 million", polarity="negative", **{**kw, "modality": "denies"})
    pairs = pairs_of([negated, figure, denied], [said, negated, figure, denied])
    assert pairs[("a", "d")]["strength"] > pairs[("a", "b")]["strength"]
    assert pairs[("a", "c")]["strength"] > pairs[("a", "b")]["strength"]


def test_every_kind_of_conflict_has_a_strength():
    assert set(STRENGTH) == set(CONFLICTS)


def test_pairs_name_the_clusters_they_join_and_one_cluster_never_conflicts_with_itself():
    said = claim("a", "ent:x", "in March", cluster="cl_march")
    denied = claim("b", "ent:y", "in March", polarity="negative", modality="denies", cluster="cl_denied")
    (pair,) = find_pairs([denied], [said, denied], "b")
    assert (pair["cluster_a"], pair["cluster_b"]) == ("cl_march", "cl_denied")
    assert find_pairs([denied], [{**said, "cluster": "cl_denied"}, denied], "b") == []


def test_a_report_of_a_denial_is_not_what_was_denied():
    """ "A Mirror report noted that Kurdish resistance had denied the ISIS claims that they beheaded
    Rehana": the report and the denial are one sentence, and the report asserts the denial, not S."""
    kw = {"subject": "Kurdish resistance", "subject_entity": "ent:kurdish_resistance", "said_on": ""}
    report = claim(
        "a",
        "ent:mirror",
        "the ISIS claims that they have beheaded poster girl Rehana",
        predicate="deny",
        modality="asserts",
        sentence_id="s1",
        **kw,
    )
    denial = claim(
        "b",
        "ent:kurdish_resistance",
        "poster girl Rehana",
        predicate="behead",
        polarity="negative",
        modality="denies",
        sentence_id="s1",
        **kw,
    )
    assert find_pairs([report, denial], [report, denial], "b") == []
    # nor in different sentences: the report of the denial asserts no beheading
    assert conflict({**report, "sentence_id": "s0"}, denial) is None


def test_one_figure_said_and_denied_under_different_verbs_conflicts():
    """People With Money: Nishikori is the highest-paid player, "pulling in $46 million";
    Deadspin: he "didn't make $46 million last year but just $11 million"."""
    kw = {"subject": "Nishikori", "subject_entity": "ent:nishikori", "modality": "asserts"}
    said = claim(
        "a", "ent:pwm", "the highest-paid tennis player, pulling in $46 million", predicate="be", **kw
    )
    denied = claim("b", "ent:deadspin", "$46 million last year", predicate="make", polarity="negative", **kw)
    assert conflict(said, denied) == "polarity"
    # a different figure, or a bound, under another verb is not the same proposition
    assert conflict(said, {**denied, "value": "$11 million", "value_norm": "$11 million"}) is None
    assert (
        conflict(said, {**denied, "value": "more than $46 million", "value_norm": "more than $46 million"})
        is None
    )


def test_a_common_noun_subject_pairs_only_inside_its_document():
    """ "the man" is a Chinese patient in one article and an airline passenger in the next."""
    kw = {"subject": "The man", "subject_entity": "ent:man", "predicate": "lose", "modality": "asserts"}
    here = claim("a", "ent:x", "30 minutes", doc_id="d1", **kw)
    there = claim("b", "ent:y", "two hours", doc_id="d2", **kw)
    same_doc = claim("c", "ent:z", "two hours", doc_id="d1", **kw)
    pairs = pairs_of([there, same_doc], [here, there, same_doc])
    assert set(pairs) == {("a", "c")}
    # resolution's own reading of the subject, once it gives one, decides
    here, there = ({**c, "subject_scope": "global"} for c in (here, there))
    assert set(pairs_of([there], [here, there])) == {("a", "b")}


def test_a_value_the_parse_missed_is_no_proposition_to_negate_unless_the_whole_act_is_denied():
    kw = {
        "subject": "Hong Kong police",
        "subject_entity": "ent:hong_kong_police",
        "predicate": "use",
        "modality": "asserts",
    }
    using = claim("a", "ent:observers", "", **kw)
    not_used = claim("b", "ent:nbc", "tear gas in nearly a decade", polarity="negative", **kw)
    assert conflict(using, not_used) is None
    kw = {"subject": "Russia", "subject_entity": "ent:russia", "predicate": "lie", "modality": "asserts"}
    lied = claim("c", "ent:x", "about the election", **kw)
    denied = claim("d", "ent:russia", "", polarity="negative", **{**kw, "modality": "denies"})
    assert conflict(lied, denied) == "denial"


def test_a_rejection_of_someones_assertion_in_one_sentence_is_a_pair():
    """ "Sen. Chris Murphy rejected Bolton's assertion that the indictments put Trump in a
    stronger position": Bolton asserts it, Murphy denies it."""
    kw = {
        "subject": "the indictments",
        "subject_entity": "ent:indictments",
        "predicate": "put",
        "sentence_id": "s1",
        "doc_id": "d1",
    }
    bolton = claim("a", "ent:bolton", "Trump in a stronger position", modality="alleges", **kw)
    murphy = claim(
        "b", "ent:murphy", "Trump in a stronger position", polarity="negative", modality="denies", **kw
    )
    assert [p["conflict"] for p in find_pairs([bolton, murphy], [bolton, murphy], "b")] == ["denial"]


def test_a_denial_inside_what_another_claim_reports_is_part_of_that_report():
    """ "Gas: Officers used tear gas ..., though officers denied rumours they had also fired
    rubber bullets": the caption reports the denial; it does not assert the rubber bullets."""
    kw = {"subject": "Officers", "subject_entity": "ent:officers", "doc_id": "d1", "subject_scope": "global"}
    caption = claim(
        "a",
        "ent:gas",
        "rubber bullets, though officers denied it",
        predicate="fire",
        modality="asserts",
        span_start=0,
        span_end=120,
        **kw,
    )
    denial = claim(
        "b",
        "ent:officers",
        "rubber bullets",
        predicate="fire",
        polarity="negative",
        modality="denies",
        span_start=80,
        span_end=110,
        **kw,
    )
    assert find_pairs([denial], [caption, denial], "b") == []
    # the denied claim inside the denial's words still pairs ("rejected Bolton's assertion that ...")
    asserted = {**caption, "span_start": 85, "span_end": 105}
    denying = {**denial, "span_start": 60, "span_end": 120}
    assert len(find_pairs([denying], [asserted, denying], "b")) == 1


def test_the_blocking_check_accepts_a_denial_under_another_predicate_and_catches_a_wrong_one():
    from checks.graph_checks import broken_pairs

    claims = [
        {"claim_id": "a", "subject_entity": "ent:russia", "predicate": "meddle"},
        {"claim_id": "b", "subject_entity": "ent:russia", "predicate": "interfere"},
    ]
    pair = {"pair_id": "p", "claim_a": "a", "claim_b": "b", "subject_entity": "ent:russia"}
    assert broken_pairs([{**pair, "predicate": "meddle", "predicate_b": "interfere"}], claims) == []
    assert broken_pairs([{**pair, "predicate": "meddle", "predicate_b": "meddle"}], claims) == ["p"]
    assert broken_pairs([{**pair, "claim_b": "gone", "predicate": "meddle", "predicate_b": "x"}], claims) == [
        "p"
    ]


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


# Read on the real-news drop (docs/quality.md, "AFTER" contradiction labels): each of these
# was a row of the contradictions report that was no contradiction.
TRUMP = {"subject": "Trump", "subject_entity": "ent:trump", "modality": "asserts"}


def test_an_object_of_a_request_is_no_claim_that_it_happens():
    """Schumer "urged Trump to press the issue" / Trump "signaled he will not press the issue"."""
    urged = claim(
        "a", "ent:schumer", "the issue", predicate="press", quote="Trump to press the issue", **TRUMP
    )
    signaled = claim(
        "b",
        "ent:trump",
        "the issue",
        polarity="negative",
        predicate="press",
        quote="he will not press the issue",
        **TRUMP,
    )
    assert not comparable(urged) and comparable(signaled)
    assert pairs_of([urged], [urged, signaled]) == {}
    agreed = claim(
        "c", "ent:x", "exercises", predicate="stop", quote="to stop U.S. military exercises", **TRUMP
    )
    assert not comparable(agreed)
    # a perfect infinitive tells what was done: "Tridevil claims to have had plastic surgery ..."
    had = claim(
        "d",
        "ent:tridevil",
        "plastic surgery",
        predicate="have surgery",
        quote="to have had plastic surgery",
        **TRUMP,
    )
    beheaded = claim("e", "ent:isis", "her", predicate="behead", quote="to have beheaded her", **TRUMP)
    assert comparable(had) and comparable(beheaded)
    # after a cue that claims, an infinitive tells what the speaker holds to be so (fnc_1632:
    # "claims to have undergone plastic surgery", fnc_2108: "claiming to have a third breast")
    undergone = claim(
        "f",
        "ent:tridevil",
        "plastic surgery",
        predicate="undergo",
        quote="to have undergone plastic surgery to obtain a third breast",
        cue="claims",
        **TRUMP,
    )
    having = {**undergone, "claim_id": "g", "quote": "to have a third breast", "cue": "claiming"}
    assert comparable(undergone) and comparable(having)
    assert not comparable({**having, "cue": "urged"})


def test_a_value_that_only_points_elsewhere_is_no_proposition_to_negate():
    """ "I hadn't thought of that" against "he thinks the U.S. has a lot of foes"."""
    hadnt = claim("a", "ent:trump", "of that", polarity="negative", predicate="think", **TRUMP)
    thinks = claim("b", "ent:trump", 'the U.S. has "a lot of foes"', predicate="think", **TRUMP)
    assert conflict(hadnt, thinks) is None


def test_a_negated_antonym_says_the_same():
    low = claim("a", "ent:trump", "with low expectations", predicate="go in", **TRUMP)
    not_high = claim(
        "b", "ent:trump", "with high expectations", polarity="negative", predicate="go in", **TRUMP
    )
    assert conflict(low, not_high) is None
    kw = {
        "subject": "the Kremlin",
        "subject_entity": "ent:kremlin",
        "predicate": "expect",
        "modality": "asserts",
    }
    tough = claim("c", "ent:kremlin", "a tough meeting", **kw)
    not_easy = claim("d", "ent:kremlin", "an easy meeting after pushing back", polarity="negative", **kw)
    assert conflict(tough, not_easy) is None
    # without the antonym the negation still clashes
    easy = claim("e", "ent:kremlin", "an easy meeting", **kw)
    assert conflict(easy, not_easy) == "polarity"


def test_a_count_in_two_statements_is_not_one_figure_said_and_negated():
    """ "Trump has a stronger hand because of the charges against the 12 officers" against "he had
    not thought of talking to Putin about the extradition of a dozen agents": the 12 name a
    group; only a measure (money, a share) is one figure under two verbs."""
    hand = claim(
        "a",
        "ent:bolton",
        "a stronger hand because of the charges against the 12 officers",
        predicate="have hand",
        **TRUMP,
    )
    thought = claim(
        "b",
        "ent:trump",
        "of the extradition of a dozen agents",
        polarity="negative",
        predicate="think",
        **TRUMP,
    )
    assert conflict(hand, thought) is None


WEREWOLF = "a Jewish boy as her godson to prevent him from becoming a werewolf"


def adoption(cid, subject, entity, doc, value=WEREWOLF, denies=False, predicate="adopt"):
    """A claim that ``subject`` adopted someone, or (``denies``) a denial of it."""
    stance = {"modality": "denies", "polarity": "negative"} if denies else {"modality": "asserts"}
    return claim(
        cid, "ent:x", value, subject=subject, subject_entity=entity, predicate=predicate, doc_id=doc, **stance
    )


def test_a_denial_meets_the_assertion_it_denies_under_another_name_for_the_subject():
    # "Reports that the president of Argentina adopted a boy ... have been greatly exaggerated"
    # against "Cristina Kirchner has adopted a Jewish boy ... to prevent him becoming a werewolf".
    report = adoption(
        "a",
        "the president of Argentina",
        "ent:president_of_argentina",
        "d1",
        value="a boy as her godson to prevent him from becoming a werewolf",
        denies=True,
    )
    kirchner = adoption("b", "Cristina Kirchner", "ent:cristina_kirchner", "d2")
    (pair,) = find_pairs([report], [report, kirchner], "b")
    assert pair["conflict"] == "denial"
    assert {pair["claim_a"], pair["claim_b"]} == {"a", "b"}
    assert {pair["subject_entity"], pair["subject_entity_b"]} == {
        "ent:president_of_argentina",
        "ent:cristina_kirchner",
    }
    # the same found from the other side, when the assertion is the new claim
    assert [p["pair_id"] for p in find_pairs([kirchner], [report, kirchner], "b")] == [pair["pair_id"]]


def test_a_denial_under_another_name_needs_the_same_words_and_subjects_that_may_be_one():
    denial = adoption("a", "Putin", "ent:putin", "d1", denies=True)
    every = [
        denial,
        adoption("b", "Trump", "ent:trump", "d2"),  # two names, no word in common
        adoption("c", "the president", "ent:d2/president", "d2", value="a boy"),  # too few words
        adoption("d", "the president", "ent:d1/president", "d1"),  # in the denial's own document
        adoption("e", "the president", "ent:d2/president", "d2", predicate="meet"),
    ]
    assert find_pairs([denial], every, "b") == []
    # the description in another document, saying the same, is what the denial may deny
    (pair,) = find_pairs([denial], [*every, adoption("f", "the president", "ent:d3/president", "d3")], "b")
    assert {pair["claim_a"], pair["claim_b"]} == {"a", "f"}


def test_two_descriptions_in_two_documents_or_values_that_clash_are_no_denial_under_another_name():
    # "the company" of one article and "the company" of another name nothing in common.
    denial = adoption("a", "the company", "ent:d1/company", "d1", denies=True)
    assert find_pairs([denial], [denial, adoption("b", "the company", "ent:d2/company", "d2")], "b") == []
    # Alike in words, but the years clash: two propositions, not one denied.
    named = adoption("c", "Putin", "ent:putin", "d1", value=f"{WEREWOLF} in 2014", denies=True)
    other = adoption("d", "the president", "ent:d2/president", "d2", value=f"{WEREWOLF} in 2009")
    assert find_pairs([named], [named, other], "b") == []


def test_a_denial_pointing_back_meets_the_story_in_other_articles_not_in_its_own():
    """ "The claims in the story are untrue" denies what its article retold: against that
    retelling it is one article's account; against another article asserting it, a denial."""
    kw = {"subject": "Michael Jackson", "subject_entity": "ent:michael_jackson", "predicate": "be father"}
    retold = claim("a", "ent:dna", "the father of Bruno Mars", doc_id="d1", modality="asserts", **kw)
    denial = claim(
        "b",
        None,
        "the father of Bruno Mars",
        polarity="negative",
        modality="denies",
        doc_id="d1",
        proposition_from="a",
        **kw,
    )
    elsewhere = claim("c", "ent:kershov", "the father of Bruno Mars", doc_id="d2", modality="asserts", **kw)
    assert set(pairs_of([denial], [retold, denial, elsewhere])) == {("b", "c")}


def test_a_denial_pair_names_the_denials_cluster_so_one_report_row_holds_every_wording_it_meets():
    wire = claim("a", "ent:officials", "in March", cluster="cl_wire")
    reworded = claim("c", "ent:paper", "in March 2027", cluster="cl_paper")
    denial = claim(
        "b", "ent:ministry", "in March", polarity="negative", modality="denies", cluster="cl_denial"
    )
    other = claim("d", "ent:union", "in June", cluster="cl_union")
    pairs = pairs_of([denial, other], [wire, reworded, denial, other])
    assert pairs[("a", "b")]["denial_cluster"] == "cl_denial"
    assert pairs[("b", "c")]["denial_cluster"] == "cl_denial"
    assert pairs[("a", "d")]["denial_cluster"] is None  # a date clash is one pair of clusters


def test_an_articles_own_narration_meets_a_denial_and_nothing_else():
    # "The ENT took over and began a biopsy" told by one article; Korovin denies it in another
    told = claim(
        "a", "", "a biopsy on Rivers", modality="asserts", predicate="begin", narrated=True, doc_id="d1"
    )
    denied = claim(
        "b",
        "ent:korovin",
        "a biopsy on Rivers",
        polarity="negative",
        modality="denies",
        predicate="begin",
        doc_id="d2",
    )
    assert pairs_of([denied], [told, denied])[("a", "b")]["conflict"] == "denial"
    # two articles narrating two dates for one restart are two writers' wordings, not a pair ...
    march = claim("c", "", "in March", modality="asserts", narrated=True, doc_id="d3")
    june = claim("d", "", "in June", modality="asserts", narrated=True, doc_id="d4")
    assert pairs_of([june], [march, june]) == {}
    # ... nor against an attributed figure, until typed values tell a writer's wording apart
    officials = claim("e", "ent:officials", "in June", modality="asserts", doc_id="d5")
    assert pairs_of([officials], [march, officials]) == {}
    # without the narration flag the same two claims are a date clash
    attributed_march = {**march, "narrated": False}
    assert pairs_of([officials], [attributed_march, officials])[("c", "e")]["conflict"] == "date"


def test_verbs_that_say_one_thing_are_one_predicate_and_others_are_not():
    # the real-news drop: Russia's denials said "meddle", the intelligence findings "interfere"
    kw = {"subject": "Russia", "subject_entity": "ent:russia"}
    denial = claim("a", "ent:russia", "", polarity="negative", modality="denies", predicate="meddle", **kw)
    finding = claim("b", "ent:officials", "in the 2016 presidential election", predicate="interfere", **kw)
    assert same_predicate("meddle", "interfere") and same_predicate("interfere", "meddle")
    assert conflict(denial, finding) == "denial"
    # "begin" and "start" share a sense: two dates for one shipping start clash
    watch = {"subject": "the Apple Watch", "subject_entity": "ent:apple_watch"}
    by_march = claim("c", "ent:kuo", "shipping by March", predicate="begin", **watch)
    in_april = claim("d", "ent:cook", "shipping in April", predicate="start", **watch)
    assert conflict(by_march, in_april) == "date"
    # verbs that do not share a sense, and light verbs whose complement differs, stay apart
    assert not same_predicate("meet", "invite") and not same_predicate("be weak", "be strong")
    assert not same_predicate("get", "begin")
    assert conflict(by_march, {**in_april, "predicate": "stop"}) is None


def test_a_denial_under_a_near_predicate_still_meets_the_same_words():
    # the drop: Burton's mother denied that Manson "string [them along]" that Simone said he did
    kw = {"subject": "Manson", "subject_entity": "ent:manson"}
    said = claim("a", "ent:simone", "them", predicate="string along", modality="asserts", **kw)
    denied = claim(
        "b", "ent:mother", "them along", predicate="string", polarity="negative", modality="denies", **kw
    )
    assert same_predicate("string along", "string")
    assert conflict(said, denied) == "denial"
