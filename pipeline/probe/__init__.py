"""The contradiction probe: how often queries meet a contradiction, with its interval and findings.

``run``: queries -> top claims -> candidate pairs -> verdicts (cached) -> a stored report;
``report``: the pure aggregation (Wilson interval, counts, outlets, hot entities, resolutions);
``store``: the runs and their findings, in the probe's own tables.
"""
