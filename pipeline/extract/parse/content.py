"""What was said: the content of a cue verb, through its clause, object, preposition or a quotation."""

from __future__ import annotations

from pipeline.extract.parse.lexicon import (
    CUE_MODALITY,
    NON_REPORTING_PASSIVES,
    OBJECT_CUES,
    OBJECT_NEEDS_COMPLEMENT,
    OBJECT_REQUIRED,
    PREP_CUES,
    RELATIVE_OBJECT_CUES,
    REPORTED_AS,
    SAYING,
    TIME_MARKS,
    WHEN_OR_WHERE,
    XCOMP_CUES,
)
from pipeline.extract.parse.spans import quotations
from pipeline.extract.parse.speaker import agent_of, noun_phrase
from pipeline.extract.parse.tree import (
    after_comma,
    complement_that,
    leading_connectives,
    phrase_heads,
    subtree,
    without_trailing_participle,
)


def content_of(cue) -> tuple[list, object] | None:
    """The content tokens of a cue verb and the head of the content clause."""
    children = list(cue.children)
    clauses = [c for c in children if c.dep_ == "ccomp"]
    if clauses:
        # "Not only was the ENT not supposed to treat her, staffers have told investigators that
        # the ENT snapped a selfie": the parser hangs the fronted clause on the cue as well; what
        # was said is the clause "that" brings in after it.
        said = [
            c
            for c in clauses
            if c.i > cue.i and any(m.dep_ == "mark" and m.lower_ == "that" for m in c.children)
        ]
        clause = said[0] if clauses[0].i < cue.i and said else clauses[0]
        return without_trailing_participle(clause), clause
    if cue.lemma_ in SAYING:
        # Misparsed complements: "said legalizing it could put ..." (xcomp), "said after
        # the convention he would not accept ..." (advcl). A clause with a subject of its
        # own and no "when"/"as" to make it a circumstance is what was said.
        for child in children:
            if child.i < cue.i or child.dep_ not in {"xcomp", "advcl"}:
                continue
            marked = any(
                c.dep_ == "mark" or (c.dep_ == "aux" and c.lower_ == "to")
                for c in child.children
                if c.i < child.i
            ) or any(c.dep_ == "advmod" and c.tag_ == "WRB" for c in child.children)
            has_subject = any(c.dep_ in {"nsubj", "nsubjpass"} for c in child.children)
            gerund_clause = child.tag_ == "VBG" and any(c.dep_ == "ccomp" for c in child.children)
            if not marked and not after_comma(child) and (has_subject or gerund_clause):
                return without_trailing_participle(child), child
    if cue.lemma_ in SAYING:
        # "says in a statement that the race ...": the parser hangs the clause on the statement.
        # "responded to the news that ..." is a cue with its preposition (PREP_CUES), not this.
        preps = [
            c
            for c in children
            if c.dep_ == "prep" and c.i > cue.i and (cue.lemma_, c.lower_) not in PREP_CUES
        ]
        for obj in (o for c in preps for o in c.children if o.dep_ == "pobj"):
            for clause in obj.children:
                if clause.dep_ in {"acl", "ccomp"} and any(
                    m.dep_ == "mark" and m.lower_ == "that" for m in clause.children
                ):
                    return subtree(clause), clause
        # "told a meeting of Pacific Island leaders that few people understood ...", "said during a
        # news conference that he may wait": the parser reads the clause as relative to the noun
        # before it, but its "that" is a conjunction (a relative "that" would be the clause's
        # subject or object, and this clause has a subject of its own).
        for obj in (c for c in children if (c.i > cue.i and c.dep_ in {"dobj", "dative"}) or c in preps):
            for clause in obj.subtree:
                if clause.dep_ == "relcl" and complement_that(clause):
                    return subtree(clause), clause
    for child in children:
        if child.dep_ == "xcomp" and cue.lemma_ in XCOMP_CUES and child.i > cue.i:
            tokens = subtree(child)
            subject = [c for c in children if c.dep_ in {"dobj", "dative"} and c.i < child.i]
            if not subject and cue.lemma_ in OBJECT_REQUIRED:
                continue  # "asked not to be named" is no report of what anyone said
            if subject:
                tokens = subtree(subject[0]) + tokens
            return tokens, child
    if cue.lemma_ in OBJECT_CUES and cue.dep_ == "relcl":
        # "Rubio, who he dubbed “the little senator”": the relative pronoun is the object,
        # so what was said is about the noun the clause hangs off.
        pronoun = [c for c in children if c.dep_ == "dobj" and c.i < cue.i and c.tag_ in {"WP", "WDT"}]
        if pronoun:
            inside = {t.i for t in cue.subtree}
            tokens = [t for t in noun_phrase(cue.head) if t.i not in inside]
            tokens += [
                t for c in children if c.i > cue.i and c.dep_ in {"oprd", "prep", "xcomp"} for t in c.subtree
            ]
            return tokens, cue.head
    if cue.lemma_ in OBJECT_CUES and agent_of(cue) is not None:
        # "The meeting was first reported by Politico": what was reported is the subject.
        for child in children:
            if child.dep_ == "nsubjpass" and child.tag_ not in {"WP", "WDT"}:
                return subtree(child), child
    if cue.lemma_ in OBJECT_CUES:
        for child in children:
            if child.dep_ == "dobj" and child.i > cue.i:
                # "denied reports that the plant would restart": the object with its clause is
                # the content, as PolNeAR marks it; the clause's verb is what is predicated.
                for grandchild in child.children:
                    if grandchild.dep_ in {"acl", "ccomp", "relcl"} and grandchild.pos_ in {"VERB", "AUX"}:
                        if grandchild.dep_ != "relcl" or cue.lemma_ in RELATIVE_OBJECT_CUES:
                            return subtree(child), grandchild
                tokens = subtree(child)
                # "called him a liar", "accused Sanders of a smear", "endorsed Cruz for president",
                # "criticized Clinton over the emails": what follows the object belongs to it,
                # but not when or where it was said ("in a speech", "on Monday").
                complement = [c for c in children if c.i > child.i and c.dep_ in {"oprd", "xcomp", "ccomp"}]
                if cue.lemma_ in OBJECT_NEEDS_COMPLEMENT and not complement:
                    return None
                for other in children:
                    if other.i > child.i and (
                        other in complement or (other.dep_ == "prep" and other.lower_ not in WHEN_OR_WHERE)
                    ):
                        tokens += subtree(other)
                return tokens, child
    if cue.lemma_ in OBJECT_CUES - XCOMP_CUES and cue.dep_ not in {"parataxis", "ccomp", "advcl", "conj"}:
        # An object the parser hung elsewhere: "has often cited improving mental health
        # services as a priority" (xcomp), "reported holding investments" (what follows
        # the verb in its clause). Verbs that take an infinitive were dealt with above:
        # "asked not to be named" and "what he calls “real solutions”" report nothing.
        rest = [c for c in children if c.i > cue.i and c.dep_ in {"oprd", "xcomp", "dep", "nmod", "attr"}]
        if rest:
            tokens = [t for c in rest for t in subtree(c)]
            tokens += [
                t
                for c in children
                if c.i > cue.i and c.dep_ == "prep" and c.lower_ not in WHEN_OR_WHERE
                for t in subtree(c)
            ]
            return tokens, rest[0]
    # Inverted form: "The plant will restart in March, officials said."
    if cue.dep_ in {"parataxis", "ccomp", "advcl", "conj"} and cue.head.pos_ in {"VERB", "AUX"}:
        # "As Politico reported, Trump would win" is inverted too, with the cue in front.
        as_reported = (
            cue.dep_ == "advcl"
            and cue.lemma_ in REPORTED_AS
            and any(c.dep_ == "mark" and c.lower_ == "as" for c in children)
        )
        if cue.i < cue.head.i and cue.dep_ != "parataxis" and not as_reported:
            return None
        if cue.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in TIME_MARKS for c in children):
            return None  # "Sotloff disappeared while reporting from Syria": when, not what
        if cue.dep_ == "ccomp" and cue.i > cue.head.i and cue.head.lemma_ in CUE_MODALITY:
            return None  # "His lawyer said he would not answer": inside the lawyer's words
        if (
            cue.head.lemma_ in CUE_MODALITY
            and any(c.dep_ == "nsubj" for c in cue.head.children)
            and not as_reported
        ):
            return None  # "..., Earnest said": the clause is an attribution of its own, not content
        if cue.dep_ == "conj" and any(c.dep_ == "cc" and c.i < cue.i for c in cue.head.children):
            return None  # "The crowd booed, and a man yelled ...": two events, not a report of one
        objects = [c for c in children if c.dep_ in {"dobj", "xcomp", "ccomp"}]
        if (
            cue.dep_ == "conj"
            # a "subject" after the verb's object is a misparse, not a speaker ("..., then continue
            # their discussions ... in the Hall of Mirrors, once the emperor's throne room")
            and not any(
                c.dep_ in {"nsubj", "nsubjpass"} and not any(o.i < c.i for o in objects) for c in children
            )
            and any(o.pos_ != "PROPN" for o in objects)
        ):
            # "The two leaders first meet in the Gothic Hall, then continue their discussions":
            # one subject doing two things, the second with its own object, not a report of the
            # first (a misparsed credit, "..., a source told CNN", keeps its outlet as object)
            return None
        head = cue.head
        # "But the weapons, he added, are like ...": the "But" is the writer's, not his.
        excluded = set(t.i for t in cue.subtree) | leading_connectives(head)
        tokens = [t for t in head.subtree if t.i not in excluded]
        if as_reported and cue.i < head.i:
            return [t for t in tokens if t.i > cue.i], head
        if head.i > cue.i:
            # "This campaign, he says, is different": the cue interrupts the clause, whose
            # two halves are both what was said.
            return tokens, head
        # Keep only the part before the cue: a trailing clause after it is not what was said.
        tokens = [t for t in tokens if t.i < cue.i] or tokens
        return tokens, head
    return None


def prep_content(cue) -> tuple[list, object, object] | None:
    """ "called for a ban": the preposition joins the cue, its object is the content.

    "called on Republicans to unendorse him" keeps the infinitive with the object;
    "is calling for the US to step up" parses "for" as the mark of a clause.
    """
    for child in cue.children:
        if child.i < cue.i:
            continue
        # "responded pointedly, with a smile: “...”": a preposition set off by a comma is no part of the cue.
        set_off = any(t.is_punct for t in cue.doc[cue.i + 1 : child.i])
        if child.dep_ in {"prep", "prt"} and (cue.lemma_, child.lower_) in PREP_CUES and not set_off:
            objects = [c for c in child.children if c.dep_ in {"pobj", "pcomp"}]
            if objects:
                tokens = subtree(objects[0])
                tokens += [t for c in cue.children if c.dep_ == "xcomp" and c.i > child.i for t in subtree(c)]
                return tokens, objects[0], child
        if child.dep_ == "advcl":
            mark = next((c for c in child.children if c.dep_ == "mark"), None)
            if mark is not None and (cue.lemma_, mark.lower_) in PREP_CUES and mark.i == child.left_edge.i:
                return [t for t in subtree(child) if t.i != mark.i], child, mark
    return None


def quotation_parts(tokens: list) -> tuple[list, object] | None:
    """A quotation's tokens as content, headed by its largest phrase."""
    roots = phrase_heads(tokens)
    return (tokens, max(roots, key=lambda t: len(list(t.subtree)))) if roots else None


def quotation_content(cue, speaker: list) -> tuple[list, object] | None:
    """ "“Okay,” I said": the quotation nearest the cue, when it shares no tokens with the speaker.

    A one-word answer ("40 percent said yes") is the content too.
    """
    if cue.lemma_ not in SAYING:
        return quotation_just_before(cue, speaker)
    doc = cue.doc
    speaker_ids = {t.i for t in speaker}
    best = None
    for start, end in quotations(doc.text):
        tokens = [t for t in doc if start <= t.idx < end]
        if not tokens or cue.i in {t.i for t in tokens} or speaker_ids & {t.i for t in tokens}:
            continue
        distance = min(abs(t.i - cue.i) for t in tokens)
        if best is None or distance < best[0]:
            best = (distance, tokens)
    if best is not None:
        return quotation_parts(best[1])
    for child in cue.children:
        if child.dep_ == "intj" and child.i > cue.i:
            return [child], child
    return None


def quotation_just_before(cue, speaker: list) -> tuple[list, object] | None:
    """ "“This is fantastic!” beamed Donald Hartley", "“...,” I confessed": whatever the verb,
    a quotation closed by a comma, "!" or "?" right before the verb and its speaker is what
    they said."""
    doc = cue.doc
    tail = sorted({cue.i, *(t.i for t in speaker)})
    if tail != list(range(tail[0], tail[-1] + 1)) or any(
        c.dep_ in {"ccomp", "xcomp", "dobj"} and c.i > cue.i for c in cue.children
    ):
        return None  # the verb has words of its own, or the speaker is elsewhere
    tail_start = doc[tail[0]].idx
    for start, end in quotations(doc.text):
        if (
            end <= tail_start
            and not doc.text[end:tail_start].strip()
            and doc.text[end - 2 : end - 1] in ",!?"
        ):
            if (parts := quotation_parts([t for t in doc if start <= t.idx < end])) is not None:
                return parts
    return None


def unattributed_content(cue) -> tuple[list, object] | None:
    """Content tokens and head of a passive cue with no agent: "It was revealed that ...".

    "Trump is expected to speak" and "Quiros was accused of fraud" report someone's
    expectation or accusation without naming them; the content is the clause, its
    subject included, as PolNeAR marks it.
    """
    if (
        cue.lemma_ in NON_REPORTING_PASSIVES
        or not any(c.dep_ == "auxpass" for c in cue.children)
        or any(c.dep_ == "agent" for c in cue.children)
    ):
        return None
    children = list(cue.children)
    for child in children:
        if child.dep_ == "ccomp" and child.i > cue.i:
            return subtree(child), child
    # A relative pronoun stands for its noun: "the final, which is expected to draw ...".
    excluded = {"PRP"} if cue.dep_ == "relcl" else {"WP", "WDT", "PRP"}
    subjects = [c for c in children if c.dep_ == "nsubjpass" and c.tag_ not in excluded]
    if not subjects:
        return None
    tail = [
        c
        for c in children
        if c.i > cue.i and (c.dep_ in {"xcomp", "oprd"} or (c.dep_ == "prep" and c.lower_ in {"of", "as"}))
    ]
    if not tail:
        return None
    tokens = subtree(subjects[0]) + [cue] + [t for c in tail for t in subtree(c)]
    head = next((c for c in tail if c.dep_ == "xcomp"), subjects[0])
    return tokens, head
