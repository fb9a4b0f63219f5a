"""The theme follows the system while it runs, and the high-contrast Look: its colours'
contrast ratios, its setting, the system's wish for it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QDialog

from qwixx_desktop.ui import style
from qwixx_desktop.ui.preferences import Preferences, load_preferences, save_preferences
from qwixx_desktop.ui.style import Look, apply_theme, palette_look
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import QUICK, choice, contrast_ratio, over, wait_idle

ROWS = ("red", "yellow", "green", "blue", "violet")
TEXT, EDGE = 7.0, 3.0  # the high-contrast Look's least ratios for text and for edges


@pytest.fixture
def system(monkeypatch: pytest.MonkeyPatch, qapp: QApplication) -> Iterator[dict[str, bool]]:
    """The system's scheme, as the app reads it: light and normal contrast at first; the
    app's palette light before and after."""
    wishes = {"dark": False, "high_contrast": False}
    # As the app starts (ui/app.py): another test may have left the shared app dark.
    apply_theme(qapp, dark=False)
    monkeypatch.setattr(style, "system_prefers_dark", lambda: wishes["dark"])
    monkeypatch.setattr(style, "system_prefers_high_contrast", lambda: wishes["high_contrast"])
    yield wishes
    apply_theme(qapp, dark=False)


def system_changes() -> None:
    """What Qt does when the desktop turns dark or light (or asks for high contrast: that
    signal, where Qt has it, goes to the same place)."""
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)


def window_colour(qapp: QApplication) -> QColor:
    return qapp.palette().color(QPalette.ColorRole.Window)


def test_a_window_like_the_system_turns_dark_with_it_at_once(
    qtbot: Any, qapp: QApplication, make_window: Callable[..., MainWindow], system: dict[str, bool]
) -> None:
    # The system's scheme was read at the start only: the app stayed light until a restart.
    window = make_window(replace(QUICK, theme="system"))
    window.new_game(choice("classic", 3))
    wait_idle(qtbot, window)
    dialog = QDialog(window)  # an open dialog that takes its look from the palette
    dialog.show()
    assert not window.look.dark and not palette_look(dialog).dark
    system["dark"] = True
    system_changes()
    assert window.look.dark and window.table.look == window.look
    assert window_colour(qapp).lightness() < 128
    qtbot.waitUntil(lambda: palette_look(dialog).dark)
    system["dark"] = False
    system_changes()
    assert not window.look.dark and window_colour(qapp).lightness() > 128


def test_a_chosen_theme_ignores_the_system(
    qtbot: Any, qapp: QApplication, make_window: Callable[..., MainWindow], system: dict[str, bool]
) -> None:
    window = make_window(replace(QUICK, theme="light"))
    window.new_game(choice("classic", 3))
    system["dark"] = system["high_contrast"] = True
    system_changes()
    assert window.look == Look(dark=False, colour_blind=False, high_contrast=False)
    assert window_colour(qapp).lightness() > 128


def test_high_contrast_follows_the_systems_wish_and_the_setting(
    qtbot: Any, qapp: QApplication, make_window: Callable[..., MainWindow], system: dict[str, bool]
) -> None:
    window = make_window(replace(QUICK, theme="system", colour_blind=True))
    window.new_game(choice("onboard", 3))
    wait_idle(qtbot, window)
    assert not window.look.high_contrast
    system["high_contrast"] = True
    system_changes()
    assert window.look == Look(dark=False, colour_blind=True, high_contrast=True)
    assert window.table.look == window.look
    dialog = QDialog(window)
    dialog.show()
    qtbot.waitUntil(lambda: palette_look(dialog).high_contrast)
    # Chosen in Settings, it holds in a chosen theme too, with dark.
    window.apply_preferences(replace(QUICK, theme="dark", high_contrast=True))
    assert window.look == Look(dark=True, colour_blind=False, high_contrast=True)
    dark_high = Look(dark=True, colour_blind=False, high_contrast=True)
    qtbot.waitUntil(lambda: palette_look(dialog) == dark_high)
    window.apply_preferences(replace(QUICK, theme="dark"))
    assert not window.look.high_contrast
    qtbot.waitUntil(lambda: palette_look(dialog) == Look(dark=True, colour_blind=False))


def test_the_high_contrast_setting_is_kept_and_checked_on_load(
    qapp: QApplication, tmp_path: Path
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert load_preferences(settings).high_contrast is False
    save_preferences(settings, Preferences(high_contrast=True))
    again = QSettings(settings.fileName(), settings.format())
    assert load_preferences(again).high_contrast is True
    for damaged in ("maybe", "2", "", "[1]"):
        settings.setValue("display/high_contrast", damaged)
        assert load_preferences(settings).high_contrast is False


def test_the_settings_dialog_sets_high_contrast(qtbot: Any) -> None:
    from qwixx_desktop.ui.dialogs import SettingsDialog

    dialog = SettingsDialog(replace(QUICK, high_contrast=True))
    qtbot.addWidget(dialog)
    assert dialog.high_contrast_box.isChecked()
    dialog.high_contrast_box.setChecked(False)
    assert dialog.preferences().high_contrast is False


@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("dark", [False, True])
def test_the_high_contrast_rows_are_7_to_1_for_text_and_3_to_1_for_edges(
    dark: bool, colour_blind: bool
) -> None:
    look = Look(dark, colour_blind, high_contrast=True)
    for colour in ROWS:
        row = look.row(colour)
        seen = f"{colour}: {row.band.name()} {row.ink.name()} {row.tint.name()}"
        assert contrast_ratio(row.badge_text, row.band) >= TEXT, seen  # letters on the band
        assert contrast_ratio(row.ink, row.tint) >= TEXT, seen  # the numbers
        assert contrast_ratio(row.ink, look.paper) >= TEXT, seen  # the badges' letters
        # A number box's edge is its own (tint) or its ink outline, against the band; the
        # band's edge on the paper is its ink outline.
        box_edge = max(contrast_ratio(row.tint, row.band), contrast_ratio(row.ink, row.band))
        assert box_edge >= EDGE, seen
        assert contrast_ratio(row.tint, row.ink) >= EDGE, seen
    for text in (look.ink, look.soft_ink):
        assert contrast_ratio(text, look.paper) >= TEXT, text.name()
    assert contrast_ratio(look.table_text, look.table) >= TEXT
    assert contrast_ratio(look.button_text, look.button) >= TEXT
    outline = QColor(look.button_outline)
    assert contrast_ratio(outline, look.button) >= EDGE
    assert contrast_ratio(look.paper_edge, look.paper) >= EDGE


def test_the_high_contrast_rows_are_stronger_than_the_normal_ones() -> None:
    # Darker numbers on the same hues: the rows stay recognisable.
    for colour_blind in (False, True):
        normal = Look(False, colour_blind)
        high = Look(False, colour_blind, high_contrast=True)
        for colour in ROWS:
            before, after = normal.row(colour), high.row(colour)
            assert contrast_ratio(after.ink, after.tint) > contrast_ratio(before.ink, before.tint)
            assert abs(after.band.hslHue() - before.band.hslHue()) <= 20, colour


@pytest.mark.parametrize("dark", [False, True])
def test_the_high_contrast_palette_is_7_to_1_for_text(qapp: QApplication, dark: bool) -> None:
    apply_theme(qapp, dark, high_contrast=True)
    try:
        palette = qapp.palette()
        role = QPalette.ColorRole
        pairs = [
            (role.WindowText, role.Window),
            (role.Text, role.Base),
            (role.ButtonText, role.Button),
            (role.HighlightedText, role.Highlight),
            (role.ToolTipText, role.ToolTipBase),
            (role.PlaceholderText, role.Base),
            (role.Link, role.Base),
        ]
        for text, background in pairs:
            ratio = contrast_ratio(palette.color(text), palette.color(background))
            assert ratio >= TEXT, (text, background, ratio)
        disabled = palette.color(QPalette.ColorGroup.Disabled, role.Text)
        assert contrast_ratio(disabled, palette.color(role.Base)) >= 4.5
        assert contrast_ratio(palette.color(role.Mid), palette.color(role.Window)) >= EDGE
    finally:
        apply_theme(qapp, dark=False)


def test_the_systems_contrast_wish_is_read_and_followed_where_qt_tells_it(
    qtbot: Any, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Qt's own hints, not a stand-in: PySide6 invalidated the accessibility hints with the
    # style hints' wrapper they came from, and asking them raised.
    assert style.system_prefers_high_contrast() is False  # offscreen: no wish
    hints = QGuiApplication.styleHints()
    if not hasattr(hints, "accessibility"):
        pytest.skip("Qt before 6.10 does not tell the system's contrast wish")
    window = make_window(replace(QUICK, theme="system"))
    monkeypatch.setattr(style, "system_prefers_high_contrast", lambda: True)
    hints.accessibility().contrastPreferenceChanged.emit(Qt.ContrastPreference.HighContrast)
    assert window.look.high_contrast
    monkeypatch.undo()
    apply_theme(QApplication.instance(), dark=False)  # type: ignore[arg-type]


@pytest.mark.parametrize("dark", [False, True])
def test_a_disabled_table_button_is_readable_in_high_contrast(dark: bool) -> None:
    # Its text was a pale translucent grey (2:1 on the light table) in every look.
    look = Look(dark, colour_blind=False, high_contrast=True)
    rule = style.disabled_button(look)
    text = QColor(rule.split("color: ", 1)[1].split(";", 1)[0])
    assert contrast_ratio(text, look.table) >= 4.5


def seen_ratio(colour: QColor, background: QColor) -> float:
    """The contrast of a colour, translucent or not, on an opaque background."""
    return contrast_ratio(over(colour, background), background)


def css_colour(value: str) -> QColor:
    """A style sheet colour: a name or rgba(r,g,b,a)."""
    if value.startswith("rgba("):
        red, green, blue, alpha = (int(part) for part in value[5:-1].split(","))
        return QColor(red, green, blue, alpha)
    return QColor(value)


def drawn_pairs(look: Look) -> dict[str, tuple[QColor, QColor, float]]:
    """The colours drawn on the table outside the rows, each on its background, with the
    least ratio high contrast asks of it (text 7:1, lines and edges 3:1)."""
    window = QColor(HIGH_CONTRAST_WINDOW[look.dark]) if look.high_contrast else QColor("#ffffff")
    return {
        "felt text": (look.felt_text, look.felt, TEXT),
        "an empty die's place on the felt": (look.felt_line, look.felt, EDGE),
        "the white dice's pips": (look.pip, look.white_die, TEXT),
        "the points table's grid": (look.rule, look.paper, EDGE),
        "an empty box's edge": (look.empty_box_edge, look.paper, EDGE),
        "a pencilled value": (look.pencilled, look.paper, TEXT),
        "a card's edge": (css_colour(look.card_edge), window, EDGE),
        "the Hint button's text": (look.ink, look.coach_paper, TEXT),
        "the message line's text on the yellow banner": (
            look.hint_text,
            look.banner_background("you"),
            TEXT,
        ),
        "the message line's edge": (look.hint_edge, look.table, EDGE),
        "the game's end announcement": (QColor("#ffffff"), look.toast_background("over"), TEXT),
        "the tutorial bubble's edge": (look.bubble_edge, look.table, EDGE),
        # On the palette's Base, the Window's colour in high contrast.
        "the statistics chart's grid": (look.chart_grid, window, EDGE),
        "the coach's ring on Qwantum's felt": (look.felt_coach_ring, look.felt, EDGE),
    }


HIGH_CONTRAST_WINDOW = {False: "#ffffff", True: "#000000"}  # the palette's Window


@pytest.mark.parametrize("dark", [False, True])
def test_the_table_s_announcements_and_message_line_are_7_to_1_in_high_contrast(
    dark: bool,
) -> None:
    # The message line's red was 6.99:1 on the yellow banner, the game's end 6.5:1.
    look = Look(dark, colour_blind=False, high_contrast=True)
    for mood in ("you", "wait", "idle", "over"):
        background = look.banner_background(mood)
        assert contrast_ratio(look.hint_text, background) >= TEXT, mood
    for kind in ("lock", "misthrow", "over", "final", "info"):
        assert contrast_ratio(QColor("#ffffff"), look.toast_background(kind)) >= TEXT, kind


DRAWN = tuple(drawn_pairs(Look(False, False)))


@pytest.mark.parametrize("role", DRAWN)
@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("dark", [False, True])
def test_what_the_table_draws_besides_the_rows_is_readable_in_high_contrast(
    dark: bool, colour_blind: bool, role: str
) -> None:
    # These were fixed colours outside the Look: a grid at 1.6:1, the words on the felt at
    # 4.2:1, cards' edges at 1.8:1, a pencilled value at 2.7:1, in high contrast too.
    colour, background, least = drawn_pairs(Look(dark, colour_blind, high_contrast=True))[role]
    ratio = seen_ratio(colour, background)
    assert ratio >= least, (colour.name(), background.name(), ratio)
    # Stronger than in the normal look, which stays as it was.
    before, on, _ = drawn_pairs(Look(dark, colour_blind))[role]
    assert ratio > seen_ratio(before, on)


def test_the_high_contrast_palettes_window_is_what_the_cards_are_measured_on(
    qapp: QApplication,
) -> None:
    for dark in (False, True):
        apply_theme(qapp, dark, high_contrast=True)
        window = qapp.palette().color(QPalette.ColorRole.Window)
        assert window.name() == HIGH_CONTRAST_WINDOW[dark]
    apply_theme(qapp, dark=False)


def test_the_table_draws_in_the_high_contrast_look(
    qtbot: Any, qapp: QApplication, make_window: Callable[..., MainWindow]
) -> None:
    # The Hint button's text and the cards' edges were fixed: high contrast did not reach them.
    window = make_window(QUICK)
    try:
        window.new_game(choice("classic", 3))
        wait_idle(qtbot, window)
        assert window.results.isHidden()  # a card made before the change: it must follow
        window.apply_preferences(replace(QUICK, high_contrast=True))
        look = window.look
        assert look.high_contrast
        hint = window.table.hint_button.styleSheet()
        assert f"color: {look.ink.name()};" in hint
        assert f"background: {look.coach_paper.name()};" in hint
        hint_line = window.table.banner.hint.styleSheet()
        assert f"color: {look.hint_text.name()};" in hint_line
        assert f"solid {look.hint_edge.name()};" in hint_line
        edge = f"border: 1px solid {look.card_edge};"
        qtbot.waitUntil(lambda: edge in window.results.card.styleSheet())
        # Back to the normal look: the card's edge follows.
        window.apply_preferences(QUICK)
        qtbot.waitUntil(lambda: Look(False, False).card_edge in window.results.card.styleSheet())
    finally:
        apply_theme(qapp, dark=False)


LOOKS = [(False, False), (True, False), (False, True), (True, True)]  # (dark, high contrast)


@pytest.mark.parametrize(("dark", "high_contrast"), LOOKS)
def test_the_palettes_control_edges_are_3_to_1(
    qapp: QApplication, dark: bool, high_contrast: bool
) -> None:
    # The style outlines the controls in Mid (style.EdgedFusion): it must stand out from the
    # window and from what a control is filled with, in every look.
    apply_theme(qapp, dark, high_contrast)
    try:
        palette = qapp.palette()
        role = QPalette.ColorRole
        edge = palette.color(role.Mid)
        for inside in (role.Window, role.Base, role.Button, role.AlternateBase):
            ratio = contrast_ratio(edge, palette.color(inside))
            assert ratio >= EDGE, (inside, ratio)
    finally:
        apply_theme(qapp, dark=False)


def control_edges(qtbot: Any, qapp: QApplication) -> dict[str, tuple[QColor, QColor]]:
    """Each control's edge as drawn, and what is drawn a few pixels further in (the
    control's fill, or a slider's handle): the edge is the first pixel, going in from the
    control's left side at its middle, that is not the window's colour. The "default button"
    is a dialog's."""
    from PySide6.QtWidgets import (
        QCheckBox,
        QComboBox,
        QLineEdit,
        QPushButton,
        QSlider,
        QSpinBox,
        QVBoxLayout,
        QWidget,
    )

    panel = QWidget()
    qtbot.addWidget(panel)
    layout = QVBoxLayout(panel)
    combo = QComboBox()
    combo.addItem("Dark")
    default = QPushButton("Start the game")
    default.setDefault(True)
    controls: dict[str, QWidget] = {
        "check box": QCheckBox("Coach"),
        "field": QLineEdit("1234"),
        "combo box": combo,
        "button": QPushButton("Cancel"),
        "default button": default,
        "spin box": QSpinBox(),
        "slider": QSlider(Qt.Orientation.Horizontal),
    }
    for control in controls.values():
        control.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # none has the focus
        layout.addWidget(control)
    panel.show()
    image = panel.grab().toImage()
    window = qapp.palette().color(QPalette.ColorRole.Window)

    def edge(control: QWidget) -> tuple[QColor, QColor]:
        area = control.geometry()
        y = area.center().y()
        x = next(
            x for x in range(area.left(), area.right() + 1) if image.pixelColor(x, y) != window
        )
        return image.pixelColor(x, y), image.pixelColor(x + 4, y)

    return {name: edge(control) for name, control in controls.items()}


@pytest.mark.parametrize(("dark", "high_contrast"), LOOKS)
def test_every_control_s_edge_shows_3_to_1_on_the_window(
    qtbot: Any, qapp: QApplication, dark: bool, high_contrast: bool
) -> None:
    # Fusion drew the edges of the boxes, fields and buttons in the window's colour darkened:
    # 1.2:1 in the dark look (the unchecked boxes of Settings nearly invisible), 1.7-2:1 in
    # the light one, black on the dark high contrast's black. The outline covers the edge
    # where Fusion marks the default button: it is marked in the Highlight instead, which
    # must show on the button's own fill too (Fusion tints it): 1.8:1 in the dark look.
    apply_theme(qapp, dark, high_contrast)
    try:
        palette = qapp.palette()
        window = palette.color(QPalette.ColorRole.Window)
        drawn = control_edges(qtbot, qapp)
        edges = {name: edge for name, (edge, _) in drawn.items()}
        ratios = {name: round(contrast_ratio(edge, window), 2) for name, edge in edges.items()}
        assert all(ratio >= EDGE for ratio in ratios.values()), ratios
        default_edge, default_fill = drawn["default button"]
        assert contrast_ratio(default_edge, default_fill) >= EDGE, default_fill.name()
        assert edges.pop("default button") == palette.color(QPalette.ColorRole.Highlight)
        assert {edge.name() for edge in edges.values()} == {
            palette.color(QPalette.ColorRole.Mid).name()
        }
    finally:
        apply_theme(qapp, dark=False)


def test_high_contrast_on_and_off_leaves_the_normal_look_as_it_was(
    qtbot: Any, qapp: QApplication
) -> None:
    # One style for every look (style.EdgedFusion), made once: a look is a palette. Back from
    # high contrast, a dialog draws as before it (tabs, buttons, fields, boxes of the Rules and
    # Settings dialogs).
    from qwixx_desktop.ui.dialogs import SettingsDialog

    def drawn() -> list[Any]:
        *_, tabs = tab_headers(qtbot)
        settings = SettingsDialog(QUICK)
        qtbot.addWidget(settings)
        settings.show()
        return [tabs, settings.grab().toImage()]

    try:
        for dark in (False, True):
            apply_theme(qapp, dark)
            made = qapp.style()
            assert isinstance(made, style.EdgedFusion)
            before = drawn()
            apply_theme(qapp, dark, high_contrast=True)
            assert drawn() != before
            apply_theme(qapp, dark)
            assert qapp.style() is made
            assert drawn() == before, dark
    finally:
        apply_theme(qapp, dark=False)


PAPERS = (Look(False, False).paper, Look(True, False).paper)  # the light and dark themes'


@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("dark", [False, True])
def test_the_coach_s_ring_and_the_move_made_stand_out_in_high_contrast(
    dark: bool, colour_blind: bool
) -> None:
    # Fixed colours outside the Look: the magenta ring was 2.7:1 on the dark table, the
    # orange of the move made 3.2:1 on the dark theme's paper, in high contrast too.
    look = Look(dark, colour_blind, high_contrast=True)
    normal = Look(dark, colour_blind)
    for background in (look.paper, look.table, look.coach_paper):
        assert contrast_ratio(look.coach_ring, background) >= EDGE, background.name()
    # On the table it stands out more than the normal look's (the paper has a white halo).
    assert contrast_ratio(look.coach_ring, look.table) > contrast_ratio(
        normal.coach_ring, normal.table
    )
    # Only its colour tells the move made from the person's crosses: 7:1 on either paper.
    for paper in PAPERS:
        assert contrast_ratio(look.played_cross, paper) >= TEXT, paper.name()
        assert contrast_ratio(look.played_cross, paper) > contrast_ratio(normal.played_cross, paper)


def test_the_normal_look_keeps_the_coach_s_colours() -> None:
    for dark in (False, True):
        look = Look(dark, colour_blind=False)
        assert look.coach_ring.name() == "#c8007c"
        assert look.played_cross.name() == "#e05a00"


def test_the_coach_s_panel_and_review_follow_the_look(qtbot: Any) -> None:
    # Both had the fixed colours: the panel's edge at 2.7:1 on the dark table, the move
    # made's mark at 1.6:1 on the dark high contrast's black card.
    from qwixx_desktop.ui.coach_panel import CoachPanel
    from qwixx_desktop.ui.coach_review import paper_mark

    normal, high = Look(True, False), Look(True, False, high_contrast=True)
    panel = CoachPanel(normal)
    qtbot.addWidget(panel)
    assert f"solid {normal.coach_ring.name()};" in panel.styleSheet()
    panel.set_look(high)
    assert f"solid {high.coach_ring.name()};" in panel.styleSheet()
    assert f"color: {high.ink.name()};" in panel.styleSheet()
    mark = paper_mark(high, high.played_cross, "\u2715")
    assert f"color:{high.played_cross.name()};" in mark
    assert f"background-color:{high.coach_paper.name()};" in mark
    assert "background" not in paper_mark(normal, normal.played_cross, "\u2715")


@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("dark", [False, True])
def test_on_board_s_squares_out_of_reach_stay_readable_in_high_contrast(
    dark: bool, colour_blind: bool
) -> None:
    # The paper veiled them at 59 % in every look: a square's number was 2:1 under it.
    look = Look(dark, colour_blind, high_contrast=True)
    veil = QColor(look.paper)
    veil.setAlpha(look.veil_alpha)
    for colour in ("red", "yellow", "green", "blue"):
        row = look.row(colour)
        # The number on the square, the letter on its paper badge, the bonus on its tab.
        for text, background in (
            (row.badge_text, row.band),
            (row.ink, look.paper),
            (look.ink, look.paper),
        ):
            ratio = contrast_ratio(over(veil, text), over(veil, background))
            assert ratio >= 4.5, (colour, text.name(), background.name(), ratio)
    assert Look(dark, colour_blind).veil_alpha == 150  # the normal look's, unchanged


def test_the_normal_look_keeps_the_charts_grid_and_the_coachs_ring_on_the_felt() -> None:
    for dark in (False, True):
        look = Look(dark, colour_blind=False)
        grid = QColor(look.table_text)  # the palette's WindowText, faint
        grid.setAlpha(45)
        assert look.chart_grid == grid
        assert look.felt_coach_ring == look.coach_ring
        assert look.felt_coach_band == QColor("#ffffff")
    high = Look(False, colour_blind=False, high_contrast=True)
    # On its band the high-contrast ring stands out too.
    assert contrast_ratio(high.felt_coach_ring, high.felt_coach_band) >= EDGE


def tab_headers(qtbot: Any) -> Any:
    """The Rules dialog (kept, for its tab bar), its tab bar (the second tab chosen) and
    the headers as drawn."""
    from qwixx_desktop.ui.dialogs import RulesDialog

    dialog = RulesDialog("longo")
    qtbot.addWidget(dialog)
    dialog.show()
    bar = dialog.tabs.tabBar()
    return dialog, bar, bar.grab().toImage()


@pytest.mark.parametrize("dark", [False, True])
def test_the_tab_headers_are_outlined_and_the_chosen_one_marked_in_high_contrast(
    qtbot: Any, qapp: QApplication, dark: bool
) -> None:
    # Only the tabs' frame was outlined: Fusion drew the headers' edges in the window's
    # colour darkened (black on black), the chosen one a shade (1.1:1) from the others.
    apply_theme(qapp, dark, high_contrast=True)
    try:
        _, bar, image = tab_headers(qtbot)
        palette = qapp.palette()
        window = palette.color(QPalette.ColorRole.Window)
        mid = palette.color(QPalette.ColorRole.Mid)
        text = palette.color(QPalette.ColorRole.WindowText)
        highlight = palette.color(QPalette.ColorRole.Highlight)
        assert contrast_ratio(mid, window) >= EDGE and contrast_ratio(text, window) >= EDGE

        def colours(index: int) -> set[str]:
            area = bar.tabRect(index)
            return {
                image.pixelColor(x, y).name()
                for x in range(area.left(), area.right() + 1)
                for y in range(area.top(), area.bottom() + 1)
            }

        chosen, other = colours(1), colours(0)
        assert mid.name() in other and highlight.name() not in other
        assert highlight.name() in chosen and text.name() in chosen
    finally:
        apply_theme(qapp, dark=False)
