"""Stage 8: relays. ``relayed_from`` edges between documents and their origins.

An edge says "this document took its reporting from that outlet": a dateline
credit "(Reuters) -", a byline "By Reuters", or in-text credit ("according to
the BBC", "told Reuters", "first reported by Bloomberg"). A document that credits
nobody is published by its own outlet. dbt walks the edges to their roots
(``claim_origin``), so fifty articles that all credit one wire story collapse
into one origin. The credited outlet becomes a node even when none of its own
articles is in the corpus.
"""

from __future__ import annotations

import re

from pipeline.vocabulary import DOCUMENT_CREDITS, OWN_OUTLET, SENTENCE_CREDITS

# Aliases of the big wire services, so that "AP", "The Associated Press" and
# "Associated Press" are one origin.
WIRE_ALIASES = {
    "ap": "ap",
    "associated press": "ap",
    "the associated press": "ap",
    "reuters": "reuters",
    "thomson reuters": "reuters",
    "afp": "afp",
    "agence france-presse": "afp",
    "agence france presse": "afp",
    "bloomberg": "bloomberg",
    "upi": "upi",
    "dpa": "dpa",
    "xinhua": "xinhua",
    "tass": "tass",
    "pti": "pti",
    "ani": "ani",
    "efe": "efe",
    "ansa": "ansa",
    "kyodo": "kyodo",
    "yonhap": "yonhap",
}
MEDIA_WORD = re.compile(
    r"\b(news|times|post|journal|press|agency|radio|tv|television|broadcasting|herald|tribune|"
    r"guardian|telegraph|gazette|bbc|cnn|npr|abc|cbs|nbc|wire|daily|magazine|newspaper|"
    r"chronicle|observer|monitor|politico|axios|insider|bulletin|courier|star|mail|express)\b",
    re.IGNORECASE,
)
NAME = r"((?:the\s+)?[A-Z][\w.&'-]*(?:\s+(?:[A-Z][\w.&'-]*|of|and|for))*)"
DATELINE = re.compile(
    r"\((AP|Reuters|AFP|Bloomberg|UPI|dpa|Xinhua|TASS|PTI|ANI|EFE|ANSA|Kyodo|Yonhap)\)\s*[-—–:]?"
)
BYLINE = re.compile(
    r"(?:^|\n)\s*By\s+(the\s+Associated\s+Press|Associated\s+Press|Reuters|AFP|Agence\s+France[- ]Presse|Bloomberg|UPI)\b",
    re.IGNORECASE,
)
CONTRIBUTED = re.compile(
    r"\b(The\s+Associated\s+Press|Associated\s+Press|Reuters|AFP|Bloomberg)(?:\s+writers?\b[^.]{0,120}?)?\s+contributed\b"
)
ACCORDING_TO = re.compile(r"\baccording to\s+(?:a\s+report\s+(?:by|in|from)\s+)?" + NAME)
TOLD = re.compile(r"\btold\s+" + NAME)
FIRST_REPORTED = re.compile(r"\bfirst reported (?:by|in)\s+" + NAME)
CITING = re.compile(r"\bciting\s+(?:a\s+report\s+(?:by|in|from)\s+)?" + NAME)
HEAD_CHARS = 600  # datelines sit at the top of an article
BYLINE_PARAGRAPHS = 6  # bylines sit in the first few paragraphs
BYLINE_MAX_CHARS = 160
WIRE_NAME = re.compile(
    r"\b((?i:the\s+associated\s+press|associated\s+press|thomson\s*/?\s*reuters|reuters|afp|agence\s+france[- ]presse)|AP)\b"
)
# "(AP Photo/Evan Vucci)", "Saul Loeb | AFP | Getty Images": a picture's credit, not the text's.
PHOTO_CREDIT = re.compile(r"photo|getty|images|pool|via\s|/|\|", re.IGNORECASE)
COPYRIGHT = re.compile(
    r"(?:©|\(c\)|copyright)[^.\n]{0,40}?\b(the\s+associated\s+press|associated\s+press|Thomson\s*/?\s*Reuters|Reuters|AFP)\b",
    re.IGNORECASE,
)


def _paragraphs(text: str) -> list[str]:
    return [p for p in re.split(r"\n\s*\n|\s###\s", text) if p.strip()]


def outlet_node(name: str | None) -> str | None:
    if not name:
        return None
    key = re.sub(r"\s+", " ", name.strip().lower().replace("’", "'")).removesuffix("'s")
    key = re.sub(r"\s*/\s*", " ", key)
    key = WIRE_ALIASES.get(key, key)
    key = re.sub(r"^the ", "", key)
    slug = re.sub(r"[^a-z0-9]+", "_", key).strip("_")
    return f"outlet:{slug}" if slug else None


def _is_outlet(name: str) -> bool:
    bare = re.sub(r"^the\s+", "", name.strip(), flags=re.IGNORECASE).lower()
    return bare in WIRE_ALIASES or bool(MEDIA_WORD.search(name))


def credits(text: str) -> list[tuple[str, str, str]]:
    """(kind, outlet name, evidence) for every explicit credit in an article's text."""
    found: list[tuple[str, str, str]] = []
    head = text[:HEAD_CHARS]
    for m in DATELINE.finditer(head):
        found.append(("dateline", m.group(1), m.group(0).strip()))
    for m in BYLINE.finditer(head):
        found.append(("byline", m.group(1), m.group(0).strip()))
    for paragraph in _paragraphs(text)[:BYLINE_PARAGRAPHS]:
        if len(paragraph) <= BYLINE_MAX_CHARS and not PHOTO_CREDIT.search(paragraph):
            if m := WIRE_NAME.search(paragraph):
                found.append(("byline", m.group(1), paragraph.strip()))
    for m in CONTRIBUTED.finditer(text):
        found.append(("contributed", m.group(1), m.group(0)))
    for m in COPYRIGHT.finditer(text):
        found.append(("copyright", m.group(1), m.group(0)))
    for kind, pattern in (("according_to", ACCORDING_TO), ("told", TOLD), ("citing", CITING)):
        for m in pattern.finditer(text):
            if _is_outlet(m.group(1)):
                found.append((kind, m.group(1), m.group(0)))
    for m in FIRST_REPORTED.finditer(text):
        found.append(("first_reported", m.group(1), m.group(0)))
    return found


def relay_edges(doc: dict) -> list[dict]:
    """Edges from one document to the wire or outlet it credits, or to its own outlet when it credits nobody."""
    child = f"doc:{doc['doc_id']}"
    own = outlet_node(doc.get("outlet"))
    edges: dict[str, dict] = {}
    for kind, name, evidence in credits(doc.get("text") or ""):
        if kind not in DOCUMENT_CREDITS:
            continue
        parent = outlet_node(name)
        if parent is None or parent == own or parent in edges:
            continue
        edges[parent] = {"child": child, "parent": parent, "kind": kind, "evidence": evidence}
    if not edges:
        parent = own or f"unknown:{doc['doc_id']}"
        edges[parent] = {
            "child": child,
            "parent": parent,
            "kind": OWN_OUTLET,
            "evidence": doc.get("outlet") or "",
        }
    return [{**e, "doc_id": doc["doc_id"], "batch": doc["batch"]} for e in edges.values()]


def claim_relay_edges(
    claims: list[dict], sentence_text: dict[str, str], outlet_of_doc: dict[str, str | None]
) -> list[dict]:
    """Edges from a claim to the outlet its own sentence credits ("..., officials told Reuters")."""
    edges = []
    for claim in claims:
        own = outlet_node(outlet_of_doc.get(claim["doc_id"]))
        seen = set()
        for kind, name, evidence in credits(sentence_text.get(claim["sentence_id"], "")):
            parent = outlet_node(name)
            if kind in SENTENCE_CREDITS and parent and parent != own and parent not in seen:
                seen.add(parent)
                edges.append(
                    {
                        "child": f"claim:{claim['claim_id']}",
                        "parent": parent,
                        "kind": kind,
                        "evidence": evidence,
                        "doc_id": claim["doc_id"],
                        "batch": claim["batch"],
                    }
                )
    return edges
