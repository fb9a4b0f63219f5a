"""Fill unfinished entries of the Spanish catalogue from a JSON list of translations.

Usage: python scripts/apply_translations.py [--revise] TRANSLATIONS.json
Each item: {"context": ..., "source": ..., "es": ...}. Only entries still marked unfinished
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
            translation.text = wanted[key]
            translation.attrib.pop("type", None)
            filled += 1
    # A revision that matches nothing is a typo in its source or context: say so rather than
    # leave the old wording in place unnoticed.
    unmatched = [key for key in wanted if key not in found]
    if revise and unmatched:
        sys.exit(f"no such entries: {unmatched}")
    tree.write(CATALOGUE, encoding="utf-8", xml_declaration=True)
    print(f"filled {filled} of {len(wanted)} translations")


if __name__ == "__main__":
    main()
