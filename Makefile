# Two commands: `make run` serves on http://127.0.0.1:8000; `make test` runs every check.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test lint openapi tables bench lock soak clean npm browser screenshots

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Stamps record that the installed packages match the lock files: the exact versions (and
# hashes) the suite runs on, made from pyproject.toml by `make lock`. The project itself is
# installed on top, without dependencies of its own.
$(VENV)/.installed-run: requirements.lock pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements.lock
	$(BIN)/python -m pip install --quiet --no-deps --editable .
	touch $@

$(VENV)/.installed-test: requirements-test.lock pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements-test.lock
	$(BIN)/python -m pip install --quiet --no-deps --editable .
	touch $@ $(VENV)/.installed-run

# The contract's linters (Redocly, Spectral) and the TypeScript client's tools (openapi-typescript,
# openapi-fetch, tsc), exactly as package-lock.json pins them: the suite's only network step.
# No install scripts run: none of these needs one.
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --ignore-scripts
	touch $@

npm: node_modules/.installed

# Headless Chromium for the page tests (tests/page): Debian's own chromium and chromium-driver,
# installed with apt-get only where either is missing (CI runs as root on a fresh Debian 12; about
# 120 MB to download and 420 MiB installed, some 20 s here). Selenium is pointed at these two
# files, so it never tries to download a browser or a driver of its own.
CHROMIUM := /usr/bin/chromium
CHROMEDRIVER := /usr/bin/chromedriver
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)
browser:
	@if [ ! -x $(CHROMIUM) ] || [ ! -x $(CHROMEDRIVER) ]; then \
		$(SUDO) apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
			-o DPkg::Lock::Timeout=600 chromium chromium-driver; \
	fi

run: $(VENV)/.installed-run
	$(BIN)/gunicorn --config gunicorn.conf.py

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# pytest on two processes more than there are cores (pytest-xdist); a test file stays on one
# process, so its live server or browser starts once. The runtime and page tests spend much of
# their time waiting on servers, sockets and the browser: the extra processes keep the cores
# busy meanwhile, and beside another CPU-bound job they take a larger share of the cores (on two
# cores beside one: 9 min 30 s with three processes, 8 min 54 s with four). Files are handed out
# in the order tests/conftest.py gives them, the slow ones first (``--no-loadscope-reorder``:
# pytest-xdist would otherwise put the files with the most tests first, and a slow file of one
# test last, where it keeps one process busy alone).
PYTEST_PROCESSES ?= $(shell echo $$(( $$(nproc) + 2 )))
test: lint node_modules/.installed browser
	$(BIN)/python -m pytest -W error -n $(PYTEST_PROCESSES) --dist loadfile --no-loadscope-reorder

# Rewrite the screenshots under docs/screenshots/ that the page tests take (the README shows them).
screenshots: $(VENV)/.installed-test node_modules/.installed browser
	SCREENSHOTS=1 $(BIN)/python -m pytest -q -p no:cacheprovider tests/page

# Regenerate the committed contract from the code.
openapi: $(VENV)/.installed-run node_modules/.installed
	$(BIN)/python -m service.contract > openapi.yaml
	node_modules/.bin/openapi-typescript openapi.yaml --output clients/typescript/schema.d.ts

# Rebuild the lookup tables' module (service/rules/ranking/table_data.py) after changing how
# hands are scored; a test checks that the committed module is exactly what this writes.
TABLE_DATA := service/rules/ranking/table_data.py
tables: $(VENV)/.installed-run
	$(BIN)/python -c "import sys; from service.rules.ranking import table_build as b, table_file as f; sys.stdout.write(f.source(b.build()))" > $(TABLE_DATA).new
	mv $(TABLE_DATA).new $(TABLE_DATA)

# After changing the dependencies in pyproject.toml: pin the newest versions that fit, with
# their hashes (pip-tools, in a venv of its own so that it pins nothing of its own).
LOCK_FLAGS := --quiet --generate-hashes --strip-extras --no-emit-index-url --no-emit-find-links
lock:
	$(PYTHON) -m venv .venv-lock
	.venv-lock/bin/python -m pip install --quiet pip-tools
	.venv-lock/bin/pip-compile $(LOCK_FLAGS) --output-file requirements.lock pyproject.toml
	.venv-lock/bin/pip-compile $(LOCK_FLAGS) --extra test --output-file requirements-test.lock pyproject.toml

bench: $(VENV)/.installed-test
	$(BIN)/python bench/evaluate.py
	$(BIN)/python bench/startup.py
	$(BIN)/python bench/throughput.py

# Play HANDS random hands of every game through the API (tests/play) and print a table per game:
# make soak [SEED=1] [HANDS=100000] [FIRST=0] [GAMES=razz,old_man] [REPROS=dir]
SEED ?= 1
HANDS ?= 100000
FIRST ?= 0
GAMES ?=
soak: $(VENV)/.installed-test
	cd tests && ../$(BIN)/python -m play.soak --seed $(SEED) --hands $(HANDS) --first $(FIRST) \
		--games "$(GAMES)" $(if $(REPROS),--repros $(abspath $(REPROS)))

clean:
	rm -rf $(VENV) .venv-lock .pytest_cache .mypy_cache .ruff_cache .hypothesis node_modules
