"""Which resolved entity a name given on the command line stands for.

``trajectory`` and ``ach`` take a name ("Lina Varga", "the Field Alpha plant") or an entity id
(``ent:field_alpha_plant``) and work on the entity resolution gave the claims, never on the
words as written. A name is matched, in order, as an entity id, as an entity's whole name (its
id or any name it was written as, "the" and case aside), then as a part of one ("Lina Varga"
in "Energy Minister Lina Varga"); the first step that finds something decides. An entity that
names something only inside one article (``ent:doc_.../minister``) gives way to one with a name
of its own. Several left, or none: the lookup refuses and says which entities come close
(rapidfuzz); it never picks one for the reader, as people are never merged without a human.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from rapidfuzz import fuzz, process, utils

from pipeline.contradictions import UNRESOLVED_SUBJECTS
from pipeline.resolve import is_document_entity

LEADING_ARTICLES = {"the", "a", "an"}
# How alike a name must be to be offered as a close match, and how many are offered.
SUGGESTION_SCORE = 80.0
SUGGESTIONS = 5
# Which claim fields name an entity, by the role the entity plays in the claim.
NAME_FIELDS = {
    "speaker": ("speaker_entity", ("speaker_mention", "speaker")),
    "subject": ("subject_entity", ("subject_mention", "subject")),
}


class EntityNotFound(LookupError):
    """No entity, or several, for a name; ``suggestions`` lists the close ones (entity ids)."""

    def __init__(self, message: str, suggestions: list[str]) -> None:
        super().__init__(message)
        self.suggestions = suggestions


def _words(text: str) -> list[str]:
    """A name or an id as its words: 'ent:doc_4efa/the_minister' and 'The Minister' give ['minister']."""
    text = (text or "").lower().removeprefix("ent:")
    text = text.rpartition("/")[2]  # the name inside a document-scoped id
    words = re.findall(r"[^\W_]+", text)
    while words and words[0] in LEADING_ARTICLES:
        words = words[1:]
    return words


def entity_names(
    claims: Iterable[dict], roles: tuple[str, ...] = ("speaker", "subject")
) -> dict[str, set[str]]:
    """Each entity the claims name in the given roles, with every name it was written as."""
    names: dict[str, set[str]] = defaultdict(set)
    for claim in claims:
        for role in roles:
            field, written = NAME_FIELDS[role]
            entity = claim.get(field)
            if not entity:
                continue
            names[entity].update(claim[f] for f in written if claim.get(f))
    return dict(names)


def _prefer_named(found: set[str]) -> set[str]:
    named = {e for e in found if not is_document_entity(e)}
    return named or found


def suggestions(query: str, names: dict[str, set[str]], limit: int = SUGGESTIONS) -> list[str]:
    """Entity ids whose id or a name is close to ``query``, closest first."""
    choices = {}
    for entity, written in names.items():
        for name in {entity.removeprefix("ent:").replace("_", " "), *written}:
            if name.lower() not in UNRESOLVED_SUBJECTS:  # "she" is close to everything short
                choices[(entity, name)] = name
    best: dict[str, float] = {}
    for _, score, (entity, _) in process.extract(
        query,
        choices,
        scorer=fuzz.WRatio,
        processor=utils.default_process,
        limit=None,
        score_cutoff=SUGGESTION_SCORE,
    ):
        best[entity] = max(best.get(entity, 0.0), score)
    return sorted(best, key=lambda e: (-best[e], is_document_entity(e), e))[:limit]


def find_entity(query: str, names: dict[str, set[str]]) -> str:
    """The one entity ``query`` stands for among ``names`` (``entity_names``), or ``EntityNotFound``."""
    wanted = query.strip()
    if wanted in names:
        return wanted
    words = _words(wanted)
    if not words:
        raise EntityNotFound(
            f"{query!r} names no entity: give a name or an entity id such as ent:field_alpha_plant", []
        )
    whole = {e for e, written in names.items() if any(_words(n) == words for n in {e, *written})}
    part = {e for e, written in names.items() if any(set(words) <= set(_words(n)) for n in {e, *written})}
    for found in (whole, part):
        found = _prefer_named(found)
        if len(found) == 1:
            return found.pop()
        if found:
            shown = sorted(found, key=lambda e: (is_document_entity(e), e))
            raise EntityNotFound(
                f"{query!r} could be any of {len(found)} entities: {', '.join(shown[:SUGGESTIONS])}"
                + (", ..." if len(shown) > SUGGESTIONS else "")
                + "; give one of them",
                shown[:SUGGESTIONS],
            )
    close = suggestions(wanted, names)
    hint = f"; close matches: {', '.join(close)}" if close else ""
    raise EntityNotFound(f"no entity named {query!r} in the claims{hint}", close)
