"""Fill unfinished entries of the Spanish catalogue from a JSON list of translations.

Usage: python scripts/apply_translations.py [--revise] TRANSLATIONS.json
Each item: {"context": ..., "source": ..., "es": ...}; for a counted text (a numerus="yes"
entry, `translate(context, "%n points", None, n)`) "es" is the list of its Spanish plural
forms, singular first: ["%n punto", "%n puntos"]. Only entries still marked unfinished
are filled; with --revise, finished entries are replaced too (a wording changed on purpose,
docs/spanish-glossary.md), and an item that matches no entry is an error. The catalogue is then
compiled with `make translations`.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

CATALOGUE = Path(__file__).resolve().parent.parent / "resources/translations/qwixx_desktop_es.ts"


def main() -> None:
    arguments = sys.argv[1:]
    revise = "--revise" in arguments
    (path,) = [argument for argument in arguments if argument != "--revise"]
    items = json.loads(Path(path).read_text(encoding="utf-8"))
    wanted = {(item["context"], item["source"]): item["es"] for item in items}
    tree = ET.parse(CATALOGUE)
    filled = 0
    found: set[tuple[str | None, str | None]] = set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            key = (name, message.findtext("source"))
            if translation is None or key not in wanted:
                continue
            found.add(key)
            if translation.get("type") != "unfinished" and not revise:
                continue
            _fill(translation, message.get("numerus") == "yes", wanted[key], key)
            translation.attrib.pop("type", None)
            filled += 1
    # A revision that matches nothing is a typo in its source or context: say so rather than
    # leave the old wording in place unnoticed.
    unmatched = [key for key in wanted if key not in found]
    if revise and unmatched:
        sys.exit(f"no such entries: {unmatched}")
    tree.write(CATALOGUE, encoding="utf-8", xml_declaration=True)
    print(f"filled {filled} of {len(wanted)} translations")


def _fill(
    translation: ET.Element, numerus: bool, spanish: str | list[str], key: tuple[object, object]
) -> None:
    """Write `spanish` into an entry: its text, or one <numerusform> per plural form."""
    if numerus != isinstance(spanish, list):
        kind = "a list of plural forms" if numerus else "one text"
        sys.exit(f"{key}: this entry takes {kind}")
    if not isinstance(spanish, list):
        translation.text = spanish
        return
    forms = translation.findall("numerusform")
    # Spanish has two forms (one, other); lupdate writes as many empty ones as the language has.
    if len(spanish) != max(len(forms), 2):
        sys.exit(f"{key}: {len(spanish)} plural forms given, the catalogue has {len(forms)}")
    for form in forms:
        translation.remove(form)
    translation.text = "\n            "
    for text in spanish:
        form = ET.SubElement(translation, "numerusform")
        form.text = text
        form.tail = "\n            "
    form.tail = "\n        "


if __name__ == "__main__":
    main()
