import pytest

from pipeline.extract.base import SentenceInput
from pipeline.extract.parse import ParseExtractor


@pytest.fixture(scope="module")
def extract():
    extractor = ParseExtractor()

    def run(sentence: str):
        (result,) = extractor.extract([SentenceInput("s", sentence)])
        assert result.error is None
        return result.claims

    return run


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
    assert (claim.subject, claim.predicate) == ("The restart", "be")


def test_speaker_leaves_out_relative_clause(extract):
    (claim,) = extract("The officials, who asked not to be named, said output would rise by 10 percent.")
    assert claim.speaker == "The officials"
    assert claim.value == "by 10 percent"


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


def test_nested_attribution_links_inner_to_outer(extract):
    outer, inner = extract("Officials said the minister told them the restart was on track.")
    assert outer.speaker == "Officials" and inner.speaker == "the minister"
    assert inner.parent == 0 and outer.parent is None
    assert inner.quote == "the restart was on track"


@pytest.mark.parametrize(
    "sentence",
    [
        "Rubio says the latest polls showing him a distant second are wrong.",
        # spaCy's small model lemmatizes "hoped" as "hop"
        "He said he hoped it would encourage a dialogue among Americans.",
    ],
)
def test_a_finding_or_a_hope_inside_reported_words_is_part_of_them(extract, sentence):
    (claim,) = extract(sentence)
    assert claim.cue in {"says", "said"}


def test_an_object_with_a_clause_is_content_clause_and_all(extract):
    (claim,) = extract("The ministry denied reports that the plant would restart in March.")
    assert claim.quote == "reports that the plant would restart in March"
    assert (claim.subject, claim.predicate, claim.value) == ("the plant", "restart", "in March")


def test_an_object_the_parser_hung_elsewhere_is_still_the_content(extract):
    (claim,) = extract("Trump has often cited improving mental health services as a top priority.")
    assert (claim.speaker, claim.cue) == ("Trump", "has often cited")
    assert claim.quote == "improving mental health services as a top priority"


def test_according_to(extract):
    (claim,) = extract("According to police, the suspect fled on foot.")
    assert claim.speaker == "police"
    assert claim.quote == "the suspect fled on foot"


def test_no_claim_without_attribution(extract):
    assert extract("The plant has been idle since a fire in February.") == []


def test_a_refusal_is_a_claim_that_neither_asserts_nor_denies(extract):
    # PolNeAR's annotators mark refusals ("refuses to disavow") as attributions, all six of them;
    # the stance stays unclear, so a refusal never stands on either side of a contradiction.
    (claim,) = extract("The operator declined to comment on the timetable.")
    assert (claim.speaker, claim.cue, claim.quote, claim.modality) == (
        "The operator",
        "declined",
        "to comment on the timetable",
        "unclear",
    )
    (claim,) = extract("Sen. Ted Cruz refuses to disavow the endorsement of Sen. Lindsey Graham.")
    assert (claim.speaker, claim.cue, claim.modality) == ("Sen. Ted Cruz", "refuses", "unclear")


def test_as_reported_keeps_a_report_of_someone_elses_words(extract):
    # Both layers stand: what Politico reported is that Trump said it.
    claims = extract("As Politico reported, Trump said he would win.")
    assert {(c.speaker, c.cue, c.quote) for c in claims} == {
        ("Politico", "reported", "Trump said he would win"),
        ("Trump", "said", "he would win"),
    }


def test_spans_point_into_the_sentence(extract):
    sentence = "Union leader Marko Dell said output would rise by only 2 percent."
    (claim,) = extract(sentence)
    for text, span in (
        (claim.speaker, claim.speaker_span),
        (claim.cue, claim.cue_span),
        (claim.quote, claim.quote_span),
    ):
        assert sentence[span[0] : span[1]] == text


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


def test_cue_takes_auxiliaries_negation_and_adverbs(extract):
    (claim,) = extract("The senator has not publicly said that he will run.")
    assert claim.cue == "has not publicly said"
    (claim,) = extract("Trump is already claiming that the race is over.")
    assert claim.cue == "is already claiming"


def speaker_as_written(sentence: str, claim) -> str:
    return sentence[claim.speaker_span[0] : claim.speaker_span[1]]


def test_speaker_span_has_no_trailing_no_break_space(extract):
    # Scraped pages put no-break spaces where a space was typed.
    (claim,) = extract("A\xa0Bloomberg poll\xa0found that Clinton leads.")
    assert claim.speaker == "A\xa0Bloomberg poll"


def test_speaker_span_has_no_trailing_comma(extract):
    sentence = "The plant will restart soon, said Marko Dell, the union leader."
    (claim,) = extract(sentence)
    assert speaker_as_written(sentence, claim) == "Marko Dell, the union leader"


@pytest.mark.parametrize(
    ("sentence", "written", "name"),
    [
        (
            "Marko Dell, the union leader, said the plant would close.",
            "Marko Dell, the union leader,",
            "Marko Dell",
        ),
        (
            "Chris Cox, who runs the NRA’s lobbying arm, said the plant would close.",
            "Chris Cox, who runs the NRA’s lobbying arm,",
            "Chris Cox",
        ),
        (
            "The Republican nominee, Donald Trump, said the plant would close.",
            "The Republican nominee, Donald Trump,",
            "Donald Trump",
        ),
        (
            "Sen. Claire McCaskill (D-Mo.) said the plant would close.",
            "Sen. Claire McCaskill (D-Mo.)",
            "Sen. Claire McCaskill",
        ),
        (
            "Jason Sims — a teacher from Mount Pleasant — says the plant will close.",
            "Jason Sims — a teacher from Mount Pleasant —",
            "Jason Sims",
        ),
        # An abbreviation keeps its period in the span and in the name.
        (
            "Chief Justice John G. Roberts Jr. said the plant would close.",
            "Chief Justice John G. Roberts Jr.",
            "Chief Justice John G. Roberts Jr.",
        ),
        ("The S.E.C. said the plant would close.", "The S.E.C.", "The S.E.C."),
    ],
)
def test_the_span_keeps_the_aside_and_its_closing_mark_the_name_leaves_it_out(
    extract, sentence, written, name
):
    # The span is marked as PolNeAR marks speakers. Articles describe the same person
    # differently, so the name the graph keys entities on must not carry the description.
    (claim,) = extract(sentence)
    assert (speaker_as_written(sentence, claim), claim.speaker) == (written, name)


def test_a_relative_pronoun_is_the_speaker_as_written_and_its_noun_the_name(extract):
    sentence = "The poll found 64 percent, who say the economy is improving."
    claims = [c for c in extract(sentence) if c.cue == "say"]
    assert [(speaker_as_written(sentence, c), c.speaker) for c in claims] == [("who", "64 percent")]


def test_restrictive_relative_clause_stays_in_speaker(extract):
    (claim,) = extract("Voters who backed Sanders in 2016 say the party has changed.")
    assert claim.speaker == "Voters who backed Sanders in 2016"


def test_dateline_is_not_part_of_the_speaker(extract):
    (claim,) = extract("RENO, Nev. (AP) — Republican hopeful Donald Trump said the polls are wrong.")
    assert claim.speaker == "Republican hopeful Donald Trump"


def test_new_cue_verbs(extract):
    (claim,) = extract("Exit polls showed that older women turned out in force.")
    assert (claim.speaker, claim.cue) == ("Exit polls", "showed")
    assert claim.quote == "that older women turned out in force"
    (claim,) = extract("Jeb Bush tweeted that Trump is a loser.")
    assert claim.cue == "tweeted"
    (claim,) = extract("The mayor ridiculed the proposal as a gimmick.")
    assert (claim.cue, claim.modality, claim.quote) == ("ridiculed", "alleges", "the proposal as a gimmick")
    (claim,) = extract("The governor cautioned that the repairs could take a year.")
    assert (claim.cue, claim.quote) == ("cautioned", "that the repairs could take a year")


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


def test_participle_cue_takes_the_main_subject(extract):
    claims = extract("Clinton tweeted her thanks, saying the president had been generous.")
    saying = next(c for c in claims if c.cue == "saying")
    assert saying.speaker == "Clinton"
    assert saying.quote == "the president had been generous"


def test_statement_saying(extract):
    (claim,) = extract("The campaign issued a statement saying the senator would not resign.")
    assert claim.speaker == "a statement"
    assert claim.cue == "saying"


def test_first_person_hedge_is_not_an_attribution(extract):
    assert extract("I think we can win.") == []
    (claim,) = extract("Analysts think the senator can win.")
    assert claim.speaker == "Analysts"


def test_group_defined_by_a_relative_clause_is_not_a_claim(extract):
    claims = extract("Those who said the economy was their top issue said they backed Clinton.")
    assert [c.cue for c in claims] == ["said"]
    assert claims[0].speaker == "Those who said the economy was their top issue"


def test_finding_needs_a_complement_to_report_anything(extract):
    assert [c for c in extract("The campaign found a way around the rules.") if c.quote] == []
    (claim,) = extract("The inspectors found the plant to be safe.")
    assert (claim.cue, claim.quote) == ("found", "the plant to be safe")


def test_a_belief_inside_someones_words_is_part_of_them(extract):
    claims = extract("Aides said he expects the plant to reopen in March.")
    assert [(c.speaker, c.cue) for c in claims] == [("Aides", "said")]


def test_stance_verb_inside_content_is_content(extract):
    (claim,) = extract("Polls showed that older voters mostly backed Clinton.")
    assert claim.cue == "showed"


def test_headline_colon(extract):
    (claim,) = extract("Trump: ‘I’m the Worst Thing That Ever Happened to the Establishment.’")
    assert (claim.speaker, claim.cue) == ("Trump", ":")
    assert claim.quote == "‘I’m the Worst Thing That Ever Happened to the Establishment.’"
    (claim,) = extract("Poll: Sanders takes first national lead over Clinton.")
    assert claim.speaker == "Poll"
    assert claim.quote == "Sanders takes first national lead over Clinton"


def test_a_colon_after_the_cue_belongs_to_the_cue(extract):
    # PolNeAR marks "said:" as the cue; a comma after the cue stays out of it.
    (claim,) = extract("Her adviser, Jake Sullivan, said: “The alliance matters more than ever.”")
    assert (claim.speaker, claim.cue) == ("Jake Sullivan", "said:")
    assert claim.quote == "“The alliance matters more than ever.”"
    (claim,) = extract("Her adviser said, “The alliance matters more than ever.”")
    assert claim.cue == "said"


def test_a_quotation_the_parser_hangs_on_the_subject_is_what_was_said(extract):
    sentence = (
        "“That’s a legitimate concern, because they’re very passionate,” Sarandon, 69, told MSNBC Monday "
        "when asked about the race."
    )
    claim = next(c for c in extract(sentence) if c.cue == "told")
    assert (claim.speaker, speaker_as_written(sentence, claim)) == ("Sarandon", "Sarandon, 69,")
    assert claim.quote == "“That’s a legitimate concern, because they’re very passionate,”"
    # A quotation that opens inside the subject is part of its name.
    (claim,) = extract("The “No Comparison” ad contrasts Bush’s record with Kasich’s.")
    assert claim.speaker == "The “No Comparison” ad"


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


def test_a_cue_verb_does_not_lend_its_words_to_the_infinitive_it_governs(extract):
    # "went on to say" is one cue; "promised" is a cue of its own and "to say more" its content.
    (claim,) = extract("She promised to say more about the plan.")
    assert (claim.cue, claim.quote) == ("promised", "to say more about the plan")


def test_what_someone_stopped_short_of_saying_is_no_claim(extract):
    claims = extract("The governor stopped short of calling the shooting a crime.")
    assert "calling" not in [c.cue for c in claims]


def test_a_headline_in_title_case_is_read_as_a_sentence_and_quoted_as_written(extract):
    (claim,) = extract("Conservative Icon Morton Blackwell Endorses Ted Cruz.")
    assert (claim.speaker, claim.cue, claim.quote) == (
        "Conservative Icon Morton Blackwell",
        "Endorses",
        "Ted Cruz",
    )
    (claim,) = extract("EXPERTS DOWNPLAY PLANNED NORTH KOREA LAUNCH.")
    assert (claim.speaker, claim.cue) == ("EXPERTS", "DOWNPLAY")


def test_any_verb_that_closes_a_quotation_reports_it(extract):
    (claim,) = extract("“This is fantastic!” beamed Donald Hartley.")
    assert (claim.speaker, claim.cue, claim.quote) == ("Donald Hartley", "beamed", "“This is fantastic!”")
    (claim,) = extract("“Go back to Univision,” Trump barked and a guard escorted Ramos out.")
    assert (claim.speaker, claim.cue) == ("Trump", "barked")
    # Only a name or a pronoun is trusted as the speaker of a verb no list names.
    claims = extract("One message read “anybodybuttrump.us,” a website linked to a group.")
    assert "linked" not in [c.cue for c in claims]


def test_labels_before_a_colon_are_not_speakers(extract):
    assert extract("Update: The plant reopened on Monday after repairs.") == []
    assert extract("CLARIFICATION: The first sentence has been changed.") == []


def test_a_transcript_name_in_capitals_is_the_speaker(extract):
    (claim,) = extract("RAMOS: Secretary Clinton, did you lie to them?")
    assert (claim.speaker, claim.cue, claim.quote) == ("RAMOS", ":", "Secretary Clinton, did you lie to them")


@pytest.mark.parametrize(
    ("sentence", "speaker", "cue", "quote"),
    [
        # a quotation beside a saying verb, with no clause for content
        ("“Okay,” I said, attempting to regroup.", "I", "said", "“Okay,”"),
        (
            "“Does anybody know the platform?” Graham asked.",
            "Graham",
            "asked",
            "“Does anybody know the platform?”",
        ),
        (
            "He continued, “I believe it is about repairing the damage.”",
            "He",
            "continued",
            "“I believe it is about repairing the damage.”",
        ),
        ("Asked whether she would serve, 40 percent said yes.", "40 percent", "said", "yes"),
        ("One sign read “Hispanics 4 Trump.”", "One sign", "read", "“Hispanics 4 Trump.”"),
        # the relative pronoun as the object: what was said is about the noun it stands for
        (
            "He toured Florida, which he describes as his second home.",
            "he",
            "describes",
            "Florida, which he describes as his second home",
        ),
        # a preposition or particle belongs to the cue
        (
            "Ali called on fellow Muslims to stand up to extremists.",
            "Ali",
            "called on",
            "fellow Muslims to stand up to extremists",
        ),
        (
            "Clinton is calling for the United States to step up its efforts.",
            "Clinton",
            "is calling for",
            "the United States to step up its efforts",
        ),
        (
            "Jeb Bush pointed out that he would support the Broncos.",
            "Jeb Bush",
            "pointed out",
            "that he would support the Broncos",
        ),
        # complements the parser hangs on the wrong arc
        (
            "He said legalizing it could put thousands of people to work.",
            "He",
            "said",
            "legalizing it could put thousands of people to work",
        ),
        (
            "Trump said after the convention he would not accept the endorsement.",
            "Trump",
            "said",
            "after the convention he would not accept the endorsement",
        ),
        # the object's own complement stays with it
        (
            "The governor endorsed Sen. Ted Cruz for president.",
            "The governor",
            "endorsed",
            "Sen. Ted Cruz for president",
        ),
        # a gerund after a preposition, or an infinitive its subject carries out, is the subject's;
        # the infinitive's cue starts at the verb that carries it, as PolNeAR marks cues
        (
            "The mayor closed the meeting by saying the budget would be balanced next year.",
            "The mayor",
            "saying",
            "the budget would be balanced next year",
        ),
        (
            "The mayor would not name appointees, aside from saying she wants a diverse board.",
            "The mayor",
            "saying",
            "she wants a diverse board",
        ),
        (
            "In addition to stating that the plant is safe, the minister vowed to reopen it.",
            "the minister",
            "stating",
            "that the plant is safe",
        ),
        (
            "The minister went on to say that the plant would reopen in March.",
            "The minister",
            "went on to say",
            "that the plant would reopen in March",
        ),
        (
            "Voters were more likely to say the economy was improving.",
            "Voters",
            "were more likely to say",
            "the economy was improving",
        ),
        (
            "The union took to Twitter to denounce the new contract.",
            "The union",
            "took to Twitter to denounce",
            "the new contract",
        ),
        # "according to" whatever the parser hangs it on
        ("That’s according to early exit polls.", "early exit polls", "’s according to", "That"),
        (
            "Trump demeaned contestants, according to show insiders.",
            "show insiders",
            "according to",
            "Trump demeaned contestants",
        ),
        # what follows the object is part of it, but not when or where it was said
        ("The senator criticized Rubio by name.", "The senator", "criticized", "Rubio by name"),
        ("The governor praised the plan in a speech.", "The governor", "praised", "the plan"),
        # a poll's share the parser reads as a modifier
        ("About 4 in 10 say the economy is improving.", "About 4 in 10", "say", "the economy is improving"),
        # a passive's agent is the speaker, its subject what was said
        (
            "The plan was first reported by the Daily Herald.",
            "the Daily Herald",
            "was first reported",
            "The plan",
        ),
        # "As X reported, ..." puts the cue first
        (
            "As the ministry reported, output rose by 10 percent in March.",
            "the ministry",
            "reported",
            "output rose by 10 percent in March",
        ),
        # a clause the parser hangs on the statement it was said in
        (
            "John Weaver says in a statement that the race will now be a four-man contest.",
            "John Weaver",
            "says",
            "that the race will now be a four-man contest",
        ),
        # what was said as an object
        (
            "Six in 10 voters said Clinton is honest, and three-quarters said the same of Sanders.",
            "three-quarters",
            "said",
            "the same of Sanders",
        ),
        # a finite verb the parser hangs on its own subject, as if it were a participle
        (
            "WASHINGTON (AP) — Donald Trump called Wednesday for Justice Ginsburg to resign.",
            "Donald Trump",
            "called Wednesday for",
            "Justice Ginsburg to resign",
        ),
    ],
)
def test_attribution_patterns(extract, sentence, speaker, cue, quote):
    claims = extract(sentence)
    assert (speaker, cue, quote) in [(c.speaker, c.cue, c.quote) for c in claims]


def test_as_with_a_verb_that_reports_nothing_is_no_attribution(extract):
    assert extract("As the talks continued, output rose by 10 percent in March.") == []


def test_a_saying_verb_with_a_circumstance_is_not_given_it_as_content(extract):
    # "when Boyle asked" says when, not what.
    claims = extract("Trump said when Boyle asked him a question.")
    assert all(c.quote != "when Boyle asked him a question" for c in claims)


@pytest.mark.parametrize(
    ("sentence", "speaker", "cue", "quote", "modality"),
    [
        (
            "Trump's claim that Mexico will pay for the wall is false.",
            "Trump's",
            "claim",
            "that Mexico will pay for the wall",
            "alleges",
        ),
        (
            "The report renewed Republican calls for a special prosecutor.",
            "Republican",
            "calls for",
            "a special prosecutor",
            "asserts",
        ),
        (
            "A denial from the ministry that the plant will close came on Monday.",
            "the ministry",
            "denial",
            "that the plant will close",
            "denies",
        ),
    ],
)
def test_noun_cues(extract, sentence, speaker, cue, quote, modality):
    found = [(c.speaker, c.cue, c.quote, c.modality) for c in extract(sentence)]
    assert (speaker, cue, quote, modality) in found


def test_a_noun_cue_needs_someone_behind_it(extract):
    assert extract("The claim that Mexico will pay for the wall is false.") == []


def test_a_poll_opening_the_sentence_is_its_source(extract):
    (claim,) = extract("In an NBC poll released Monday, 50 percent of respondents chose Clinton.")
    assert (claim.speaker, claim.cue, claim.quote) == (
        "an NBC poll released Monday",
        "In",
        "50 percent of respondents chose Clinton",
    )
    # The document is only the channel when someone named speaks through it.
    (claim,) = extract("In a statement, the company said the plant would close.")
    assert (claim.speaker, claim.cue) == ("the company", "said")
    assert extract("In the end, voters chose Clinton.") == []


@pytest.mark.parametrize(
    ("sentence", "cue", "quote", "modality"),
    [
        (
            "It was revealed that the plant had closed.",
            "was revealed",
            "that the plant had closed",
            "asserts",
        ),
        (
            "Trump is expected to speak on Monday.",
            "is expected",
            "Trump is expected to speak on Monday",
            "expects",
        ),
        ("Mr. Quiros was accused of fraud.", "was accused", "Mr. Quiros was accused of fraud", "alleges"),
        (
            "The ad airs during the final, which is expected to draw a large audience.",
            "is expected",
            "which is expected to draw a large audience",
            "expects",
        ),
        (
            "The club is reportedly spending $1.5 million on ads.",
            "reportedly",
            "The club is reportedly spending $1.5 million on ads",
            "asserts",
        ),
        (
            "He was arrested after he allegedly brandished a pistol.",
            "allegedly",
            "he allegedly brandished a pistol",
            "alleges",
        ),
    ],
)
def test_a_source_the_text_does_not_name_leaves_the_speaker_empty(extract, sentence, cue, quote, modality):
    (claim,) = extract(sentence)
    assert (claim.speaker, claim.speaker_span) == ("", None)
    assert (claim.cue, claim.quote, claim.modality) == (cue, quote, modality)


def test_an_impression_the_text_gives_as_its_own_is_unclear_and_unattributed(extract):
    (claim,) = extract("The union appears to be moving behind the plan.")
    assert (claim.speaker, claim.cue, claim.modality) == ("", "appears", "unclear")
    assert claim.quote == "The union appears to be moving behind the plan"
    (claim,) = extract("It appears, though, that the game was not boring to everyone.")
    assert (claim.speaker, claim.modality) == ("", "unclear")
    assert claim.quote == "that the game was not boring to everyone"


def test_a_connective_opening_an_inverted_quote_is_the_writers(extract):
    (claim,) = extract("But the weapons his country holds, he added, are like nuclear bombs.")
    assert (claim.speaker, claim.cue) == ("he", "added")
    assert claim.quote == "the weapons his country holds, he added, are like nuclear bombs"


def test_passives_that_report_no_words_are_no_claims(extract):
    assert extract("Sanders was asked about the plan.") == []
    assert extract("Fourteen refugees were admitted as residents.") == []


def test_an_unnamed_source_inside_someones_words_is_part_of_them(extract):
    (claim,) = extract("Police said he allegedly brandished a pistol.")
    assert (claim.speaker, claim.quote) == ("Police", "he allegedly brandished a pistol")


def test_of_two_subjects_the_speaker_is_the_one_next_to_the_verb(extract):
    claims = extract("MACAU (Reuters) – Casino owner Sheldon Adelson said on Friday he met the candidate.")
    assert [c.speaker for c in claims] == ["Casino owner Sheldon Adelson"]


def test_a_clause_joined_by_and_is_not_what_the_second_one_said(extract):
    (claim,) = extract("Some in the crowd booed, and a man yelled “Stay there!”")
    assert (claim.speaker, claim.cue, claim.quote) == ("a man", "yelled", "“Stay there!”")


def test_a_cue_verb_inside_someones_words_is_not_read_as_an_inverted_attribution(extract):
    claims = extract("His lawyer said he would not answer questions.")
    assert [(c.speaker, c.cue, c.quote) for c in claims] == [
        ("His lawyer", "said", "he would not answer questions")
    ]
