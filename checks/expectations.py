"""great-expectations 1.x, called directly on a pandas batch.

GX is imported lazily (it takes seconds) and runs in an ephemeral context with
analytics off; dagster-ge still pins GX < 1, so it is not used.
"""

from __future__ import annotations

import os
from functools import lru_cache

import pandas as pd


@lru_cache(maxsize=1)
def _batch_definition():
    os.environ.setdefault("GX_ANALYTICS_ENABLED", "false")
    import great_expectations as gx
    from great_expectations.data_context.types.base import ProgressBarsConfig

    context = gx.get_context(mode="ephemeral")
    # GX draws a "Calculating Metrics" bar on stderr for every expectation: hundreds of lines in
    # an ingest's output that say nothing to its user.
    context.variables.progress_bars = ProgressBarsConfig(globally=False)
    source = context.data_sources.add_pandas("claimgraph_lake")
    asset = source.add_dataframe_asset("batch")
    return asset.add_batch_definition_whole_dataframe("whole")


def validate(df: pd.DataFrame, expectations: list) -> tuple[bool, dict[str, object]]:
    """Run expectations on a DataFrame; (all passed, {expectation: unexpected count or True})."""
    batch = _batch_definition().get_batch(batch_parameters={"dataframe": df})
    outcome: dict[str, object] = {}
    passed = True
    for expectation in expectations:
        result = batch.validate(expectation)
        label = f"{type(expectation).__name__}({getattr(expectation, 'column', '')})"
        outcome[label] = True if result.success else result.result.get("unexpected_count", False)
        passed = passed and bool(result.success)
    return passed, outcome


def gx():
    """The great_expectations module, imported on first use."""
    _batch_definition()
    import great_expectations

    return great_expectations
