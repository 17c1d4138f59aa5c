"""Player names the UI font cannot draw (s189): emoji, Hebrew, Arabic and Chinese names
drew as rows of empty boxes on the Daily board and in the Settings field, and a player
typing one was told nothing. The font's coverage is asked (theme.draws), a character it
cannot draw shows as "?", a name board rows show with "?" gets its player's tag, and
Settings says so in one line as the name is kept."""

from __future__ import annotations

import os
import unicodedata

import pytest

pygame = pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

HEBREW = "Dan \u05e9\u05dc\u05d5\u05dd"  # "Dan shalom"
TARO = "\u592a\u90ce"
CHINESE = "\u7530\u4e2d\u592a\u90ce"
ARABIC = "\u0633\u0644\u0627\u0645"  # its first letter is in the font, unjoined: still "?"


def test_the_font_says_which_characters_it_draws():
    from quiver.render2d import theme

    for ch in "Aé\u00d1\u0141\u03a9\u0436\u00b7\u2026 \u2009":  # Latin, Greek, Cyrillic, the dot, ...
        assert theme.draws(ch), hex(ord(ch))
    for ch in ("\u05e9", "\u7530", "\U0001f600", "\u0633", "\u1ec7"):  # ... not these
        assert not theme.draws(ch), hex(ord(ch))


def test_a_character_the_font_lacks_is_a_question_mark_one_for_one_where_text_is_drawn():
    """What a text field draws (theme.drawable, as its caret counts): a box per character."""
    from quiver.render2d import theme

    assert theme.drawable(HEBREW) == "Dan ????"
    assert theme.drawable("Zo\u00eb \U0001f600") == "Zo\u00eb ?"
    assert theme.drawable("plain") == "plain"


def test_a_name_is_shown_with_stand_ins_a_mark_or_skin_tone_riding_on_its_letter():
    from quiver.game.names import shown_name, unshown_line

    ascii_only = str.isascii
    assert shown_name(HEBREW, ascii_only) == "Dan ????"
    assert shown_name("\U0001f44d\U0001f3fd Bo", ascii_only) == "? Bo"  # a thumb with its tone: one
    assert shown_name("n\u0308o", ascii_only) == "no"  # a mark the font lacks on a letter it has
    assert unshown_line("Ann", ascii_only) is None
    line = unshown_line(HEBREW, ascii_only)
    assert line is not None and "\n" not in line and '"Dan ????"' in line and "4 of its characters" in line


def _entry(rank: int, name: str, player: str, tag: str = "") -> dict:
    return dict(rank=rank, name=name, player=player, tag=tag, mistakes=0, hints=0, time_ms=61_000)


def test_a_board_row_shows_no_box_and_tells_two_stand_in_names_apart():
    from quiver.render2d import theme
    from quiver.scenes.daily_names import row_name

    a = row_name(_entry(1, CHINESE, "a1b2c3"), 22, 400, False)
    b = row_name(_entry(2, "\u5c71\u7530\u592a\u90ce", "f9e8d7"), 22, 400, False)
    assert a == "???? \u00b7a1b2" and b == "???? \u00b7f9e8" and a != b
    assert row_name(_entry(3, ARABIC, "00ff"), 22, 400, False) == "???? \u00b700ff"
    assert row_name(_entry(4, "Ann", "0123"), 22, 400, False) == "Ann"  # no tag it needs not
    assert row_name(_entry(5, "Ann", "0123", "0123"), 22, 400, False) == "Ann \u00b70123"
    assert all(theme.draws(ch) for ch in a + b)


def test_a_long_name_is_cut_at_its_rows_print_with_its_tag_whole():
    """A 24-character name printed at 12 beside the row's 22 before it was cut."""
    from quiver.render2d import theme
    from quiver.scenes.daily_names import row_name

    long = "Maximilian Wolfgang Bert"  # 24 characters, the most the server takes
    text = row_name(_entry(1, long, "p1"), 22, 140, False)
    assert text.endswith("\u2026") and theme.text_size(text, 22)[0] <= 140
    text = row_name(_entry(1, long, "beef", "beef"), 22, 160, True)
    assert text.endswith("\u2026 \u00b7beef") and theme.text_size(text, 22, True)[0] <= 160
    text = row_name(_entry(1, long, "beef", "beef"), 22, 80, True)  # no room for both: cut whole
    assert text.endswith("\u2026") and theme.text_size(text, 22, True)[0] <= 80


NAMES = ["Maximilian Wolfgang Bert", HEBREW, CHINESE, "\U0001f600\U0001f600", "Zo\u00eb \u00d1and\u00fa"]


def daily_with_names(app, names=NAMES):
    """The Daily screen of `app` over a shared board whose rows are `names` (the second
    the player's own): no server, the board's answer given."""
    from quiver.game.leaderboard_wire import BoardState
    from quiver.scenes.daily import DailyScene

    entries = [_entry(i + 1, n, f"p{i}abc") for i, n in enumerate(names)]
    state = BoardState.ok({"entries": entries, "you": entries[1], "runs": len(entries)})
    lb = app.midend.leaderboard
    lb.server = "http://127.0.0.1:9"
    lb.board = lambda day, mode="2d": state
    lb.my_id = lambda: "p1abc"
    lb.request = lambda *a, **kw: None
    scene = DailyScene(app.ports)
    app.push(scene)
    return scene


LONG = ["Maximilian Wolfgang Bert", "W" * 24, "Bartholomew Fitzgerald X", "Ann", "Zo\u00eb \u00d1and\u00fa"]


@pytest.mark.parametrize("names", [NAMES, LONG], ids=["odd", "long"])
@pytest.mark.parametrize("size", [(480, 360), (800, 600), (1280, 800)])
def test_the_daily_boards_names_draw_no_box_at_their_rows_print(monkeypatch, tmp_path, size, names):
    from app_helpers import menu_maker

    from quiver.render2d import drawn, theme

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make(size)
        scene = daily_with_names(app, names)
        surface = pygame.Surface(size)
        printed = {}  # each text drawn and its print
        real = theme.text
        spy = lambda s, t, z, *a, **kw: printed.setdefault(t, z) and real(s, t, z, *a, **kw)
        monkeypatch.setattr(theme, "text", spy)
        with drawn.recording() as seen:
            scene.draw(surface)
        if os.environ.get("S189_SHOTS"):  # (to look at)
            png = f"daily_{len(names[1])}_{size[0]}x{size[1]}.png"
            pygame.image.save(surface, os.path.join(os.environ["S189_SHOTS"], png))
        card = scene.board_card
        texts = [t.label for t in seen.of(drawn.TEXT) if card.contains(t.rect)]
        for t in texts:
            assert all(theme.draws(ch) for ch in t), t
        ranks = [t for t in texts if t[:-1].isdigit() and t.endswith(".")]
        rows = [t for t in texts if t[:3] in {"Max", "Dan", "???", "?? ", "Zo\u00eb", "WWW", "Bar", "Ann"}]
        assert len(rows) == len(ranks) >= (1 if size[1] < 400 else 5), texts
        assert {printed[t] for t in rows} == {printed[t] for t in ranks}, printed  # one print a row


def test_settings_keeps_a_name_it_cannot_draw_and_says_so_in_one_line(monkeypatch, tmp_path):
    """Typed in Settings, a Hebrew name was kept without a word and drew as boxes on every
    board: it is kept as typed, the card says once, over itself, what the boards will show,
    and a second Done closes it."""
    from app_helpers import menu_maker

    from quiver.scenes.settings import SettingsScene

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make((800, 600))
        card = SettingsScene(app.ports)
        app.push(card)
        card.text_boxes["leaderboard_name"].text = HEBREW
        card.close()
        assert app.midend.settings.leaderboard_name == HEBREW  # nothing lost
        said = [t.text for t in app.toasts.toasts]
        assert app.top is card and len(said) == 1, said
        assert '"Dan ????"' in said[0] and "\n" not in said[0]
        card.close()  # read: Done again closes the card
        assert app.top is not card
        again = SettingsScene(app.ports)  # a name all drawn: no word
        app.push(again)
        again.text_boxes["leaderboard_name"].text = "Zo\u00eb"
        again.close()
        assert app.top is not again and app.midend.settings.leaderboard_name == "Zo\u00eb"


ODD = [
    HEBREW,
    CHINESE,
    ARABIC,
    "\U0001f600\U0001f600",
    "\u7530\u4e2d\u3000\u592a\u90ce",
    "Jean\u00a0Luc",
    "\uff21\uff22\uff23",
    "\u2764\ufe0f",
    "\u200fDan",
    "\U0001f44d\U0001f3fd Bo",
    "a \u200b b",
]


@pytest.mark.parametrize("typed", ODD, ids=range(len(ODD)))
def test_what_settings_keeps_the_server_takes_and_the_game_shows_without_a_box(typed):
    """The client and the server agree on every odd name: the name Settings keeps is one
    the server takes, as NFKC makes it; the line Settings says is about that name, and
    what the board shows of it has no character the font lacks. A space of another kind
    (a CJK one, a no-break one) is a space on both sides: the game dropped it ("田中太郎")."""
    from quiver.game.names import clean_player_name, shown_name, unshown_line
    from quiver.render2d import theme
    from quiver.server.rules import clean_name

    kept = clean_player_name(typed)
    assert kept and clean_name(kept) == " ".join(unicodedata.normalize("NFKC", kept).split())
    served = clean_name(kept)
    assert all(theme.draws(ch) for ch in shown_name(served, theme.draws))
    line = unshown_line(kept, theme.draws)
    assert (line is None) == (shown_name(served, theme.draws) == served)


def test_a_cjk_space_is_a_space_and_a_full_width_name_is_not_warned_about():
    from quiver.game.names import clean_player_name, unshown_line
    from quiver.render2d import theme

    assert clean_player_name(f"\u7530\u4e2d\u3000{TARO}") == f"\u7530\u4e2d {TARO}"  # (was without it)
    assert clean_player_name("Jean\u00a0Luc") == "Jean Luc"  # was "JeanLuc"
    assert unshown_line("\uff21\uff22\uff23", theme.draws) is None  # full-width ABC: the server's "ABC"
