"""Stage 7: resolution. Mentions into entities, claims into clusters.

Every mention stays its own node. Mentions with the same normalized name share
a canonical entity; anything looser (similar spellings, a bare title such as
"the minister") becomes a ``same_as`` suggestion with a confidence and status
``suggested``, and waits for a human. A wrong merge costs more than a missed
one: it can fuse two people's statements and hide a contradiction.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from pipeline.extract.parse.lexicon import POINTING_WORDS, POSSESSIVE_PRONOUNS, REPORT_NOUNS
from pipeline.extract.propositions import CLUTTER
from pipeline.given_names import given_name_gender
from pipeline.named import CREDIT_WORDS, GROUP, ORGANIZATION, PERSON, PLACE, Named, label_at, subject_person
from pipeline.relays import is_news_outlet, is_outlet_by_name, outlet_credited_before, retold_outlet
from pipeline.values import TypedValue, content_words, same_proposition, similarity, stored_or_typed

DETERMINERS = {"the", "a", "an", "this", "that", "these", "those"}
TITLE_WORDS = {
    "official",
    "officials",
    "minister",
    "ministry",
    "spokesman",
    "spokeswoman",
    "spokesperson",
    "source",
    "sources",
    "president",
    "government",
    "company",
    "police",
    "analyst",
    "analysts",
    "executive",
    "director",
    "chief",
    "secretary",
    "senior",
    "person",
    "people",
    "aide",
    "aides",
    "diplomat",
    "diplomats",
    "representative",
    "department",
    "agency",
    "regulator",
    "he",
    "she",
    "they",
    "it",
    "we",
    "i",
    "union",
    "plant",
    "operator",
    "two",
    "three",
    "several",
    "some",
}
NUMBER_WORDS = {
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
    "eleven": "11",
    "twelve": "12",
    "fifteen": "15",
    "twenty": "20",
    "thirty": "30",
    "forty": "40",
    "fifty": "50",
    "hundred": "100",
}
FUZZY_THRESHOLD = 85.0
TITLE_ONLY_CONFIDENCE = 0.5


def normalize_name(name: str | None) -> str:
    """Lowercase, no possessive, no leading determiner, single spaces."""
    if not name:
        return ""
    text = name.replace("’", "'").lower()
    text = re.sub(r"'s\b", "", text)
    text = re.sub(r"[^\w\s&%.-]", " ", text)
    words = text.replace(".", " ").split()
    while len(words) > 1 and words[0] in DETERMINERS:
        words = words[1:]
    return " ".join(words)


def normalize_value(value: str | None) -> str:
    """Values compared across articles: 'about ten per cent' and '10 percent' agree."""
    if not value:
        return ""
    text = value.lower().replace("per cent", "percent").replace("%", " percent")
    words = re.sub(r"[^\w\s.]", " ", text).split()
    words = [
        NUMBER_WORDS.get(w, w)
        for w in words
        if w not in {"about", "around", "roughly", "some", "nearly", "almost", "the"}
    ]
    return " ".join(w.rstrip(".") for w in words)


def _slug(normalized: str) -> str:
    """A normalized name as the words of an entity id: "u.s. army" -> "u_s_army"."""
    return re.sub(r"[^a-z0-9]+", "_", normalized).strip("_")


def _id_slug(entity: str) -> str:
    """The name part of an entity id, global or one document's: "ent:doc_4efa/minister" -> "minister"."""
    return entity.rsplit("/", 1)[-1].removeprefix("ent:")


def entity_id(normalized: str) -> str:
    return "ent:" + _slug(normalized) if normalized else ""


def is_title_only(normalized: str) -> bool:
    """'the minister', 'two officials': a role or a pronoun, not a name."""
    words = normalized.split()
    return bool(words) and all(w in TITLE_WORDS or w.isdigit() for w in words)


def cluster_id(subject_entity: str, predicate: str, value_norm: str, polarity: str, quote: str) -> str:
    """Stable across batches: the same claim always hashes to the same cluster."""
    if subject_entity and predicate:
        key = f"{subject_entity}|{predicate}|{value_norm}|{polarity}"
    else:
        key = "quote|" + normalize_value(quote)
    return "cl_" + hashlib.sha1(key.encode()).hexdigest()[:10]


PRONOUNS = {"he", "she", "they", "him", "her", "them"}

# Subjects that name nobody by themselves (a subject's "which" is read by the parse).
PERSONAL_PRONOUNS = {"he", "him", "she", "her", "himself", "herself"}
THING_PRONOUNS = {"it", "itself"}
PLURAL_PRONOUNS = {"they", "them", "themselves"}
FIRST_PERSON_SINGULAR = {"i", "me", "myself"}
FIRST_PERSON_PLURAL = {"we", "us", "ourselves"}
OTHER_PRONOUNS = {"you", "this", "that", "these", "those", "one", "which", "who", "whom", "there"}
SUBJECT_PRONOUNS = (
    PERSONAL_PRONOUNS
    | THING_PRONOUNS
    | PLURAL_PRONOUNS
    | FIRST_PERSON_SINGULAR
    | FIRST_PERSON_PLURAL
    | OTHER_PRONOUNS
)
# Heads of common noun phrases that stand for an organization or a place: "the company" is the
# organization named nearest before it.
ORGANIZATION_NOUNS = set(
    "company firm group corporation business carrier airline bank retailer maker manufacturer network "
    "newspaper paper site website outlet broadcaster channel agency ministry department government "
    "administration organization organisation party campaign team club union league court police "
    "military army university school hospital church magazine publication startup giant regime "
    "committee council office kremlin".split()
)
PLACE_NOUNS = set("country nation city state kingdom republic capital town province region".split())
# Heads of common noun phrases for a person: "a spokesman said he ..." is the spokesman.
PERSON_NOUNS = set(
    "spokesman spokeswoman spokesperson official minister president secretary senator lawyer attorney "
    "man woman boy girl doctor analyst expert source aide adviser advisor chief director executive ceo "
    "leader governor mayor chairman chairwoman judge officer founder owner father mother son daughter "
    "wife husband brother sister actor actress singer star player coach reporter journalist writer "
    "author professor scientist researcher student teacher witness friend neighbor neighbour "
    "ambassador diplomat general commander prosecutor sheriff detective manager".split()
)
# Heads of a holder noun that is the paper reporting: "the paper said" is the outlet the article
# named before, not the company of its story. Not "the site": on the drop it was the story's own
# website (a fake "nbctoday.co", a couple's wedding page) 3 times in 10.
OUTLET_NOUNS = set("paper newspaper tabloid outlet broadcaster channel magazine publication".split())
# Holder nouns whose speaker is the organization named nearest before ("Saudia ... the airline
# said"). Read on the drop: "the company" was another company or a product 11 times in 20 (the
# BlackBerry of a Lenovo story, Apple's iTunes), "the group", "the government", "the police"
# another body more often than not; they stay as written.
SPEAKING_HOLDER_NOUNS = set(
    "airline carrier school hospital university committee ministry administration".split()
)
# Holder nouns that are part of their holder's name ("the Foreign Office", "the Department of
# Education", "the Trump administration"): "the committee" is no "Eastern".
NAMED_BY_NOUN = set(
    "government administration committee council office department ministry court university school "
    "army military police hospital church union party".split()
)
# Where the recognizer ran several names, or a name and what follows it, into one.
LIST_OF_NAMES = re.compile(r",| and | & ")
DAY_NAMES = set("monday tuesday wednesday thursday friday saturday sunday today yesterday tomorrow".split())
# Words before a name that are no part of whom it names.
HONORIFICS = set("mr mrs ms miss dr sir sen rep gen col lt capt sgt prof".split())
# Titles a person is named with and then called by: "President Donald Trump ... the president said".
TITLES = set("president minister senator secretary spokesman spokeswoman governor mayor ambassador".split())
# "The paper" may be the outlet the article credited in its first line.
OUTLET_WINDOW = 20_000
ANY_LABEL = {PERSON, *ORGANIZATION, *PLACE, *GROUP}
# Claims read off a page's captions, links and cut-off lines (pipeline.extract.propositions): their
# "speakers" are no antecedent of the article's "he" (on the drop: "Fighter", "Response", "Woman").
PAGE_FURNITURE = {"clutter", "fragment"}
# How far before a pronoun a name is looked for when the sentence does not say (characters).
ANTECEDENT_WINDOW = 400
# How far before "the company" its organization is looked for.
HOLDER_WINDOW = 1500

GLOBAL, DOCUMENT, UNRESOLVED = "global", "document", "unresolved"
# Words a quote needs before two articles' identical quotes about a common noun phrase are taken
# for copies of one statement.
COPY_WORDS = 6
# Nouns that, after "the" or "these", name what the article said before: "bring up the issue",
# "denied the allegations".
BACK_POINTING_NOUNS = REPORT_NOUNS | {"issue", "matter", "subject", "topic", "question", "thing", "plan"}


def value_points_back(value: str | None) -> bool:
    """Whether a value names only what its article said before: "it", "so", "of that", "the
    issue", "these claims". Like "the company", such a value means one thing in each article
    ("Putin may deny it" of the meddling in one, of a poisoning in another)."""
    words = normalize_value(value).split()
    if not words:
        return False
    if not content_words(value or ""):
        return True
    first = (value or "").lower().split()[0]
    return len(words) <= 2 and first in POINTING_WORDS and words[-1].removesuffix("s") in BACK_POINTING_NOUNS


# Titles and nouns by which a speaker is a woman or a man, whatever their name: a "he said" after
# "the three-breasted woman calling herself Jasmine Tridevil" is someone else (fnc_1632, where it
# was her grandfather speaking to MailOnline), and so is a "she said" after "the hospital spokesman".
FEMALE_WORDS = set(
    "mrs ms miss lady madam dame spokeswoman woman mother grandmother daughter sister wife actress "
    "girl queen chairwoman businesswoman congresswoman aunt niece girlfriend mum mom princess "
    "duchess widow".split()
)
MALE_WORDS = set(
    "mr sir lord spokesman man father grandfather son brother husband actor boy king chairman "
    "businessman congressman uncle nephew boyfriend dad prince duke widower".split()
)
# A list's words ("Trump, his campaign, and the Russian government"): its comma starts no apposition.
COORDINATION = re.compile(r"\b(?:and|or|&)\b")


def name_before_apposition(speaker: str) -> str:
    """Where a speaker's name ends and what is said of them begins: "defector Cho Myung-Chul" of
    "defector Cho Myung-Chul, of the Korea Institute for International Economic Policy". Not at
    "of" ("Secretary of State Kim Wyman"), and not at a list's comma: the speaker as written where
    no apposition follows a comma."""
    head, comma, rest = speaker.partition(",")
    if not comma or not head.strip() or COORDINATION.search(rest):
        return speaker
    return head.rstrip()


# Where a speaker's own noun phrase ends and what is said of it begins: "the woman calling herself".
PHRASE_END = re.compile(r"\s(?:calling|called|who|whom|whose|which|that|of|from|at|in|with)\s|,|\(")
FEMININE_PRONOUNS = {"she", "her", "hers", "herself"}
POSSESSIVE_ENDINGS = ("'s", "’s", "s'", "s’")


def other_gender(pronoun: str) -> str:
    """ "he" for "she", "she" for "he" and "him", "" for other words."""
    word = pronoun.lower()
    return "he" if word in FEMININE_PRONOUNS else "she" if word in PERSONAL_PRONOUNS else ""


def written_gender(speaker: str) -> str:
    """ "she" or "he" where the speaker's own words say ("Mrs. Clarke", "the hospital spokesman",
    "Spokesman Josh Earnest"); "" where they do not or disagree. A possessive says nothing of the
    speaker: "the man's lover" is no man."""
    phrase = PHRASE_END.split(speaker, maxsplit=1)[0]
    words = {
        word.lower().strip(".'‘’\"")
        for word in phrase.split()
        if not word.lower().endswith(POSSESSIVE_ENDINGS)
    }
    female, male = bool(words & FEMALE_WORDS), bool(words & MALE_WORDS)
    return "she" if female and not male else "he" if male and not female else ""


# Words before a surname that are a role, not a given name ("Chancellor Merkel", "Supreme Leader
# Khamenei", "First Lady Melania Trump"): a name table counts some of them as names.
ROLE_WORDS = (
    HONORIFICS
    | TITLES
    | PERSON_NOUNS
    | set(
        "chancellor prime chief supreme state first lady former foreign deputy vice acting king queen "
        "prince princess pope gov lord justice speaker premier leader late general attorney sheikh "
        "emir crown then u s us uk republican democrat democratic".split()
    )
)


# Words between a given name and a surname that belong to the surname: "Mariam Al Mansouri".
SURNAME_PARTICLES = set("al el bin ibn bint abu van von de da di du la le der den del dos".split())


def given_name(name: str) -> str:
    """The given name of a person written "Donald Trump", "President Donald J. Trump", "Former
    Arkansas Gov. Mike Huckabee" or "Jose Maria Aznar": the first word after the last role word,
    initials and surname particles passed over, not a middle name ("Maria"); "" where the name is
    a surname alone or a role and a surname ("Chancellor Merkel")."""
    words = [w for w in normalize_name(name).split() if len(w) > 1]
    before_surname = words[:-1]
    roles = [i for i, word in enumerate(before_surname) if word in ROLE_WORDS]
    after_role = before_surname[roles[-1] + 1 :] if roles else before_surname
    return next((word for word in after_role if word not in SURNAME_PARTICLES), "")


def trailing_name(phrase: str) -> str:
    """The capitalized words a phrase ends with, after any possessive: "Rashad Abdel Qader" of
    "Syrian/Kurdish journalist Rashad Abdel Qader", "Modi" of "India's Modi"; "" for "Alex's
    teacher" or "the Marine official", whose given-name-like words ("Alex", "Marine") name someone
    else or nobody."""
    words = phrase.split()
    run: list[str] = []
    for word in reversed(words):
        if word.endswith(POSSESSIVE_ENDINGS):
            break  # "India's Modi": a country's, not a given name
        if word[:1].isupper() or (run and word.lower() in SURNAME_PARTICLES):
            run.append(word)
            continue
        break
    return " ".join(reversed(run))


def name_gender(names: list[Named], name: str) -> str:
    """ "he" or "she" as the given name of a person says (``given_names``): their own ("Ben Sasse"),
    or, for a surname alone, the full name the document introduced them by ("Rod Rosenstein" before
    "Rosenstein said"); "" where no telling name is written, where the document first names the
    surname alone (hel_0077's "Trump", whom it never writes in full, is no "Melania Trump"), or where
    two people of that surname are named ("Khadijah Kamara" and her son "Ibrahim Kamara"). The name
    is read before an apposition ("defector Cho Myung-Chul, of the Korea Institute for International
    Economic Policy" is no "International", which a name table gives to women)."""
    name = trailing_name(name_before_apposition(name)) or trailing_name(name)
    own = [w for w in normalize_name(name).split() if len(w) > 1]
    if not own:
        return ""
    if given := given_name(name):
        return given_name_gender(given)
    surname = own[-1]
    mentions = sorted(
        (n for n in names if n.label == PERSON and normalize_name(n.text).split()[-1:] == [surname]),
        key=lambda n: n.start,
    )
    if not mentions or not (first := given_name(mentions[0].text)):
        return ""  # the surname first written alone
    if {given_name(n.text) for n in mentions} - {"", first}:
        return ""  # two given names
    return given_name_gender(first)


PERSONAL_WORDS = re.compile(r"\b(?:he|him|his|himself|she|her|hers|herself)\b", re.IGNORECASE)
# How far after a person's name the pronoun that refers to them is looked for.
GENDER_WINDOW = 160
CLOSING_QUOTE = re.compile(r"[”\"]")
OPENING_QUOTE_MARKS = set("“\"‘'")


def document_gender(text: str, names: list[Named], name: Named, skip: tuple[int, int] = (0, 0)) -> str:
    """ "he" or "she" as the document refers to a person: by the first personal pronoun after each
    of its mentions, before another person is named ("Alex, who goes to Torpoint Nursery, told his
    parents he wanted to go": Alex is a he), and by a title ("Ms Lawrence"); "" where it says so
    fewer than twice or both ways. Pronouns inside ``skip`` (the quote being read) do not count:
    the "she" whose referent is sought would otherwise vote for whoever was named before it.

    Where the document names two people of one surname ("Khadijah Kamara" and her son "Ibrahim
    Kamara", fnc_1285), a full name counts only its own mentions and a bare surname only the bare
    ones: the mother's "she" says nothing of the son."""
    own = normalize_name(name.text).split()
    last = own[-1:]
    if not last:
        return ""
    votes = {"he": 0, "she": 0}
    people = [n for n in names if n.label == PERSON]
    written = [normalize_name(n.text).split() for n in people]
    given = {words[-2] for words in written if len(words) > 1 and words[-1:] == last}
    for mention, words in zip(people, written, strict=True):
        if words[-1:] != last:
            continue
        if len(given) > 1 and (words[-len(own) :] != own if len(own) > 1 else len(words) > 1):
            continue
        title = written_gender(" ".join(text[max(0, mention.start - 12) : mention.start].split()[-1:]))
        if title or (title := written_gender(mention.text)):
            votes[title] += 1
        following = min([n.start for n in people if n.start >= mention.end] + [mention.end + GENDER_WINDOW])
        word = PERSONAL_WORDS.search(text, mention.end, following)
        if word is not None and not skip[0] <= word.start() < skip[1]:
            votes["she" if word.group(0).lower() in FEMININE_PRONOUNS else "he"] += 1
    for gender, other in (("he", "she"), ("she", "he")):
        if votes[gender] >= 2 and votes[gender] > 2 * votes[other]:
            return gender
    return ""


# Words that put the name after them in an object's place: "met with Russia's Vladimir Putin".
OBJECT_PREPOSITIONS = set(
    "with to by for against about at from on of than toward towards over like between among including "
    "into upon".split()
)
# A name given as a picture's credit: "Photo: Andrey Rudakov, Bloomberg" is nobody's "he".
PICTURE_CREDIT = re.compile(CREDIT_WORDS + r"(?:\s+by)?\s*[:|]?\s*$", re.IGNORECASE)
# Words between such a preposition and the name that are part of the name's phrase: "with North
# Korean leader Kim Jong Un", "with the president".
NAME_PHRASE_WORDS = (
    PERSON_NOUNS | HONORIFICS | {"the", "a", "an", "his", "her", "their", "its", "fellow", "former"}
)


# A date the recognizer took for a person ("Jul 14").
DATE_NAME = re.compile(
    r"^\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d", re.IGNORECASE
)


def named_as_an_object(text: str, name: Named) -> bool:
    """Whether a person is named where no clause's subject stands: after a preposition ("has met with
    Russia's Vladimir Putin", "last month's summit with North Korean leader Kim Jong Un") or in
    brackets ("Trump sees Russia (and Putin) as a necessary evil", a list of a doctor's patients).
    A narrated "he" after them is more often the clause's subject: on the drop, Trump in each of
    the first three sentences."""
    paragraph = text[max(0, name.start - 300) : name.start].rsplit("\n", 1)[-1]
    if paragraph.count("(") > paragraph.count(")"):
        return True  # in brackets: "(whose patients include Celine Dion, Mick Jagger and Luciano Pavarotti)"
    before = text[max(0, name.start - 80) : name.start]
    for token in reversed(before.split()):
        bare = token.strip(".,;:'\"‘’“”").lower()
        if re.search(r"[.!?]['\"’”]?$", token) and bare not in HONORIFICS or token.startswith("#"):
            return False  # the sentence before: "a summit with Kim. Putin said"
        if token.endswith((",", ";", ":")):
            return False  # a clause before: "During his address at Auburn University, Cook commented"
        if token[:1].isupper() or bare.endswith(("'s", "’s")) or bare in NAME_PHRASE_WORDS:
            continue
        return bare in OBJECT_PREPOSITIONS
    return False


def spoken_gender(claim: dict, names: list[Named], text: str | None) -> str:
    """ "he" or "she" for a person speaker: as their own words say (``written_gender``: "Mrs.
    Clarke"), else as their given name does (``name_gender``) unless the document calls them by the
    other pronoun ("Reza Gul ... she rushed to the police outpost": Reza is mostly a man's name)."""
    speaker = claim.get("speaker") or ""
    if gender := written_gender(speaker):
        return gender
    if not (gender := name_gender(names, speaker)) or not text:
        return gender
    wanted = normalize_name(speaker)
    start = claim.get("speaker_start")
    name = next((n for n in names if n.label == PERSON and n.start == start), None) or next(
        (n for n in names if n.label == PERSON and normalize_name(n.text) == wanted), None
    )
    if name is not None and document_gender(text, names, name) not in ("", gender):
        return ""
    return gender


def pronoun_antecedents(
    claims: list[dict], names: dict[str, list[Named]] | None = None, texts: dict[str, str] | None = None
) -> dict[str, str]:
    """claim id -> the speaker entity a pronoun speaker ("she said") stands for.

    The nearest earlier claim in the same document with a speaker that is not
    itself a pronoun ("a ministry spokeswoman ... she said"): a within-document
    reading of "she", not a merge of two people, and the mention's text stays "she".
    A "he" or "she" passes over speakers that are no person ("local police and media",
    an organization the recognizer names in ``names``) and over persons their own words or given
    name give the other gender (``spoken_gender``, with the document ``texts``: the Trump quoted
    before "Nielsen says ... She says", where the recognizer took Nielsen for no person); a "she"
    after a speaker of unknown gender may be a woman named since (``person_for``); an "it" passes
    over persons and plurals; a "they" over one person and over places ("Ms Clarke-Murphy from
    Newfoundland ... they said" is not Newfoundland speaking).
    """
    names = names or {}
    linked: dict[str, str] = {}
    by_doc: dict[str, list[dict]] = {}
    for claim in claims:
        by_doc.setdefault(claim["doc_id"], []).append(claim)
    for doc_id, doc_claims in by_doc.items():
        last_he = last_she = last_thing = last_plural = None
        speakers: set[str] = set()  # the names of the people who spoke so far, word by word
        for claim in sorted(doc_claims, key=lambda c: (c.get("span_start") or 0, c["claim_id"])):
            name = normalize_name(claim.get("speaker"))
            if name in PRONOUNS or name in THING_PRONOUNS:
                antecedent = (
                    person_for(
                        last_she if name in FEMININE_PRONOUNS else last_he,
                        "she" if name in FEMININE_PRONOUNS else "he",
                        claim,
                        names.get(doc_id, []),
                    )
                    if name in PERSONAL_PRONOUNS
                    else last_thing
                    if name in THING_PRONOUNS
                    else last_plural
                )
                if name in {"he", "she"} and (texts or {}).get(doc_id):
                    subject = subject_antecedent(claim, name, names.get(doc_id, []), texts[doc_id])
                    if subject is not None and (
                        antecedent is None or stands_out(subject, speakers, antecedent)
                    ):
                        antecedent = entity_id(normalize_name(subject.text))
                if antecedent:
                    linked[claim["claim_id"]] = antecedent
            elif is_page_furniture(claim, names.get(doc_id, [])):
                continue  # a caption's "Fighter" or a link's "Woman reveals ..." is nobody's "he"
            elif name and not is_pronoun(claim.get("speaker")):  # "I", "we" name nobody either
                named = entity_id(name)
                label = head_label(names.get(doc_id, []), claim)
                if could_be_a_person(claim.get("speaker") or "", label):
                    speakers.update(name.split())
                    gender = spoken_gender(claim, names.get(doc_id, []), (texts or {}).get(doc_id))
                    spoke = Spoke(
                        named, gender, max(claim.get("span_end") or 0, claim.get("speaker_end") or 0)
                    )
                    if gender != "she":
                        last_he = spoke
                    if gender != "he":
                        last_she = spoke
                elif could_be_an_it(name, label):
                    last_thing = named
                if could_be_a_they(name, label):
                    last_plural = named
    return linked


def subject_antecedent(claim: dict, pronoun: str, names: list[Named], text: str) -> Named | None:
    """The person named as the subject of the sentence a "he" or "she" speaker stands in or
    follows (``subject_person``), when their given name does not make them the other gender."""
    at = claim.get("speaker_start")
    if at is None or at != at:  # no speaker span (None, or NaN from the lake's float column)
        return None
    person = subject_person(text, int(at), names, pronoun)
    if person is None or name_gender(names, person.text) == other_gender(pronoun):
        return None
    return person


def stands_out(subject: Named, speakers: set[str], last_speaker: str) -> bool:
    """Whether the person a sentence is about takes a "he" or "she" from the last speaker: "Kremlin
    spokesman Dmitry Peskov said Trump and Putin 'are quite good at talking'. He said Putin would
    deny ..." is Peskov's, not Trump's. A full name, or a name that spoke before: the cat "Bart"
    or a monster "Crabzilla" the sentence is about does not; nor the last speaker by another
    name ("Cho Myung-Chul" of "defector Cho Myung-Chul, of the Korea Institute ...")."""
    words = normalize_name(subject.text).split()
    surname = entity_id(normalize_name(subject.text)).removeprefix("ent:").split("_")[-1]
    if not words or surname in last_speaker.removeprefix("ent:").split("_"):
        return False
    return len(words) > 1 or words[-1] in speakers


@dataclass(frozen=True)
class Spoke:
    """A person who spoke before a pronoun speaker: their entity, gender as far as known, and
    where their claim ends."""

    entity: str
    gender: str
    end: int


def person_for(spoke: Spoke | None, pronoun: str, claim: dict, names: list[Named]) -> str | None:
    """The entity a "he" or "she" speaker stands for: the person who spoke last, unless it is a
    "she", their gender is not known (or nobody spoke before), and a woman named since by her
    given name is nearer: "President Trump congratulated Russia ... and Hillary Clinton couldn't
    resist a jab. "Great World Cup. Question for President Trump ...," she tweeted" is Clinton's
    (hel_0191)."""
    if pronoun == "he":
        # Not for a "he". Read blind on the drop, a man named since a "he" with no speaker before
        # was right 17 times and wrong 16 (a woman named since: right 24, wrong 2); a first draft,
        # read but not labelled, also gave the "he said" after Trump's words to Putin or Obama.
        return spoke.entity if spoke is not None else None
    if spoke is not None and spoke.gender:
        return spoke.entity
    start = claim.get("span_start") or 0
    since = max(spoke.end if spoke is not None else 0, start - ANTECEDENT_WINDOW)
    named_since = [n for n in names if n.label == PERSON and since <= n.start < start]
    for name in reversed(named_since):
        # By name alone: the article's pronoun votes (``document_gender``) took hel_0166's
        # "She added with a laugh ... May said" from May, whose next sentence quotes Trump's "He".
        if name_gender(names, name.text) == pronoun:
            return entity_id(normalize_name(name.text))
    return spoke.entity if spoke is not None else None


def is_page_furniture(claim: dict, names: list[Named]) -> bool:
    """Whether a claim's speaker was read off the page around the story: a caption ("Image
    caption Jeremy Corbyn viewed the parade"), a link, a line cut off. A quotation that runs on
    into the next paragraph is page-crossing too (``propositions.clutter_reason``), but its
    speaker is the story's ("Laura Daly ... said: "It started out ... ### "And ...").

    Words cut from their subject (a fragment) are the story's when the recognizer names a person
    as their speaker: "Behind the university exchange lies a complex game of parallel diplomacy,
    according to North Korea expert Pierre Rigoulot", whose "he told Street Press" in the next
    paragraph is Rigoulot's, not the neurosurgeon's quoted before (the session 35 sample's
    fnc_2065). Not a single word in quotation marks ('"conflating"', which a senator quoted from
    the president): a word quoted says nothing of who spoke last."""
    reason = claim.get("proposition_reason")
    if (
        reason == "fragment"
        and len((claim.get("quote") or "").split()) >= 3
        and head_label(names, claim) == PERSON
    ):
        return False
    if CLUTTER.search(claim.get("speaker") or ""):
        return True
    if reason == "clutter" and "###" in (claim.get("quote") or ""):
        return False
    return reason in PAGE_FURNITURE


# What follows a speaker's noun and is not it: "Police in Rampur", "the family of James Foley".
POST_MODIFIER = re.compile(r"\s(?:in|of|from|at|for|with)\s|,\s+(?:including|among them|such as)\s")
PEOPLE_JOINED = re.compile(r"\s(?:and|&)\s")


# Who speaks for someone: "a British Foreign Office spokeswoman", "State Department spokeswoman
# Jen Psaki", "a hospital spokesman".
SPOKESPERSON = re.compile(
    r"^(?:(?:a|an|the)\s+)?(?P<represented>.+?)\s+(?:spokes(?:man|woman|person|people|men|women)|press secretary)\b",
    re.IGNORECASE,
)
# ... or named after: "a representative for the State Department", "an official with the U.S.
# State Department".
SPOKESPERSON_FOR = re.compile(
    r"^(?:(?:a|an|the)\s+)?(?:spokes(?:man|woman|person)|representative|official|press secretary)\s+"
    r"(?:for|of|with|at|from)\s+(?:the\s+)?(?P<represented>.+)$",
    re.IGNORECASE,
)


# ... or an organization's own: "Lenovo's chief financial officer Wong Wai Ming", "The EU's
# Federica Mogherini" (a person's, "Trump's lawyer", is passed over by ``names_a_person``) ...
OWN_PERSON = re.compile(
    r"^(?:the\s+)?(?P<represented>[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,3})['’]s\s+(?!sources?\b)\S"
)
# ... or its statement: "the Foreign Office statement".
STATEMENT_OF = re.compile(r"^(?:a|an|the)\s+(?P<represented>[A-Z].*?)\s+statement$")


def spoken_for(speaker: str) -> str:
    """Whom a spokesperson speaks for, as written, or "": the "we" of their words."""
    speaker = speaker.strip()
    match = (
        SPOKESPERSON_FOR.match(speaker)
        or SPOKESPERSON.match(speaker)
        or OWN_PERSON.match(speaker)
        or STATEMENT_OF.match(speaker)
    )
    if match is None:
        return ""
    represented = match.group("represented").strip()
    if normalize_name(represented) in PERSONAL_PRONOUNS | set(POSSESSIVE_PRONOUNS) | {"your"}:
        return ""
    return represented


def noun_class(word: str) -> str:
    """WordNet's class of a noun's most frequent sense ("person", "group", "location", ...), or ""."""
    from pipeline.extract.wordnet_classes import load_wordnet_classes

    return load_wordnet_classes().nouns.get(word, "")


def could_be_a_person(text: str, label: str) -> bool:
    """Whether a speaker can be a "he" or a "she": a person by the recognizer, a singular noun for a
    person ("a spokesman", "the middleman"), or a name the recognizer does not call anything else.
    An outlet's name is none, whatever the recognizer says: "According to TMZ she has also denied
    performing a biopsy" is the doctor's denial, not TMZ's."""
    if is_outlet_by_name(text) or normalize_name(text) in DAY_NAMES:
        return False  # "the president said Friday suggested that ..." made "Friday" a speaker
    if label:
        return label == PERSON
    normalized = normalize_name(text)
    head = head_word(normalized)
    one_of = normalized.startswith("one of ")  # "one of the sources" is one source
    if not head or (normalized.split()[-1] != head and not one_of):  # "officials", "media"
        return False
    if head in PERSON_NOUNS or noun_class(head) == "person":
        return True
    written_head = (text.split() or [""])[-1]
    if written_head.islower() and noun_class(head):
        return False  # "a Tumblr note": a name in it, but a note is no one
    return subject_kind_of(text) == "named" and head not in ORGANIZATION_NOUNS and noun_class(head) != "group"


def could_be_an_it(normalized: str, label: str) -> bool:
    """Whether a speaker can be an "it": an organization or a place by the recognizer, or one
    by its noun ("the ministry said ... it added"), or an outlet by its name; not "officials", not a
    battle or a video."""
    if is_outlet_by_name(normalized):
        return True
    if label:
        return label in ORGANIZATION | PLACE | GROUP
    head = head_word(normalized)
    return bool(head) and normalized.split()[-1] == head and head in ORGANIZATION_NOUNS | PLACE_NOUNS


# Quantifiers that stand for people when they speak: "many believed", "others say".
PEOPLE_QUANTIFIERS = {"many", "others", "some", "several", "both", "few", "most"}


def could_be_a_they(normalized: str, label: str) -> bool:
    """Whether a speaker can be a "they": an organization or a group by the recognizer, or by its
    noun ("the ministry", "police"), or people in the plural ("officials", "relatives"); not one
    person, not a place."""
    if label:
        return label in ORGANIZATION | GROUP
    head = head_word(normalized)
    if not head:
        return False
    last = normalized.split()[-1]
    plural = last != head
    return (
        head in ORGANIZATION_NOUNS
        or noun_class(head) == "group"
        or (plural and (head in PERSON_NOUNS or noun_class(head) == "person"))
        # "the federal authorities said they": WordNet files the plural itself as a group
        or (plural and noun_class(last) == "group")
        or normalized in PEOPLE_QUANTIFIERS  # "many said they", "others point out that"
    )


def document_entity_id(doc_id: str, normalized: str) -> str:
    """An entity of one document only: "the company" of this article, whichever company it is."""
    slug = _slug(normalized)
    return f"ent:{doc_id}/{slug}" if slug else ""


def is_document_entity(entity: str) -> bool:
    """Whether an entity id is one document's own (``document_entity_id``): a global id has no "/"."""
    return "/" in entity


# "he and Putin", "The guys and I": a personal pronoun joined to another noun phrase.
PRONOUN_AND = re.compile(
    r"^(?:(?P<first>he|she|I|we)\s+and\s+(?P<rest_first>.+)|(?P<rest_last>.+?)\s+and\s+(?P<last>I|me|him|her))$",
    re.IGNORECASE,
)


def is_pronoun(text: str) -> bool:
    """ "he", "It", "I": one word that names nobody. "US" and "IT" in capitals are names."""
    word = (text or "").strip()
    return (
        len(word.split()) == 1
        and word.lower().strip(".,;:") in SUBJECT_PRONOUNS
        and not (word.isupper() and len(word) > 1)
    )


def subject_kind_of(text: str) -> str:
    """The kind of a subject from its words alone, for backends whose parse does not say: a
    pronoun, a name (a capital after the first word, or a first word that is not a common one),
    a common noun phrase, or empty."""
    words = normalize_name(text).split()
    if not words:
        return "empty"
    if is_pronoun(text):
        return "pronoun"
    raw = text.replace("’", "'").split()
    if any(w[:1].isupper() for w in raw[1:]) or (
        raw[0][:1].isupper()
        and raw[0].lower() not in DETERMINERS
        and words[0] not in TITLE_WORDS
        and len(raw) == 1
    ):
        return "named"
    return "generic"


def head_word(normalized: str) -> str:
    """The last word of a noun phrase, singular: "the two companies" -> "company"."""
    words = normalized.split()
    if not words:
        return ""
    word = words[-1]
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


@dataclass
class Referent:
    """What a subject stands for: an entity, its scope, and the words that name it."""

    entity: str
    scope: str
    name: str


class SubjectResolver:
    """Resolves the subjects of one document's claims (see ``resolve_claims``)."""

    def __init__(self, doc_id: str, names: list[Named], speakers: dict[str, Referent], text: str = ""):
        self.doc_id = doc_id
        self.names = names
        self.speakers = speakers  # claim id -> the speaker's referent
        self.text = text

    def named(self, text: str) -> Referent:
        normalized = normalize_name(text)
        if is_title_only(normalized):
            return self.local(text)
        return Referent(entity_id(normalized), GLOBAL, text)

    def local(self, text: str) -> Referent:
        normalized = normalize_name(text)
        return Referent(document_entity_id(self.doc_id, normalized), DOCUMENT, text)

    def speaker_label(self, claim: dict) -> str:
        """The recognizer's label of the speaker's last word: "Ryder" of "Air Force Col. Patrick Ryder"."""
        return head_label(self.names, claim)

    def speaker_is(self, claim: dict, kind: str) -> bool:
        """Whether the claim's speaker can be what a pronoun of ``kind`` (person, thing, plural) stands for."""
        if claim["claim_id"] not in self.speakers:
            return False
        written, label = self.speaker_core(claim)
        speaker = normalize_name(written)
        if not speaker:
            return False
        head = head_word(speaker)
        plural_noun = speaker.split()[-1] != head  # "officials", "companies"
        # "both Bush and Gorbachev", "Trump and Putin": two people, a "they" and no "he"
        pair = label == PERSON and PEOPLE_JOINED.search(written) is not None
        if kind == "person":
            return not pair and (speaker in PERSONAL_PRONOUNS or could_be_a_person(written, label))
        grouping = head in ORGANIZATION_NOUNS | PLACE_NOUNS or noun_class(head) in {"group", "location"}
        if kind == "thing":
            if speaker in THING_PRONOUNS:
                return True
            return label in ORGANIZATION | PLACE or (not label and grouping and not plural_noun)
        # plural: "officials said they", "Apple said they", and of a place by its noun, "the city"
        if pair or speaker in PLURAL_PRONOUNS or could_be_a_they(speaker, label):
            return True
        return not label and (head in PLACE_NOUNS or noun_class(head) == "location")

    def speaker_gender(self, claim: dict) -> str:
        """ "he" or "she" as the speaker is written ("she said"), else as ``spoken_gender`` reads
        them: "Trump ... embarrassed Theresa May by saying she refused" is no "she" of Trump's
        (hel_0065)."""
        written = normalize_name(claim.get("speaker"))
        if written in PERSONAL_PRONOUNS:
            return "she" if written in FEMININE_PRONOUNS else "he"
        return spoken_gender(claim, self.names, self.text)

    def represented(self, claim: dict) -> Referent | None:
        """Whom a spokesperson speaker speaks for ("a British Foreign Office spokeswoman": the
        British Foreign Office; "a hospital spokesman": this article's hospital), or None."""
        written = claim.get("speaker") or ""
        speaker = self.speakers.get(claim["claim_id"])
        if is_pronoun(written) and speaker is not None:
            # "she said" after "State Department spokeswoman Jen Psaki": whom Psaki speaks for
            represented = spoken_for(speaker.name)
            if subject_kind_of(represented) != "named":
                return None
            return self.named(represented)
        represented = spoken_for(written)
        if not represented or self.names_a_person(claim, represented):
            return None
        if OWN_PERSON.match(written) and not self.is_named_as(represented, ORGANIZATION | PLACE):
            return None  # "Gul's husband Abdul Satar" speaks for no one
        if subject_kind_of(represented) == "named":
            return self.named(represented)
        return self.local(f"the {represented}")

    def is_named_as(self, words: str, labels: set[str]) -> bool:
        """Whether the recognizer names ``words`` somewhere in the document with one of ``labels``."""
        normalized = normalize_name(words)
        return any(n.label in labels and normalize_name(n.text) == normalized for n in self.names)

    def names_a_person(self, claim: dict, words: str) -> bool:
        """Whether ``words``, inside the claim's speaker, are a person's name ("Putin" of "Putin
        spokesman Dmitry Peskov": his side, which the person alone does not stand for)."""
        written, start = claim.get("speaker") or "", claim.get("speaker_start")
        found = written.find(words)
        if start is None or found < 0:
            return False
        return label_at(self.names, start + found, start + found + len(words)) == PERSON

    def speaker_core(self, claim: dict) -> tuple[str, str]:
        """The speaker's noun phrase without what follows its noun, and the label of its last
        word: "Police" of "Police in Rampur district of India", whose last word is a place; "The
        family" of "The family of slain journalist James Foley"."""
        written = claim.get("speaker") or ""
        cut = POST_MODIFIER.search(written)
        core = written[: cut.start()] if cut is not None else ""
        if normalize_name(core) in {"", "one", "some", "many", "most", "all", "each"}:
            return written, self.speaker_label(claim)  # "one of the sources" is a source
        start = claim.get("speaker_start")
        if start is None:
            return core, ""
        last = core.split()[-1]
        return core, label_at(self.names, start + len(core) - len(last), start + len(core))

    def subject_start(self, claim: dict) -> int | None:
        """Where the subject's words stand in the document: inside the quote, or at the quote."""
        start = claim.get("span_start")
        if start is None:
            return None
        found = (claim.get("quote") or "").find(claim.get("subject") or "\x00")
        return start + found if found >= 0 else start

    def pronoun_start(self, claim: dict, word: str) -> int | None:
        """Where the subject pronoun ``word`` stands in the document: its first whole-word
        occurrence in the quote ("the" holds no "he")."""
        start = claim.get("span_start")
        found = re.search(rf"\b{re.escape(word)}\b", claim.get("quote") or "", re.IGNORECASE)
        return None if start is None or found is None else int(start) + found.start()

    def name_over_head(self, claim: dict) -> bool:
        """Whether the recognizer reads the subject's last word as part of a name."""
        subject = claim.get("subject") or ""
        found = (claim.get("quote") or "").find(subject) if subject else -1
        if found < 0 or claim.get("span_start") is None:
            return False
        end = claim["span_start"] + found + len(subject)
        return bool(label_at(self.names, end - len(subject.split()[-1]), end))

    def nearest(
        self, labels: set[str], before: int | None, window: int, outlets: bool = True
    ) -> Named | None:
        return nearest_name(self.names, labels, before, window, outlets)

    def resolve(self, claim: dict) -> Referent:
        text = (claim.get("subject") or "").strip()
        kind = claim.get("subject_kind") or subject_kind_of(text)
        ref = claim.get("subject_ref") or ""
        word = normalize_name(text)
        if ref == "phrase" and claim.get("subject_antecedent"):
            if text.lower() == "which" and self.is_named_as(claim["subject_antecedent"], {PERSON}):
                # "which" stands for no person: in "his rapport with Putin, which he thinks is
                # crucial" the parse hung the clause on the nearest noun
                return Referent("", UNRESOLVED, text)
            text = claim["subject_antecedent"]
            word = normalize_name(text)
            if kind == "pronoun" or is_pronoun(text):
                kind, ref = "pronoun", ""
        elif is_pronoun(text) and kind != "expletive":
            kind = "pronoun"  # whatever a backend said, "he" names nobody
        speaker = self.speakers.get(claim["claim_id"])
        if ref == "speaker" and speaker is not None and kind not in {"pronoun", "possessive"}:
            return speaker  # "promised to resign": the speaker will
        if kind == "generic" and text == claim.get("subject") and self.name_over_head(claim):
            kind = "named"  # a name the tagger took for a common noun ("Trump is expected to ...")
        if (pair := PRONOUN_AND.match(text)) is not None and kind != "expletive":
            return self.pronoun_and(claim, pair, speaker)
        if kind == "named":
            return self.named(text)
        if kind == "possessive":
            return self.possessed(claim, text, ref, speaker)
        if kind == "generic":
            return self.holder(claim, text)
        if kind != "pronoun":
            return Referent("", UNRESOLVED, text)
        return self.pronoun(claim, word, ref, speaker, text)

    def pronoun_and(self, claim: dict, pair: re.Match, speaker: Referent | None) -> Referent:
        """ "Trump said he and Putin would discuss Syria": the pronoun read as it would be alone,
        then the pair named ("Trump and Putin"); this article's pair when the pronoun stands for
        nobody known. Never a global entity named "he and Putin", which every article's "he"
        would share."""
        pronoun = pair.group("first") or pair.group("last")
        rest = pair.group("rest_first") or pair.group("rest_last")
        quote = (claim.get("quote") or "").lstrip()
        ref = "quoted" if quote[:1] in "“\"‘'" else "indirect" if claim.get("speaker") else ""
        word = pronoun.lower()
        if word in {"i", "me", "we"}:
            ref = "speaker" if ref == "quoted" else ""
        who = self.pronoun(
            claim, {"me": "i", "him": "he", "her": "she"}.get(word, word), ref, speaker, pronoun
        )
        if who.scope == UNRESOLVED or "(" in who.name:
            return self.local(pair.group(0))
        name = f"{who.name} and {rest}" if pair.group("first") else f"{rest} and {who.name}"
        return (
            self.named(name) if who.scope == GLOBAL and subject_kind_of(rest) == "named" else self.local(name)
        )

    def pronoun(self, claim: dict, word: str, ref: str, speaker: Referent | None, text: str) -> Referent:
        unresolved = Referent("", UNRESOLVED, text)
        if word in FIRST_PERSON_SINGULAR:
            return speaker if ref == "speaker" and speaker is not None else unresolved
        if word in FIRST_PERSON_PLURAL:
            if ref != "speaker" or speaker is None:
                return unresolved
            if self.speaker_is(claim, "thing") or self.speaker_is(claim, "plural"):
                return speaker  # "“We will appeal,” the ministry said"
            represented = self.represented(claim)
            if represented is not None:
                return represented  # "“We have a number of sources,” a Foreign Office spokeswoman said"
            # "“We didn't threaten anybody,” McDonough said": his side, in this article, named so
            # that a reader sees whose "we" it is
            return Referent(
                document_entity_id(self.doc_id, "we " + normalize_name(speaker.name)),
                DOCUMENT,
                f"{text} ({speaker.name})",
            )
        kind = (
            "person"
            if word in PERSONAL_PRONOUNS
            else "thing"
            if word in THING_PRONOUNS
            else "plural"
            if word in PLURAL_PRONOUNS
            else ""
        )
        if not kind:
            return unresolved  # "this", "that", "you", "one"
        if ref == "indirect" and speaker is not None and self.speaker_is(claim, kind):
            if not (kind == "person" and self.speaker_gender(claim) == other_gender(word)):
                return speaker  # "Trump said he would ...", "Apple said it would ..."
        if ref == "indirect" and kind == "plural" and (represented := self.represented(claim)) is not None:
            return represented  # "a State Department spokesperson said they were seeking more information"
        if kind == "person" and ref == "quoted" and word in {"he", "she"} and speaker is not None:
            # Inside someone's quoted words a "he" is whoever they were talking about.
            talked_about = self.talked_about(claim, word, speaker)
            if talked_about is not None:
                return self.named(talked_about.text.replace("[", "").replace("]", ""))
        if kind == "person" and ref != "quoted":
            # "The paper said he was rushed to hospital": the person named just before.
            name = self.narrated_antecedent(claim, word)
            if name is not None:
                return self.named(name.text)
        return unresolved

    def narrated_antecedent(self, claim: dict, word: str) -> Named | None:
        """The person named as the subject of a narrated "he" or "she"'s sentence or of the one before
        (``subject_person``), else the person named nearest before it (``ANTECEDENT_WINDOW``), whom
        the document does not call by the other pronoun: "Burton first met Manson after months of
        writing. ... She now visits him every Saturday" is Burton's, not Manson's (fnc_579), and
        "Joan arrived for an endoscopy with Dr. Lawrence Cohen ... She died on September 4" Joan's
        (fnc_1861). A person named where a subject stands comes before a nearer one named after a
        preposition or in brackets (``named_as_an_object``), who is taken only when no other is in
        the window. No news outlet ("the Medical Examiner's Office told TheWrap ... She was placed
        in a coma"), picture credit or date the recognizer took for a person ("Jul 14") is one."""
        pronoun_at = before = self.subject_start(claim)
        if pronoun_at is None:
            return None
        other = other_gender(word)
        skip = (claim.get("span_start") or 0, claim.get("span_end") or 0)

        def could_be(name: Named) -> bool:
            if (
                DATE_NAME.search(name.text)
                or PICTURE_CREDIT.match(name.text)
                or (self.text and PICTURE_CREDIT.search(self.text, max(0, name.start - 30), name.start))
            ):
                return False
            told = document_gender(self.text, self.names, name, skip) if self.text else ""
            # the document's pronouns, else the given name, say it is the other
            return not (told == other or (not told and name_gender(self.names, name.text) == other))

        if self.text and (at := self.pronoun_start(claim, word)) is not None:
            # "In the past, Putin was late for meetings with the Queen and Pope Francis. In 2014, he
            # was hours late": the sentence's subject, not the nearest name
            subject = subject_person(self.text, at, self.names, word)
            # by the given name too: the pronoun after "As Sarah explained: I asked Morin what he
            # proposed" is no reason to call Sarah a "he"
            if (
                subject is not None
                and could_be(subject)
                and other
                not in (name_gender(self.names, subject.text), given_name_gender(subject.text.split()[0]))
            ):
                return subject
        fallback = None
        window = ANTECEDENT_WINDOW
        while (name := self.nearest({PERSON}, before, window, outlets=False)) is not None:
            before = name.start
            window = ANTECEDENT_WINDOW - (pronoun_at - before)
            if not could_be(name):
                continue
            if not self.text or not named_as_an_object(self.text, name):
                return name
            fallback = fallback or name
        return fallback

    def talked_about(self, claim: dict, word: str, speaker: Referent) -> Named | None:
        """Whom a "he" or "she" in someone's quoted words stands for: the person named last before
        it, in the quote or before it, whom the document calls by that pronoun, who is not the
        speaker (one says "I") and is not named again in the quote after it ("He knows the details
        way better than Trump" is not Trump)."""
        start = self.subject_start(claim)
        if start is None or not self.text:
            return None
        written = normalize_name(speaker.name).split() + normalize_name(claim.get("speaker")).split()
        own = set(written) - HONORIFICS - TITLES - PERSON_NOUNS  # "President Trump" shares no name with Putin
        end = claim.get("span_end") or start
        closing = CLOSING_QUOTE.search(self.text, start, end)
        after = normalize_name(self.text[start : closing.start() if closing else end])
        skip = (claim.get("span_start") or 0, claim.get("span_end") or 0)
        for name in reversed(self.names):
            if name.label != PERSON or name.end > start:
                continue
            if start - name.end > ANTECEDENT_WINDOW:
                return None
            words = normalize_name(name.text).split()
            if not words or set(words) & own or re.search(rf"\b{re.escape(words[-1])}\b", after):
                continue
            gender = document_gender(self.text, self.names, name, skip)
            if not gender and name_gender(self.names, name.text) not in ("", word):
                continue
            if gender == word or (not gender and name.start >= skip[0]):
                return name  # "“Putin is an autocrat. He's a thug,” Cornyn said"
        return None

    def possessed(self, claim: dict, text: str, ref: str, speaker: Referent | None) -> Referent:
        """ "his son" as "Jason Steward's son": the possessive pronoun read as the pronoun would be
        ("Steward said his son ..."); this article's "his son" when it stands for nobody known."""
        pronoun, _, rest = text.partition(" ")
        word = POSSESSIVE_PRONOUNS.get(pronoun.lower(), "")
        if ref == "indirect" and (speaker is None or speaker.scope != GLOBAL):
            # "a source said that her doctor took a selfie": an unnamed source's "her" is the
            # story's woman, not the source
            return self.local(text)
        possessor = self.pronoun(claim, word, ref, speaker, pronoun) if word and rest else None
        if possessor is None or possessor.scope == UNRESOLVED or "(" in possessor.name:
            return self.local(text)  # nobody known, or a side ("we (McDonough)")
        # "Many Russians' nation"; a speaker read with its possessive ("Ms Conner's") keeps it
        written = possessor.name
        mark = "" if written.endswith(("'s", "’s")) else "'" if written.endswith("s") else "'s"
        name = f"{written}{mark} {rest}"
        if possessor.scope == GLOBAL:
            return Referent(entity_id(normalize_name(name)), GLOBAL, name)
        return self.local(name)

    def holder(self, claim: dict, text: str) -> Referent:
        """ "the company": the speaker that is one, whom a spokesperson speaks for, or the name the
        story gives it (``holding_name``); else this document's company.

        A news outlet is the one reporting, not the company of its story: in "Hewlett-Packard
        plans to break in two, the Wall Street Journal reported. The company plans ..., the
        Journal said" the company is Hewlett-Packard.
        """
        speaker = self.speakers.get(claim["claim_id"])
        if speaker is not None and normalize_name(text) == normalize_name(claim.get("speaker")):
            # "the religious police has denied that it has issued such a law": the denier's own
            # words for itself stand for what the speaker does, not for the last body named
            return speaker
        head = head_word(normalize_name(text))
        labels = ORGANIZATION if head in ORGANIZATION_NOUNS else PLACE if head in PLACE_NOUNS else set()
        words = normalize_name(text).split()
        definite = (text.split()[:1] or [""])[0].lower() in {"the", "this", "that"} and len(words) <= 2
        plural = bool(words) and words[-1] != head  # "the countries" are several: no one name
        if labels and definite and not plural:
            # In its own quoted words a body says "we": there "the organization" is another one.
            quoted = (claim.get("quote") or "").lstrip()[:1] in OPENING_QUOTE_MARKS
            if (
                speaker is not None
                and speaker.scope == GLOBAL
                and self.speaker_label(claim) in labels
                and not is_news_outlet(speaker.name)
                and not quoted
            ):
                return speaker  # "Apple said the company will ..."
            represented = None if quoted else self.represented(claim)
            if represented is not None and represented.scope == GLOBAL and labels == ORGANIZATION:
                return represented  # "A BlackBerry spokesperson told Benzinga that the company ..."
            passed_over = normalize_name(speaker.name) if quoted and speaker is not None else ""
            name = self.holding_name(labels, head, self.subject_start(claim), passed_over)
            if name is not None:
                return self.named(name.text)
        return self.local(text)

    def holding_name(
        self, labels: set[str], head: str, before: int | None, passed_over: str = ""
    ) -> Named | None:
        """The name a definite holder noun stands for: of the names with ``labels`` in the
        ``HOLDER_WINDOW`` before it, the one the document has named most often so far, the nearest
        of those; no news outlet, no list ("Whatsapp, Facebook", "Morin and Napster"), and for a
        noun that names its holder ("the committee", "the government") only a name with that noun
        in it ("the Committee for the Promotion of Virtue"), and not ``passed_over`` (the speaker, in
        its own quoted words). Read on the drop: the nearest name was
        wrong 18 times in 40 (Instagram for Facebook, Beats Music for Apple, Eastern for the
        committee, NATO for the government)."""
        if before is None:
            return None
        times: dict[str, int] = {}
        found = []
        for name in self.names:
            if name.end > before:
                continue
            key = normalize_name(name.text)
            times[key] = times.get(key, 0) + 1
            if (
                name.label in labels
                and before - name.end <= HOLDER_WINDOW
                and not is_news_outlet(name.text)
                and not LIST_OF_NAMES.search(name.text)
                and (head not in NAMED_BY_NOUN or head in key.split())
                and f" {key} " not in f" {passed_over} "  # nor "U.N." of "the U.N.'s Office"
            ):
                found.append(name)
        if not found:
            return None
        best = max(found, key=lambda n: (times[normalize_name(n.text)], n.end))
        # "the Apple Watch", "BlackBerry Passport": a product the recognizer took for a company,
        # whose maker the document names on its own
        words = normalize_name(best.text).split()
        for size in range(len(words) - 1, 0, -1):
            maker = next((n for n in found if normalize_name(n.text).split() == words[:size]), None)
            if maker is not None:
                return maker
        return best


def nearest_name(
    names: list[Named], labels: set[str], before: int | None, window: int, outlets: bool | None = True
) -> Named | None:
    """The name with one of ``labels`` that ends nearest before ``before``, within ``window``
    characters; with ``outlets`` False, news outlets are passed over; with None, only they count."""
    if before is None:
        return None
    found = [
        n
        for n in names
        if n.label in labels
        and n.end <= before
        and before - n.end <= window
        and (outlets is True or is_news_outlet(n.text) == (outlets is None))
    ]
    return found[-1] if found else None


def holder_speaker(claim: dict, names: list[Named], text: str | None = None) -> str | None:
    """The name a definite holder noun speaking stands for: "the paper said" is the report the
    article last said it retells, else the outlet it credited last, else the news outlet named
    last before it; "the airline said" the organization named nearest before it. Read on the
    drop's claims, where "the paper" of one article was every other article's paper
    (``OUTLET_NOUNS``, ``SPEAKING_HOLDER_NOUNS``)."""
    written = claim.get("speaker") or ""
    words = normalize_name(written).split()
    definite = (written.split()[:1] or [""])[0].lower() in {"the", "this"} and 1 <= len(words) <= 2
    head = head_word(" ".join(words))
    if not definite or subject_kind_of(written) != "generic" or words[-1] != head:
        return None  # "the companies" are several; "the Kremlin" is a name already
    before = claim.get("speaker_start")
    if head in OUTLET_NOUNS and before is not None:
        if text and (outlet := retold_outlet(text, before) or outlet_credited_before(text, before)):
            return outlet
        named = nearest_name(names, ANY_LABEL, before, OUTLET_WINDOW, outlets=None)
        return named.text if named else None
    if head in SPEAKING_HOLDER_NOUNS:
        named = nearest_name(names, ORGANIZATION, before, HOLDER_WINDOW, outlets=False)
        return named.text if named else None
    return None


def head_label(names: list[Named], claim: dict) -> str:
    """The recognizer's label of the speaker's last word, or of a person named before an
    apposition: "defector Cho Myung-Chul, of the Korea Institute for International Economic
    Policy" is a person's, not the institute's ("Trump's director of national intelligence, Dan
    Coats" is a person's by its last word)."""
    start, end, speaker = claim.get("speaker_start"), claim.get("speaker_end"), claim.get("speaker") or ""
    if start is None or end is None or not speaker.split():
        return label_at(names, start, end)

    def last_word_label(words: str, words_end: int) -> str:
        return label_at(names, max(start, words_end - len(words.split()[-1].rstrip(",.)"))), words_end)

    head = name_before_apposition(speaker)
    if head != speaker and end - start == len(speaker) and last_word_label(head, start + len(head)) == PERSON:
        return PERSON
    return last_word_label(speaker, end)


def speaker_referent(
    claim: dict,
    antecedents: dict[str, str],
    names: list[Named],
    written: dict[str, str],
    text: str | None = None,
) -> Referent | None:
    """The speaker as an entity: a name is itself; "she" the speaker named before; "the paper"
    the outlet the article credited (``holder_speaker``, in the document's ``text``); "a spokesman" or
    "officials" this document's; nobody, None. ``written`` maps entity ids to a name as written."""
    normalized = normalize_name(claim.get("speaker"))
    if claim["claim_id"] in antecedents:
        entity = antecedents[claim["claim_id"]]
        return Referent(entity, GLOBAL, written.get(entity, entity.removeprefix("ent:").replace("_", " ")))
    if not normalized or is_pronoun(claim.get("speaker")):
        return None
    if (holder := holder_speaker(claim, names, text)) is not None:
        return Referent(entity_id(normalize_name(holder)), GLOBAL, holder)
    if is_title_only(normalized) or (
        subject_kind_of(claim.get("speaker") or "") != "named" and not head_label(names, claim)
    ):
        return Referent(document_entity_id(claim["doc_id"], normalized), DOCUMENT, claim.get("speaker") or "")
    return Referent(entity_id(normalized), GLOBAL, claim.get("speaker") or "")


def resolve_claims(
    claims: list[dict],
    names: dict[str, list[Named]] | None = None,
    texts: dict[str, str] | None = None,
    joined: dict[str, str] | None = None,
) -> tuple[list[dict], list[dict]]:
    """Claims with entity and cluster ids, and one mention row per speaker and subject.

    ``names`` (doc_id -> its names, from ``pipeline.named``) lets a pronoun or a common noun
    phrase find what it stands for, and ``texts`` (doc_id -> its text) which report "the paper"
    is; without them only what the sentence says is used.

    The speaker gets ``speaker_mention`` (as written), ``speaker`` (whom it stands for, where
    known: "he" after "Bolton said", "the paper" after "the Mail on Sunday reported") and
    ``speaker_entity``.

    The subject gets ``subject_mention`` (as written), ``subject`` (what it stands for, where
    known), ``subject_entity`` and ``subject_scope``: global (a name, one entity everywhere),
    document (a common noun phrase nobody named: an entity of that document only) or unresolved
    (a pronoun with no antecedent, an expletive, no subject: no entity, grouped with nothing).

    ``joined`` (entity -> its group's id, from the same_as links a person accepted:
    ``pipeline.same_as.current_joins``) gives the claims of a joined entity the group's id, so
    they cluster and pair as one entity's; a mention keeps the entity its name resolved to.
    """
    names = names or {}
    joined = joined or {}
    resolved, mentions = [], []
    antecedents = pronoun_antecedents(claims, names, texts)
    by_doc: dict[str, list[dict]] = {}
    for claim in claims:
        by_doc.setdefault(claim["doc_id"], []).append(claim)
    referents: dict[str, Referent] = {}
    speaking: dict[str, Referent] = {}  # claim id -> the speaker a pronoun or "the paper" stands for
    for doc_id, doc_claims in by_doc.items():
        doc_names = names.get(doc_id, [])
        # a name as written: a speaker's, else a person's the text names (``person_for``)
        written = {entity_id(normalize_name(n.text)): n.text for n in doc_names if n.label == PERSON}
        written |= {entity_id(normalize_name(c.get("speaker"))): c.get("speaker") or "" for c in doc_claims}
        speakers = {
            c["claim_id"]: r
            for c in doc_claims
            if (r := speaker_referent(c, antecedents, doc_names, written, (texts or {}).get(doc_id)))
            is not None
        }
        stood_for = _stood_for(doc_claims, speakers, antecedents)
        speaking.update(stood_for)
        speakers.update(stood_for)
        resolver = SubjectResolver(doc_id, doc_names, speakers, (texts or {}).get(doc_id, ""))
        for claim in doc_claims:
            referents[claim["claim_id"]] = resolver.resolve(claim)
        for claim in doc_claims:
            # A denial of a report told before denies what the report said of its subject: "the
            # airline" there is the airline the report meant, not the name nearest the denial.
            source = referents.get(claim.get("proposition_from") or "")
            if source is not None and source.scope != UNRESOLVED:
                referents[claim["claim_id"]] = source
    for claim in claims:
        ids = {}
        for role in ("speaker", "subject"):
            normalized = normalize_name(claim.get(role))
            ids[role] = entity_id(normalized)
            if role == "speaker" and claim["claim_id"] in speaking:
                ids[role] = speaking[claim["claim_id"]].entity
            elif role == "speaker" and is_pronoun(claim.get(role)):
                # A "he" the article does not name is someone in this article, not one "he" of
                # every article: people are never merged by a pronoun.
                ids[role] = document_entity_id(claim["doc_id"], normalized)
            if role == "subject":
                ids[role] = referents[claim["claim_id"]].entity
            if normalized:
                mentions.append(
                    {
                        "mention_id": f"{claim['claim_id']}:{role}",
                        "claim_id": claim["claim_id"],
                        "doc_id": claim["doc_id"],
                        "role": role,
                        "text": claim.get(role),
                        "normalized": normalized,
                        "entity_id": ids[role],
                        "batch": claim["batch"],
                    }
                )
        ids = {role: joined.get(entity, entity) for role, entity in ids.items()}
        referent = referents[claim["claim_id"]]
        value_norm = normalize_value(claim.get("value"))
        predicate = (claim.get("predicate") or "").lower().strip()
        # "the company" is this article's; its claims meet another article's only where the words
        # are the same, copied from one story ("the company will pull out of the deal by March").
        # So do claims whose value points back ("Putin may deny it").
        points_back = value_points_back(claim.get("value"))
        quote_words = len(normalize_value(claim.get("quote")).split())
        copied = (referent.scope == DOCUMENT or points_back) and quote_words >= COPY_WORDS
        groupable = (
            referent.scope != UNRESOLVED
            and claim.get("is_proposition") is not False
            and (copied or not points_back)
        )
        resolved.append(
            {
                **claim,
                "predicate": predicate,
                # who speaks, where the article says ("he" after Bolton is Bolton), as the subject is
                "speaker_mention": claim.get("speaker") or "",
                "speaker": speaking[claim["claim_id"]].name
                if claim["claim_id"] in speaking
                else claim.get("speaker") or "",
                "speaker_entity": ids["speaker"],
                # No speaker at all ("it was revealed that ...") is a source nobody named; the
                # article's own narration is its document's, a source the reports name.
                "speaker_anonymous": (not claim.get("narrated") and not ids["speaker"])
                or is_title_only(
                    normalize_name(speaking[claim["claim_id"]].name)
                    if claim["claim_id"] in speaking
                    else normalize_name(claim.get("speaker"))
                ),
                "subject_mention": claim.get("subject") or "",
                "subject": referent.name if referent.entity else claim.get("subject") or "",
                "subject_entity": ids["subject"],
                "subject_scope": referent.scope,
                "value_norm": value_norm,
                "cluster": cluster_id(
                    "" if copied else ids["subject"],
                    predicate,
                    value_norm,
                    claim.get("polarity") or "",
                    claim.get("quote") or "",
                )
                if groupable
                else alone_cluster_id(claim["claim_id"]),
            }
        )
    return resolved, mentions


def _stood_for(
    doc_claims: list[dict], speakers: dict[str, Referent], antecedents: dict[str, str]
) -> dict[str, Referent]:
    """claim id -> the speaker a pronoun or a holder noun stands for, in one document: a "he" the
    speaker named before it, "the airline" the organization named before it, "the president" the
    speaker the article named with that title last ("President Donald Trump"), and an "it" or a
    "he" after them the same."""
    stood: dict[str, Referent] = {}
    held: dict[str, Referent] = {}  # "ent:airline" -> the organization it stood for last
    titled: dict[str, Referent] = {}  # "president" -> the last speaker named with that title
    for claim in sorted(doc_claims, key=lambda c: (c.get("span_start") or 0, c["claim_id"])):
        referent = speakers.get(claim["claim_id"])
        written = normalize_name(claim.get("speaker"))
        written_entity = entity_id(written)
        if claim["claim_id"] in antecedents and referent is not None:
            stood[claim["claim_id"]] = held.get(referent.entity, referent)
        elif referent is not None and referent.scope == GLOBAL and referent.entity != written_entity:
            stood[claim["claim_id"]] = held[written_entity] = referent
        elif (title := _definite_title(claim.get("speaker") or "")) and title in titled:
            stood[claim["claim_id"]] = held[written_entity] = titled[title]
        elif (
            referent is not None
            and referent.scope == GLOBAL
            and subject_kind_of(claim.get("speaker") or "") == "named"
        ):
            for word in written.split()[:-1]:  # "President Donald Trump", "Energy Minister Lina Varga"
                if word in TITLES:
                    titled[word] = referent
    return stood


def _definite_title(speaker: str) -> str:
    """ "the president" of "the president said": a title alone after "the", or ""."""
    words = speaker.replace("’", "'").split()
    if len(words) == 2 and words[0].lower() == "the" and words[1].islower() and words[1] in TITLES:
        return words[1]
    return ""


def alone_cluster_id(claim_id: str) -> str:
    """The cluster of a claim that is grouped with nothing: an unresolved subject, or no proposition."""
    return "cl_" + hashlib.sha1(f"claim|{claim_id}".encode()).hexdigest()[:10]


def assign_clusters(new_claims: list[dict], earlier_claims: list[dict]) -> list[dict]:
    """Merge paraphrased values into an existing cluster of the same subject, predicate and polarity.

    A claim keeps its own hash-based cluster unless an earlier claim (or one before it in
    this batch) says the same value in other words (``values.same_proposition``: one value
    contains the other, or they reword each other, and no figure, date or name clashes);
    then it joins the cluster of the most alike. Earlier claims never move, so cluster ids
    stay stable as batches arrive.
    """
    index: dict[tuple[str, str, str], dict[str, tuple[str, TypedValue]]] = {}
    for claim in earlier_claims:
        if claim.get("is_proposition") is False or value_points_back(claim.get("value")):
            continue
        key = (claim["subject_entity"], claim["predicate"], claim["polarity"])
        value = claim["value_norm"] or ""
        if value not in index.setdefault(key, {}):
            index[key][value] = (claim["cluster"], stored_or_typed(claim))
    out = []
    for claim in new_claims:
        cluster = claim["cluster"]
        if (
            claim["subject_entity"]
            and claim["predicate"]
            and claim.get("is_proposition") is not False
            and not value_points_back(claim.get("value"))  # "it" is each article's own
        ):
            key = (claim["subject_entity"], claim["predicate"], claim["polarity"])
            known = index.setdefault(key, {})
            value = claim["value_norm"] or ""
            typed = stored_or_typed(claim)
            if value in known:
                cluster = known[value][0]
            elif value:
                alike = [
                    (similarity(other, value), other)
                    for other, (_, other_typed) in known.items()
                    if other and same_proposition(other, value, other_typed, typed)
                ]
                if alike:
                    # The most alike; among equals the first known, so reruns agree.
                    best = max(alike, key=lambda pair: pair[0])[1]
                    cluster = known[best][0]
            known.setdefault(value, (cluster, typed))
        out.append({**claim, "cluster": cluster})
    return out


# Words too common inside names to narrow anything down ("bank of america", and the
# clauses that stand as subjects: "what he said to the press").
BLOCK_STOP_TOKENS = frozenset(
    "of and the for in on at & a an to with by from as that this his her its their is was be u s".split()
)
# Only names this short are filed by the start and end of their words: a person's or an
# organisation's name is short, and a clause standing as a subject is not misspelled
# into another.
AFFIX_MAX_WORDS = 3
SIMILAR_LIMIT = 10  # the closest names a new entity is compared with, as before blocking
SHORT_WORD = 5


def _word_keys(words: list[str]) -> set[str]:
    keys = set()
    for word in words:
        keys.add(word)
        if len(words) <= AFFIX_MAX_WORDS:
            keys.update(("<" + word[:3], word[-3:] + ">"))
            if len(word) <= SHORT_WORD:
                keys.update(("<<" + word[:2], word[-2:] + ">>"))
    return keys


def _block_keys(name: str) -> set[str]:
    """The keys a name is looked up by: each word, and for a short name each word's first and
    last three letters (two for a word of five letters or fewer).

    Names that score ``FUZZY_THRESHOLD`` on token_set_ratio share a word (one name's
    words inside the other's score 100) or, spelled a letter apart ("vladimir putin",
    "vladimr putin"), the start or the end of one: a letter left out of a word of six
    letters or more leaves its first three or its last three as they were, and one left
    out of a shorter word its first two or its last two. Stop words narrow nothing down;
    they find only the names made of stop words alone ("that", "to the"), and a name made
    of stop words alone finds every name that holds one of them.
    """
    words = name.split()
    content = [w for w in words if w not in BLOCK_STOP_TOKENS]
    if not content:
        return {"in:" + w for w in words}
    return _word_keys(content) | {"stop:" + w for w in words if w in BLOCK_STOP_TOKENS}


def _filed_keys(name: str) -> set[str]:
    """The keys a known name is filed under, so that _block_keys of a similar name meets one."""
    words = name.split()
    content = [w for w in words if w not in BLOCK_STOP_TOKENS]
    keys = _word_keys(content) | {"in:" + w for w in words if w in BLOCK_STOP_TOKENS}
    if not content:
        keys |= {"stop:" + w for w in words}
    return keys


class _NameIndex:
    """Known names filed under their block keys, so that a new name is compared with the few
    that share a key instead of every known name (below quadratic: 10,000 documents'
    entities in minutes, where comparing each with all took hours)."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.by_key: dict[str, list[int]] = {}
        for i, name in enumerate(names):
            for key in _filed_keys(name):
                self.by_key.setdefault(key, []).append(i)

    def candidates(self, keys: set[str]) -> list[int]:
        """Indices of the names filed under any of KEYS, in the order the names were given."""
        found: set[int] = set()
        for key in keys:
            found.update(self.by_key.get(key, ()))
        return sorted(found)


# What a reviewer can merge is one short name: not a clause standing as a subject ("his personal
# trust in putin", "finding someone that would do it too"), not two names ("putin and trump").
NAME_MAX_WORDS = 6
# Prepositions a name may hold ("Bank of America", "police in Rampur", "Minister for Energy"), and
# the words that make a phrase or a clause of it ("trump disdain with nato", "who said").
NAME_PREPOSITIONS = frozenset("of in from at for on to by".split())
PHRASE_WORDS = frozenset(
    "with about against over under after before during into "
    "who whom whose which that what when where whether if how because while".split()
)
NAME_TAIL_WORDS = NAME_PREPOSITIONS | PHRASE_WORDS  # what follows a name's head
JOINED_NAMES = re.compile(r"\s(?:and|&)\s|,")


def name_core(written: str) -> list[str]:
    """A name's words before what follows its head ("Bank" of "Bank of America", "thousands" of
    "thousands of people"), without a possessive's "'s"."""
    words = re.sub(r"[’']s\b", "", written or "").split()
    for i, word in enumerate(words[1:], start=1):
        if word.lower().strip(".,;:") in NAME_TAIL_WORDS:
            return words[:i]
    return words


def name_head(written: str) -> str:
    """The word a name is about, as written: the last of its core ("Jobs" of "Steve Jobs", "Bank"
    of "Bank of America", "lawyer" of "Trump's lawyer")."""
    words = name_core(written)
    return words[-1].strip('.,;:"“”‘’()') if words else ""


@dataclass(frozen=True)
class KnownName:
    """An entity as the review queue sees it: its normalized name, whether a mention writes that
    name's head with a capital (a name, "Steve Jobs", not a common noun, "the jobs report"), and
    the documents that mention it."""

    name: str
    proper: bool
    docs: frozenset[str]


def known_names(mentions: list[dict]) -> dict[str, KnownName]:
    """Each entity of the mention rows (``entity_id``, ``normalized``, ``text``, ``doc_id``).

    An entity's name is what its naming mentions say (those whose words make its id): a "who"
    resolved to Miller is one of his mentions, not his name (945 of the drop's suggestions had a
    pronoun for a name when the last mention named the entity)."""
    naming: dict[str, list[dict]] = {}
    docs: dict[str, set[str]] = {}
    # A one-word mention starting a sentence has its capital from there: "Clinic" is no name where
    # another article writes "the clinic".
    common = {m["normalized"] for m in mentions if (m.get("text") or "").strip().islower()}
    for m in mentions:
        eid = m["entity_id"]
        if not eid:
            continue
        docs.setdefault(eid, set()).add(m["doc_id"])
        if _slug(m["normalized"] or "") == _id_slug(eid):
            naming.setdefault(eid, []).append(m)
    known = {}
    for eid, where in docs.items():
        own = naming.get(eid)
        name = own[0]["normalized"] if own else _id_slug(eid).replace("_", " ")
        if own:
            proper = any(name_head(m.get("text") or "")[:1].isupper() for m in own)
            proper = proper and not (len(name.split()) == 1 and name in common)
        else:
            # only pronouns stand for it: a global one is the name the recognizer found for them
            proper = not is_document_entity(eid)
        known[eid] = KnownName(name, proper, frozenset(where))
    return known


def could_be_merged(name: str) -> bool:
    """Whether a normalized name is short enough, and single enough, to be one entity's name."""
    words = name.split()
    return (
        0 < len(words) <= NAME_MAX_WORDS
        and name_head(name) not in SUBJECT_PRONOUNS | NUMBER_WORDS.keys() | PEOPLE_QUANTIFIERS
        and words[0] not in SUBJECT_PRONOUNS  # "we trump": Trump's side (``pronoun``), not Trump
        and not JOINED_NAMES.search(name)
        and not set(words) & PHRASE_WORDS
    )


OWN_ARTICLE_REASON = "title or common noun; a person must decide which name of its article it is"


def _same_head(head_a: str, head_b: str) -> bool:
    """Whether two names' heads (``name_head``, lowercase) are one word: the same, or one
    misspelled ("puttin"), not its plural ("the Times" is not "Time", "therapists" not one
    therapist)."""
    if head_a == head_b:
        return True
    plural = head_a.rstrip("s") == head_b.rstrip("s")
    return not plural and fuzz.ratio(head_a, head_b) >= FUZZY_THRESHOLD


def suggest_same_as(
    new_entities: dict[str, KnownName],
    known_entities: dict[str, KnownName],
    already: set[tuple[str, str]],
    batch: str,
) -> list[dict]:
    """same_as suggestions between this batch's entities and every entity known so far.

    Nothing here merges anything: each row waits for a human to accept or reject it, so a row
    should be worth that person's look. Two kinds:

    - similar names: two names ("vladimir putin", "putin"; "vladimr putin") about the same head
      word, each a name some mention writes with a capital, short and single
      (``could_be_merged``), and not both one document's own. A new name meets only the known
      names that share a block key with it (_NameIndex); among those the closest ten are scored.
    - a title or a common noun ("the president", "the American president") against the names
      its own documents give with that word ("President Donald Trump"), not every name of the
      library holding it.

    Read on the drop (session 40): of 49,383 similar-name suggestions, 40,147 had a side that is
    one document's common noun ("report", "hostilities") and 16,895 a side longer than six words;
    "trump" met "trump disdain for nato", "us" met "senior us diplomat"; "president" alone met
    11,702 names of other articles.
    """
    rows = []
    ids = list(known_entities.keys())
    known = list(known_entities.values())
    names = [k.name for k in known]
    index = _NameIndex(names)
    heads = [name_head(name) for name in names]
    mergeable = [could_be_merged(name) and not is_title_only(name) for name in names]
    # The names each document gives (``mergeable`` and ``proper``): what its titles are matched to.
    named_in: dict[str, list[int]] = {}
    for i, k in enumerate(known):
        if mergeable[i] and k.proper:
            for doc in k.docs:
                named_in.setdefault(doc, []).append(i)
    for eid, entity in new_entities.items():
        name = entity.name
        title = is_title_only(name)
        candidates: list[tuple[str, float, str]] = []
        if title or (not entity.proper and could_be_merged(name)):
            # "the president", "the American president", "the service": which of the names its
            # own articles give it is for a person to say. A pronoun is no title: an unresolved
            # "he" is nobody to look for in "he and other senate democrats".
            words = set(name.split()) if title else {name_head(name)}
            words -= {"two", "three", "several", "some", "senior"} | SUBJECT_PRONOUNS
            named = sorted({i for doc in entity.docs for i in named_in.get(doc, ())})
            for i in named:
                if names[i] != name and words & set(name_core(names[i])):
                    candidates.append((ids[i], TITLE_ONLY_CONFIDENCE, OWN_ARTICLE_REASON))
        elif entity.proper and could_be_merged(name):
            local = is_document_entity(eid)
            head = name_head(name)
            near = [
                i
                for i in index.candidates(_block_keys(name))
                if mergeable[i]
                and known[i].proper
                and not (local and is_document_entity(ids[i]))
                and _same_head(head, heads[i])
            ]
            near_names = [names[i] for i in near]
            for _, score, k in process.extract(
                name, near_names, scorer=fuzz.token_set_ratio, limit=SIMILAR_LIMIT
            ):
                other = ids[near[k]]
                if other != eid and score >= FUZZY_THRESHOLD:
                    candidates.append((other, round(score / 100, 3), "similar names"))
        for other, confidence, reason in candidates:
            pair = tuple(sorted((eid, other)))
            if pair in already:
                continue
            already.add(pair)
            rows.append(
                {
                    "left_entity": pair[0],
                    "right_entity": pair[1],
                    "left_name": known_entities.get(pair[0], new_entities.get(pair[0])).name,
                    "right_name": known_entities.get(pair[1], new_entities.get(pair[1])).name,
                    "confidence": confidence,
                    "status": "suggested",
                    "reason": reason,
                    "batch": batch,
                }
            )
    return rows
