# Two commands set up and run everything on a fresh machine with Python 3.11 and make:
#   make demo   install, then ingest the bundled demo corpus and print both reports
#   make test   install, then run the whole test suite (what CI runs)

PYTHON ?= python3.11
UV_VERSION := 0.13.9
UV := $(shell command -v uv 2>/dev/null || echo .tools/bin/uv)

.PHONY: install manifest demo test lint ui bench clean

.tools/bin/uv:
	$(PYTHON) -m venv .tools
	.tools/bin/pip install --quiet uv==$(UV_VERSION)

.venv/.installed: pyproject.toml uv.lock | $(UV)
	$(UV) sync --frozen --python $(PYTHON)
	touch $@

install: .venv/.installed

# dbt's manifest, which the Dagster definitions are built from (parsed only when a model changed)
manifest: install
	.venv/bin/python -m pipeline.dbt

demo: install
	.venv/bin/claimgraph demo

test: manifest
	.venv/bin/python -m pytest

lint: install
	.venv/bin/ruff check . && .venv/bin/ruff format --check .

ui: install
	.venv/bin/claimgraph ui

bench: install
	.venv/bin/python benchmarks/demo_run.py

clean:
	rm -rf .venv .tools claimgraph-data dbt_project/target dbt_project/logs
