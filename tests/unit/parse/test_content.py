"""What was said: content spans as PolNeAR marks them, however the parser hangs the clause."""

import pytest


def test_inverted_attribution_with_credit(extract):
    (claim,) = extract("The Field Alpha plant will restart in March, two officials told Reuters on Monday.")
    assert claim.speaker == "two officials"
    assert claim.cue == "told"
    assert claim.quote == "The Field Alpha plant will restart in March"
    assert (claim.subject, claim.predicate, claim.value) == ("The Field Alpha plant", "restart", "in March")
    assert claim.modality == "expects"  # a statement about the future


def test_a_cue_interrupting_the_clause_leaves_both_halves_as_content(extract):
    (claim,) = extract("The restart, the minister says, is on track.")
    assert (claim.speaker, claim.cue) == ("the minister", "says")
    assert claim.quote == "The restart, the minister says, is on track"  # the covering span
    assert (claim.subject, claim.predicate) == ("The restart", "be on track")


def test_a_connective_opening_an_inverted_quote_is_the_writers(extract):
    (claim,) = extract("But the weapons his country holds, he added, are like nuclear bombs.")
    assert (claim.speaker, claim.cue) == ("he", "added")
    assert claim.quote == "the weapons his country holds, he added, are like nuclear bombs"


def test_as_reported_keeps_a_report_of_someone_elses_words(extract):
    # Both layers stand: what Politico reported is that Trump said it.
    claims = extract("As Politico reported, Trump said he would win.")
    assert {(c.speaker, c.cue, c.quote) for c in claims} == {
        ("Politico", "reported", "Trump said he would win"),
        ("Trump", "said", "he would win"),
    }


def test_as_with_a_verb_that_reports_nothing_is_no_attribution(extract):
    assert extract("As the talks continued, output rose by 10 percent in March.") == []


def test_a_cue_in_a_clause_of_time_says_when_not_what(extract):
    # fnc_1495, in session 20's single-origin sample: "Steven Sotloff disappeared" as his claim
    assert extract("Steven Sotloff disappeared while reporting from Syria in August 2013.") == []
    assert extract("The senator fell ill after speaking in Ohio.") == []
    # a saying clause after a comma still reports what it follows
    (claim,) = extract("The plant will restart in March, officials said on Monday.")
    assert claim.quote == "The plant will restart in March"


def test_a_second_verb_of_one_subject_with_its_own_object_reports_nothing_before_it(extract):
    # read on the real-news drop: "He" said "He purrs when he gets attention", "You" added
    # "You can follow us on Twitter"
    assert (
        extract("He purrs when he gets attention, loves being pet, and acts as though nothing happened.")
        == []
    )
    assert extract("You can follow us on Twitter, add us to your circle on Google+ or like our page.") == []
    # session 20's single-origin sample: the parser reads the apposition at the end as the
    # subject of "continue", after its object; that is no speaker of the schedule before it
    gothic_hall = extract(
        "The two leaders first meet one on one in the Finnish presidential palace's opulent Gothic Hall, "
        "then continue their discussions with an expanded group of aides and over lunch in the Hall of "
        "Mirrors, once the emperor's throne room."
    )
    assert not [c for c in gothic_hall if c.proposition]
    # its object is what it is about: "praised the builders"
    claims = extract("The mayor opened the bridge on Monday, cut the ribbon and praised the builders.")
    assert [(c.speaker, c.cue, c.quote) for c in claims] == [("The mayor", "praised", "the builders")]


def test_a_clause_joined_by_and_is_not_what_the_second_one_said(extract):
    (claim,) = extract("Some in the crowd booed, and a man yelled “Stay there!”")
    assert (claim.speaker, claim.cue, claim.quote) == ("a man", "yelled", "“Stay there!”")


def test_a_cue_verb_inside_someones_words_is_not_read_as_an_inverted_attribution(extract):
    claims = extract("His lawyer said he would not answer questions.")
    assert [(c.speaker, c.cue, c.quote) for c in claims] == [
        ("His lawyer", "said", "he would not answer questions")
    ]


def test_denial_flips_polarity(extract):
    claims = extract(
        "The Energy Ministry denied that the plant will restart in March, calling reports premature."
    )
    claim = next(c for c in claims if c.cue == "denied")
    assert claim.modality == "denies"
    assert claim.polarity == "negative"
    # PolNeAR's content span keeps the complementizer.
    assert claim.quote == "that the plant will restart in March"
    assert (claim.subject, claim.predicate, claim.value) == ("the plant", "restart", "in March")


def test_an_object_with_a_clause_is_content_clause_and_all(extract):
    (claim,) = extract("The ministry denied reports that the plant would restart in March.")
    assert claim.quote == "reports that the plant would restart in March"
    assert (claim.subject, claim.predicate, claim.value) == ("the plant", "restart", "in March")


def test_an_object_the_parser_hung_elsewhere_is_still_the_content(extract):
    (claim,) = extract("Trump has often cited improving mental health services as a top priority.")
    assert (claim.speaker, claim.cue) == ("Trump", "has often cited")
    assert claim.quote == "improving mental health services as a top priority"


def test_object_content_and_object_complement(extract):
    (claim,) = extract("Cruz praised the governor’s tax record.")
    assert (claim.speaker, claim.cue, claim.quote) == ("Cruz", "praised", "the governor’s tax record")
    (claim,) = extract("They called him a political opportunist.")
    assert claim.quote == "him a political opportunist"
    (claim,) = extract("Clinton accused Sanders of a smear campaign.")
    assert claim.quote == "Sanders of a smear campaign"
    assert claim.modality == "alleges"


def test_infinitive_content_needs_an_object_for_requests(extract):
    (claim,) = extract("They urged him to resign.")
    assert claim.quote == "him to resign"
    assert [c.cue for c in extract("The officials asked not to be named.")] == []


def test_finding_needs_a_complement_to_report_anything(extract):
    assert [c for c in extract("The campaign found a way around the rules.") if c.quote] == []
    (claim,) = extract("The inspectors found the plant to be safe.")
    assert (claim.cue, claim.quote) == ("found", "the plant to be safe")


def test_prepositional_cue(extract):
    (claim,) = extract("Clinton is calling for a ban on assault weapons.")
    assert claim.cue == "is calling for"
    assert claim.quote == "a ban on assault weapons"
    (claim,) = extract("The candidate has responded with attacks on the former governor.")
    assert (claim.cue, claim.quote) == ("has responded with", "attacks on the former governor")
    (claim,) = extract("The senator largely agreed with the mayor.")
    assert (claim.cue, claim.quote) == ("largely agreed with", "the mayor")
    # Set off by a comma, the preposition is no part of the cue; the quotation is the content.
    (claim,) = extract("Kelly responded pointedly, with a smile: “Can happen when you’re 45.”")
    assert (claim.cue, claim.quote) == ("responded", "“Can happen when you’re 45.”")


def test_a_that_clause_the_parser_reads_as_relative_is_what_was_said(extract):
    # The parser hangs the clause on "leaders" and "conference", but its "that" joins it to the verb.
    (claim,) = extract(
        "In Honolulu last week, he told a meeting of Pacific Island leaders that few people understood "
        "the stakes of climate change."
    )
    assert (claim.speaker, claim.cue, claim.quote) == (
        "he",
        "told",
        "that few people understood the stakes of climate change",
    )
    (claim,) = extract("Adelson said on Friday during a news conference that he may wait until February.")
    assert claim.quote == "that he may wait until February"
    # A relative "that" is the clause's subject: the meeting is what was told about, not a report.
    claims = extract("He told a meeting that lasted an hour about the plan.")
    assert all(c.quote != "that lasted an hour" for c in claims)


def test_a_saying_verb_with_a_circumstance_is_not_given_it_as_content(extract):
    # "when Boyle asked" says when, not what.
    claims = extract("Trump said when Boyle asked him a question.")
    assert all(c.quote != "when Boyle asked him a question" for c in claims)


def test_a_gloss_after_a_reported_clause_is_the_reporters(extract):
    # The parser hangs "calling" on "restart"; the plant is not the one calling anything.
    claims = extract(
        "The Energy Ministry on Wednesday denied that the Field Alpha plant will restart in March, "
        "calling earlier reports premature."
    )
    assert {(c.speaker, c.cue, c.quote) for c in claims} == {
        ("The Energy Ministry", "denied", "that the Field Alpha plant will restart in March"),
        ("The Energy Ministry", "calling", "earlier reports premature"),
    }


def test_a_trailing_participle_of_another_verb_goes_on_with_the_report(extract):
    # fnc_1118: "pulling in" is no gloss; cut, the figure that Deadspin's "didn't make $46
    # million" answers was lost, and the two reports never met.
    (claim,) = extract(
        "People With Money reports on Sunday (January 25) that Nishikori is the highest-paid tennis "
        "player in the world, pulling in an astonishing $46 million between December 2013 and "
        "December 2014."
    )
    assert claim.value.endswith(
        "pulling in an astonishing $46 million between December 2013 and December 2014"
    )


def test_quotation_keeps_its_marks_and_inner_punctuation(extract):
    (claim,) = extract("“We will win this state,” Sanders said.")
    assert claim.quote == "“We will win this state,”"
    assert claim.speaker == "Sanders"
    (claim,) = extract("She said, “Unlike Clinton, I know that flying is an activity.”")
    assert claim.quote == "“Unlike Clinton, I know that flying is an activity.”"


def test_a_quotation_misparsed_as_a_second_subject_is_the_content(extract):
    # spaCy reads "mode" inside the quotation as a subject of "said" too.
    (claim,) = extract(
        "“Clinton’s campaign is in panic mode. Full panic mode,” said Leslie Wimes, a Democrat."
    )
    assert claim.speaker == "Leslie Wimes"
    assert claim.quote == "“Clinton’s campaign is in panic mode. Full panic mode,”"


def test_partial_quotation_runs_to_its_closing_mark(extract):
    (claim,) = extract("He said the NRA won’t allow “gun owners to become scapegoats.”")
    assert claim.quote == "the NRA won’t allow “gun owners to become scapegoats.”"


def test_abbreviation_keeps_its_period(extract):
    (claim,) = extract("Officials said the email came hours before he left the U.S.")
    assert claim.quote.endswith("the U.S.")


@pytest.mark.parametrize(
    "sentence",
    [
        "Jim didn't feel that the budget was a priority.",
        "Analysts do not believe the plant will restart in March.",
    ],
)
def test_a_negated_belief_says_its_content_does_not_hold(extract, sentence):
    (claim,) = extract(sentence)
    assert claim.polarity == "negative"


def test_a_negated_saying_verb_says_nothing_of_its_content(extract):
    (claim,) = extract("The minister did not say that the plant would restart.")
    assert claim.polarity == "positive"


def test_what_is_left_of_a_dateline_is_no_part_of_the_content(extract):
    claims = extract(
        "Reuters) - Microsoft Corp (MSFT.O) is in serious discussions to buy Mojang AB, "
        "The Wall Street Journal said."
    )
    claim = next(c for c in claims if c.speaker == "The Wall Street Journal")
    assert claim.quote.startswith("Microsoft Corp (MSFT.O) is")
    # the bracket the parse cut the subject at is page text, not the subject's
    assert claim.subject == "Microsoft Corp"


def test_a_headings_markup_is_no_part_of_a_speakers_name(extract):
    (claim,) = extract("### Kim Wyman said the count would finish on Friday.")
    assert claim.speaker == "Kim Wyman"


def test_a_fronted_clause_the_parser_hangs_on_the_cue_is_not_what_was_said(extract):
    # fnc_1851: the parser makes both clauses the complements of "told"
    sentence = (
        "Not only was the ENT not supposed to be treating the comedienne, 81, at this time, medical "
        "staffers have also told investigators that the ENT snapped a selfie with the Fashion Police "
        "star while she was under anesthesia."
    )
    claims = extract(sentence)
    told = [c for c in claims if c.cue.endswith("told")]
    assert [(c.speaker, c.subject, c.predicate) for c in told] == [("medical staffers", "the ENT", "snap")]
    assert told[0].quote.startswith("that the ENT snapped a selfie")


@pytest.mark.parametrize(
    "sentence",
    [
        "No one knows exactly where he came from.",  # fnc: the Islamic State's leader
        "No family members or friends have confirmed the surgery first-hand.",
        "Neither knew the extent of al-Baghdadi's apparent injuries.",
        "There are no credible reports that support the claims.",
    ],
)
def test_a_speaker_who_is_nobody_says_nothing(extract, sentence):
    # still an attribution, as PolNeAR marks "no one" as a source, but no proposition of anyone's
    assert extract(sentence)
    assert all((c.proposition, c.proposition_reason) == (False, "nobody") for c in extract(sentence))


def test_whoever_says_it_is_nobody_who_said_it(extract):
    # hel_0006, Trump's tweet: nobody is reported to have said "we are foes"
    (says,) = [c for c in extract("Whoever says we are foes is spreading fake news.") if c.cue == "says"]
    assert (says.speaker, says.proposition, says.proposition_reason) == ("Whoever", False, "nobody")
