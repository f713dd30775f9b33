"""The parse rules' words: every word list they test tokens against, as data.

Each list is named for what its words do in a sentence and says why it exists; the
rules in ``rules/`` and the helpers beside this module read them and hold no words
of their own. Adding a word to a list changes output: bump ``RULES_VERSION`` in
``extractor.py`` with it.
"""

from __future__ import annotations

import re

# Cue lemma -> the stance it signals.
CUE_MODALITY: dict[str, str] = {
    **dict.fromkeys(
        "say tell state announce add note report insist warn write explain argue stress "
        "declare testify believe think suggest reiterate repeat maintain tweet post reply respond "
        "answer remark observe recall explain emphasize contend joke quip boast brag complain "
        "lament muse recount mention describe cite highlight show find indicate reveal conclude "
        "ask urge assure remind praise thank congratulate support back endorse defend "
        "hope fear worry call discuss express list question announce proclaim signal "
        "continue assert demand propose recommend encourage tout echo disclose shout yell chant "
        "exclaim bemoan downplay dub label portray refer point comment advocate "
        "argue rail oppose recognize view offer promote reference challenge detail identify "
        "determine name love admire embrace welcome hail laud applaud read contrast paint suspect "
        "remember reaffirm wonder hint frame caution characterize imply "
        # spaCy's small model lemmatizes "hopes" as "hop"
        "hop".split(),
        "asserts",
    ),
    **dict.fromkeys("confirm acknowledge admit verify concede agree".split(), "confirms"),
    **dict.fromkeys("deny reject dismiss refute dispute contradict disavow".split(), "denies"),
    **dict.fromkeys(
        "allege claim accuse charge criticize decry condemn denounce blast blame slam attack mock "
        "ridicule rebuke scold fault lambaste assail brand".split(),
        "alleges",
    ),
    **dict.fromkeys(
        "expect predict forecast estimate project anticipate promise pledge vow plan intend".split(),
        "expects",
    ),
    # "The campaign refused to answer": a stance on the question, but neither a yes nor a no.
    **dict.fromkeys("refuse decline".split(), "unclear"),
}


# Cues that can take a plain object as content ("denied the report", "praised his record").
OBJECT_CUES = set(
    "deny reject dismiss refute dispute confirm allege claim report announce accuse charge "
    "criticize decry condemn blame slam attack mock praise thank congratulate support back endorse "
    "defend cite highlight mention discuss describe express list question tweet call predict "
    "urge ask promise pledge vow expect forecast estimate show find indicate reveal propose "
    "recommend demand tout echo disclose oppose denounce blast downplay disavow "
    "offer promote reference challenge detail identify name love admire embrace welcome hail laud "
    "applaud acknowledge recall recognize view repeat reiterate label dub portray emphasize stress "
    "proclaim note signal remind bemoan lament advocate contrast paint brand ridicule rebuke scold "
    "characterize frame lambaste assail fault reaffirm say".split()
)


# Cues whose content is an infinitive, perhaps after an object: "urged him to resign".
XCOMP_CUES = set(
    "expect promise pledge vow claim urge ask hope call agree threaten plan intend "
    "encourage demand propose tell warn remind refuse decline".split()
)


# Cues whose infinitive says what someone wants done or tries to do, not what is so: "urged Trump
# to press the issue", "sought to downplay expectations", "I want my things to be sold", "warned
# governments to back off" ("warned that S" stays a statement). The content is kept as an
# attribution but is no proposition (reason "request").
REQUEST_CUES = set(
    "urge ask call encourage demand tell remind want wish seek try attempt press push implore beg "
    "request invite appeal warn advise order instruct".split()
)


# Of those, the ones that need the object: "urged him to resign", never "asked to leave".
OBJECT_REQUIRED = {"ask", "urge", "call", "encourage", "tell", "warn", "remind"}


# Cue verbs that take their content through a preposition: "called for a ban".
PREP_CUES = {
    ("call", "for"),
    ("call", "on"),
    ("rail", "against"),
    ("point", "out"),
    ("refer", "to"),
    ("point", "to"),
    ("talk", "about"),
    ("speak", "about"),
    ("speak", "of"),
    ("respond", "to"),
    ("push", "for"),
    ("complain", "about"),
    ("warn", "about"),
    ("warn", "of"),
    ("warn", "against"),
    ("argue", "for"),
    ("argue", "against"),
    ("ask", "for"),
    ("hope", "for"),
    ("comment", "on"),
    ("vote", "for"),
    ("advocate", "for"),
    ("boast", "about"),
    ("brag", "about"),
    ("joke", "about"),
    ("respond", "with"),
    ("respond", "by"),
    ("agree", "with"),
    ("agree", "on"),
    ("disagree", "with"),
}


# Stance and belief verbs that report no words: nested in another claim they are content, not cues
# ("aides said he expects a restart" is the aides' claim).
STANCE_ONLY = set(
    "support back endorse praise thank congratulate criticize decry condemn blame slam attack mock "
    "defend hope hop fear worry plan intend oppose think believe expect suspect feel "
    # findings and attitudes: "Rubio says the polls showing him second are wrong"
    "show find view offer embrace continue determine love admire welcome recognize".split()
)


# "declined to comment on ...": what follows a refusal was not said.
REFUSALS = {"decline", "refuse", "fail"}


# Verbs the rules decide on, listed or refused; the learned cue model judges only the others.
DECIDED_BY_RULES = set(CUE_MODALITY) | REFUSALS


# "I think", "we believe": a hedge inside someone's words, not a report of what someone said.
HEDGES = {"think", "believe", "guess", "suppose", "feel", "hope", "reckon", "bet"}


# Verbs whose negation is read as the negation of what follows ("neg-raising"): "didn't feel
# that X was a priority" says X was not one, where "did not say that X" says nothing of X.
NEG_RAISING = {"think", "believe", "suppose", "feel", "reckon", "expect", "imagine"}


# The pronouns of a hedge: "I think" is a hedge, "analysts think" a report.
FIRST_SECOND_PERSON = {"i", "we", "you"}


# Auxiliaries that put a claim in the future or the conditional: "asserts" becomes "expects".
MODAL_WORDS = {"will", "would", "could", "should", "may", "might", "shall", "'ll"}


# The last word of a name or place that keeps its period: "Jr.", "Calif.", "S.E.C.".
ABBREVIATION_END = re.compile(
    r"(?:\b(?:[A-Z]\.)+[A-Z]|\b(?:Jr|Sr|Inc|Corp|Co|Ltd|Ala|Ariz|Ark|Calif|Colo|Conn|Del|Fla|Ga|Ill|Ind|"
    r"Kan|Ky|La|Md|Mass|Mich|Minn|Miss|Mo|Mont|Neb|Nev|Okla|Ore|Pa|Tenn|Vt|Va|Wash|Wis|Wyo))$"
)


# Object cues that report something only with a complement: "found him to be charming",
# never "found a way".
OBJECT_NEEDS_COMPLEMENT = {"find"}


# Prepositions of when or where something was said ("in a speech", "on Monday"), not of what.
WHEN_OR_WHERE = {"in", "on", "at", "during", "after", "before", "since"}


# Marks of a clause that says when its head happened: "Sotloff disappeared while reporting from
# Syria" reports nothing that he said.
TIME_MARKS = {"while", "when", "after", "before", "since", "until", "whilst", "once"}


# Cues that report what follows when put "As X reported, ..." ("as the talks continued" reports nothing).
REPORTED_AS = set(
    "say tell write report reveal note observe point explain argue warn predict show find announce "
    "state put".split()
)


# Verbs that report words: with no clause to carry the content, a quotation beside them does.
SAYING = set(
    "say tell add continue write ask explain reply respond answer tweet post declare insist note warn "
    "joke quip shout yell chant exclaim remark observe recall argue state announce conclude read".split()
)


# Labels that head a line the way a name does, but credit nobody: "Update: ...".
LABELS = set(
    "update note editor correction related watch video photos photo read more see also breaking "
    "exclusive analysis opinion commentary live transcript q a question answer quiz "
    "source sources tags and or but so clarification warning".split()
)


# Verbs and adjectives whose infinitive the subject carries out: "went on to say",
# "took to Twitter to praise", "are more likely to say", "is expected to endorse".
CARRIED_OUT_BY_SUBJECT = set("go take continue likely tend expect use start begin come".split())


# Passives that report no words: the subject was spoken to ("was asked", "was told") or
# something was done to it ("were admitted", "is observed as a holiday").
NON_REPORTING_PASSIVES = set(
    "ask tell urge thank congratulate remind assure encourage answer offer admit observe".split()
)


# Adverbs that pass on what someone unnamed said.
HEARSAY_ADVERBS = {
    "reportedly": "asserts",
    "allegedly": "alleges",
    "purportedly": "alleges",
    "supposedly": "alleges",
}


# Shares of a poll the parser reads as a modifier of the verb: "Less than a third agreed".
POLL_SHARES = set("half third thirds quarter quarters fifth fifths majority plurality percent".split())


# Nouns that report words or a stance: "Trump's claim that ...", "Republican calls for ...".
NOUN_CUES: dict[str, str] = {
    **dict.fromkeys(
        "statement assertion argument remark comment insistence assurance testimony announcement "
        "call praise warning suggestion".split(),
        "asserts",
    ),
    **dict.fromkeys("claim allegation accusation charge criticism attack".split(), "alleges"),
    **dict.fromkeys("denial rejection".split(), "denies"),
    **dict.fromkeys("admission confirmation acknowledgment".split(), "confirms"),
    **dict.fromkeys("promise pledge prediction forecast vow".split(), "expects"),
}


# Prepositions that bring in a noun cue's content: "calls for a ban", "criticism of the plan".
NOUN_CONTENT_PREPS = {"for", "of", "about", "on", "against"}


# Documents that say things: "In a new poll, ...", "In a statement, ...".
SOURCE_DOCUMENTS = set(
    "poll survey study report statement interview analysis memo letter filing tweet post column "
    "op-ed editorial speech".split()
)


# Lemmas of an impression the text gives as its own: "The union appears to be moving".
IMPRESSION_VERBS = {"seem", "appear"}
# Contractions and copulas that join "according to" into the cue: "That's according to exit polls".
COPULAS_BEFORE_ACCORDING = {"’s", "'s", "is", "was"}
# Prepositions that open "In a poll, ..." and "Per a memo, ...": the document speaks.
SOURCE_PREPOSITIONS = {"in", "per"}
# Prepositions that name who is behind a noun cue: "a statement from the ministry", "a claim by Trump".
NOUN_CUE_SPEAKER_PREPOSITIONS = {"from", "by"}
# Cues whose object keeps its clause even where the parser reads it as relative: "denied reports that ...".
RELATIVE_OBJECT_CUES = {"deny", "confirm", "dismiss"}
# Verbs whose infinitive carries the content clause's meaning: "is expected to restart", "plans to restart".
INNER_VERB_CARRIERS = {"be", "expect", "plan", "set", "intend"}
# Verbs that hedge their infinitive without making it an expectation: "seems to have come up
# with a solution" says, hedged, that someone came up with one.
HEDGE_CARRIERS = {"seem", "appear"}
# "is unlikely to get these concessions", "was likely to win": the infinitive is the claim, held
# as an expectation; the words of UNLIKELY_WORDS say it will not happen.
LIKELIHOOD_WORDS = {"likely", "unlikely", "probable", "improbable"}
UNLIKELY_WORDS = {"unlikely", "improbable"}
COMPARATIVE_WORDS = {"more", "less", "most", "least", "as"}
# Adverbs that deny their verb as "not" does: "they hardly saw Hessler". ("barely" is left
# out: "barely survived" says they did.)
NEGATING_ADVERBS = {"not", "never", "n't", "hardly", "scarcely"}


# Light verbs: they say little alone, so the predicate keeps their complement ("be on track",
# "have plan"); "X is a liar" and "X is in Moscow" are different predicates.
LIGHT_VERBS = {"be", "have", "get", "go", "do"}
# Verbs an "it" stands in front of for a clause later in the sentence: "It seems that ...".
EXPLETIVE_IT_VERBS = {"seem", "appear", "look", "sound", "happen", "turn", "emerge", "transpire"}
# Verbs by which a thing (a test, a record, a study) shows its "that" clause to hold.
EVIDENCE_VERBS = {"prove", "show", "confirm", "reveal", "demonstrate", "establish", "indicate", "find"}
# Pronouns a content clause's subject can be; none of them names anyone by itself.
PRONOUN_SUBJECTS = set(
    "i me we us you he him she her it they them this that these those one himself herself itself "
    "themselves myself ourselves".split()
)
FIRST_PERSON = {"i", "me", "we", "us", "myself", "ourselves"}
# A possessive pronoun and the pronoun whose referent it shares: "his son" is the son of "he".
POSSESSIVE_PRONOUNS = {"my": "i", "our": "we", "his": "he", "her": "she", "its": "it", "their": "they"}
# Words that open a relative clause and stand for the noun it hangs on.
RELATIVE_WORDS = {"which", "who", "whom", "that", "whose"}
# Cues that report something done, seen or felt, not said: "views the deal as a win", "enjoys
# the attention", "shows off his medals". PolNeAR marks some of them as attributions; the graph
# keeps them, but they carry no proposition to group or contradict.
NON_SPEECH_CUES = set(
    "view enjoy watch spend love like admire embrace welcome thank congratulate celebrate hail "
    "applaud laud visit meet wear play smile laugh hug greet".split()
    # and what someone does or lets happen, read on the real-news drop: "Moscow refuses to return
    # the peninsula", "Putin made Trump wait", "Russia's constitution prohibits turning over citizens";
    # and what someone would not say: "The clinic declined to respond to the source's comments"
    + "refuse decline decide begin start make allow authorize prohibit".split()
    # and what someone perceived: "Park keepers had noticed the owl was unhappy" (session 30's sample)
    + ["notice"]
    # and what stopped: "Rivers stopped breathing" (session 32's corroborated sample, two copies)
    + ["stop", "quit"]
)
# Cues whose infinitive tells what someone means or has settled to do, which the writer reports
# rather than anyone says: "Apple hopes to capture the fitness crowd", "The airline plans to
# introduce segregation", "a surgeon agreed to carry out the operation". A "that" clause after
# them is untouched ("agreed that S"); promises, pledges, vows and threats are said.
INTENTION_CUES = {"hope", "hop", "plan", "intend", "aim", "agree"}
# Pictures and what they show happening: "The video showed Sotloff being beheaded" tells what it
# depicts, no statement. A finding ("Satellite images show that dozens of houses were torched",
# "Polls show Trump leading") stays one.
VISUAL_MEDIA = set(
    "video footage image photo photograph picture clip film recording still screenshot snapshot".split()
)
DEPICTING_CUES = {"show", "depict", "capture"}
# "made clear that S", "made it known that S": "make" with these reports words.
MAKE_SAID = {"clear", "known", "plain", "public"}
# Cue verbs with a particle that report no words: "shows off".
NON_SPEECH_PHRASAL = {("show", "off"), ("make", "fun")}
# Cues that ask rather than tell: what follows is a question, not a proposition.
QUESTION_CUES = {"ask", "wonder", "question", "inquire"}
# Words the parser reads as a preposition right after a verb that are its particle: "pull out of".
PARTICLES = {"out", "down", "up", "off", "away", "back", "over", "in", "on", "along", "ahead", "aside"}
# Phrases that comment on the clause rather than complete it: "is in fact a different fighter" is
# "be / a different fighter", not "be in fact".
DISCOURSE_PHRASES = {
    ("in", "fact"),
    ("in", "turn"),
    ("of", "course"),
    ("in", "particular"),
    ("at", "least"),
    ("in", "addition"),
    ("in", "reality"),
    ("in", "truth"),
    ("by", "contrast"),
    ("after", "all"),
    ("without", "doubt"),
}

# Said of a report ("Reports that S are false", "turned out to be a hoax"), these words say that
# what it reports is not so: the writer's denial of S (rules/debunked_report.py), which the
# modality guard accepts as a denial cue.
FALSITY_WORDS = frozenset(
    """false untrue fake bogus baseless groundless unfounded fabricated fabrication exaggerated
    overblown debunked hoax myth lie lies lying fiction nonsense incorrect inaccurate wrong satire
    satirical misleading rubbish sham phony phoney""".split()
)

# "calling it implausible that S", "called it absurd that S": the speaker doubts S.
IMPLAUSIBLE_WORDS = FALSITY_WORDS | frozenset(
    """implausible unlikely impossible absurd ridiculous preposterous laughable inconceivable
    unthinkable unbelievable far-fetched""".split()
)
DOUBTING_VERBS = frozenset("call deem consider find".split())

# A speaker these words open names nobody who spoke: "No one knows ...", "no credible reports
# support ...", "Neither knew ...", and a hypothetical one: "Whoever says we are foes is spreading
# fake news" (Trump's tweet) says nobody said they were.
NOBODY_WORDS = frozenset("no none neither nobody nothing noone whoever whomever".split())

# Nouns for what someone reported: "Reports that S are false", "denied the allegations".
REPORT_NOUNS = frozenset(
    "report claim rumour rumor story allegation suggestion news speculation assertion notion idea accusation".split()
)
# Words before a report noun that point back at a report the text has given: "the story",
# "these claims", "such reports". A denial of such a noun denies what that report said
# (``extract.denied``).
POINTING_WORDS = frozenset("the this these that those such".split())
# Words that, called false, stand for what the text reported before: "this is a hoax", "it's all
# fake", "the whole thing was a hoax".
POINTING_PRONOUNS = frozenset({"this", "that", "it"})
POINTING_NOUNS = frozenset({"thing"})
