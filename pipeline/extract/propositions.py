"""Which claims carry a proposition the graph can group, count and set against each other.

Every attribution stays in the lake (PolNeAR scores them all), but only a proposition (a clause
or a quotation with a verb) is clustered, counted as single-origin or corroborated, or set
against another claim. The parse says why its content is no proposition (a noun phrase, a
non-speech cue, a question, a fragment); for every backend an empty predicate says so too, as
does a verb that says nothing without its missing complement ("We agree."), a thank-you or a
sign's words ("Big banners said 'Welcome Trump'"), and page clutter is read here from the
document around the quote: headlines and teasers, captions and photo credits, bylines, embedded
posts, "Related" links and "Continue Reading Below".
"""

from __future__ import annotations

import re

# Breaks between the parts of a page: lines, and the " ### " some archives join parts with.
SEGMENT_BREAK = re.compile(r"\s*###\s*|\n")
# A part of a page that is not the story's prose.
CLUTTER = re.compile(
    r"\[\s*(?:related|read more|see also)\b|continue reading|\bsign up\b|\bembed\b|pic\.twitter\.com|"
    r"—\s*[^—\n]{0,80}\(@\w+\)|\bclick here\b|\badvertisement\b|\bsubscribe\b|"
    r"^\s*(?:photos?|image|picture|video|watch|caption|credit|photograph|file)\s*[:\-–—]|"
    r"\bgetty images\b|\bap photo\b|\bimage copyright\b|\bimage caption\b|\(photo\b|"
    r"\bof readers think this story\b|\badd your two cents\b|"
    r"\b(?:afp|reuters|ap|epa|getty)\s*/\s*\w|/\s*(?:afp|reuters|ap|epa|getty)\b|"
    r"^\s*by\s+[A-Z][\w.'’-]+(?:\s+[A-Z][\w.'’-]+){0,3}\s*(?:[|,–—-]|$)",
    re.IGNORECASE | re.MULTILINE,
)
# A headline, teaser or caption line: no sentence-closing mark at its end.
SENTENCE_END = re.compile(r"[.!?…:][”\"’')\]]*\s*$")
HEADLINE_CHARS = 250
# Words of four letters or more, to tell a headline in Title Case.
LONG_WORD = re.compile(r"[A-Za-z][A-Za-z’']{3,}")
# A picture's caption as some tabloids write it: a label and the picture's story, with no full stop.
# "Wounded? Abu Bakr al-Baghdadi ...", "Innocent: Qiang Qiang walked in ..."
CAPTION_LABEL = re.compile(r"^[A-Z][\w’'-]*(?:\s+[\w’'-]+){0,2}[?:]\s")


# Verbs that say nothing without their complement: "We agree.", "He said.", "It is.", "That's what
# it means." With the value empty, the claim's content is elsewhere (the statement it answers),
# so there is no proposition to group. "No signs exist", "two were killed" keep theirs.
CONTENTLESS_ALONE = frozenset(
    "agree disagree say tell be do have mean know see think believe let report might may will "
    "would can could should must".split()
)
# "declined to comment on the matter": a comment is named, none is given.
CONTENTLESS_ANYWAY = frozenset({"comment"})
# A refusal to speak gives nothing to group: "Trump declined to discuss his goals for the summit",
# "the company declined to comment on rumor or speculation". A refusal to act ("refused to allow
# her to transition") is a proposition and stays.
REFUSALS = frozenset({"decline", "refuse"})
REFUSED_SPEECH = re.compile(
    r"^to\s+(?:comment|discuss|say|talk|speak|elaborate|answer|confirm|deny|disclose|reveal|specify|"
    r"identify|name|speculate|give\s+details|provide\s+details)\b",
    re.IGNORECASE,
)
# An open question says nothing either way: "could not confirm whether Baghdadi was hit", "are
# investigating whether the anesthetic was improperly administered" (14 values on the drop).
OPEN_QUESTION = re.compile(r"^whether\b", re.IGNORECASE)
# A courtesy is no statement: "Thank you to @JenniHaukio for hosting me!"
COURTESY_PREDICATES = frozenset({"thank", "congratulate"})
# What a sign, banner or placard says is its words, not anyone's statement: "Big banners said
# 'Welcome Trump'", "a sign reads 'I beat women'" (the words a man was made to hold up). A note,
# a letter or a message is someone's, and stays.
INSCRIPTION_NOUNS = frozenset(
    "sign signs banner banners placard placards poster posters slogan slogans billboard billboards".split()
)


# A gallery's counter ("Image 1 of 4"): the part after it is that picture's caption.
GALLERY_COUNTER = re.compile(r"^(?:image|photo|picture|slide)\s+\d+\s+of\s+\d+$", re.IGNORECASE)
# A teaser of another story, cut off mid-sentence: "..., US Secretary of State Mike Pompeo said
# ahead of the much-anticipated ..."
TEASER_END = re.compile(r"(?:\.\.\.|…)\s*$")


def content_reason(predicate: str, value: str) -> str:
    """ "no_content" when the predicate says nothing without the missing value or refuses to
    speak, "question" for an open question ("whether ..."), "courtesy" for a thank-you, else ""."""
    lemma = predicate.strip().lower()
    if lemma in COURTESY_PREDICATES:
        return "courtesy"
    if lemma in CONTENTLESS_ANYWAY or (lemma in REFUSALS and REFUSED_SPEECH.match(value.strip())):
        return "no_content"
    if OPEN_QUESTION.match(value.strip()):
        return "question"
    if not value.strip() and (lemma in CONTENTLESS_ALONE or not lemma.replace(" ", "").isalpha()):
        return "no_content"
    return ""


def speaker_reason(speaker: str) -> str:
    """ "inscription" when the speaker is a sign, a banner or a placard, else "". A capital makes
    the word a name ("Banner has noted ...": Joe Banner), unless it only opens the sentence as a
    plural ("Banners reading 'Respect Ukraine'")."""
    words = re.findall(r"[\w'’-]+", speaker)
    if not words or words[-1].lower() not in INSCRIPTION_NOUNS:
        return ""
    last = words[-1]
    common = last.islower() or (len(words) == 1 and last.lower().endswith("s"))
    return "inscription" if common else ""


def segment_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The part of the page (line or "###" block) that holds the span, as offsets."""
    before = [m.end() for m in SEGMENT_BREAK.finditer(text, 0, start)]
    seg_start = before[-1] if before else 0
    after = SEGMENT_BREAK.search(text, end)
    return seg_start, after.start() if after else len(text)


def clutter_reason(text: str, start: int, quote: str) -> str:
    """ "clutter" when the quote sits in page furniture, "headline" when in a headline or teaser, else ""."""
    if "###" in quote:
        return "clutter"  # the quote runs across the parts of a page
    seg_start, seg_end = segment_around(text, start, start + len(quote))
    segment = text[seg_start:seg_end]
    if CLUTTER.search(segment):
        return "clutter"
    before = [part for part in SEGMENT_BREAK.split(text[:seg_start]) if part.strip()]
    if before and GALLERY_COUNTER.match(before[-1].strip()):
        return "clutter"
    stripped = segment.strip()
    if TEASER_END.search(stripped):
        return "headline"
    if not stripped or len(stripped) > HEADLINE_CHARS or SENTENCE_END.search(stripped):
        return ""
    # A line with no full stop is a headline when it opens the page or is in Title Case, a
    # caption when a label opens it; other such lines are the story's (bullet points, lists).
    if CAPTION_LABEL.match(stripped):
        return "clutter"
    words = LONG_WORD.findall(stripped)
    title_case = len(words) >= 3 and sum(w[0].isupper() for w in words) >= 0.7 * len(words)
    if title_case or not text[:seg_start].strip():
        return "headline"
    return ""


def mark_propositions(claims: list[dict], doc_text: dict[str, str] | None = None) -> list[dict]:
    """Each claim with ``is_proposition`` and ``proposition_reason`` ("" for a proposition).

    The backend's own verdict comes first (the parse knows a noun phrase from a clause); a backend
    that gives none is judged by its predicate. Then the page: a claim in clutter or a headline is
    no proposition to report, whatever its grammar.
    """
    for claim in claims:
        reason = claim.get("proposition_reason") or ""
        if claim.get("is_proposition") is None and not reason and not (claim.get("predicate") or "").strip():
            reason = "no_predicate"
        if not reason and (claim.get("predicate") or "").strip():
            reason = content_reason(claim["predicate"], claim.get("value") or "")
        if not reason:
            reason = speaker_reason(claim.get("speaker") or "")
        text = (doc_text or {}).get(claim["doc_id"])
        if not reason and text is not None and claim.get("quote_start") is not None:
            reason = clutter_reason(text, claim["quote_start"], claim.get("quote") or "")
        claim["is_proposition"] = not reason
        claim["proposition_reason"] = reason
    return claims
