"""scripts/apply_translations.py: the Spanish of plain and counted (numerus) entries."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from xml.etree import ElementTree

import pytest

ROOT = Path(__file__).resolve().parent.parent

# As lupdate writes them: a plain entry, and a counted one with Spanish's two empty forms.
CATALOGUE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Results</name>
    <message>
        <source>Well played!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You scored %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
"""


def _script(catalogue: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "apply_translations", ROOT / "scripts/apply_translations.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.CATALOGUE = catalogue
    return module


def _apply(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, items: list[dict[str, object]]) -> Path:
    catalogue = tmp_path / "qwixx_desktop_es.ts"
    catalogue.write_text(CATALOGUE, "utf-8")
    given = tmp_path / "spanish.json"
    given.write_text(json.dumps(items), "utf-8")
    monkeypatch.setattr(sys, "argv", ["apply_translations.py", str(given)])
    _script(catalogue).main()
    return catalogue


def test_a_counted_entry_gets_its_plural_forms(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalogue = _apply(
        tmp_path,
        monkeypatch,
        [
            {"context": "Results", "source": "Well played!", "es": "¡Bien jugado!"},
            {
                "context": "Results",
                "source": "You scored %n points.",
                "es": ["Has conseguido %n punto.", "Has conseguido %n puntos."],
            },
        ],
    )
    plain, counted = ElementTree.parse(catalogue).getroot().iter("message")
    assert plain.findtext("translation") == "¡Bien jugado!"
    translation = counted.find("translation")
    assert translation is not None and translation.get("type") is None
    forms = [form.text for form in translation.iter("numerusform")]
    assert forms == ["Has conseguido %n punto.", "Has conseguido %n puntos."]


@pytest.mark.parametrize(
    ("source", "spanish"),
    [
        ("You scored %n points.", "Has conseguido %n puntos."),  # one text for two forms
        ("You scored %n points.", ["Has conseguido %n puntos."]),  # one form of two
        ("Well played!", ["¡Bien jugado!", "¡Bien jugados!"]),  # forms for a plain text
    ],
)
def test_plural_forms_that_do_not_fit_the_entry_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, source: str, spanish: object
) -> None:
    with pytest.raises(SystemExit):
        _apply(tmp_path, monkeypatch, [{"context": "Results", "source": source, "es": spanish}])
