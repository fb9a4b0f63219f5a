"""Text from outside (players' names, a board file's name) as the embedded fonts can print it.

ReportLab draws a string's characters left to right, one glyph each, without the text layout a
screen does: a Hebrew or Arabic name came out backwards (and Arabic letters unjoined), a
character the font lacks (CJK, emoji) as an empty box, a tab or a newline from a save file as
one too. `printable` cleans such a text, `visual` puts a line of it in drawing order:

  * control and format characters go (a tab or a line break becomes a space; a zero-width
    non-joiner inside a word once it has kept Arabic letters apart), runs of spaces become
    one, and the text is composed (NFC), so "e" + combining acute is the font's "é";
  * a character the font has no glyph for is drawn in a system font that has it (fonts.py);
    where none has, it prints as REPLACEMENT with its combining marks gone ("张伟" as "��",
    never a blank line), and `unprintable` tells it, for the window and the command line;
  * right-to-left letters are drawn right to left (the Unicode bidirectional algorithm for one
    line, without explicit embeddings), Arabic letters in their joined forms (the font's
    presentation forms, found through Unicode's own decompositions of them).
"""

from __future__ import annotations

import unicodedata
from functools import cache, lru_cache

from .fonts import font_for, glyphs

_DROPPED = ("Cf", "Cs", "Co", "Cn")  # format (bidi controls, zero-width), surrogates, unassigned
_SPACED = ("Cc", "Zl", "Zp")  # tab, newline, line and paragraph separators
_MARKS = ("Mn", "Me")  # combining marks: drawn with the character before them
_STRONG_RTL = ("R", "AL")
ZWNJ = "\u200c"  # zero-width non-joiner: Persian "می‌خواهم" is two words drawn apart
_NEUTRAL = ("B", "S", "WS", "ON", "BN")
_MIRRORED = dict(zip("()[]{}<>«»", ")(][}{><»«", strict=True))
_BRACKETS = {")": "(", "]": "[", "}": "{"}  # Unicode's paired brackets (BD14-BD16), closing first

REPLACEMENT = "\ufffd"  # a character no font has: the bundled fonts' replacement mark
LAM = "\u0644"
ALEFS = "\u0622\u0623\u0625\u0627"  # lam and any of these make one ligature
FORMS = ("isolated", "final", "initial", "medial")


def _clusters(text: str) -> list[str]:
    """Each character with the combining marks after it."""
    clusters: list[str] = []
    for char in text:
        if clusters and unicodedata.category(char) in _MARKS:
            clusters[-1] += char
        else:
            clusters.append(char)
    return clusters


def printable(text: str, font: str) -> str:
    """`text` cleaned for printing in `font` (in logical order; `visual` orders it)."""
    return _cleaned(text, font)[0]


def unprintable(text: str, font: str) -> bool:
    """Whether some character of `text` has no font to print it (it prints as REPLACEMENT)."""
    return _cleaned(text, font)[1]


@lru_cache(maxsize=1024)  # the same names are drawn on every sheet and measured often
def _cleaned(text: str, font: str) -> tuple[str, bool]:
    text = unicodedata.normalize("NFC", text)
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if category in _SPACED:
            kept.append(" ")
        elif category not in _DROPPED or char == ZWNJ:  # `visual` drops it after joining
            kept.append(char)
    drawn = []
    replaced = False
    for cluster in _clusters("".join(kept)):
        if cluster.isspace() or cluster == ZWNJ or _drawable(cluster, font):
            drawn.append(cluster)
        else:
            drawn.append(REPLACEMENT)
            replaced = True
    words = " ".join("".join(drawn).split()).split(" ")
    # A non-joiner only counts inside a word: at its edge it would leave a double space.
    return " ".join(word.strip(ZWNJ) for word in words if word.strip(ZWNJ)), replaced


def _drawable(cluster: str, font: str) -> bool:
    """Whether the font the letter is drawn in (fonts.runs: `font` or a system one) has its
    marks too."""
    chosen = font_for(cluster[0], font)
    return chosen is not None and all(ord(char) in glyphs(chosen) for char in cluster)


# ---------------------------------------------------------------------------- Arabic joining


@cache
def _arabic_forms() -> tuple[dict[str, dict[str, str]], dict[tuple[str, str], str]]:
    """The presentation forms of each Arabic letter ({"final": ..., ...}) and the lam-alef
    ligatures ({(alef, form): ligature}), read from Unicode's decompositions of the forms."""
    forms: dict[str, dict[str, str]] = {}
    ligatures: dict[tuple[str, str], str] = {}
    # Presentation forms A (letters only, not the ligatures after U+FBFF) and B.
    for code in (*range(0xFB50, 0xFC00), *range(0xFE70, 0xFF00)):
        kind, _, base = unicodedata.decomposition(chr(code)).partition(" ")
        form = kind.strip("<>")
        if form not in FORMS:
            continue
        letters = "".join(chr(int(part, 16)) for part in base.split())
        if len(letters) == 1:
            forms.setdefault(letters, {})[form] = chr(code)
        elif len(letters) == 2 and letters[0] == LAM and letters[1] in ALEFS:
            ligatures[(letters[1], form)] = chr(code)
    return forms, ligatures


def _join_arabic(text: str) -> str:
    """Arabic letters replaced by their joined forms (in logical order)."""
    forms, ligatures = _arabic_forms()
    clusters = _clusters(text)
    letters = [cluster[0] for cluster in clusters]

    def joins_on(index: int) -> bool:  # a letter that joins the letter after it
        return 0 <= index < len(letters) and "medial" in forms.get(letters[index], {})

    def joins_back(index: int) -> bool:  # a letter that joins the letter before it
        return 0 <= index < len(letters) and "final" in forms.get(letters[index], {})

    shaped: list[str] = []
    skip = False
    for index, cluster in enumerate(clusters):
        if skip:  # the alef of a lam-alef ligature
            skip = False
            continue
        letter, marks = cluster[0], cluster[1:]
        before = joins_on(index - 1) and joins_back(index)
        ligature = ligatures.get(
            (
                letters[index + 1] if index + 1 < len(letters) else "",
                "final" if before else "isolated",
            )
        )
        if letter == LAM and ligature is not None and not marks:
            shaped.append(ligature + clusters[index + 1][1:])
            skip = True
            continue
        after = joins_on(index) and joins_back(index + 1)
        form = {
            (True, True): "medial",
            (True, False): "final",
            (False, True): "initial",
            (False, False): "isolated",
        }[(before, after)]
        own = forms.get(letter, {})
        shaped.append(own.get(form, own.get("isolated", letter)) + marks)
    return "".join(shaped)


# ---------------------------------------------------------------------------- bidi


def _types(clusters: list[str], rtl: bool) -> list[str]:
    """The resolved bidirectional type of each cluster: "L", "R", "EN" or "AN" (W1-W7, N0-N2)."""
    types = [unicodedata.bidirectional(cluster[0]) or "ON" for cluster in clusters]
    start = "R" if rtl else "L"
    strong = start
    for k, kind in enumerate(types):
        if kind == "NSM":  # W1; only a mark that starts the text is a cluster of its own
            types[k] = kind = start
        if kind == "EN" and strong == "AL":  # W2
            types[k] = "AN"
        if kind in ("L", "R", "AL"):
            strong = kind
    types = ["R" if kind == "AL" else kind for kind in types]  # W3
    for k in range(1, len(types) - 1):  # W4: 1,000 and 1.5 stay one number
        kind, before, after = types[k], types[k - 1], types[k + 1]
        if before == after and (
            (kind == "ES" and before == "EN") or (kind == "CS" and before in ("EN", "AN"))
        ):
            types[k] = before
    for low, high in _runs(types, ("ET",)):  # W5: currency and percent signs by a number
        if "EN" in (types[low - 1] if low else "", types[high] if high < len(types) else ""):
            types[low:high] = ["EN"] * (high - low)
    types = ["ON" if kind in ("ES", "ET", "CS") else kind for kind in types]  # W6
    strong = start
    for k, kind in enumerate(types):  # W7
        if kind in ("L", "R"):
            strong = kind
        elif kind == "EN" and strong == "L":
            types[k] = "L"
    _pair_brackets(clusters, types, start)
    # N1, N2: neutrals between two of the same direction take it, others the paragraph's.
    for low, high in _runs(types, _NEUTRAL):
        before = _direction(types[low - 1]) if low else start
        after = _direction(types[high]) if high < len(types) else start
        types[low:high] = [before if before == after else start] * (high - low)
    return types


def _pair_brackets(clusters: list[str], types: list[str], start: str) -> None:
    """N0: both brackets of a pair take one direction, so "שלום (abc) def" keeps "(abc)" whole
    rather than each bracket going with its neighbour and the two facing the same way."""
    pairs: list[tuple[int, int]] = []
    stack: list[tuple[str, int]] = []
    for k, cluster in enumerate(clusters):  # BD16, with its limit of 63 open brackets
        if types[k] != "ON":
            continue
        if cluster in _BRACKETS.values():
            if len(stack) == 63:
                break
            stack.append((cluster, k))
        elif cluster in _BRACKETS:
            for depth in range(len(stack) - 1, -1, -1):
                if stack[depth][0] == _BRACKETS[cluster]:
                    pairs.append((stack[depth][1], k))
                    del stack[depth:]
                    break
    strong = ("L", "R", "EN", "AN")  # numbers count as right-to-left here too
    for low, high in sorted(pairs):
        inside = {_direction(kind) for kind in types[low + 1 : high] if kind in strong}
        if not inside:
            continue  # no strong letter inside: the brackets are neutrals like any other (N1)
        # The text's own direction inside wins; else the direction of the text before them
        # (or the text's, at its start), which is then also the direction inside or the text's.
        before = (_direction(kind) for kind in reversed(types[:low]) if kind in strong)
        direction = start if start in inside else next(before, start)
        types[low] = types[high] = direction


def _runs(types: list[str], kinds: tuple[str, ...]) -> list[tuple[int, int]]:
    """The [low, high) ranges of consecutive types among `kinds`."""
    runs: list[tuple[int, int]] = []
    k = 0
    while k < len(types):
        if types[k] in kinds:
            end = k
            while end < len(types) and types[end] in kinds:
                end += 1
            runs.append((k, end))
            k = end
        else:
            k += 1
    return runs


def _direction(kind: str) -> str:
    return "L" if kind == "L" else "R"  # numbers count as right-to-left among neutrals (N1)


def visual(text: str) -> str:
    """`text` (one line, logical order) in the order its characters are drawn left to right."""
    if not any(unicodedata.bidirectional(char) in _STRONG_RTL for char in text):
        return text.replace(ZWNJ, "")
    # A non-joiner joins neither side (it has no joining forms), then has done its work.
    text = _join_arabic(text).replace(ZWNJ, "")
    clusters = _clusters(text)
    strong = (unicodedata.bidirectional(char) for char in text)
    base = 0 if next((kind for kind in strong if kind in ("L", "R", "AL")), "L") == "L" else 1
    levels = []
    for kind in _types(clusters, base == 1):  # I1, I2
        if base == 0:
            levels.append({"L": 0, "R": 1}.get(kind, 2))
        else:
            levels.append(1 if kind == "R" else 2)
    # L2: from the highest level down to the lowest odd one, reverse every run at that level or
    # higher. Whole clusters move; in a right-to-left one the marks come first, as the font's
    # Hebrew and Arabic marks sit over the glyph after them (its Latin ones over the one before).
    order = list(range(len(clusters)))
    for level in range(max(levels), 0, -1):
        k = 0
        while k < len(order):
            if levels[order[k]] < level:
                k += 1
                continue
            end = k
            while end < len(order) and levels[order[end]] >= level:
                end += 1
            order[k:end] = reversed(order[k:end])
            k = end
    return "".join(
        _MIRRORED.get(clusters[i], clusters[i][::-1]) if levels[i] % 2 else clusters[i]
        for i in order
    )
