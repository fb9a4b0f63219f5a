"""Fill unfinished entries of the Spanish catalogue from a JSON list of translations.

Usage: python scripts/apply_translations.py TRANSLATIONS.json
Each item: {"context": ..., "source": ..., "es": ...}. Only entries still marked unfinished
are filled; the catalogue is then compiled with `make translations`.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

CATALOGUE = Path(__file__).resolve().parent.parent / "resources/translations/qwixx_desktop_es.ts"


def main() -> None:
    items = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    wanted = {(item["context"], item["source"]): item["es"] for item in items}
    tree = ET.parse(CATALOGUE)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            key = (name, message.findtext("source"))
            if translation is None or translation.get("type") != "unfinished":
                continue
            if key in wanted:
                translation.text = wanted[key]
                del translation.attrib["type"]
                filled += 1
    tree.write(CATALOGUE, encoding="utf-8", xml_declaration=True)
    print(f"filled {filled} of {len(wanted)} translations")


if __name__ == "__main__":
    main()
