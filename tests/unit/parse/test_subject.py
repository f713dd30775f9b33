"""Subjects, predicates and propositions of the content clause, as a user reads a claim."""

import pytest


def only(claims):
    (claim,) = claims
    return claim


@pytest.mark.parametrize(
    ("sentence", "subject", "kind", "ref"),
    [
        # a name, a common noun phrase, a name through its preposition
        ("Officials said Smith is in Moscow.", "Smith", "named", ""),
        ("The company said the deal is on track.", "the deal", "generic", ""),
        (
            "The officials said output at Field Alpha would rise by 10 percent.",
            "output at Field Alpha",
            "named",
            "",
        ),
        # a pronoun in reported speech may stand for the speaker; resolution checks that they agree
        ("Trump said he would raise the issue with Putin.", "he", "pronoun", "indirect"),
        ("“He is a liar,” Trump said.", "He", "pronoun", "quoted"),
        # the quotation opens after the pronoun: "he" is the reporter's word, not the speaker's
        ("Bolton said he “expects the meeting to go well.”", "he", "pronoun", "indirect"),
        ("Apple said it would pull out of the deal.", "it", "pronoun", "indirect"),
        # "look" makes an expletive "it" only with what it looks like (the drop's Russia claim)
        ("Russia has said it is looking forward to the talks.", "it", "pronoun", "indirect"),
        # first person inside a quotation is the speaker
        ("“We didn't threaten anybody,” McDonough said.", "We", "pronoun", "speaker"),
        ("“I am ready to do that right now,” Tridevil said.", "I", "pronoun", "speaker"),
        # British papers quote in single marks; an apostrophe is no quotation
        ("Jasmine added: ‘I got it because I wanted to be unattractive.’", "I", "pronoun", "speaker"),
        ("'We will appeal,' the ministry said.", "We", "pronoun", "speaker"),
        # after a single opening mark the parser hangs "’d" on the "I" (fnc_1072)
        ("Ms Clarke-Murphy told CBC: ‘I’d like for it to be a female.’", "I", "pronoun", "speaker"),
        ("'He feels he will never die,' Simone said.", "He", "pronoun", "quoted"),
        ("Trump, who can’t stand the ’90s, said he would go.", "he", "pronoun", "indirect"),
        # a possessive pronoun is read as its pronoun would be (session 27's "His intake")
        ("Steward said his son was suspended.", "his son", "possessive", "indirect"),
        ("'My parents were angry,' Leelah wrote.", "My parents", "possessive", "speaker"),
        ("“His intake has increased,” a source said.", "His intake", "possessive", "quoted"),
        # an infinitive's doer: the speaker, or the object that is to do it
        ("Trump promised to raise the issue with Putin.", "Trump", "named", "speaker"),
        ("Democrats called on Trump to pull out of the summit.", "Trump", "named", ""),
        # a gerund after the cue's preposition: its object does it, else the speaker (the drop's
        # empty subjects: "warns Putin against interfering in the midterms")
        ("Trump publicly warns Putin against interfering in the midterms.", "Putin", "named", "phrase"),
        ("Putin boasted about meeting Trump in Helsinki.", "Putin", "named", "speaker"),
    ],
)
def test_what_the_subject_is(extract, sentence, subject, kind, ref):
    claim = only(extract(sentence))
    assert (claim.subject, claim.subject_kind, claim.subject_ref) == (subject, kind, ref)


def test_a_relative_word_stands_for_the_noun_it_hangs_on(extract):
    claim = only(extract("The final, which is expected to draw a record crowd, will be held on Sunday."))
    assert claim.subject_ref == "phrase" and claim.subject_antecedent == "The final"
    assert claim.predicate == "draw"


@pytest.mark.parametrize(
    ("sentence", "antecedent", "predicate"),
    [
        # the relative word is the subject of what the relative clause reports (real-news drop:
        # 93 claims had "that" or "which" as their subject)
        (
            "IS traffics heroin from the city of Nineveh, which the Russian Federal Drug Control "
            "Service says is generating significant revenues.",
            "Nineveh",
            "generate",
        ),
        (
            "He boasted of a missile that he previously said could fly over the North Pole.",
            "a missile",
            "fly",
        ),
        (
            "Trump attacked the migrants that he said were destroying European culture.",
            "the migrants",
            "destroy",
        ),
        # no relative word at all: the noun still stands in for the subject the clause lost
        (
            "Putin unveiled new weapons he said would render the missile shield useless.",
            "new weapons",
            "render",
        ),
    ],
)
def test_a_relative_clause_reporting_its_noun_is_a_claim_about_the_noun(
    extract, sentence, antecedent, predicate
):
    claim = [c for c in extract(sentence) if c.predicate][-1]
    assert (claim.subject_antecedent, claim.predicate) == (antecedent, predicate)
    assert claim.proposition is True, claim.proposition_reason


@pytest.mark.parametrize(
    ("sentence", "antecedent"),
    [
        # the real-news drop's "it" subjects that their own sentence names (session 35)
        (
            "An FIR was later filed at the Milak police station in Rampur district by the groom's "
            "family, but it was reportedly withdrawn soon after.",
            "An FIR",
        ),
        (
            "Currently the Apple Watch isn't available, but it is reportedly going on sale this "
            "year in April.",
            "the Apple Watch",
        ),
        # a subject inside the quotation, across its sentences
        (
            "“This attack is very significant. It is the first complex attack in Baghdad city by "
            "ISIS,” the institute said.",
            "This attack",
        ),
        (
            "Reports are that that meeting went well and the Russian president said that it had "
            "raised hopes for a full restoration of relations.",
            "that meeting",
        ),
        # what defines the noun comes with it: plain "People" would be everybody
        (
            "“People who are in official positions in Moscow have not exactly been hiding it. "
            "They’ve been crowing all over social media all morning,” Ioffe said.",
            "People who are in official positions in Moscow",
        ),
        # "they": the plural its sentence names, never the one person who said it
        (
            "“Russia-U.S. ties aren’t just at their lowest point since the end of the Cold War, "
            "they never were as bad as they are now,” said Fyodor Lukyanov.",
            "Russia-U.S. ties",
        ),
        (
            "“This doesn't happen. Cats don't just come back to life. Not five days after "
            "they've been put in the ground,” Hutson's neighbor said.",
            "Cats",
        ),
    ],
)
def test_an_it_or_they_stands_for_what_its_sentence_named_before_it(extract, sentence, antecedent):
    claim = next(c for c in extract(sentence) if c.subject.lower() in {"it", "they"})
    assert (claim.subject_ref, claim.subject_antecedent) == ("phrase", antecedent)


@pytest.mark.parametrize(
    "sentence",
    [
        # a speaker that may be a thing: resolution decides from the document's names
        "Apple said it would pull out of the deal.",
        "Hewlett-Packard Co. on Monday said it plans to separate its printer business.",
        # a person, an object and "none" are not what "it" stands for
        "Putin claimed it could evade any missile defense system.",
        "If Trump treats this summit as a deal, it will fail, the official said.",
        "Even if he were granted Moscow as retribution, his critics would say it's not good enough.",
        "“None of the information was absurd — it’s not as if they said he owned castles,” she said.",
        # officials may be the "they"; a quotation's "they" is not the plural outside it
        "Officials said they would appeal.",
        'Of our earnings statements she said: "If anyone had asked us, they would know."',
        'In between the two sessions, the U.S. president said they were off to a "very good start."',
    ],
)
def test_a_pronoun_with_nothing_before_it_stays_a_pronoun(extract, sentence):
    claim = next(c for c in extract(sentence) if c.subject.lower() in {"it", "they"})
    assert claim.subject_ref != "phrase" and claim.subject_kind == "pronoun"


def test_a_subject_is_known_without_its_aside(extract):
    claim = only(extract("Rivers' doctor, who performed the biopsy, took a selfie, a staffer said."))
    assert claim.subject == "Rivers' doctor"


def test_expletive_it_gives_way_to_the_clause_it_stands_for(extract):
    claim = only(
        extract("It seems to us the opponents of better relations are strong, Putin's adviser said.")
    )
    assert claim.subject == "the opponents of better relations"
    assert claim.predicate == "be strong"


@pytest.mark.parametrize(
    ("sentence", "subject", "predicate"),
    [
        # the drop's expletive subjects: what is a mistake, important or clear is the clause
        (
            "Paul said it's a mistake to try to extract accountability from Russia.",
            "to try to extract accountability from Russia",
            "be mistake",
        ),
        (
            "Officials said it's important for the president to take a tougher stance.",
            "for the president to take a tougher stance",
            "be important",
        ),
        # what is clear, true or possible is said itself (session 30's claim sample: "it's very
        # clear that the tactics ISIL is using expand by the day" was all subject)
        ("Officials said it is clear that Russia interfered.", "Russia", "interfere"),
        ("“It is clear they are missing certain parts,” he said.", "they", "miss"),
        ("He said it is true that the company lost money.", "the company", "lose"),
        # what is not clear is not said: the question is what is unclear, or clear
        ("He said it was not clear whether Russia interfered.", "whether Russia interfered", "be clear"),
        (
            "He said it was unclear what role adults played in the new sport.",
            "what role adults played in the new sport",
            "be unclear",
        ),
        ("“It is clear what happened here,” she said.", "what happened here", "be clear"),
        # a cleft sets apart who did it (hel_0112)
        ("He said it was the U.S. that requested the meeting.", "the U.S.", "request"),
        # and a possessive focus, whose clause the parser hangs on the noun (session 32's fnc_876)
        (
            "Wildlife experts said it was the music's volume that scared the bear away.",
            "the music's volume",
            "scare",
        ),
        ("Officials said it was Trump's decision that ended the talks.", "Trump's decision", "end"),
        # but "the one", "the same attack" with their clause say what "it" was
        ("The Mail said that it was the same attack that injured the leader.", "it", "be attack"),
        # "it" is a thing when what it is, is new
        ("Apple said it is a company that makes phones.", "it", "be company"),
        # an infinitive on the adjective says what "it" is ready for: "it" is Apple
        ("Apple said it is ready to ship the watch.", "it", "be ready"),
        # but an adjective that judges an act judges the infinitive (session 30's claim sample)
        (
            "Putin knows it would be unrealistic to expect U.S. recognition of Crimea.",
            "to expect U.S. recognition of Crimea",
            "be unrealistic",
        ),
        (
            "The minister said it was too early to tell whether the talks would succeed.",
            "to tell whether the talks would succeed",
            "be early",
        ),
        # a gerund after the adjective is what was hard, not something "it" did (fnc_1903)
        (
            "“It was really hard finding someone that would do it,” she said.",
            "finding someone that would do it",
            "be hard",
        ),
        # what emerged is said itself, as with "it turned out that"
        ("Officials said it emerged that the company had paid the fine.", "the company", "pay"),
    ],
)
def test_an_it_in_front_of_a_clause_gives_way_to_the_clause(extract, sentence, subject, predicate):
    claim = only(extract(sentence))
    assert (claim.subject, claim.predicate) == (subject, predicate)


def test_what_is_clear_stays_whole_when_it_reports_someone(extract):
    """fnc_1448: "It is evident that the 'religious police' has denied that ...": the denial is
    the police's claim of its own; the researchers' claim keeps the clause as its subject."""
    claims = extract(
        "It is evident that the police have denied that it issued such a law, the researchers said."
    )
    evident = next(c for c in claims if c.cue == "said")
    assert (evident.subject, evident.predicate) == (
        "the police have denied that it issued such a law",
        "be evident",
    )
    assert any(c.modality == "denies" and c.speaker == "the police" for c in claims)


def test_a_cue_joined_to_a_negated_one_is_negated_too(extract):
    """fnc_1935, in session 30 and 31's claim samples: "U.S. officials would not confirm or deny
    whether Baghdadi had been targeted" came out as the officials' denial."""
    for sentence in (
        "U.S. officials would not confirm or deny whether Baghdadi had been targeted.",
        "The ministry did not confirm or deny that the plant had closed.",
    ):
        assert [(c.proposition, c.proposition_reason) for c in extract(sentence) if c.cue] == [
            (False, "negated_cue")
        ], sentence
    # refusing to confirm or deny a report denies nothing; denying it is a denial that points back
    assert [
        c.proposition_reason for c in extract("The ministry would neither confirm nor deny the report.")
    ] == ["noun_phrase"]
    assert [c.proposition_reason for c in extract("The ministry denied the report.")] == ["refers_back"]
    # a negated verb before "but said" leaves the saying as it is
    said = extract(
        "Cosgrove didn't know how the scorpion got on the plane, but said that the flight came from Mexico."
    )
    assert [(c.cue, c.proposition) for c in said if c.cue == "said"] == [("said", True)]
    # two cues, neither negated: each says its own
    said = extract("The ministry confirmed the closure and denied that workers were hurt.")
    assert [(c.cue, c.proposition) for c in said] == [("confirmed", False), ("denied", True)]


def test_what_is_possible_is_an_expectation(extract):
    claim = only(extract("Doctors said it is possible that the surgery triggered something."))
    assert (claim.subject, claim.predicate, claim.modality) == ("the surgery", "trigger", "expects")
    claim = only(extract("Doctors said it is clear that the surgery triggered something."))
    assert (claim.subject, claim.predicate, claim.modality) == ("the surgery", "trigger", "asserts")


@pytest.mark.parametrize(
    ("sentence", "predicate", "value"),
    [
        # light verbs keep their complement: a liar and a place are different predicates
        ("Officials said Smith is a liar.", "be liar", "a liar"),
        ("Officials said Smith is in Moscow.", "be in", "in Moscow"),
        ("The company said the deal is on track.", "be on track", "on track"),
        ("Officials said Smith has a plan to step down.", "have plan", "a plan to step down"),
        # a particle the parser reads as a preposition is the verb's
        ("Apple said it would pull out of the deal.", "pull out", "of the deal"),
        ("The chairman said he would step down as chief executive.", "step down", "as chief executive"),
        # "is going to" and "has to" leave the meaning to the verb they carry
        ("The ministry said the plant is going to restart in March.", "restart", "in March"),
    ],
)
def test_predicates_are_lemmas_with_particle_and_complement(extract, sentence, predicate, value):
    claim = only(extract(sentence))
    assert (claim.predicate, claim.value) == (predicate, value)


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("Trump praised his admiration for Putin.", "noun_phrase"),
        # a noun with its infinitive or participle is still a noun phrase (session 34's pool:
        # "any attempt to disrupt U.S. elections", "a plan to spin off its PayPal unit")
        ("eBay announced a plan to spin off its PayPal payments-processing unit.", "noun_phrase"),
        ("Pando cites an anonymous source working in Apple's engineering team.", "noun_phrase"),
        # the writer's impression, which nobody said (session 34's pool: 5 of 5 read unattributed)
        ("It appears that the plane was shot down.", "non_speech_cue"),
        ("Apple didn't respond to a request for comment.", "noun_phrase"),
        ("She asked whether the plant would restart.", "question"),
        ("The senator enjoys the attention.", "noun_phrase"),
        # what someone does or lets happen, not what they say (real-news single-origin rows)
        ("Russia's constitution prohibits turning over citizens to foreign governments.", "non_speech_cue"),
        ("Officials decided to close the border.", "non_speech_cue"),
        # what someone would not say was not said (session 27's single-origin sample)
        ("The clinic declined to respond to the source's comments.", "non_speech_cue"),
        # what someone means or has settled to do is the writer's report, not their words
        # (session 29's claim sample: "plans to introduce the gender segregation")
        ("The Arab state's national airlines plans to introduce the gender segregation.", "non_speech_cue"),
        ("Apple hopes to capture the fitness crowd with the watch.", "non_speech_cue"),
        ("A surgeon agreed to carry out the operation.", "non_speech_cue"),
        # what a picture shows happening (sessions 28 and 29's corroborated samples)
        ("The video showed Sotloff being beheaded in retaliation for U.S. airstrikes.", "non_speech_cue"),
        ("The footage showed police firing tear gas at protesters.", "non_speech_cue"),
        # what someone wants done or tries to do is no claim that it is so
        ("Senate Minority Leader Chuck Schumer urged Trump to press the issue.", "request"),
        ("Officials of the White House and the Kremlin sought to downplay expectations.", "request"),
        ("The ministry called on residents to leave the area.", "request"),
        # a warning to someone to do something asks it (session 30's corroborated sample)
        ("A masked figure in the video warned governments to back off.", "request"),
        # an imperative asks, whoever says it (session 36: fnc_2350's "Come and examine them", the
        # drop's "Cancel your ridiculous Putin summit", "Don't let a candy bar ruin your vacation")
        ("“Come and examine them,” said Ambassador Mohamed Alhakim.", "request"),
        ("“Cancel your ridiculous Putin summit,” Warren tweeted.", "request"),
        ('"Please prove us wrong," the group said.', "request"),
        ('"Don\'t let a candy bar ruin your vacation," reads the tagline.', "request"),
        # sample 20b's single-origin rows: an indirect question, a relative clause's lost noun,
        # a relative clause's possessive subject
        ("Huntsman seemed uncertain how Trump would address arms control issues in Helsinki.", "question"),
        ("The flight attendant asked what he would prefer.", "question"),
        ("It was a topic Trump had promised to press Russian President Vladimir Putin on.", "fragment"),
        # a modal verb cut from its subject (session 26's sample: "will ship 29 million watches")
        ("The team believes will ship 29 million watches this year.", "fragment"),
        (
            "But for Trump, whose White House victory was actively supported by 12 agents, according "
            "to a recent U.S. indictment, and whose entourage is still being investigated.",
            "fragment",
        ),
    ],
)
def test_attributions_without_a_proposition_say_why(extract, sentence, reason):
    claims = extract(sentence)
    assert claims, "the attribution stays"
    assert [(c.proposition, c.proposition_reason) for c in claims] == [(False, reason)]


def test_what_someone_noticed_or_one_quoted_word_is_no_statement(extract):
    """Session 30's single-origin sample: "Park keepers had noticed the owl was unhappy" (fnc_1117)
    is what they saw, told by the writer; "Mr. Trump appears to be "conflating"" (hel_0212) gave
    the one quoted word a claim of its own, with no clause in it."""
    noticed = [c for c in extract("Keepers noticed that the owl was unhappy.") if c.cue]
    assert [(c.cue, c.proposition, c.proposition_reason) for c in noticed] == [
        ("noticed", False, "non_speech_cue")
    ]
    conflating = extract(
        "As President Trump continues to slam Robert Mueller's probe, Sen. John Cornyn says that "
        'Mr. Trump appears to be "conflating" that aspect of the probe.'
    )
    assert all(c.proposition_reason == "fragment" for c in conflating if c.quote == '"conflating"')
    assert [c.cue for c in conflating if c.proposition] == ["says"]
    said = extract('"I resign," he said.')
    assert [(c.quote, c.proposition) for c in said] == [('"I resign,"', True)]
    # session 32's corroborated sample: "Rivers stopped breathing" (fnc_90) is nothing Rivers said
    stopped = extract("Under the care of Dr. Cohen, Rivers stopped breathing and later died.")
    assert [(c.cue, c.proposition_reason) for c in stopped if c.cue] == [("stopped", "non_speech_cue")]


def test_a_refusal_inside_a_claim_is_no_claim_of_its_own(extract):
    """hel_0048: Trump's words are the claim; "Moscow refuses to return the peninsula" is no
    statement of Moscow's."""
    claims = extract("Trump has said he will stand firm even if Moscow refuses to return the peninsula.")
    assert [(c.cue, c.proposition) for c in claims] == [("has said", True), ("refuses", False)]


def test_a_clause_is_a_proposition(extract):
    claim = only(extract("The ministry said the plant will restart in March."))
    assert claim.proposition is True and claim.proposition_reason == ""
    # a bare verb after its subject, or one cut from "I", is no imperative
    for sentence in ('"We will respond," he said.', 'Trump tweeted: "Look forward to meeting Putin."'):
        assert [c.proposition for c in extract(sentence)] == [True], sentence


@pytest.mark.parametrize(
    "sentence",
    [
        # joined to a verb with its subject and modal (the drop's fnc_250)
        'Officials said the "government would not exchange prisoners," or carry out "military action" '
        "to rescue her son, according to Diane Foley.",
        # a quotation that opens after the words it continues
        'It warned that Russian strategy on nuclear weapons, "increase the prospect for dangerous '
        'miscalculation and escalation."',
        '"I still don\'t know how it got onto social media," he said.',
    ],
)
def test_a_bare_verb_with_its_subject_elsewhere_asks_nothing(extract, sentence):
    assert "request" not in [c.proposition_reason for c in extract(sentence)]


@pytest.mark.parametrize(
    "sentence",
    [
        "He claimed to have seen the bear.",
        "He vowed to retaliate.",
        # a "that" clause after an intention verb is said: "agreed that S"
        "Officials agreed that the plan was sound.",
        # what a picture or a poll shows to be so is a finding
        "Satellite images show that dozens of houses were torched.",
        "Polls show Trump leading in Ohio.",
        "Apple is expected to ship 2.5 million watches, analysts said.",
    ],
)
def test_an_infinitive_after_a_claim_or_a_promise_is_a_proposition(extract, sentence):
    claim = only(extract(sentence))
    assert claim.proposition is True, claim.proposition_reason


def test_there_is_what_exists_and_what_is_said_of_it(extract):
    claim = only(extract("Police said there were no details to report on the search."))
    assert (claim.subject, claim.predicate, claim.value, claim.polarity) == (
        "no details",
        "exist",
        "to report on the search",
        "negative",
    )
    # the drop's existentials, each an empty value before: the noun exists, the rest says of it
    for sentence, subject, value in [
        (
            "“There's a man with a gun in the library,” Samantha Sillick said.",
            "a man",
            "with a gun in the library",
        ),
        (
            "“There is a lot of speculation that they may be trying to defect,” Patrick said.",
            "a lot of speculation",
            "they may be trying to defect",
        ),
        ("Nielsen said that there are no signs.", "no signs", ""),
    ]:
        claim = only(extract(sentence))
        assert (claim.subject, claim.predicate, claim.value) == (subject, "exist", value), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        # "how S" after a cue that tells it, "what" after one that says it, a relative "which"
        "Local government sources described how an aircraft had swooped over the meeting.",
        "Gov. Deval Patrick said what many officials say privately, that they are not a danger.",
        "It was a deal which he said would fail.",
        "He said, “When I saw the picture I thought I could use it.”",
        # a relative adverb gaps nothing; a quotation after the relative clause is whole
        "Bart was rushed to the vets, where medics said he would likely lose an eye.",
        "She repeated something one of the boys had said during the lesson, ‘It’s just your life’.",
    ],
)
def test_told_and_relative_clauses_that_keep_their_proposition(extract, sentence):
    claims = extract(sentence)
    assert any(c.proposition for c in claims)
    assert not [c.proposition_reason for c in claims if c.proposition_reason in {"question", "fragment"}]


def test_another_speakers_words_after_while_are_their_own(extract):
    """hel_0001 (session 31's single-origin sample): the adviser's words were inside what Trump
    told CBS, so they came out as the interview's."""
    claims = extract(
        "He told CBS News that he didn't “expect anything” from Putin, while his national security "
        "adviser said the U.S. wasn't looking for any “concrete deliverables.”"
    )
    told = next(c for c in claims if c.cue == "told")
    adviser = next(c for c in claims if c.speaker == "his national security adviser")
    assert "adviser" not in told.quote and told.predicate == "expect"
    assert adviser.parent is None and adviser.subject == "the U.S."
    # a clause that says no one else's words stays in the content
    (rose,) = extract("Officials said prices rose while wages fell.")
    assert "wages fell" in rose.quote


def test_thanks_to_is_no_complement(extract):
    """The drop's top corroborated row was "Our relationship with Russia / be thank / worse ...":
    the parser took "thanks" for the noun that "worse" describes."""
    claim = only(
        extract(
            'Trump tweeted that "Our relationship with Russia has NEVER been worse thanks to many '
            'years of U.S. foolishness and stupidity."'
        )
    )
    assert (claim.subject, claim.predicate) == ("Our relationship with Russia", "be bad")
