"""The closed lists: every value a label column may hold, in one place.

The stages, the Python asset checks, the extractors' JSON schema and the dbt
``accepted_values`` tests all read these lists (tests/unit/test_vocabulary.py
holds dbt to them), so a new label is added here first and nowhere else.
"""

from __future__ import annotations

# How firmly a speaker holds a claim (stage 6 guards the list).
MODALITIES: tuple[str, ...] = ("asserts", "denies", "expects", "confirms", "alleges", "unclear")

# Where a same_as suggestion stands: waiting for a person, or what the person decided (pipeline/same_as.py).
SAME_AS_STATUSES: tuple[str, ...] = ("suggested", "accepted", "rejected")

# Whether the claim's content is said to hold or not to hold.
POLARITIES: tuple[str, ...] = ("positive", "negative")

# What a document was read from (pipeline/document.py).
DOCUMENT_KINDS: tuple[str, ...] = ("html", "text")

# Why a file went to quarantine instead of becoming a document (pipeline/document.py).
QUARANTINE_REASONS: tuple[str, ...] = (
    "empty",
    "binary",
    "undecodable",
    "over the size limit",
    "unsupported type",
    "no article text",
    "unreadable",
    # per-document limits before the parser (pipeline/document.py check_text_limits)
    "token too long",
    "sentence too long",
    "line too long",
    "splitting too slow",
)
# A document the extractor was still reading past its time limit (pipeline/extract): its
# sentences are extraction failures with this reason, and the quarantine mart lists it.
EXTRACTION_TOO_SLOW = "extraction too slow"

# Why an extracted claim was thrown out, and by which stage (pipeline/verbatim.py).
REJECTED_CLAIM_STAGES: tuple[str, ...] = ("verbatim_check",)
REJECTED_CLAIM_REASONS: tuple[str, ...] = (
    "document not found",
    "empty quote",
    "quote not found verbatim in the document",
)

# Why the modality guard changed a label; a label outside MODALITIES gets
# GUARD_UNKNOWN_MODALITY filled in with the label and the list.
GUARD_NO_COMMENT = "labelled denies, but declining to comment is not a denial"
GUARD_NO_DENIAL_CUE = "labelled denies, but neither quote nor cue holds a denial cue"
GUARD_UNKNOWN_MODALITY = "modality {label!r} is not one of {choices}"
GUARD_DENIAL_CUE = "labelled {label}, but its cue {cue!r} is a denial"
GUARD_REASONS: tuple[str, ...] = (
    GUARD_NO_COMMENT,
    GUARD_NO_DENIAL_CUE,
    GUARD_UNKNOWN_MODALITY,
    GUARD_DENIAL_CUE,
)

# The kinds of relayed_from edge (the origin_rollup table, dbt's stg_relay_edges).
# Credits that speak for the whole article (it is the wire's copy) ...
DOCUMENT_CREDITS: frozenset[str] = frozenset(
    {
        "dateline",
        "byline",
        "contributed",
        "copyright",
        "source_line",
        "originally_appeared",
        "authored",
        "lead",
    }
)
# ... credits that speak for one sentence: "the minister told the BBC" makes that
# claim the BBC's, not the whole article a copy of the BBC ...
SENTENCE_CREDITS: frozenset[str] = frozenset(
    {"according_to", "told", "citing", "first_reported", "reported", "interview", "wrote_in", "via"}
)
# ... a speaker's other words in an article that credits one interview of theirs ("told The Sun"
# once): probably that interview, a weaker word than the sentence's own credit ...
SAME_INTERVIEW = "same_interview"
# ... the same speaker's next words after a sentence that credits a report ("..., Iraq TradeLink
# reported. He added that ...") ...
SAME_REPORT = "same_report"
# ... a document that credits nobody is published by its own outlet ...
OWN_OUTLET = "published_by"
# ... and text reuse: a later copy of an earlier document, or copies of unknown order.
REUSE_KINDS: tuple[str, ...] = ("near_duplicate", "containment", "reuse_undirected")
RELATION_KINDS: tuple[str, ...] = (
    *sorted(DOCUMENT_CREDITS),
    *sorted(SENTENCE_CREDITS),
    SAME_INTERVIEW,
    SAME_REPORT,
    OWN_OUTLET,
    *REUSE_KINDS,
)

# What an origin rests on (doc_origin.origin_basis): the document's own text, an outlet whose own
# copy of the text is in the library, or an outlet only the page's words credit.
ORIGIN_BASES: tuple[str, ...] = ("own_text", "established", "claimed")

# Why two claims of a cluster are one copied text (copied_claims.basis): their own sentences are
# one text, their documents share sentences of narration word for word, or one quotes the other's
# narration.
COPY_BASES: tuple[str, ...] = ("sentence", "passages", "quoted_text")

# Contradiction pairs: what conflicts, and how the two claims relate.
# A denial against what it denies; an opposite polarity on one proposition; typed values that
# clash on one subject and predicate (pipeline/values.py).
CONFLICTS: tuple[str, ...] = ("denial", "polarity", "quantity", "date", "entity")
PAIR_RELATIONS: tuple[str, ...] = ("contradiction", "supersession")

# What the contradiction judge (pipeline/judge/) says of a candidate pair: a contradiction, no
# contradiction, or one of the readings in which both claims held at their time (the later claim
# replaces the earlier one, goes back to a position given up, or the facts moved on), or a
# "denial" that is a negated paraphrase of what it seems to deny.
VERDICTS: tuple[str, ...] = (
    "no_contradiction",
    "contradiction",
    "temporal_supersession",
    "temporal_regression",
    "temporal_evolution",
    "negation_artifact",
)
# What is at stake in a finding, least first: naming and format; values that may be stale;
# identity and structure (who holds a role, whether a thing happens at all).
SEVERITIES: tuple[str, ...] = ("low", "medium", "high")
# Why a judge call gave no verdict (the model judge; the deterministic judge never fails).
JUDGE_ERRORS: tuple[str, ...] = ("parse_fail", "timeout", "model_error")
# A probe run: every pair judged; some left unjudged (budget spent, calls failed); every call failed.
PROBE_RUN_STATUSES: tuple[str, ...] = ("ok", "partial", "judge_failed")

# Evidence scan (pipeline/scan/): what a passage does to a claim, contradictions first, and the
# relation a link records for each verdict; an irrelevant passage has none and cannot be linked.
SCAN_VERDICTS: tuple[str, ...] = ("contradicts", "supports", "nuanced", "irrelevant")
LINK_RELATIONS: dict[str, str] = {
    "supports": "supporting",
    "contradicts": "contradicting",
    "nuanced": "extending",
}
