"""The Spanish catalogue read as a whole: what can be checked without a Spanish speaker.

Every translation keeps its source's placeholders, markup, accelerator and outer spaces; none
is left in English; questions and exclamations open with ¿ and ¡; and the game's terms are the
ones docs/spanish-glossary.md chose (the rulebooks' own words), the same in every string.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

import pytest

from qwixx_desktop.export.labels import _EN, _ES
from qwixx_desktop.gamedata import resources_dir

CATALOGUE = resources_dir() / "translations" / "qwixx_desktop_es.ts"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
TAG = re.compile(r"<[^<>]+>")

# Translations that are rightly the same as their English source: names, numbers, symbols and
# words Spanish shares ("Total", "Normal"; "R" is rojo's letter).
SAME_AS_SOURCE = {
    "{colour} {number}",
    "{name}: {square} (+{bonus})",
    "{game} · {date}",
    "R",
    "{name}: {request}",
    "{name}: {text}",
    "{seconds} s",
    "pts",
    "Col. {number}",
    "Total",
    "total",
    "Normal",
}


def _messages() -> list[tuple[str, str, str]]:
    """(context, source, translation) of every entry."""
    found = []
    for context in ElementTree.parse(CATALOGUE).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found.append((name, message.findtext("source") or "", translation.text or ""))
    return found


MESSAGES = _messages()
# The printed pads' words (export/labels.py) follow the same glossary.
PRINTED = [("Print", _EN[key], _ES[key]) for key in _ES]


def test_the_catalogue_is_read() -> None:
    assert len(MESSAGES) > 700


def test_every_translation_keeps_its_placeholders_markup_and_accelerator() -> None:
    wrong = [
        (context, source, spanish)
        for context, source, spanish in MESSAGES
        if set(PLACEHOLDER.findall(source)) != set(PLACEHOLDER.findall(spanish))
        or sorted(TAG.findall(source)) != sorted(TAG.findall(spanish))
        or source.count("&") != spanish.count("&")
        # " or " is joined between names: its spaces are part of it.
        or (source[:1] == " ", source[-1:] == " ") != (spanish[:1] == " ", spanish[-1:] == " ")
    ]
    assert not wrong, wrong


def test_no_translation_is_left_in_english() -> None:
    left = [
        (context, source)
        for context, source, spanish in MESSAGES
        if spanish == source and source not in SAME_AS_SOURCE
    ]
    assert not left, left


def test_questions_and_exclamations_open_in_spanish() -> None:
    wrong = [
        spanish
        for _, _, spanish in MESSAGES
        if spanish.count("?") != spanish.count("¿") or spanish.count("!") != spanish.count("¡")
    ]
    assert not wrong, wrong


def test_a_sentence_ends_as_its_source_does() -> None:
    """A period, an ellipsis ("Rolling…") or a colon at the end is kept."""
    wrong = [
        (source, spanish)
        for _, source, spanish in MESSAGES
        if source.rstrip()[-1:] in (".", "…", ":") and spanish.rstrip()[-1:] != source.rstrip()[-1:]
    ]
    assert not wrong, wrong


# English term (a pattern in the source) -> the Spanish the translation must then contain.
# docs/spanish-glossary.md gives each one's source in the rulebooks.
GLOSSARY = {
    r"\bmisthrows?\b": r"\bfallos?\b",
    r"\bfigures?\b": r"\bfiguras?\b",
    r"\blucky\b": r"\bafortunad[oa]s?\b",
    r"\bbonus(es)?\b": r"\bpuntos adicionales\b",
    r"\bactive player\b": r"\bjugador activo\b",
    r"\bwhite dice\b": r"\bdados blancos\b",
    r"\block(s|ed|ing)?\b(?!.*\bunlock)": r"\b(cerr|cierr)\w*|\bcandado\b",
    r"\bsheets?\b": r"\bhojas?\b",
    r"\bsquares?\b": r"\bcasillas?\b",
    r"\bcoach\b": r"\bentrenador\b",
    r"\bhouse rules\b": r"\breglas de la casa\b",
}

# Words the glossary decided against: synonyms that once crept in beside the chosen term.
NOT_USED = {
    r"\bUnirme\b": "Unirse, as the menu says",
    r"^Final de la partida$": "Fin de la partida, as the results title it",
    r"\bcada otro\b": 'los demás ("cada otro" is English\'s every other)',
    r"\bde la suerte\b": "afortunado (the Longo rulebook's word)",
    r"\bfichas?\b": "figura (the On Board rulebook's word)",
    r"\bbonificaci": "puntos adicionales (the On Board rulebook's words)",
    r"\bbloque": "cerrar (the classic rulebook's word)",
    r"\btiradas? fallidas?\b": "fallo (the classic rulebook's word)",
    r"\bganador(a|es|as)?\b": "gana (a sheet's tag: the winner may be anyone, Ana · gana)",
}


@pytest.mark.parametrize("english", sorted(GLOSSARY))
def test_a_term_is_always_translated_the_same_way(english: str) -> None:
    spanish = re.compile(GLOSSARY[english], re.IGNORECASE)
    pattern = re.compile(english, re.IGNORECASE)
    wrong = [
        (source, translation)
        for _, source, translation in MESSAGES
        # A placeholder's name ("{misthrows}") is not the word.
        if pattern.search(PLACEHOLDER.sub("", source)) and not spanish.search(translation)
    ]
    assert not wrong, wrong


@pytest.mark.parametrize("word", sorted(NOT_USED))
def test_a_rejected_synonym_is_not_used(word: str) -> None:
    pattern = re.compile(word, re.IGNORECASE)
    found = [translation for _, _, translation in MESSAGES + PRINTED if pattern.search(translation)]
    assert not found, (NOT_USED[word], found)


def test_a_coloured_number_reads_as_the_rulebooks_write_it() -> None:
    """ "Tachaste el 5 rojo", as the rulebooks say "tacha el 6 amarillo" (and Qwantum's lines
    "escribiste el 11 amarillo"): the log once read "Tachaste 5 en rojo". The screen reader's
    names of the sheet's cells ("rojo 5, disponible") follow the sheet's order instead."""
    wrong = [
        (source, spanish)
        for context, source, spanish in MESSAGES
        if context != "Accessible"
        and re.search(r"\{colour\} \{(number|value)\}", source)
        and not re.search(r"\bel \{(number|value)\} \{colour\}", spanish, re.IGNORECASE)
    ]
    assert not wrong, wrong


def _spanish(context: str, source: str) -> str:
    (found,) = [es for where, text, es in MESSAGES if (where, text) == (context, source)]
    return found


def test_quotations_use_spanish_marks() -> None:
    """«No mover», as the rulebooks quote; not the English straight marks."""
    wrong = [spanish for _, _, spanish in MESSAGES if '"' in TAG.sub("", spanish)]
    assert not wrong, wrong


def test_the_animation_choices_agree_with_each_other() -> None:
    """The Settings list read "Desactivadas (menos movimiento)" (agreeing with Animaciones)
    beside "Rápido" and "Lento", words shared with the computer players' pace (el ritmo)."""
    choices = [_spanish("Settings", source) for source in ("Off (reduced motion)", "Fast", "Slow")]
    assert not [choice for choice in choices if choice.split()[0].endswith(("a", "as"))]


def test_a_sheet_s_decided_tag_agrees_with_anyone() -> None:
    """The tag after a player's name on the sheet read "decidido ✓", masculine beside Ana's
    name (and hoja's): a verb, as "gana" is, agrees with every name."""
    tags = {source: spanish for context, source, spanish in MESSAGES if context == "Sheet"}
    assert tags["decided ✓"] == "ha decidido ✓" and tags["winner"] == "gana"
