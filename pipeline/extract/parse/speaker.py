"""Who spoke: the speaker of a cue verb, the phrase PolNeAR marks and the name the graph keys on."""

from __future__ import annotations

from pipeline.extract.cue_model import PERSONAL_PRONOUNS
from pipeline.extract.parse.lexicon import (
    CARRIED_OUT_BY_SUBJECT,
    CUE_MODALITY,
    POLL_SHARES,
    SAYING,
    TIME_MARKS,
)
from pipeline.extract.parse.spans import CAPTION_ASIDE, quotations
from pipeline.extract.parse.tree import (
    after_comma,
    is_infinitive,
    is_trailing_participle,
    phrase_heads,
    subtree,
)
from pipeline.extract.quotations import inside_quotation


def names_someone(speaker: list) -> bool:
    """A name or a personal pronoun, not "a website" or "that": the only speakers an unlisted verb
    after a quotation is trusted with."""
    heads = phrase_heads(speaker)
    return bool(heads) and (heads[0].pos_ == "PROPN" or heads[0].lower_ in PERSONAL_PRONOUNS)


def noun_phrase(head) -> list:
    """The phrase as PolNeAR marks a source: "Chris Cox, who runs the NRA's lobbying arm,".

    Relative clauses stay, set off by commas or not; a participle set off by a comma
    ("Sanders, celebrating a victory") is what the speaker was doing and goes.
    """
    dropped = [
        t.i
        for child in head.children
        if child.i > head.i and child.dep_ == "acl" and child.tag_ in {"VBG", "VBN"} and after_comma(child)
        for t in child.subtree
    ]
    cut = min(dropped, default=head.right_edge.i + 1)
    tokens = [t for t in head.subtree if t.i < cut]
    # A dateline is not part of the speaker: "RENO, Nev. (AP) — Donald Trump".
    for t in tokens:
        if t.text in {"—", "–", "-"} and t.i > 0 and t.doc[t.i - 1].text == ")":
            tokens = [u for u in tokens if u.i > t.i]
    return tokens


def speaker_name(tokens: list) -> list:
    """The part of a speaker phrase the graph knows them by: "Marko Dell" of "Marko Dell, the
    union leader," and of "Marko Dell, who leads the union,"; "Trump" of "The Republican
    nominee, Trump"; "Sen. Claire McCaskill" of "Sen. Claire McCaskill (D-Mo.)". Asides
    differ from article to article; the name does not."""
    if tokens and tokens[-1].tag_ == "POS" and tokens[-1].head.dep_ == "poss":
        # "Apple’s plans to buy Beats": the speaker is Apple ("McDonald’s said" keeps its name)
        tokens = tokens[:-1]
    ids = {t.i for t in tokens}
    heads = phrase_heads(tokens)
    if len(heads) != 1:
        return tokens
    head = heads[0]
    # Set off by a comma, a dash or a bracket, whether the mark hangs inside the aside or before it.
    asides = [
        c
        for c in head.children
        if c.i > head.i
        and c.dep_ in {"appos", "relcl", "acl"}
        and (
            after_comma(c)
            or c.left_edge.text in {"(", ",", "—", "–"}
            or (c.dep_ == "relcl" and _after_spaced_hyphen(c))
        )
    ]
    if head.pos_ != "PROPN":
        # "a woman calling herself 'Jasmine Tridevil' (left) announced": where she stands in the
        # picture is no name
        named = next(
            (c for c in asides if c.dep_ == "appos" and c.pos_ == "PROPN" and not _caption(c)),
            None,
        )
        if named is not None:
            return speaker_name([t for t in named.subtree if t.i in ids])
    cut = min((c.left_edge.i for c in asides), default=None)
    return tokens if cut is None else [t for t in tokens if t.i < cut]


def _caption(aside) -> bool:
    """A bracket that tells where someone is in a photo: "(left)", "(pictured)"."""
    doc = aside.doc
    return CAPTION_ASIDE.match(doc[aside.left_edge.i : aside.right_edge.i + 1].text) is not None


def _after_spaced_hyphen(token) -> bool:
    """ "Dr Gwen Korovin - who was not authorized ... -": a hyphen standing alone is a dash. Only
    before a relative clause: "(Reuters) - Hewlett-Packard" is a dateline, and "One of the three
    sources - a former Syrian rebel fighter" names the source by its second half."""
    left = token.left_edge
    return left.i > 0 and token.doc[left.i - 1].text == "-" and bool(token.doc[left.i - 1].whitespace_)


def hangs_off_a_clause(verb) -> bool:
    """A verb with no subject of its own, whose doer is the subject of the clause it joins."""
    if verb.dep_ in {"conj", "xcomp"} or (verb.dep_ == "advcl" and verb.tag_ == "VBG"):
        return True
    if verb.dep_ == "advcl" and verb.head.lemma_ in CARRIED_OUT_BY_SUBJECT and is_infinitive(verb):
        return True  # "went on Twitter to applaud"
    # "by saying", "after thanking the crowd", "without naming her": a gerund after a preposition.
    return verb.dep_ == "pcomp" and verb.tag_ == "VBG" and verb.head.dep_ == "prep"


# Subjects that say nothing: a "saying" the parser hangs on "when it launches" is not the thing's.
SPEECHLESS_SUBJECTS = {"it", "this", "that"}
# The words that open a time clause: "when it launches", "as it opened".
TIME_CLAUSE_WORDS = TIME_MARKS | {"as"}


def speechless_time_clause(head) -> bool:
    """ "He offered up his thoughts on the Apple Watch when it launches saying, 'We expect ...'": the
    parser hangs "saying" on the time clause, whose subject, a thing, says nothing; the words are
    the main clause's subject's."""
    timed = head.dep_ == "advcl" and any(
        c.lower_ in TIME_CLAUSE_WORDS and c.dep_ in {"mark", "advmod"} for c in head.children
    )
    subjects = [c for c in head.children if c.dep_ in {"nsubj", "nsubjpass"}]
    return timed and bool(subjects) and subjects[0].lower_ in SPEECHLESS_SUBJECTS


def controlling_subject(head) -> list | None:
    """The subject of ``head``, or of the clause it in turn hangs off when it has none."""
    for _ in range(8):  # a chain of joined verbs; the bound only guards against odd parses
        if (
            head.dep_ == "prep"
            or (head.dep_ == "acomp" and head.pos_ == "ADJ")
            or (head.dep_ in {"pobj", "advmod"} and head.head.pos_ in {"ADP", "VERB", "AUX"})
        ):
            # "by saying" -> the verb "by" modifies; "likely to say" -> "are"; "in addition to
            # stating", "aside from saying" -> the verb above.
            head = head.head
            continue
        if head.lemma_ == "stop" and any(c.lower_ == "short" for c in head.children):
            return None  # "stopped short of calling it a crime": it was not said
        subjects = [c for c in head.children if c.dep_ == "nsubj"]
        if subjects:
            if subjects[0].tag_ in {"WP", "WDT"}:
                return None
            return noun_phrase(subjects[0])
        if not hangs_off_a_clause(head):
            return None
        head = head.head
    return None


def agent_of(cue):
    """ "was first reported by MSNBC": the "by" of a passive cue, or None."""
    if not any(c.dep_ == "auxpass" for c in cue.children):
        return None
    return next(
        (c for c in cue.children if c.dep_ == "agent" and any(o.dep_ == "pobj" for o in c.children)),
        None,
    )


def relative_pronoun_subject(cue):
    """The "who" or "which" of a relative clause whose verb is the cue, or None."""
    if cue.dep_ != "relcl":
        return None
    return next((c for c in cue.children if c.dep_ == "nsubj" and c.tag_ in {"WP", "WDT"}), None)


def quoted_as_saying(cue):
    """ "the Al-Ahad news website quoted Khalaf Tarmouz as saying": whom the "saying" is of, the
    one quoted, not the outlet that printed the words (``pipeline.relays`` credits it). None
    for any other cue."""
    if not (cue.dep_ == "pcomp" and cue.head.dep_ == "prep" and cue.head.lower_ == "as"):
        return None
    quoting = cue.head.head
    if quoting.lemma_ != "quote":
        return None
    return next((c for c in quoting.children if c.dep_ == "dobj"), None)


# A statement someone puts out speaks for them: "The Pentagon has released a statement saying ...".
STATEMENT_NOUNS = {"statement", "release", "communique", "communiqué"}
ISSUING_VERBS = {"issue", "release", "publish", "put", "send", "post"}


def statement_issuer(noun) -> list | None:
    """Who issued the statement ``noun`` names, when the sentence says so, or None."""
    verb = noun.head
    if noun.lemma_.lower() not in STATEMENT_NOUNS or noun.dep_ != "dobj" or verb.lemma_ not in ISSUING_VERBS:
        return None
    return controlling_subject(verb)


# Verbs whose object is the one spoken to.
HEARER_VERBS = {"tell", "ask", "answer"}


def inverted_speaker(cue, regions) -> list | None:
    """ "“Blame America First,” tweeted a piqued former U.S. Ambassador to Russia": the parser
    takes the quotation in front for the subject and the speaker after the verb for its object.
    The object is the speaker when it names someone and no quotation holds it."""
    objects = [c for c in cue.children if c.dep_ == "dobj" and c.i > cue.i]
    # "“a source familiar with the matter” told Benzinga": whom one tells or asks is no speaker
    if (
        len(objects) != 1
        or inside_quotation(regions, objects[0].idx)
        or cue.lemma_ not in SAYING - HEARER_VERBS
    ):
        return None
    phrase = noun_phrase(objects[0])
    return phrase if names_someone(phrase) else None


def speaker_of(cue) -> list | None:
    if (agent := agent_of(cue)) is not None:
        return noun_phrase(next(o for o in agent.children if o.dep_ == "pobj"))
    if (quoted := quoted_as_saying(cue)) is not None:
        return noun_phrase(quoted)
    subjects = [c for c in cue.children if c.dep_ == "nsubj"]
    if subjects:
        # A quotation in front can be misparsed as a second subject ("“... Full panic mode,”
        # said Leslie Wimes"): the speaker is outside the quotation.
        regions = quotations(cue.doc.text)
        outside = [c for c in subjects if not inside_quotation(regions, c.idx)]
        if (
            not outside
            and not inside_quotation(regions, cue.idx)
            and (inverted := inverted_speaker(cue, regions))
        ):
            return inverted
        subjects = outside or subjects
        # Of two subjects ("MACAU (Reuters) – ... Adelson said"), the one next to the verb.
        subject = ([c for c in subjects if c.i < cue.i] or subjects[:1])[-1]
        # "a spokesman who said ...": the speaker is the noun the relative clause hangs off.
        if subject.tag_ in {"WP", "WDT"} and cue.dep_ == "relcl":
            if not after_comma(cue) and cue.head.dep_ in {"nsubj", "nsubjpass"}:
                # "Those who said the economy mattered backed Clinton": the clause picks out
                # a group of people; it is not itself a report.
                return None
            inside = {t.i for t in cue.subtree}
            return [t for t in noun_phrase(cue.head) if t.i not in inside]
        # "“That’s a legitimate concern,” Sarandon, 69, told MSNBC": the parser can hang the
        # quotation in front on the subject; the speaker is what follows its closing mark.
        # A quotation that opens inside the phrase is part of the name ("The “No Comparison” ad").
        phrase = noun_phrase(subject)
        first = min(t.idx for t in phrase)
        closings = [
            t
            for t in phrase
            if t.i < cue.i and any(t.idx == end - 1 and start <= first for start, end in regions)
        ]
        if closings and (after := [t for t in phrase if t.i > closings[-1].i]):
            return after
        return phrase
    for child in cue.children:
        # A name the parser hung on the verb as a modifier: "..., not a single one,” Bozell notes."
        if child.dep_ == "compound" and child.i == cue.i - 1 and child.pos_ in {"PROPN", "PRON"}:
            return subtree(child)
        # A misparsed subject: "Large majorities of voters going to the polls said ...".
        if child.dep_ == "csubj" and child.i < cue.i:
            return subtree(child)
        # A poll's share misparsed as a modifier: "About 4 in 10 say", "Less than a third agreed".
        if (
            child.dep_ in {"nummod", "npadvmod"}
            and child.i < cue.i
            and (child.like_num or child.lower_ in POLL_SHARES)
            and child.right_edge.i == cue.i - 1
        ):
            return subtree(child)
    if hangs_off_a_clause(cue):
        # "... and said", "refused to say", "Clinton tweeted her thanks, saying ...",
        # "distanced himself by saying ...": the speaker is the subject of the clause
        # this verb hangs off.
        head = cue.head
        if is_trailing_participle(cue) and head.dep_ == "ccomp" and head.head.lemma_ in CUE_MODALITY:
            # "The ministry denied that the plant will restart, calling the reports premature":
            # the parser hangs the gloss on the reported clause, but it is the reporter's, as
            # the reported clause's content already leaves it out.
            head = head.head
        if cue.tag_ == "VBG" and speechless_time_clause(head):
            head = head.head
        regions = quotations(cue.doc.text)
        if not inside_quotation(regions, cue.idx):
            # "the American leader declared that "the world wants to see us get along" and
            # predicted rosy future relations": the parser joins the verb to the quoted clause,
            # but its doer is whoever speaks the quotation, not the quotation's own subject.
            speaking = head
            while inside_quotation(regions, speaking.idx) and speaking.head.i != speaking.i:
                speaking = speaking.head
            if not inside_quotation(regions, speaking.idx):
                head = speaking
        return controlling_subject(head)
    if cue.dep_ == "acl" and cue.tag_ in {"VBG", "VBD", "VBZ", "VBP"} and cue.head.pos_ in {"NOUN", "PROPN"}:
        if (issuer := statement_issuer(cue.head)) is not None:
            return issuer  # "Yorkville Endoscopy issued a statement denying S": the clinic denies
        # "a statement saying ...", "911 calls saying shots had been fired"; a finite verb the
        # parser hung on its own subject: "Multiple outlets reported ...", "A poll found ...".
        inside = {t.i for t in cue.subtree}
        return [t for t in noun_phrase(cue.head) if t.i not in inside]
    return None
