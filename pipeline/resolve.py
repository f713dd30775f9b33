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

from rapidfuzz import fuzz, process

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
# Values this close (after normalization) are one claim said in other words:
# "by 10 percent after the restart" and "by 10 percent after the plant restarts".
SAME_CLAIM_THRESHOLD = 88.0
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


def entity_id(normalized: str) -> str:
    return "ent:" + re.sub(r"[^a-z0-9]+", "_", normalized).strip("_") if normalized else ""


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


def pronoun_antecedents(claims: list[dict]) -> dict[str, str]:
    """claim id -> the speaker entity a pronoun speaker ("she said") stands for.

    The nearest earlier claim in the same document with a speaker that is not
    itself a pronoun ("a ministry spokeswoman ... she said"): a within-document
    reading of "she", not a merge of two people, and the mention's text stays "she".
    """
    linked: dict[str, str] = {}
    by_doc: dict[str, list[dict]] = {}
    for claim in claims:
        by_doc.setdefault(claim["doc_id"], []).append(claim)
    for doc_claims in by_doc.values():
        last_named = None
        for claim in sorted(doc_claims, key=lambda c: (c.get("span_start") or 0, c["claim_id"])):
            name = normalize_name(claim.get("speaker"))
            if name in PRONOUNS:
                if last_named:
                    linked[claim["claim_id"]] = last_named
            elif name:
                last_named = entity_id(name)
    return linked


def resolve_claims(claims: list[dict]) -> tuple[list[dict], list[dict]]:
    """Claims with entity and cluster ids, and one mention row per speaker and subject."""
    resolved, mentions = [], []
    antecedents = pronoun_antecedents(claims)
    for claim in claims:
        ids = {}
        for role in ("speaker", "subject"):
            normalized = normalize_name(claim.get(role))
            ids[role] = entity_id(normalized)
            if role == "speaker" and claim["claim_id"] in antecedents:
                ids[role] = antecedents[claim["claim_id"]]
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
        value_norm = normalize_value(claim.get("value"))
        predicate = (claim.get("predicate") or "").lower().strip()
        resolved.append(
            {
                **claim,
                "predicate": predicate,
                "speaker_entity": ids["speaker"],
                # No speaker at all ("it was revealed that ...") is a source nobody named.
                "speaker_anonymous": not ids["speaker"]
                or is_title_only(
                    antecedents.get(claim["claim_id"], "").removeprefix("ent:").replace("_", " ")
                    or normalize_name(claim.get("speaker"))
                ),
                "subject_entity": ids["subject"],
                "value_norm": value_norm,
                "cluster": cluster_id(
                    ids["subject"],
                    predicate,
                    value_norm,
                    claim.get("polarity") or "",
                    claim.get("quote") or "",
                ),
            }
        )
    return resolved, mentions


def _figures(value: str) -> tuple[str, ...]:
    return tuple(re.findall(r"\d+(?:\.\d+)?", value)) + tuple(w for w in value.split() if w in MONTH_WORDS)


MONTH_WORDS = set(
    "january february march april may june july august september october november december".split()
)


def assign_clusters(new_claims: list[dict], earlier_claims: list[dict]) -> list[dict]:
    """Merge paraphrased values into an existing cluster of the same subject, predicate and polarity.

    A claim keeps its own hash-based cluster unless an earlier claim (or one before
    it in this batch) says nearly the same value; then it joins that cluster. Earlier
    claims never move, so cluster ids stay stable as batches arrive.
    """
    index: dict[tuple[str, str, str], dict[str, str]] = {}
    for claim in earlier_claims:
        key = (claim["subject_entity"], claim["predicate"], claim["polarity"])
        index.setdefault(key, {}).setdefault(claim["value_norm"] or "", claim["cluster"])
    out = []
    for claim in new_claims:
        cluster = claim["cluster"]
        if claim["subject_entity"] and claim["predicate"]:
            key = (claim["subject_entity"], claim["predicate"], claim["polarity"])
            known = index.setdefault(key, {})
            value = claim["value_norm"] or ""
            if value in known:
                cluster = known[value]
            elif value and known:
                # Different figures or dates are different claims, however alike the words.
                comparable = [v for v in known if v and _figures(v) == _figures(value)]
                match = process.extractOne(value, comparable, scorer=fuzz.token_sort_ratio)
                if match and match[1] >= SAME_CLAIM_THRESHOLD:
                    cluster = known[match[0]]
            known.setdefault(value, cluster)
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


def suggest_same_as(
    new_entities: dict[str, str], known_entities: dict[str, str], already: set[tuple[str, str]], batch: str
) -> list[dict]:
    """same_as suggestions between this batch's entities and every entity known so far.

    ``new_entities`` and ``known_entities`` map entity id to normalized name. Nothing
    here merges anything: each row waits for a human to accept or reject it. A new
    name meets only the known names that share a block key with it (_NameIndex); among
    those the closest ten are scored, as the comparison with every name did.
    """
    rows = []
    names = list(known_entities.values())
    ids = list(known_entities.keys())
    index = _NameIndex(names)
    title_only = [is_title_only(name) for name in names]
    for eid, name in new_entities.items():
        candidates: list[tuple[str, float, str]] = []
        if is_title_only(name):
            title_words = set(name.split()) - {"two", "three", "several", "some", "senior"}
            for i in index.candidates(title_words):
                other_name = names[i]
                if not title_only[i] and title_words & set(other_name.split()):
                    candidates.append(
                        (ids[i], TITLE_ONLY_CONFIDENCE, "title-only mention; a person must decide who it is")
                    )
        else:
            near = index.candidates(_block_keys(name))
            near_names = [names[i] for i in near]
            for _, score, k in process.extract(
                name, near_names, scorer=fuzz.token_set_ratio, limit=SIMILAR_LIMIT
            ):
                i = near[k]
                other = ids[i]
                if other != eid and score >= FUZZY_THRESHOLD and not title_only[i]:
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
                    "left_name": known_entities.get(pair[0], new_entities.get(pair[0])),
                    "right_name": known_entities.get(pair[1], new_entities.get(pair[1])),
                    "confidence": confidence,
                    "status": "suggested",
                    "reason": reason,
                    "batch": batch,
                }
            )
    return rows
