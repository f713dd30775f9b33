"""The cue_verb rule: a listed verb of saying or stance, its cue words and what it reports."""

import pytest


def test_no_claim_without_attribution(extract):
    assert extract("The plant has been idle since a fire in February.") == []


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


def test_cue_takes_auxiliaries_negation_and_adverbs(extract):
    (claim,) = extract("The senator has not publicly said that he will run.")
    assert claim.cue == "has not publicly said"
    (claim,) = extract("Trump is already claiming that the race is over.")
    assert claim.cue == "is already claiming"


def test_a_colon_after_the_cue_belongs_to_the_cue(extract):
    # PolNeAR marks "said:" as the cue; a comma after the cue stays out of it.
    (claim,) = extract("Her adviser, Jake Sullivan, said: “The alliance matters more than ever.”")
    assert (claim.speaker, claim.cue) == ("Jake Sullivan", "said:")
    assert claim.quote == "“The alliance matters more than ever.”"
    (claim,) = extract("Her adviser said, “The alliance matters more than ever.”")
    assert claim.cue == "said"


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


def test_first_person_hedge_is_not_an_attribution(extract):
    assert extract("I think we can win.") == []
    (claim,) = extract("Analysts think the senator can win.")
    assert claim.speaker == "Analysts"


def test_a_cue_verb_does_not_lend_its_words_to_the_infinitive_it_governs(extract):
    # "went on to say" is one cue; "promised" is a cue of its own and "to say more" its content.
    (claim,) = extract("She promised to say more about the plan.")
    assert (claim.cue, claim.quote) == ("promised", "to say more about the plan")


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


def test_a_quotation_after_a_dash_is_what_the_closing_cue_says(extract):
    """hel_0014 (AP), in session 30's single-origin sample: the parser made the writer's "Trump
    declined to discuss his goals" the words "he said"; what he said is the quotation."""
    claims = extract(
        "In the CBS News interview, Trump declined to discuss his goals for the summit — "
        '"I\'ll let you know after the meeting," he said.'
    )
    said = next(c for c in claims if c.cue == "said")
    assert said.quote == '"I\'ll let you know after the meeting,"'
    assert (said.subject, said.predicate) == ("I", "let")
    # a quotation the clause only quotes inside stays part of it
    (claim,) = extract('He said the summit - "a great success" - went well.')
    assert claim.predicate == "go"
