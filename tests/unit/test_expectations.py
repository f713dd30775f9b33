"""The data-quality expectations run quietly and report what failed."""

import pandas as pd

from checks.expectations import gx, validate


def test_expectations_report_failures_without_drawing_progress_bars(capfd):
    expectations = [gx().expectations.ExpectColumnValuesToNotBeNull(column="quote")]
    capfd.readouterr()

    ok, outcome = validate(pd.DataFrame({"quote": ["a", None, None]}), expectations)

    assert not ok
    assert outcome == {"ExpectColumnValuesToNotBeNull(quote)": 2}
    assert "Calculating Metrics" not in capfd.readouterr().err
    assert validate(pd.DataFrame({"quote": ["a"]}), expectations) == (
        True,
        {"ExpectColumnValuesToNotBeNull(quote)": True},
    )
