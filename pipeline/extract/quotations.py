"""Quotations that run past the sentence that attributes them.

Extraction works sentence by sentence, but news quotes do not: "“We should lay off
Bernie,” Reid told reporters. “Bernie’s a good man.”" is one quotation in two
sentences, and "Dr. Ward stated:" hands its words to the next paragraph. This pass
runs over a whole document after extraction and widens each content span to the
quotation it opens, continues, or introduces. It works on character offsets into
the document, so every backend's claims go through the same rules.

News style keeps a quotation open across paragraphs by leaving the closing mark
off a paragraph and opening the next with a fresh one; a paragraph that does not
open with a mark ends the quotation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

Span = tuple[int, int]

OPENING = '“"'
CLOSING = '”"'
# The longest quotation followed across sentences; longer runs are likely a stray mark.
MAX_QUOTATION = 3000
# A short line ending in a colon introduces what follows: "Dr. Ward stated:".
INTRODUCED = re.compile(r"\s*:\s*")
# Between a bare "Merkley said." and the quotation before it: spaces, at most one line break.
GAP_BEFORE = re.compile(r"[ \t]*\n?[ \t]*$")
SPACE = re.compile(r"\s*")
# What may stand between a quotation's last words and its closing mark: "wrong,”".
QUOTATION_TAIL = re.compile(r"[,.!?;:…—–-]*\s?['’]?[”\"]")
# What may follow a cue that makes up its sentence with the speaker: "Trump said."
ATTRIBUTION_ALONE = re.compile(r"[^\S\n]*\.[^\S\n]*(\n|$)")
# The rest of an attribution between the two halves of a quotation: " Blackwell added, “".
INTERRUPTED = re.compile(r"[^“”\"\n]{0,80}?[,:]\s*[“\"]")


# Some archives (the New York Times' among them) write quotation marks as two apostrophes.
DOUBLE_APOSTROPHE = re.compile(r"''")


def with_marks_for_double_apostrophes(text: str) -> str:
    """``''Hopefully,'' he said`` read as ``"'Hopefully,'" he said``: same length, same offsets.

    A pair after a space or at the start opens ("'), any other closes ('"), so the
    quotation region runs from the first apostrophe of the opening pair to the last
    of the closing one.
    """

    def mark(match: re.Match) -> str:
        before = text[match.start() - 1] if match.start() else " "
        return "\"'" if before.isspace() or before in "([—–-" else "'\""

    return DOUBLE_APOSTROPHE.sub(mark, text) if "''" in text else text


@dataclass
class Attributed:
    """One attribution's cue and content, in document offsets; content may be missing."""

    cue: Span | None
    content: Span | None
    source: Span | None = None
    # Set by complete_quotations: the cue sits inside someone's quoted words ("“You say
    # that,” Tester said"). Such cues are part of what was said, not attributions.
    quoted: bool = False
    # The backend wrote a quote that is not in the text: the pass leaves the attribution
    # alone (never swapping in a real quotation), so the verbatim check sees its own words.
    unfound_quote: bool = False


def quotation_end(text: str, start: int) -> int | None:
    """End (after the closing mark) of the quotation whose opening mark is at ``start``.

    Crosses a paragraph break only where the next paragraph opens with a mark.
    """
    if start >= len(text) or text[start] not in OPENING:
        return None
    i = start + 1
    limit = min(len(text), start + MAX_QUOTATION)
    while i < limit:
        ch = text[i]
        # Scraped text mixes marks: a straight mark closes a curly opening too, but
        # only one that reads as a closing mark (text before it, none glued after).
        if ch == "”" or (ch == '"' and _closes(text, i)):
            return i + 1
        if ch == "\n":
            rest = text[i:limit]
            paragraph = re.match(r"\n\s*", rest)
            nxt = i + paragraph.end()
            if nxt < len(text) and text[nxt] in OPENING:
                i = nxt + 1
                continue
            # The quotation ends with its paragraph, closing mark or not.
            end = i
            while end > start and text[end - 1].isspace():
                end -= 1
            return end
        i += 1
    return None


def _opens(text: str, i: int) -> bool:
    """A straight mark that starts a quotation: at a word's start, not its end."""
    before = text[i - 1] if i else " "
    after = text[i + 1] if i + 1 < len(text) else " "
    return (before.isspace() or before in "([—–-:") and not after.isspace()


def _closes(text: str, i: int) -> bool:
    """A straight mark that ends a quotation: after text, not glued to the next word."""
    before = text[i - 1] if i else " "
    after = text[i + 1] if i + 1 < len(text) else " "
    return not before.isspace() and not after.isalnum()


def quotation_regions(text: str) -> list[Span]:
    """Every quotation in the document, opening mark to closing mark (or paragraph end)."""
    text = with_marks_for_double_apostrophes(text)
    regions = []
    i = 0
    while i < len(text):
        if text[i] == "“" or (text[i] == '"' and _opens(text, i)):
            end = quotation_end(text, i)
            if end is not None and end > i + 1:
                regions.append((i, end))
                i = end
                continue
        i += 1
    return regions


# British style quotes with single marks ("Jasmine added: ‘I got it because ...’"). A single
# mark is also the apostrophe ("can’t", "Putin’s", "’90s"), so a single-mark quotation needs an
# opening mark at a word's start and a closing one at a word's end; one left open counts only
# where it opens its sentence or follows a colon, the way a quotation carried to the next
# paragraph is written, not a stray mark in mid-sentence.
SINGLE_OPENING = re.compile(r"(?:^|(?<=[\s(\[—–:-]))[‘'](?=\S)")
SINGLE_CLOSING = re.compile(r"(?<=\S)[’'](?![\w])")
OPENS_SENTENCE = re.compile(r"(?:^|:)\s*$")


def single_mark_quotations(sentence: str) -> list[Span]:
    """The sentence's quotations in single marks, opening mark to closing mark (or sentence end)."""
    regions = []
    position = 0
    while (opening := SINGLE_OPENING.search(sentence, position)) is not None:
        start = opening.start()
        closing = SINGLE_CLOSING.search(sentence, start + 2)
        if closing is not None:
            regions.append((start, closing.end()))
            position = closing.end()
            continue
        if OPENS_SENTENCE.search(sentence[:start]):
            regions.append((start, len(sentence)))
        break
    return regions


def inside_quotation(regions: list[Span], offset: int) -> bool:
    """Whether ``offset`` falls strictly inside one of the quotations."""
    return any(start < offset < end - 1 for start, end in regions)


def _is_quotation(text: str, span: Span) -> bool:
    start, end = span
    return end > start and (text[start] in OPENING or text[end - 1] in CLOSING)


def _next_opening(text: str, position: int) -> int | None:
    """Index of an opening mark starting the next sentence or paragraph after ``position``."""
    at = SPACE.match(text, position).end()
    return at if at < len(text) and text[at] in OPENING else None


class _Document:
    """One document's text, quotations, sentence ends and the cues that count as attributions."""

    def __init__(self, text: str, regions: list[Span], sentence_ends: list[int], cues: list[Span]):
        self.text, self.regions, self.sentence_ends, self.cues = text, regions, sentence_ends, cues

    def sentence_end(self, offset: int) -> int:
        return min((end for end in self.sentence_ends if end > offset), default=len(self.text))

    def holds_cue(self, span: Span, own: Span | None) -> bool:
        return any(span[0] <= c[0] < span[1] and c != own for c in self.cues)

    def quotation_before(self, attribution: Attributed) -> Span | None:
        """ "“...,” Merkley said." split into two sentences: the quotation just before."""
        cue, source, text = attribution.cue, attribution.source, self.text
        first = min(cue[0], source[0] if source else cue[0])
        gap = GAP_BEFORE.search(text, 0, first)
        ending = [r for r in self.regions if r[1] == gap.start() and text[r[1] - 1] in CLOSING]
        if not ending:
            return None
        last = text[ending[0][0] : ending[0][1] - 1].rstrip()[-1:]  # "today, ”" ends in its comma
        # A full stop closes the quotation off, unless the attribution is all there is to its
        # sentence, in the same paragraph: '“... the 30,000 emails that are missing.” Trump said.'
        alone = "\n" not in gap.group() and ATTRIBUTION_ALONE.match(text, cue[1])
        if last in ",?!—–-’'" or (last == "." and alone):
            return ending[0]
        return None

    def quotation_introduced(self, cue: Span) -> Span | None:
        """ "Dr. Ward stated:" — the words are the quotation that follows the colon."""
        # The parse backend counts the colon as part of the cue ("stated:"), as PolNeAR does.
        search_from = cue[1] - 1 if self.text.endswith(":", cue[0], cue[1]) else cue[1]
        colon = INTRODUCED.match(self.text, search_from)
        if colon is None or ":" not in colon.group():
            return None
        after_colon = search_from + colon.group().index(":") + 1
        start = _next_opening(self.text, after_colon)
        end = quotation_end(self.text, start) if start is not None else None
        if end is None and "\n" in colon.group():
            # "Limbaugh added:" closing its paragraph, then a block quote without marks:
            # the words are the next paragraph.
            start = SPACE.match(self.text, after_colon).end()
            end = _paragraph_end(self.text, start)
            if end - start > MAX_QUOTATION:
                return None
        if end is None or end <= start or self.holds_cue((start, end), cue):
            return None
        return start, end

    def first_half(self, start: int, cue: Span, source: Span | None) -> Span | None:
        """ "“A,” Scott said, “B.”" read from "B": "A" is the same quotation.

        Only a first half ending in a comma, in the same paragraph, right before the
        attribution: a question before "He answered, “...”" is somebody else's.
        """
        text = self.text
        if text[start] not in OPENING or not re.fullmatch(r"[^\S\n]*,?[^\S\n]*", text[cue[1] : start]):
            return None
        first = min(cue[0], source[0] if source else cue[0])
        gap = GAP_BEFORE.search(text, 0, first)
        for region in self.regions:
            if (
                region[1] == gap.start()
                and text[region[1] - 3 : region[1] - 1].rstrip("'").endswith(",")
                and "\n" not in text[region[0] : first]
                and not self.holds_cue(region, cue)
            ):
                return region
        return None

    def quotation_ending_with(self, content: Span, cue: Span | None) -> Span | None:
        """ "“A. B,” he said." read as two sentences gives "B": the quotation it closes."""
        start, end = content
        for region in self.regions:
            if (
                region[0] < start
                and end < region[1]
                and QUOTATION_TAIL.fullmatch(self.text, end, region[1])
                and not (cue is not None and region[0] <= cue[0] < region[1])
                and not self.holds_cue(region, cue)
            ):
                return region
        return None

    def quotation_running_past(self, content: Span, cue: Span | None) -> Span | None:
        """ "He said that “we will do fine. If it’s a low turnout, that may be another story.”":
        a quotation that opens inside the content and closes after it."""
        start, end = content
        for region in self.regions:
            if (
                start < region[0] < end < region[1]
                and self.text[region[1] - 1] in CLOSING
                and not (cue is not None and region[0] <= cue[0] < region[1])
                and not self.holds_cue((end, region[1]), cue)
            ):
                return region
        return None

    def whole_quotation(self, content: Span, cue: Span | None, source: Span | None) -> Span:
        """A quoted content widened to every part of the quotation that is still this speaker's."""
        text = self.text
        start, end = content
        if text[start] not in OPENING:
            # "... nothing about.” ― Pamela Padilla": back to where the quotation opened.
            opened = [r for r in self.regions if r[1] == end and r[0] < start]
            if opened and not self.holds_cue((opened[0][0], start), cue):
                start = opened[0][0]
        if text[start] in OPENING:
            closed = quotation_end(text, start)
            if closed is not None and closed > end and not self.holds_cue((end, closed), cue):
                end = closed
        if cue is not None and (first_half := self.first_half(start, cue, source)) is not None:
            start = first_half[0]
        # "“A,” Blackwell added, “B.”": the quotation resumes after the cue.
        if cue is not None and end <= cue[0]:
            resumed = INTERRUPTED.match(text, cue[1], self.sentence_end(cue[1]))
            if resumed is not None:
                closed = quotation_end(text, resumed.end() - 1)
                if closed is not None and not self.holds_cue((resumed.end() - 1, closed), cue):
                    end = closed
        # "“A,” Reid said. “B.”": a quotation opening the next sentence, with no cue of its
        # own, is still Reid's. So is one opening the next paragraph after a quoted sentence
        # (not a phrase: called it “outrageous”), where nothing in that paragraph names
        # another speaker: news style runs a long quote on that way.
        after = max(end, self.sentence_end(cue[1] if cue else end))
        resume = _next_opening(text, after)
        whole_sentence = text[start] in OPENING and text[start + 1 : start + 2].isupper()
        new_paragraph = resume is not None and "\n" in text[after:resume]
        if resume is not None and (
            not new_paragraph or (whole_sentence and text.count("\n", after, resume) <= 2)
        ):
            closed = quotation_end(text, resume)
            # The whole next sentence (or paragraph) is checked: "“B,” the union said." is the union's.
            checked = _paragraph_end(text, resume) if new_paragraph else self.sentence_end(resume)
            taken = self.holds_cue((resume, max(closed or resume, checked)), cue)
            if closed is not None and closed - start <= MAX_QUOTATION and not taken:
                end = closed
        return start, end


def _transcript_turn(text: str, attribution: Attributed) -> Span | None:
    """ "TAPPER: Do you think ...? ..." — a speaker's turn in a transcript runs to the end of
    its paragraph, over as many sentences as it has: a name in capitals opening the
    paragraph, then a colon as the cue."""
    source, cue, content = attribution.source, attribution.cue, attribution.content
    if source is None or cue is None or content is None or text[cue[0] : cue[1]] != ":":
        return None
    name = text[source[0] : source[1]]
    line_start = text.rfind("\n", 0, source[0]) + 1
    if not name.isupper() or text[line_start : source[0]].strip(OPENING + " \t"):
        return None
    end = max(_paragraph_end(text, content[1]), content[1])
    if text[line_start] in OPENING and text[end - 1] in CLOSING and end - 1 > content[0]:
        end -= 1  # the mark that closes a transcript quoted whole is not this turn's
    return content[0], end


def _paragraph_end(text: str, offset: int) -> int:
    """End of the paragraph holding ``offset``, trailing whitespace left out."""
    line_end = text.find("\n", offset)
    end = len(text) if line_end == -1 else line_end
    while end > offset and text[end - 1].isspace():
        end -= 1
    return end


def complete_quotations(text: str, attributions: list[Attributed], sentence_ends: list[int]) -> None:
    """Widen each attribution's content, in place, to the whole quotation it belongs to,
    and mark the attributions whose cue lies inside a quotation (``quoted``).

    ``sentence_ends`` are the end offsets of the document's sentences; a quotation is
    continued only from the end of the sentence holding the cue, and never into a
    quotation that holds another attribution's cue.
    """
    attributions = [a for a in attributions if not a.unfound_quote]
    text = with_marks_for_double_apostrophes(text)
    regions = quotation_regions(text)
    turns = [_transcript_turn(text, attribution) for attribution in attributions]
    for attribution, turn in zip(attributions, turns, strict=True):
        # A transcript quoted whole ('"PENCE: Well, look, ...') still gives each turn its speaker.
        attribution.quoted = (
            attribution.cue is not None and inside_quotation(regions, attribution.cue[0]) and turn is None
        )
    cues = sorted(a.cue for a in attributions if a.cue is not None and not a.quoted)
    document = _Document(text, regions, sentence_ends, cues)
    for attribution, turn in zip(attributions, turns, strict=True):
        if attribution.quoted:
            continue
        content, cue = attribution.content, attribution.cue
        if turn is not None:
            attribution.content = turn
        elif content is None and cue is not None:
            attribution.content = document.quotation_before(attribution) or document.quotation_introduced(cue)
        elif content is not None and _is_quotation(text, content):
            attribution.content = document.whole_quotation(content, cue, attribution.source)
        elif content is not None and (closed := document.quotation_ending_with(content, cue)) is not None:
            attribution.content = document.whole_quotation(closed, cue, attribution.source)
        elif content is not None and (running := document.quotation_running_past(content, cue)) is not None:
            attribution.content = (content[0], running[1])
