"""The Dagster UI in a real browser: the asset lineage from snapshot to the marts, and a stale batch.

A home is ingested with a changed extraction prompt (tests/e2e/prompts.py); the UI then
loads the project's real code, so to it every asset after extraction in that batch was made
by other code. The webserver (`dagster dev` with the project's workspace, as `claimgraph ui`
starts it) listens on 127.0.0.1; headless Chromium, driven by selenium, opens it. Every wait is
bounded and the server and the browser are stopped whatever happens. Screenshots go to
docs/screenshots/.
"""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path
from urllib.parse import quote

import pytest

from pipeline.runner import run_ingest
from pipeline.settings import Settings
from pipeline.ui_server import dagster_dev, graphql, wait_for_location
from tests.conftest import ROOT, copy_drop
from tests.e2e.chromium import chromium, find_chromium
from tests.e2e.prompts import new_prompt  # noqa: F401 (a fixture)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        find_chromium() is None,
        reason="Chromium or its driver is not installed, and this machine cannot install them: "
        "`make chromium` installs Debian's chromium and chromium-driver where make runs as root "
        "with apt-get (as CI does)",
    ),
]
SHOTS = ROOT / "docs" / "screenshots"
FILES = ["reuters-field-alpha-restart.txt", "northern-ledger-ministry-denial.html"]
STAGES = [
    "snapshot",
    "document",
    "sentence",
    "extraction",
    "verbatim_check",
    "modality_guard",
    "resolution",
    "reuse_pair",
    "origin_rollup",
]
MARTS = ["claims", "claim_origin", "single_origin", "contradictions", "who_claims", "first_appearance"]


@pytest.fixture(scope="module")
def stale_home(tmp_path_factory) -> tuple[Path, str]:
    """A home whose one batch was extracted with another prompt than the code the UI loads."""
    home = tmp_path_factory.mktemp("ui-home")
    drop = copy_drop(tmp_path_factory.mktemp("ui-drop"), FILES)
    with pytest.MonkeyPatch.context() as patch:
        import pipeline.extract.parse as parse
        import pipeline.extract.parse.extractor as extractor
        from pipeline.extract.cue_model import load_cue_model

        patch.setattr(extractor, "RULES_VERSION", "parse-rules-before-the-ui-test")
        patch.setattr(parse, "PROMPT_VERSION", extractor.parse_version(load_cue_model()))
        summary = run_ingest(Settings(home=home), drop)
    assert summary.success, summary.failed_steps
    return home, summary.batch


def left_running(home: Path, port: str) -> list[str]:
    """Processes of the server (its daemon names the home, its webserver the port) still alive."""
    found = []
    for pattern in (str(home), f"--port {port}", f"-p {port}"):
        done = subprocess.run(["pgrep", "-f", "--", pattern], capture_output=True, text=True, check=False)
        found += done.stdout.split()
    return sorted(set(found) - {str(os.getpid())})


@pytest.fixture(scope="module")
def ui(stale_home):
    home, batch = stale_home
    with dagster_dev(Settings(home=home), startup_timeout=300) as url:
        wait_for_location(url, timeout=300)
        graphql(url, "mutation { setNuxSeen }")  # no "join the community" dialog over the page
        with chromium(width=2400, height=1500) as page:
            yield url, page, batch
    # The server is stopped whatever the tests did: nothing of it may be left.
    assert not left_running(home, url.rsplit(":", 1)[1])


def show(page, url: str, needles: list[str], timeout: float = 180) -> str:
    page.goto(url)
    return page.wait_for_text(needles, timeout=timeout)


def shown(name: str, text: str) -> bool:
    """Whether an asset's name is on the page; a graph node shortens a long one ("contradicti…_pairs")."""
    for label in text.split("\n"):
        label = label.strip()
        if label == name:
            return True
        if "…" in label:
            head, _, tail = label.partition("…")
            if len(head) + len(tail) >= 8 and name.startswith(head) and name.endswith(tail):
                return True
    return False


def show_assets(page, url: str, names: list[str], timeout: float = 180) -> str:
    page.goto(url)
    return page.wait_until(lambda text: [n for n in names if not shown(n, text)], timeout=timeout)


# Each group's own lineage page, with stages a reader looks for there. The graphs render only
# the nodes that fit the window: the global one draws the groups collapsed, and the two dozen
# marts overflow it, so their page is opened filtered to the two a reader looks for, with
# their neighbours (test_every_mart_is_an_asset lists them all).
GROUP_ASSETS = {
    "ingest": ["snapshot", "document"],
    "extract": ["sentence", "extraction"],
    "check": ["verbatim_check", "modality_guard"],
    "graph": ["resolution", "reuse_pair", "origin_rollup", "contradiction_pairs"],
    "marts": ["claims", "contradictions"],
}


def warehouse_selection(marts: list[str]) -> str:
    """The UI's asset selection of these marts, escaped for a URL (slashes too)."""
    return quote(" or ".join(f'key:"warehouse/{mart}"' for mart in marts), safe="")


def group_lineage_url(url: str, group: str) -> str:
    """A group's lineage page; the marts' one filtered by the UI's asset selection syntax."""
    page = f"{url}/locations/__repository__@claimgraph/asset-groups/{group}"
    if group != "marts":
        return page
    # The path is split on "/" before the selection is decoded, so its slashes are escaped too.
    return f"{page}/lineage~{warehouse_selection(GROUP_ASSETS[group])}"


def test_the_asset_graph_shows_every_group(ui):
    url, page, _ = ui
    text = show(page, f"{url}/asset-groups", ["Global asset lineage", *GROUP_ASSETS])
    time.sleep(2)  # let the layout settle before the picture
    page.screenshot(SHOTS / "ui-asset-graph.png")
    assert "Error" not in text.split("Global asset lineage")[0]
    for group, assets in GROUP_ASSETS.items():
        text = show_assets(page, group_lineage_url(url, group), assets)
        assert "Error" not in text.split(group)[0], (group, text[:1000])


@pytest.mark.parametrize(
    "mart, upstream",
    [
        ("single_origin", STAGES),
        (
            "contradictions",
            ["snapshot", "document", "sentence", "extraction", "resolution", "contradiction_pairs"],
        ),
    ],
)
def test_each_mart_traces_back_to_the_raw_snapshot(ui, mart, upstream):
    """The upstream lineage of a mart holds every stage before it, and nothing but its ancestors."""
    url, page, _ = ui
    text = show_assets(
        page,
        f"{url}/assets/warehouse/{mart}?view=lineage&lineageScope=upstream&lineageDepth=30",
        [mart, *upstream, "stg_claims"],
    )
    if mart == "single_origin":
        time.sleep(2)  # let the layout settle before the picture
        page.screenshot(SHOTS / "ui-lineage-single-origin.png")
        assert not shown("contradiction_pairs", text)  # an upstream view: no unrelated asset
    assert "Upstream" in text


def test_every_mart_is_an_asset(ui):
    url, page, _ = ui
    # Filtered to the marts a reader looks for: the catalog draws only the rows that fit the window.
    text = show_assets(page, f"{url}/assets/warehouse?asset-selection={warehouse_selection(MARTS)}", MARTS)
    assert all(shown(mart, text) for mart in MARTS)


def test_a_batch_extracted_with_another_prompt_shows_as_unsynced(ui):
    url, page, batch = ui
    for asset in ("extraction", "modality_guard", "warehouse/claims"):
        text = show(page, f"{url}/assets/{asset}?view=partitions&partition={batch}", [batch, "Materialized"])
        deadline = time.monotonic() + 60
        while "Unsynced" not in text and time.monotonic() < deadline:
            time.sleep(1)
            text = page.text()
        assert "Unsynced" in text, (asset, text[:2000])
        if asset == "extraction":
            page.screenshot(SHOTS / "ui-stale-partition.png")
    # A stage before extraction was made by today's code: not stale.
    text = show(page, f"{url}/assets/snapshot?view=partitions&partition={batch}", [batch, "Materialized"])
    time.sleep(5)
    assert "Unsynced" not in page.text()
