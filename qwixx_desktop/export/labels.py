"""Printed words in English and Spanish. Numbers and shapes carry the game; words only help."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..typography import MINUS

# A key with a number after it ("hint.lock.1") is that key's wording for that number
# (Labels.counted); games' printed names are their records' titles, the same in every language.
_EN: dict[str, str] = {
    "name": "Name",
    "date": "Date",
    "seed": "seed",
    "sheet": "sheet",
    "player": "player",
    "square": "square",
    "square.start": "at the start",
    "crosses": "crosses",
    "points": "points",
    "misthrows": "misthrows",
    # Over the misthrow boxes, as the window says it: "(0)" alone read as a box's value.
    "misthrows.each": "misthrows ({penalty} each)",
    "board": "board",
    "total": "total",
    "lucky": "Lucky numbers",
    "columns": "columns",
    "column_score": "column",
    "hint.lock": "Lock a row by crossing its last number, with at least {n} crosses in it.",
    "hint.lock.0": "Lock a row by crossing its last number.",
    "hint.lock.1": "Lock a row by crossing its last number, with at least 1 cross in it.",
    "hint.lock_two": "Lock a row by crossing either of its last two numbers, "
    "with at least {n} crosses in it.",
    "hint.lock_two.0": "Lock a row by crossing either of its last two numbers.",
    "hint.lock_two.1": "Lock a row by crossing either of its last two numbers, "
    "with at least 1 cross in it.",
    # Lucky numbers are on the sheet, their rule was not: a pad is played without the window.
    "hint.longo": "Lucky number as the white sum: instead of it you may cross the next number "
    "of one of your open rows with the fewest crosses.",
    "hint.onboard": "Board bonus: the bonus beside your figure's square at the end.",
    # The example is part of the rule: "distinct" alone is easy to misread at the table.
    "hint.qwantum": "Fields 1-4 rise, 5-6 fall below 4. A full column scores its "
    "second-lowest distinct value (5, 5, 8, 9 scores 8; four equal values score that value).",
    # House rules (game options; the keys are the options' keys, games/crossing.py).
    "house": "House rules: {rules}",
    "house.lock_crosses": "lock after {n} crosses",
    "house.lock_crosses.0": "lock at any time",
    "house.lock_crosses.1": "lock after 1 cross",
    "house.misthrows_to_end": "game ends at {n} misthrows",
    "house.misthrows_to_end.1": "game ends at 1 misthrow",
    "house.misthrow_points": MINUS + "{n} per misthrow",
    "house.misthrow_points.0": "misthrows cost nothing",
    "house.rows_to_end": "{n} locked rows end",
    "house.rows_to_end.1": "1 locked row ends",
    "start": "START",
    "board.title": "Qwixx On Board",
    "board.end": "last {n} squares: reaching one starts the last round",
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
    "name": "Nombre",
    "date": "Fecha",
    "seed": "semilla",
    "sheet": "hoja",
    "player": "jugador",
    "square": "casilla",
    "square.start": "en la salida",
    "crosses": "cruces",
    "points": "puntos",
    "misthrows": "fallos",
    "misthrows.each": "fallos ({penalty} cada uno)",
    "board": "tablero",
    "total": "total",
    "lucky": "Números afortunados",
    "columns": "columnas",
    "column_score": "columna",
    "hint.lock": "Se cierra una fila tachando su último número, con al menos {n} cruces en ella.",
    "hint.lock.0": "Se cierra una fila tachando su último número.",
    "hint.lock.1": "Se cierra una fila tachando su último número, con al menos 1 cruz en ella.",
    "hint.lock_two": "Se cierra una fila tachando uno de sus dos últimos números, "
    "con al menos {n} cruces en ella.",
    "hint.lock_two.0": "Se cierra una fila tachando uno de sus dos últimos números.",
    "hint.lock_two.1": "Se cierra una fila tachando uno de sus dos últimos números, "
    "con al menos 1 cruz en ella.",
    "hint.longo": "Número afortunado como suma blanca: en su lugar puedes tachar el siguiente "
    "número de una de tus filas abiertas con menos cruces.",
    "hint.onboard": "Puntos adicionales: los que aparecen junto a la casilla de tu figura "
    "al final.",
    "hint.qwantum": "Casillas 1-4 suben, 5-6 bajan por debajo de la 4. Una columna llena "
    "vale su segundo valor distinto más bajo (5, 5, 8, 9 vale 8; cuatro valores iguales "
    "valen ese valor).",
    "house": "Reglas de la casa: {rules}",
    "house.lock_crosses": "cerrar con {n} cruces",
    "house.lock_crosses.0": "cerrar en cualquier momento",
    "house.lock_crosses.1": "cerrar con 1 cruz",
    "house.misthrows_to_end": "la partida termina con {n} fallos",
    "house.misthrows_to_end.1": "la partida termina con 1 fallo",
    "house.misthrow_points": MINUS + "{n} por fallo",
    "house.misthrow_points.0": "los fallos no restan",
    "house.rows_to_end": "{n} filas cerradas terminan",
    "house.rows_to_end.1": "1 fila cerrada termina",
    "start": "SALIDA",
    "board.title": "Qwixx On Board",
    "board.end": "últimas {n} casillas: llegar a una inicia la última ronda",
    "board.legend": "letra: color · grande: número · arriba: casilla · círculo: puntos adicionales",
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

    def counted(self, key: str, n: int) -> str:
        """`key` for the number `n`, in that number's own wording where the table has one."""
        specific = f"{key}.{n}"
        return self(specific if specific in _EN else key, n=n)

    def house_rules(self, rules: Sequence[tuple[str, int]]) -> str:
        """ "House rules: lock after 3 crosses · ..." for (option key, value) pairs; a rule
        without a wording here (a new game's own) is shown as key = value."""
        parts = [
            self.counted(f"house.{key}", value) if f"house.{key}" in _EN else f"{key} = {value}"
            for key, value in rules
        ]
        return self("house", rules=" · ".join(parts))

    def letter(self, colour: str) -> str:
        return self(f"letter.{colour}") if f"letter.{colour}" in _EN else colour[:1].upper()

    def colour(self, colour: str) -> str:
        return self(f"colour.{colour}") if f"colour.{colour}" in _EN else colour
