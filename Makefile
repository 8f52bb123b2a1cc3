# Two commands: `make run` serves on http://127.0.0.1:8000; `make test` runs every check.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test lint openapi bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Stamps record that the installed packages match pyproject.toml.
$(VENV)/.installed-run: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --editable .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --editable '.[test]'
	touch $@ $(VENV)/.installed-run

run: $(VENV)/.installed-run
	$(BIN)/gunicorn --config gunicorn.conf.py

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: lint
	$(BIN)/python -m pytest -W error

# Regenerate the committed contract from the code.
openapi: $(VENV)/.installed-run
	$(BIN)/python -m service.contract > openapi.yaml
	$(BIN)/python clients/typescript/generate.py openapi.yaml > clients/typescript/referee.ts

bench: $(VENV)/.installed-test
	$(BIN)/python bench/evaluate.py
	$(BIN)/python bench/throughput.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
