"""The parse rules, named and in order.

``claims_from_doc`` offers every token to the token rules in this order; the first
that answers anything but None decides the token (see ``base.py``), as the arms of
one if/elif would. Then the sentence rules read the whole sentence. A rule left out
(``disabled_rules``) is skipped: the token goes on to the rules after it.
"""

from __future__ import annotations

from collections.abc import Iterable

from pipeline.extract.parse.rules import (
    according_to,
    accusation,
    cue_verb,
    dash_credit,
    debunked_report,
    denial,
    headline_colon,
    hearsay_adverb,
    impression,
    learned_cue,
    noun_cue,
    passive,
    quotation_closer,
    source_in,
)
from pipeline.extract.parse.rules.base import NO_CLAIM, Context, Match, Rule

RULES: tuple[Rule, ...] = (
    # A denial or an accusation is a cue verb whose proposition is read differently; these
    # rules answer first and hand every other case back as cue_verb would.
    denial.RULE,
    accusation.RULE,
    # "Reports that S turned out to be a hoax": the writer's denial of S, read at the report
    # noun before noun_cue reads "reports that S" as a report of S.
    debunked_report.RULE,
    cue_verb.RULE,
    passive.PASSIVE_AGENT,
    passive.UNATTRIBUTED_PASSIVE,
    hearsay_adverb.RULE,
    impression.RULE,
    according_to.RULE,
    source_in.RULE,
    noun_cue.RULE,
    headline_colon.RULE,
    quotation_closer.RULE,
    learned_cue.RULE,
    dash_credit.RULE,
)
RULE_NAMES: tuple[str, ...] = tuple(rule.name for rule in RULES)


def checked_rule_names(names: Iterable[str]) -> frozenset[str]:
    """``names`` as a set; raises ValueError naming the valid rules when one is unknown."""
    names = frozenset(names)
    unknown = sorted(names - set(RULE_NAMES))
    if unknown:
        raise ValueError(f"unknown parse rule {', '.join(unknown)}: the rules are {', '.join(RULE_NAMES)}")
    return names


__all__ = ["NO_CLAIM", "RULES", "RULE_NAMES", "Context", "Match", "Rule", "checked_rule_names"]
