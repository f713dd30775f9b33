"""``headline_colon``: "Trump: ‘I’m the Worst Thing That Ever Happened to the Establishment.’"

A short name or noun phrase, a colon, then what they said: the headline's form of
attribution and the transcript's ("TAPPER: Do you think ...?"). The colon is the cue.
"""

from __future__ import annotations

from pipeline.extract.parse.lexicon import LABELS
from pipeline.extract.parse.rules.base import Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.spans import is_quote


def headline_parts(doc, colon) -> tuple[list, list, object] | None:
    """ "Trump: ‘I’m the Worst Thing That Ever Happened to the Establishment.’"

    A short name or noun phrase opening the sentence, then a colon, then what they said:
    the headline form of attribution, and the transcript's ("TAPPER: Do you think ...?").
    A label ("Update:") or anything with a verb before the colon is not one; a name in
    capitals is, whatever part of speech the tagger gives it.
    """
    prefix = [t for t in doc[: colon.i] if not (t.i == 0 and is_quote(t.text))]
    content = [t for t in doc[colon.i + 1 :]]
    if not prefix or len(prefix) > 6 or len([t for t in content if not t.is_punct]) < 3:
        return None
    shouted = all(t.text.isupper() for t in prefix if t.is_alpha) and len(prefix) <= 2
    if any(t.text == ":" for t in prefix) or (
        not shouted and any(t.pos_ in {"VERB", "AUX", "PRON", "NUM"} for t in prefix)
    ):
        return None
    words = [t for t in prefix if t.is_alpha]
    if any(t.lower_ in LABELS for t in words):
        return None
    if shouted and words:
        return headline_content(prefix, content, colon)
    if not any(t.pos_ in {"PROPN", "NOUN"} for t in prefix) or not prefix[0].text[:1].isupper():
        return None
    return headline_content(prefix, content, colon)


def headline_content(prefix, content, colon) -> tuple[list, list, object] | None:
    roots = [t for t in content if t.head.i <= colon.i or t.head == t]
    head = max(roots, key=lambda t: len(list(t.subtree)), default=None) if roots else None
    if head is None:
        return None
    return prefix, content, head


def headline_colon(token, context: Context) -> TokenAnswer:
    if not (token.text == ":" and (parts := headline_parts(token.doc, token)) is not None):
        return None
    speaker, content, head = parts
    return Match(speaker, [token], content, head, "asserts")


RULE = Rule("headline_colon", "Poll: Sanders takes first national lead over Clinton.", headline_colon)
