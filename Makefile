# Parlour: `make run` starts the program, `make test` runs the whole suite.
# Both create the virtual environment .venv when it is missing.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test translations lint format bench arena screenshots clean package package-test

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

# The languages' files the program loads (assets/translations/*.qm) from translations/*/*.ts.
translations: $(STAMP)
	$(PY) scripts/i18n.py build

run: $(STAMP) translations
	$(PY) -m desktop.check_system
	$(VENV)/bin/parlour

test: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n 2 -q

lint: $(STAMP)
	$(VENV)/bin/ruff check games ai desktop tests
	$(VENV)/bin/ruff format --check games ai desktop tests
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports
	$(PY) scripts/check_sizes.py

format: $(STAMP)
	$(VENV)/bin/ruff format games ai desktop tests
	$(VENV)/bin/ruff check --fix games ai desktop tests

bench: $(STAMP)
	$(PY) -m games bench

# One picture of each game in the middle of a hand, 1280x800, into docs/screenshots/.
screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) scripts/screenshots.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache

# The standalone program (PyInstaller, one folder) and its smoke test.
package: $(STAMP) translations
	PY=$(PY) bash packaging/build.sh

package-test: package
	$(PY) packaging/smoke_test.py --runs 5
