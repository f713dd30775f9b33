"""Loading the definitions: no side effects on import, code versions chained from the extractor."""

import subprocess
import sys

import dagster as dg
import pytest

from pipeline.settings import Settings
from tests.assets.test_stage_assets import STAGES
from tests.conftest import ROOT

# Assets whose output depends on what the extractor said (lake tables and dbt models).
AFTER_EXTRACTION = STAGES[STAGES.index("extraction") :] + [
    "warehouse/stg_claims",
    "warehouse/claims",
    "warehouse/doc_origin",
    "warehouse/single_origin",
]
BEFORE_EXTRACTION = ["snapshot", "document", "sentence", "doc_signature", "warehouse/stg_documents"]


def test_importing_the_definitions_runs_nothing_and_sets_no_environment():
    # Third-party imports go first: one of them asks `file` about the interpreter.
    script = """
import os, subprocess
import dagster, dagster_dbt
before = dict(os.environ)
def refuse(*args, **kwargs):
    raise AssertionError(f"a subprocess on import: {args}")
subprocess.Popen = refuse
import pipeline.definitions
assert dict(os.environ) == before, sorted(set(os.environ) ^ set(before))
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]


def code_versions(defs: dg.Definitions) -> dict[str, str | None]:
    return {spec.key.to_user_string(): spec.code_version for spec in defs.resolve_all_asset_specs()}


def test_a_new_extractor_version_changes_every_asset_after_extraction(tmp_path, monkeypatch):
    import pipeline.definitions as definitions

    before = code_versions(definitions.build_definitions(Settings(home=tmp_path)))
    monkeypatch.setattr(definitions, "extractor_version", lambda name, model=None: "parse|m|prompt-99")
    after = code_versions(definitions.build_definitions(Settings(home=tmp_path)))

    assert {key for key in before if before[key] != after[key]} >= set(AFTER_EXTRACTION)
    assert all(before[key] == after[key] for key in BEFORE_EXTRACTION)
    assert after["extraction"] == "extraction-9|parse|m|prompt-99"
    assert after["verbatim_check"] == "verbatim-2|extraction-9|parse|m|prompt-99"
    assert after["warehouse/claims"].endswith("|extraction-9|parse|m|prompt-99")


def test_missing_manifest_is_a_clear_error(tmp_path, monkeypatch):
    from pipeline import dbt

    monkeypatch.setattr(dbt, "MANIFEST", tmp_path / "manifest.json")
    with pytest.raises(dbt.ManifestMissing, match="python -m pipeline.dbt"):
        dbt.require_manifest()
