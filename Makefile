# Qwixx Desktop. `make run` and `make test` set everything up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint bench bench-ai soak fuzz setup system-deps screenshots translations clean \
	package package-check deb deb-check icons

setup: $(STAMP)

$(BIN)/python:
	$(PYTHON) -m venv --clear $(VENV)

# A venv whose Python does not run as this venv's is made afresh above, and everything
# installed again here: its Python removed (.venv/bin/python a broken link, which `venv`
# without --clear keeps) or upgraded to another minor version (/usr/bin/python3 now 3.12,
# which looks for the packages in lib/python3.12: "No module named pytest").
VENV_CHECK := import os, sys, sysconfig; sys.exit(not os.path.isdir(sysconfig.get_path("purelib")))
ifneq ($(shell $(BIN)/python -c '$(VENV_CHECK)' >/dev/null 2>&1 || echo broken),)
$(BIN)/python $(STAMP): venv-broken
endif
.PHONY: venv-broken

# Reinstall only when the dependency list changes; the package itself is editable.
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --upgrade --quiet pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

PACKAGE_STAMP := $(VENV)/.package-stamp
BUNDLE := dist/qwixx-desktop

# PyInstaller (the `package` extra), only for the targets that build the bundle.
$(PACKAGE_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,dev,package]'
	touch $(PACKAGE_STAMP)

# Debian packages Qt needs on a real screen and the tools the tests use (pdftoppm).
system-deps:
	bash scripts/system-deps.sh

run: setup system-deps
	$(BIN)/qwixx-desktop

test: setup system-deps
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest
	$(BIN)/ruff check qwixx_desktop tests bench scripts packaging
	$(BIN)/ruff format --check qwixx_desktop tests bench scripts packaging
	$(BIN)/mypy

lint: setup
	$(BIN)/ruff check qwixx_desktop tests bench scripts packaging
	$(BIN)/ruff format --check qwixx_desktop tests bench scripts packaging
	$(BIN)/mypy

bench: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m bench

bench-ai: setup
	$(BIN)/python -m bench --ai

# A long session at one window (bench/soak.py): rounds of games of every kind and level, the
# dialogs, themes, languages, resizes and network tables, again and again; after each step
# what the process holds (objects, widgets, threads, files, worker processes, memory).
soak: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m bench.soak

# A million mutated saves of all four games (bench/fuzz_saves.py) on every core: each loads,
# saves again, prints and scores, or is refused with a SaveError; anything else fails. Then
# seeded random keys, clicks and menu commands (dialogs answered at random) in 50 window
# games of each kind per test (one each in make test), and 20 rounds of the four kinds
# played through one window (three in make test).
fuzz: setup
	$(BIN)/python -m bench.fuzz_saves
	QT_QPA_PLATFORM=offscreen QWIXX_FUZZ_SEEDS=50 QWIXX_SESSION_ROUNDS=20 $(BIN)/python -m pytest \
		-q -p no:cacheprovider tests/test_ui_random_input.py tests/test_ui_long_session.py

# Window screenshots for the README (docs/screenshots/), made offscreen.
screenshots: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshots.py

# Refresh the Spanish catalogue from the sources (every module under qwixx_desktop/ui, sub-folders
# included), then compile it (both files are committed).
translations: setup
	$(BIN)/pyside6-lupdate $$(find qwixx_desktop/ui -name '*.py' | sort) \
		-ts resources/translations/qwixx_desktop_es.ts -no-obsolete
	$(BIN)/pyside6-lrelease resources/translations/qwixx_desktop_es.ts -qm resources/translations/qwixx_desktop_es.qm

# The stand-alone one-folder bundle: dist/qwixx-desktop/qwixx-desktop (see packaging/). Built
# again only when what it is made of has changed: the app's sources and resources, the
# packaging files, this Makefile, the dependency list or the venv's packages (site-packages
# changes as they are installed, upgraded or removed). The folders of resources/ and packaging/
# count too (a data file removed); Python's caches are no part of it. The executable is
# touched last, and removed should PyInstaller fail half-way (.DELETE_ON_ERROR).
BUNDLE_EXE := $(BUNDLE)/qwixx-desktop
BUNDLE_INPUTS := Makefile pyproject.toml $(wildcard $(VENV)/lib/python3*/site-packages) \
	$(shell find qwixx_desktop -name __pycache__ -prune -o -type f -print) \
	$(shell find resources packaging -name __pycache__ -prune -o -print)

package: $(BUNDLE_EXE)

$(BUNDLE_EXE): $(PACKAGE_STAMP) $(BUNDLE_INPUTS) | system-deps
	bash scripts/system-deps.sh --packaging
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/qwixx-desktop.spec
	touch $@

.DELETE_ON_ERROR:

# The bundle's own self-test, the .desktop and AppStream validators, and the .deb's Depends.
package-check: package
	$(BUNDLE)/qwixx-desktop --self-test
	$(BIN)/python packaging/linux/build_deb.py check

# dist/qwixx-desktop_<version>_amd64.deb; deb-check installs it here, tests it, removes it.
deb: package
	$(BIN)/python packaging/linux/build_deb.py build

deb-check: deb
	bash scripts/system-deps.sh --check-deb
	bash packaging/linux/check-deb.sh

# The app icon's PNG sizes, .ico and .icns, from resources/icons/qwixx-desktop.svg.
icons: setup
	$(BIN)/python scripts/render_icons.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
