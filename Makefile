# Two commands set up and run everything on a fresh machine with Python 3.11 and make:
#   make demo   install, then ingest the bundled demo corpus and print both reports
#   make test   install, then run the whole test suite (what CI runs)

PYTHON ?= python3.11
UV_VERSION := 0.13.9
UV := $(shell command -v uv 2>/dev/null || echo .tools/bin/uv)

.PHONY: install manifest chromium demo test lint ui bench clean

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

# Headless Chromium and its driver for the browser test (tests/e2e/test_ui.py): Debian's
# packages, installed where make runs as root with apt-get (CI); selenium, which drives them, is a
# dev dependency. Anywhere else, or if the install fails, the test skips and says why; `make test`
# goes on either way.
chromium:
	@if command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; then \
	  :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "installing Debian's chromium and chromium-driver for the browser test"; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  apt-get install -y --no-install-recommends chromium chromium-driver \
	    || { apt-get update && apt-get install -y --no-install-recommends chromium chromium-driver; } \
	    || echo "chromium could not be installed: tests/e2e/test_ui.py will skip"; \
	else \
	  echo "chromium or chromedriver is missing and this is not root with apt-get: tests/e2e/test_ui.py will skip"; \
	fi

demo: install
	.venv/bin/claimgraph demo

test: manifest chromium
	.venv/bin/python -m pytest

lint: install
	.venv/bin/ruff check . && .venv/bin/ruff format --check .

ui: install
	.venv/bin/claimgraph ui

bench: install
	.venv/bin/python benchmarks/demo_run.py

clean:
	rm -rf .venv .tools claimgraph-data dbt_project/target dbt_project/logs
