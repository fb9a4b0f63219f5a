"""Printed words in English and Spanish. Numbers and shapes carry the game; words only help."""

from __future__ import annotations

from collections.abc import Mapping

MINUS = "\u2212"  # the typographic minus sign; a hyphen looks too short next to numbers

_EN: dict[str, str] = {
    "title.classic": "Qwixx",
    "title.longo": "Qwixx Longo",
    "title.onboard": "Qwixx On Board",
    "title.qwantum": "Qwantum",
    "name": "Name",
    "date": "Date",
    "seed": "seed",
    "sheet": "sheet",
    "player": "player",
    "square": "square",
    "crosses": "crosses",
    "points": "points",
    "misthrows": "misthrows",
    "board": "board",
    "total": "total",
    "lucky": "Lucky numbers",
    "columns": "columns",
    "column_score": "column",
    "hint.lock": "Lock a row by crossing its last number, with at least {n} crosses in it.",
    "hint.lock_two": "Lock a row by crossing either of its last two numbers, "
    "with at least {n} crosses in it.",
    "hint.onboard": "Board bonus: the bonus beside your figure's square at the end.",
    # The example is part of the rule: "distinct" alone is easy to misread at the table.
    "hint.qwantum": "Fields 1-4 rise, 5-6 fall below 4. A full column scores its "
    "second-lowest distinct value (5, 5, 8, 9 scores 8; four equal values score that value).",
    "start": "START",
    "board.title": "Qwixx On Board",
    "board.end": "last 5 squares: reaching one ends the game",
    "board.legend": "letter: colour · large: number · top right: square · circle: bonus",
    "board.own": "board of Qwixx Desktop (own design)",
    "colour.red": "red",
    "colour.yellow": "yellow",
    "colour.green": "green",
    "colour.blue": "blue",
    "colour.violet": "violet",
    "letter.red": "R",
    "letter.yellow": "Y",
    "letter.green": "G",
    "letter.blue": "B",
    "letter.violet": "V",
}

_ES: dict[str, str] = {
    "title.classic": "Qwixx",
    "title.longo": "Qwixx Longo",
    "title.onboard": "Qwixx On Board",
    "title.qwantum": "Qwantum",
    "name": "Nombre",
    "date": "Fecha",
    "seed": "semilla",
    "sheet": "hoja",
    "player": "jugador",
    "square": "casilla",
    "crosses": "cruces",
    "points": "puntos",
    "misthrows": "fallos",
    "board": "tablero",
    "total": "total",
    "lucky": "Números de la suerte",
    "columns": "columnas",
    "column_score": "columna",
    "hint.lock": "Se cierra una fila tachando su último número, con al menos {n} cruces en ella.",
    "hint.lock_two": "Se cierra una fila tachando uno de sus dos últimos números, "
    "con al menos {n} cruces en ella.",
    "hint.onboard": "Bonificación: la que figura junto a la casilla de tu ficha al final.",
    "hint.qwantum": "Casillas 1-4 suben, 5-6 bajan por debajo de la 4. Una columna llena "
    "vale su segundo valor distinto más bajo (5, 5, 8, 9 vale 8; cuatro valores iguales "
    "valen ese valor).",
    "start": "SALIDA",
    "board.title": "Qwixx On Board",
    "board.end": "últimas 5 casillas: llegar a una termina la partida",
    "board.legend": "letra: color · grande: número · arriba: casilla · círculo: bonificación",
    "board.own": "tablero de Qwixx Desktop (diseño propio)",
    "colour.red": "rojo",
    "colour.yellow": "amarillo",
    "colour.green": "verde",
    "colour.blue": "azul",
    "colour.violet": "violeta",
    # Two letters where one would clash (amarillo/azul, verde/violeta).
    "letter.red": "R",
    "letter.yellow": "Am",
    "letter.green": "V",
    "letter.blue": "Az",
    "letter.violet": "Vi",
}

_TABLES: Mapping[str, Mapping[str, str]] = {"en": _EN, "es": _ES}


class Labels:
    """Look-ups for one language; a missing Spanish word falls back to English."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._table = _TABLES.get(lang, _EN)

    def __call__(self, key: str, **values: object) -> str:
        text = self._table.get(key) or _EN[key]
        return text.format(**values) if values else text

    def letter(self, colour: str) -> str:
        return self(f"letter.{colour}") if f"letter.{colour}" in _EN else colour[:1].upper()

    def colour(self, colour: str) -> str:
        return self(f"colour.{colour}") if f"colour.{colour}" in _EN else colour
