"""Every screen of the game at a window size, drawn with its layout recorded
(quiver/render2d/drawn.py): what tests/test_layout.py checks and what a person looks at.

    python tools/layout.py [OUTDIR] [WxH ...]   # PNGs of every screen, and the problems found
    python tools/layout.py --toasts OUT 640x480  # and with toasts up: any over a control, words,
                                                 # a lesson's bubble, the 3D shape's middle, moving,
                                                 # waiting, cut short, or clicked through, and a
                                                 # first meeting's or a lone news toast's over
                                                 # much of the board, or in the HUD's bar unclean,
                                                 # or over its hearts, clock or counts (s322, s327)
    python tools/layout.py --small OUT 480x360   # and text in print under 12 px
    python tools/layout.py --scale 2 OUT 1280x720  # at a Size of menus: laid out, and (from
                                                 # 150%) the text of GROWS bigger than at Auto;
                                                 # in every window none smaller than at Auto, a
                                                 # tab's words grown with it, a lone toast in
                                                 # 22 px, a "+2" 8 px off controls (s400:
                                                 # layout_checks/scale.py)

Default sizes: the ones issue 22 names, 640x480 to 3840x2160.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from quiver.engine.modes import SpecialKind
from quiver.game.code import SPECIAL_KINDS, PuzzleSpec, current_generator
from quiver.game.journey import ToastKind
from quiver.game.picture import left_out_note
from quiver.game.special_levels import MEETING_TEXT, first_meeting
from quiver.scenes import toast_short
from quiver.scenes.keys_tip import SAID
from quiver.scenes.play_tips import turned_words
from quiver.shapes.images import LeftOut

sys.path.insert(0, str(Path(__file__).resolve().parent))  # (layout_checks, beside this one)
from layout_checks import scale as layout_scale  # (tools/layout_checks/scale.py)

SIZES = ((640, 480), (800, 600), (960, 600), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160))
DAY = datetime.date(2026, 12, 1)


def make_app(size: tuple[int, int], gl: bool = True):
    """A game window at `size` on a fresh data folder (QUIVER_HOME set by the caller)."""
    from quiver.app import App

    pygame.display.quit()
    t = [1000.0]
    app = App(size, clock=lambda: t[0], sound=False, realtime=False, today=lambda: DAY, lessons=False, gl=gl)
    app.open_window()
    app.to_menu()
    return app


LONG_SEED = 9205798039334682822  # a seed as long as they come (19 digits)


def long_code(mode: str):
    """A code as long as codes get: the longest shape names of the mode, a 19-digit seed
    and every kind of special arrow (what the HUD's code chip and the result card must
    show whole)."""
    from quiver.engine.spec import SPECIAL_KINDS
    from quiver.game.code import complete

    shape = {"2d": "music_note", "3d": "octahedron", "flat": "cross_pyramid"}[mode]
    return complete(mode, shape, None, None, "easy", LONG_SEED).with_specials("many", SPECIAL_KINDS)


def _until_play(app, limit: int = 200):
    """Step the app until a play scene is on top (a build runs inline here). Once the
    loading panel has shown (it builds after its first frame), the steps draw nothing, as
    if minimised: the layout is what `draw_recorded` draws, and a software-GL frame of a
    3D board at 3840x2160 costs seconds."""
    from quiver.scenes.play import PlayScene

    try:
        for _ in range(limit):
            if isinstance(app.top, PlayScene):
                return app.top
            app.minimised = getattr(app.top, "drawn", False)
            app.step()
    finally:
        app.minimised = False
    return None


def _play(app, mode: str, code=None):
    from quiver.scenes.registry import play_factory

    if play_factory(mode, app)[0] is None:
        return None
    code = code or long_code(mode)
    app.to_menu()
    app.flow.open_code(code)
    return _until_play(app)


def _finish(app, play, won: bool = True):
    """Play `play` to its end and open its result card."""
    from quiver.engine.solve import peel

    s = play.session
    if won:  # the board's recorded solution: the peel's order knows no locks nor turning
        for i in play.board.solution or peel(play.board).order():  # arrows (it lost them)
            s.fire(i)
    else:
        while not s.over:
            free = set(play.board.free_arrows())
            blocked = [i for i in play.board.alive if i not in free]
            s.fire(blocked[0] if blocked else next(iter(play.board.alive)))
    play.result_shown = True
    play.show_result()
    return app.top


def screens(app) -> Iterator[tuple[str, Callable[[], object]]]:
    """(name, open it) for every screen; opening leaves it on top of app's stack."""
    from quiver.game.code import complete
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.scenes.confirm import ConfirmScene
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.loading import LoadingScene
    from quiver.scenes.pause import RESTART_NOTE, PauseScene
    from quiver.scenes.picture import PictureScene
    from quiver.scenes.registry import play_factory
    from quiver.scenes.seed import SeedScene
    from quiver.scenes.settings import SettingsScene

    ports = app.ports

    def push(make):
        def go():
            app.to_menu()
            scene = make()
            if scene is not None:
                app.push(scene)
            return app.top

        return go

    def menu_view(custom: bool, search: bool = False, mode: str = "2d"):
        def go():
            app.to_menu()
            menu = app.top
            shown_in(menu, mode)
            if custom and not menu.custom:
                menu.open_custom()
            if not custom and menu.custom:
                menu.close_custom()
            if search:
                menu._search()
            return app.top

        return go

    def result(won=True):
        def go():
            play = _play(app, "2d")
            return None if play is None else _finish(app, play, won)

        return go

    def daily_result():
        app.to_menu()
        app.flow.daily("2d")
        play = _until_play(app)
        return None if play is None else _finish(app, play)

    def play(mode):
        return lambda: _play(app, mode)

    def late_daily(mode):  # yesterday's daily from the calendar: its bar says its day and "late" (s337)
        def go():
            from quiver.scenes.registry import play_factory

            if play_factory(mode, app)[0] is None:
                return None
            app.to_menu()
            app.flow.daily(mode, app.midend.today() - datetime.timedelta(days=1))
            return _until_play(app)

        return go

    def met(mode, *before):  # (`before`: toasts said before it, older: s198)
        def go():
            p = _play(app, mode, PuzzleSpec.parse(MET_CODES[mode]))
            if p is not None:  # (a two-headed arrow's: the longest, the first to say where a pad is used)
                p.layout_toasts = [*before, first_meeting(SpecialKind.TWO_HEADED)]
            return p

        return go

    def news(mode, *texts):  # the first level's board (opened once a mode), news toasts over it
        def go():
            p = app.top if getattr(app.top, "layout_news", None) == mode else None
            if p is None and play_factory(mode, app)[0] is None:
                return None  # (no OpenGL: the 3D and Flat levels open no play scene)
            if p is None:
                app.to_menu()
                app.flow.level(mode, 1)
                p = _until_play(app)
            if p is not None:
                p.layout_news, p.layout_toasts = mode, [*texts]
            return p

        return go

    def lesson(mode, stage=0, step=0):  # the lesson's board `stage` at its `step` (s231: the
        def go():  # first step alone was checked; later ones hid toasts' places, or arrows)
            app.to_menu()
            app.flow.lesson(mode)
            coach = getattr(app.top, "coach", None)
            if coach is not None and stage:
                coach._open(stage)
            if coach is not None and step:
                coach.step = step  # (as the steps before it, done, leave it)
            app.top.update(0.0)  # (as a frame does before the toasts' update: app.step)
            return app.top

        return go

    def big_board():  # a picture's board zoomed in, its minimap docked: the picture's note and a path
        p = _play(app, "2d", complete("2d", "heart", (40, 35), None, "easy", 1))
        if p is not None:
            if p.view.tap_zooms():  # (opened whole with cells too small to tap: a tap, s342)
                p.controls.look_closer(p.view.area_center())
            p.layout_toasts = [TOASTS[0], PICTURE_NOTE]  # (raised: at 480x360 the note waited unseen, s167)
        return p

    def whole_board():  # a big picture's first look, whole, its cells too small to tap (s342)
        from quiver.scenes.pointer2d import LOOK_CLOSER

        p = _play(app, "2d", complete("2d", "heart", (64, 64), None, "easy", 1))
        if p is not None:
            p.layout_toasts = [LOOK_CLOSER[0]] if p.view.tap_zooms() else []
        return p

    def hinted():  # the Hint button with its count under it ("99 used"): the most it says
        p = _play(app, "2d")
        if p is not None:
            p.session.hints_used = 99
        return p

    def pause():
        p = _play(app, "2d")
        app.push(PauseScene(ports, p))
        return app.top

    def restart_card():  # R on a puzzle under way: its question (s268: no question was walked)
        p = _play(app, "2d")
        if p is not None:
            app.push(ConfirmScene(ports, "Restart this puzzle?", "Restart", p.restart, note=RESTART_NOTE))
        return app.top if p is not None else None

    def picture():  # the Your picture card with a long path and a long refusal
        card = PictureScene(ports)
        card.box.text = "/home/someone/Pictures/a folder with a long name/holiday 2026/our_cat.png"
        card.error = "'our_cat.png' is 5000x4000 pixels; the limit is 4096x4096."
        return card

    def loading():
        code = long_code("2d")  # the panel shows the code whole (stranger playtest)
        return LoadingScene(ports, PuzzleRequest(FreePuzzle(), code), code)

    yield "menu", menu_view(False)
    yield "custom", menu_view(True)
    yield "picker", menu_view(True, search=True)
    # the picker's 3D and Flat 3D names (Cross Pyramid printed 13 unseen here, s151; 3D's
    # Octahedron prints 13 at 480x360-800x600, where no gap lets it fit: picker_rows.widened)
    yield "custom3d", menu_view(True, mode="3d")
    yield "customflat", menu_view(True, mode="flat")
    yield "seed", push(lambda: SeedScene(ports, app.top))
    yield "picture", push(picture)
    yield "levels", push(lambda: LevelsScene(ports, "2d"))
    yield "daily", push(lambda: DailyScene(ports, "2d"))
    for mode in ("3d", "flat"):  # each mode's tab (s249): its today card, calendar and best dailies
        yield f"daily{mode}", push(lambda mode=mode: DailyScene(ports, mode))
    yield "daily_day", lambda: lit_daily(app)
    yield "settings", push(lambda: SettingsScene(ports))
    yield "settings_end", push(lambda: _scrolled_to_end(SettingsScene(ports)))
    yield "legend", push(lambda: LegendScene(ports, "2d"))
    yield "legend3d", push(lambda: LegendScene(ports, "3d"))
    yield "loading", push(loading)
    yield "play2d", play("2d")
    yield "play2d_hints", hinted
    yield "play2d_big", big_board
    yield "play2d_whole", whole_board
    yield "play3d", play("3d")
    yield "playflat", play("flat")
    yield "late2d", late_daily("2d")  # (3D and Flat 3D draw the same bar: s337's tests)
    for mode in ("2d", "3d", "flat"):  # a special arrow met untaught: its first-meeting card
        yield f"met{mode}", met(mode)
    for mode in ("2d", "3d", "flat"):  # news over level 1, one toast at a time (s195)
        for k, text in enumerate(NEWS):
            yield f"news{mode}-{k}", news(mode, text)
    # two at once over the 2D board, the older never over its arrows (s198: Copy, then a first
    # meeting; E, then F12 on level 1: the older one went over arrows, the newest off them)
    yield "met2d-copied", met("2d", NEWS[3])
    yield "news2d-saved", news("2d", NEWS[2], NEWS[1])
    yield "news2d-keys", news("2d", KEYS_TIP[0])  # an arrow key on a board all in view (s371)
    for mode in ("2d", "3d"):  # the layers rose, said where the bar has no layers chip (s388)
        yield f"news{mode}-layers", news(mode, LAYERS_ROSE[0])
    for mode in ("2d", "3d", "flat"):  # every step of each lesson
        for stage, steps in enumerate(lesson_steps(mode)):
            for step in range(steps):
                at = f"-{stage + 1}-{step + 1}" if stage or step else ""  # (the first: "lesson2d")
                yield f"lesson{mode}{at}", lesson(mode, stage, step)
    yield "result", result()
    yield "result_daily", daily_result
    yield "lost", result(won=False)
    yield "pause", pause
    yield "restart", restart_card
    yield "quit", push(lambda: app.top.ask_quit(by_esc=True))  # Esc on the menu: its question


def lesson_steps(mode: str) -> list[int]:
    """How many steps each board of `mode`'s lesson has."""
    from quiver.game.lessons import lesson

    return [len(stage.steps) for stage in lesson(mode)]


def shown_in(menu, mode: str) -> None:
    """The menu showing `mode`, as a player with OpenGL sees it: the Custom panel is drawn in
    2D whatever the mode, so a window without OpenGL (SDL_VIDEODRIVER=dummy) lays out the
    same panel, less the note saying why a mode cannot be played (there it cannot be chosen).
    In 3D and Flat 3D the picker shows the card of the mode's widest name (Octahedron, Cross
    Pyramid: the first cards of a small window's picker, Cube and Tower, are short), selected."""
    from quiver.engine.modes import MODES
    from quiver.scenes.picker import label
    from quiver.scenes.picker_names import need

    if menu.mode == mode:
        return
    if mode != "2d":
        for k, m in enumerate(MODES):
            menu.status[m] = None
            menu.mode_seg.disabled[k] = False
    menu.mode, menu.mode_seg.index = mode, MODES.index(mode)
    menu.choice.load_mode()
    grid = menu.grid
    if mode != "2d":
        grid.index = max(range(len(grid.names)), key=lambda k: need(label(grid.names[k]), 10**6))
    menu.layout()
    grid.ensure_visible(grid.index)


def lit_daily(app):
    """The Daily card with a past day lit by the keys: the line under the month says how it
    went and that Enter plays it late (at 640x480 it ran under the month's buttons)."""
    from quiver.scenes.daily import DailyScene

    app.to_menu()
    scene = DailyScene(app.ports, "2d")
    app.push(scene)
    day = DAY - datetime.timedelta(days=1)  # (the day before the first of a month: its page, as
    scene._light(day, (day.year, day.month))  # Left turns to it; the keys' blue ring on it, s55)
    return scene


def _scrolled_to_end(scene):
    """A scrolling card (Settings at 640x480) with its last rows in view."""
    scene.scroll_by(10**6)
    return scene


def draw_recorded(app, picture: bool = True):
    """Draw every visible scene of `app`: (the window's picture, the top scene's drawn items).
    `picture` False: each scene is drawn as before, on a layer of its own, but the layers
    are not put together (None in the picture's place), for a caller that reads only the
    items: at 3840x2160 the composite took a sixth of a layout check's CPU."""
    from quiver.render2d.drawn import recording

    whole = pygame.Surface(app.size, pygame.SRCALPHA) if picture else None
    if whole is not None:
        whole.fill((236, 230, 220, 255))
    drawn = None
    for scene in app.visible():
        layer = pygame.Surface(app.size, pygame.SRCALPHA)
        scene.full_redraw = True
        with recording() as d:
            scene.update(0.0)
            scene.full_redraw = True
            if hasattr(scene, "age"):
                scene.age = 10.0  # the card as it rests, animations done
            scene.draw(layer)
        if whole is not None:
            whole.blit(layer, (0, 0))
        drawn = d
    return whole, drawn


# two toasts at once, as F12 on a puzzle then C make them: a path of three lines, a code of two
# (one of this generator's codes, as C copies it: one of the longest with special arrows)
SAMPLE_CODE = PuzzleSpec(
    "2d", "music_note", (16, 16), 25, "easy", 9205798039334682822, "many", SPECIAL_KINDS, current_generator()
)
TOASTS = (
    "Screenshot saved to /home/someone/.local/share/quiver/pictures/quiver-2026-12-03-04-30-00.png",
    f"Copied the puzzle code to the clipboard: {SAMPLE_CODE}",
)
# and a third, a warning of two lines, over every screen but a play view (there one with no
# room waits rather than cover the board): three at once, as many as show (MAX_SHOWN)
WARNING = "Could not save your settings: [Errno 28] No space left on device: '/home/someone/.config/quiver'"


# news a player makes or meets on a play view, each alone over level 1 (s195: at 640x480 the
# level's words after the 2D lesson lay over the heart board's arrows; at 480x360 a saved
# file's path and Copy's): what F12, E and C say, in the words the game says them
NEWS = (
    "Level 1: clear the board. Stuck? Hint shows a free arrow",  # (flow._after_lesson)
    "Screenshot saved to /home/someone/.local/share/quiver/pictures/quiver-2026-12-03_04-30-00.png",
    "Board exported to /home/someone/.local/share/quiver/exports/"
    "quiver-2d-heart-8x7-7-hard-3451074477919113744-g9.json",
    "Copied the puzzle code",  # (the HUD's chip shows it: feedback.copied's)
)


# the layers' rise told in a bar with no layers chip (scenes/play_tips.py; s388)
LAYERS_ROSE = turned_words(2, chip=False)


# the longest note a picture's build can give (quiver/game/picture.py build_task: its size,
# the pieces left out, an easier build), as ImageMagick's wizard at XL Hard nearly says
PICTURE_NOTE = ". ".join(
    [
        "Played at 120x160: a larger size would break this picture up",
        str(left_out_note(LeftOut(101, 1))),
        "Plays like Medium: Hard's arrows could not cover this shape",
    ]
)


# boards with every kind of special arrow (s182, s184: at 480x360 the first meeting's whole
# card covered a third of the 2D board), and the most of the board a toast on it may cover
# (s190: 0-4% at six sizes, 480x360's over the 2D HUD's top bar; 20% let 14-17% by)
MET_CODES = {
    "2d": "2d-heart-16x14-40-hard-7-g9-sltr",
    "3d": "3d-sphere-9x9x9-80-easy-0-g9-sltr",
    "flat": "flat-cube-6x6x6-36-easy-3-g9-sltr",
}
MOST_COVERED = 0.05
KEYS_TIP = SAID["keys"]  # (whole, short): an arrow key's on a 2D board all in view


def short_of(text: str) -> str | None:
    """The short form the game gives `text` (feedback.py: a saved file's name, Copy's
    words without the code; a picture's note without its whys: picture.note_short), said
    where the whole finds no room (scenes/toast_short.py)."""
    from quiver.feedback import copied, saved_short
    from quiver.game.picture import note_short
    from quiver.scenes.pointer2d import LOOK_CLOSER

    if text == LOOK_CLOSER[0]:
        return LOOK_CLOSER[1]
    if text == KEYS_TIP[0]:
        return KEYS_TIP[1]
    if text == LAYERS_ROSE[0]:
        return LAYERS_ROSE[1]
    if text == NEWS[0]:
        from quiver.flow import LEVEL_SHORT

        return LEVEL_SHORT
    if text in (TOASTS[1], NEWS[3]):
        return copied("the puzzle code", str(SAMPLE_CODE), text == NEWS[3])[1]
    return note_short(text) if text == PICTURE_NOTE else saved_short(text)  # (scenes/loading.py's)


def raised(app) -> list[str]:
    """The toasts raised over the screen on top of `app` (its own, where its opener set them)."""
    own = getattr(app.top, "layout_toasts", None)
    if own is not None:
        return [*own]
    return [*TOASTS] if getattr(app.top, "hud", None) is not None else [*TOASTS, WARNING]


def raise_toasts(app) -> None:
    """Show the toasts `raised`, each with the short form the game gives it (`short_of`), as
    on the screen's first frame: placed (the layer's update) before the screen on top has
    drawn (a lesson's bubble is placed as it is drawn)."""
    layer = app.toasts
    layer.toasts = []
    for text in raised(app):
        saved = {TOASTS[0]: ToastKind.SAVED, NEWS[1]: ToastKind.SAVED, NEWS[2]: ToastKind.SAVED}
        kind = {WARNING: ToastKind.WARN, **saved}.get(text, ToastKind.INFO)  # (as said)
        met = met_kinds().get(text)  # (a first meeting: its short form, as the game says it)
        kind = kind if met is None and text != LAYERS_ROSE[0] else ToastKind.LESSON
        layer.show(text, kind, short=short_of(text) if met is None else toast_short.meeting_short(met))
    layer.update(0.0)


def with_toasts(app, picture, drawn) -> list[str]:
    """Draw the toasts `raised` over `picture` as the window would (raise_toasts first, or here); what
    they cover of the top scene's buttons and words (the menu's: its buttons; its title
    and the picker's cards may go under them), of what it keeps clear of them (a play
    view's bars and a lesson's words, the 3D shape's middle), and whether they moved
    after their first frame (a lesson's toast sat a frame over its bubble), one line each."""
    from quiver.render2d.drawn import TEXT, WIDGET
    from quiver.scenes.toast_cards import TEXT as TEXT_PRINT

    layer = app.toasts
    if [t.long for t in layer.toasts] != raised(app):
        raise_toasts(app)
    first = _cards(layer)
    layer.update(0.0)
    cards = [pygame.Rect(r) for r in _cards(layer)]
    surface = pygame.Surface(app.size, pygame.SRCALPHA)
    layer.full_redraw = True
    layer.draw(surface)
    picture.blit(surface, (0, 0))
    kinds = (WIDGET,) if type(app.top).__name__ == "MenuScene" else (WIDGET, TEXT)
    lent = app.top.toast_lent() + met_banner(app.top)  # (where it lends itself to toasts: not its words,
    heads = [] if getattr(app.top, "lends_title", False) else titles(drawn, app.size)  # nor its cards'
    # titles, unless it lends its title: three toasts at 1600x600 hid the best dailies')
    items = [
        i
        for i in (drawn.items if drawn else [])
        if i.kind in kinds and (i in heads or not any(r.contains(i.rect) for r in lent))
    ]
    items += controls(drawn, items)  # (any control, even where lent: s47, three toasts at 640x480
    # lay over Levels' tiles, Custom's shapes and Daily's days where no place off them held all)
    out = [
        f"toast over {i}"
        for card in cards
        for i in items
        if card.colliderect(i.rect) and not queued(app, i, card)
    ]
    out += [
        f"toast over {what} at {tuple(r)}"
        for card in cards
        for what, r in _kept(app.top)
        if card.colliderect(r)
    ]
    if getattr(app.top, "lends_title", False) and layer._text == TEXT_PRINT:  # (22 px hid a whole title)
        out += [
            f"toast in {TEXT_PRINT} px over the card's title at {tuple(r)}"
            for r in cards
            if r.collidelist(app.top.toast_aims()) >= 0
        ]
    moved = first and first != [tuple(r) for r in cards]  # (a card's toasts may come a frame later)
    out += [f"toast moved after its first frame: {first} -> {[tuple(r) for r in cards]}"] if moved else []
    out += bubble_under(app.top, cards) + covering(app, cards) + over_bar(app, cards)
    out += unseen(layer) + click_through(app)
    layer.toasts = []
    return out


def bubble_under(top, cards: list[pygame.Rect]) -> list[str]:
    """A lesson's bubble or its Skip lesson button under a toast's card (s231: a four-line
    bubble beside the 3D shape rose into the places the toasts stand in at its right,
    and they went over the shape)."""
    coach = getattr(top, "coach", None)
    if coach is None or getattr(coach, "done", True) or coach.bubble is None:
        return []
    mine = [("the lesson's bubble", coach.bubble), ("Skip lesson", coach.skip_btn.rect)]
    return [f"toast over {what} at {tuple(r)}" for card in cards for what, r in mine if card.colliderect(r)]


def over_bar(app, cards: list[pygame.Rect]) -> list[str]:
    """A toast's card over what the HUD's top bar tells the player (s322: at 640x480 one
    stood over the points, the arrows left and the clock for its whole life): never over
    the hearts, the counts or the clock, running or not (s327: under 800 px wide too), at
    every size it checks; but a first meeting in a small window (play_toasts.met_over_counts:
    a 2D board zoomed in under 560 px wide, every place over it hiding arrows; a 3D or Flat
    view under 800, its corners a word a line) stands in the whole bar place (s190), over the
    counts, and goes as soon as one of them changes (toast_bar.give_way); so do a dropped
    file's words (play_toasts.drop_words_up, s375) and "Tap to look closer" where no spot off
    the arrows holds it (closer_bar.closer_up, s390), and a picture's note likewise
    (closer_bar.note_up, s391); and a lone toast at a bigger "Size of menus" that no place off
    the board holds in TEXT or bigger (toast_grown.in_bar_grown, s397)."""
    from quiver.scenes.closer_bar import closer_up, note_up
    from quiver.scenes.play_toasts import drop_words_up, met_over_counts

    top = app.top
    if getattr(top, "hud", None) is None or not hasattr(top, "hud_info"):
        return []
    met = any(t.kind == ToastKind.LESSON for t in app.toasts.toasts)
    lent = drop_words_up(top) or closer_up(top) or note_up(top)  # (s375, s390, s391)
    lent = lent or app.toasts._bar_grown  # (s397)
    if (met and met_over_counts(top)) or lent:
        cards = [c for c in cards if not any(b.contains(c) for b in met_banner(top))]
    plan = top.hud.top_bar(top.hud_info())
    told = [("the hearts", plan.hearts)] + [(f"the {c.label or c.value} chip", c.rect) for c in plan.chips]
    return [
        f"toast over {what} at {tuple(card)}" for card in cards for what, r in told if card.colliderect(r)
    ]


def met_banner(top) -> list[pygame.Rect]:
    """The HUD's top bar less its hearts and buttons, where a toast stands in a line or
    two for its few seconds where every place over the board hides arrows (scenes/area2d.banner:
    first meetings, s190; news too, s195): the title and chips under it hide for those seconds."""
    from quiver.scenes.area2d import banner

    b = banner(top) if getattr(top, "hud", None) is not None and hasattr(top, "board") else None
    return [] if b is None else [b]


def met_kinds() -> dict[str, SpecialKind]:
    """What a special arrow met untaught says (special_levels.first_meeting), to its kind."""
    return {first_meeting(k): k for k in MEETING_TEXT}


def covering(app, cards: list[pygame.Rect]) -> list[str]:
    """A first meeting's card, or a lone toast's (news: `NEWS`, s195), over more than
    MOST_COVERED of a play view's board (s184: at 480x360 a first meeting's whole card, two
    or three lines, covered a third of the 2D board for 4 s; s195: at 640x480 the level's
    words after the 2D lesson, 14%), or those of several that hide its aims (s198: a big
    picture's note of five lines, 47% at 480x360); an older toast than the newest over the
    2D board's arrows (`older_over`); and one in the bar place over the HUD's top bar
    (area2d.banner) in the compact form or under SMALLER's least print, or with a chip's
    edge peeking out beside it (480x360: the title's "H", the points' "0")."""
    from quiver.scenes.toast_hide import hidden, small_aims

    layer, top = app.toasts, app.top
    if getattr(top, "hud", None) is None:
        return []
    lone, aims = len(layer.toasts) == 1, small_aims(layer)
    counted = [r for r, t in layer._hits if t.kind == ToastKind.LESSON or (aims and hidden(r, aims))]
    share = board_covered(top, layer, [c for c in cards if lone or c.collidelist(counted) >= 0])
    said = [f"toast covers {share:.0%} of the board"] if share > MOST_COVERED else []
    return said + older_over(app) + in_bar(app)


def older_over(app) -> list[str]:
    """A toast older than the newest shown whose card hides the 2D board's arrows (its rows,
    area2d.arrow_cells), where it could wait its turn (s198: Copied in a corner at 480x360,
    the first meeting after it over the arrows; a saved board's toast under a screenshot's
    at 640x480)."""
    from quiver.scenes.toast_hide import hidden, small_aims

    layer = app.toasts
    if not getattr(app.top, "toasts_keep_off_aims", False):
        return []
    aims, groups = small_aims(layer), layer._placement()
    newest = groups[0][1][-1] if groups and groups[0][1] else None  # (the first place's newest)
    return [
        f"an older toast hides arrows at {tuple(r)}: {t.text[:32]}..."
        for r, t in layer._hits
        if t is not newest and t in layer.toasts and hidden(r, aims)
    ]


def in_bar(app) -> list[str]:
    """What is wrong with a card drawn in the bar place (see `covering`)."""
    from quiver.render2d.drawn import recording
    from quiver.scenes.toast_cards import SMALLER

    layer, top = app.toasts, app.top
    bar = met_banner(top)
    hits = [r for r, _ in layer._hits if bar and bar[0].contains(r)]
    if not hits:
        return []
    out = [f"toast in the bar in {layer._text} px{' compact' if layer._compact else ''}"] * (
        layer._compact or layer._text < SMALLER[-1]
    )
    with recording() as d:  # (the bar as drawn under it: its chips and their words)
        top.hud.draw(pygame.Surface(top.size, pygame.SRCALPHA), top.hud_info(), top.clock())
    under = [i.rect for i in d.items if i.rect.bottom <= top.hud.top_h]
    return out + [
        f"a chip at {tuple(c)} peeks out beside the toast in the bar"
        for r in hits
        for c in under
        if c.colliderect(r) and not r.contains(c)
    ]


def board_covered(scene, layer, cards: list[pygame.Rect]) -> float:
    """How much of a play view's board `cards` cover: of the box round its arrows (the 3D
    shape's heads and middle: toast_hide.small_aims) between the HUD's bars."""
    from quiver.scenes.toast_hide import HEAVY, small_aims

    area = scene.fx.area
    aims = [a.clip(area) for a, n in small_aims(layer) if n <= HEAVY and a.colliderect(area)]
    if not aims:
        return 0.0
    box = aims[0].unionall(aims)
    under = pygame.Surface(box.size)  # (each pixel once: cards may overlap)
    for c in cards:
        under.fill((255, 255, 255), c.clip(box).move(-box.x, -box.y))
    return pygame.mask.from_threshold(under, (255, 255, 255), (1, 1, 1, 255)).count() / (box.w * box.h)


def queued(app, item, card: pygame.Rect) -> bool:
    """`item` is words a queue's compact card may lie over: where no place off a small
    window's controls holds even one toast, the scene offers its title band to the queue
    (`Scene.toast_queue_places`: Daily's and Levels' titles at 480x360, s98, s128), one card
    at a time for the toast's few seconds, a click takes it; the tiles, days and buttons
    stay clear. No problem of the toasts (a false alarm at 480x360): the page's name hides for
    a few seconds where the toast must go somewhere; a control there is counted still."""
    from quiver.render2d.drawn import TEXT

    places = app.top.toast_queue_places() if app.toasts._compact else []
    return item.kind == TEXT and any(q.contains(card) and q.contains(item.rect) for q in places)


def controls(drawn, counted: list) -> list:
    """What a press acts on that `counted` leaves out: every widget, every card noted a
    control (a level's tile, a shape's card) and every control's label (Custom's "Mode"),
    wherever the screen lends itself to toasts (a stranger's round: at 1920x1080 a toast
    lent Settings' rows lay over its Hearts choice, and on Levels and Custom three covered
    tiles and shapes)."""
    from quiver.render2d.drawn import CONTROL, LABEL, WIDGET

    kinds = (WIDGET, CONTROL, LABEL)  # (and a control's label: s53, a queued toast hid Custom's "Mode")
    return [i for i in (drawn.items if drawn else []) if i.kind in kinds and i not in counted]


def titles(drawn, size: tuple[int, int]) -> list:
    """Each big card's title: the first text drawn in it, at its top (a toast lent the
    card never covers it; a level's tile, a small card, is no page's card)."""
    from quiver.render2d.drawn import CARD, TEXT

    items = drawn.items if drawn else []
    out = []
    for k, card in enumerate(items):
        if card.kind == CARD and card.rect.w >= size[0] // 4 and card.rect.h >= size[1] // 5:
            first = next((i for i in items[k + 1 :] if i.kind == TEXT and card.rect.contains(i.rect)), None)
            if first is not None and first.rect.y < card.rect.y + card.rect.h // 4:
                out.append(first)
    return out


def click_through(app) -> list[str]:
    """The pointer moved onto the newest toast, then a click there: the toast must stay
    under the pointer (on Levels a hover under it moved it away) and the click take it
    away, reaching nothing under it (a level tile was clicked through one)."""
    layer, top = app.toasts, app.top
    hit = next(((r, t) for r, t in reversed(layer._hits) if t is layer.toasts[-1]), None)
    if hit is None:
        return []
    (r, t), out = hit, []
    app.clicks.frame(app.top)  # (the toasts drawn: a press is aimed at them)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    layer.update(0.0)
    _cards(layer)
    if not any(t is u and h.collidepoint(r.center) for h, u in layer._hits):
        out.append(f"toast moved from under the pointer at {r.center}")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=r.center, button=1))
    if t in layer.toasts or app.top is not top:
        out.append(f"a click on a toast did not take it (or went through) at {r.center}")
    return out


def unseen(layer) -> list[str]:
    """What of the toasts up a player cannot read now: one that waits for room (its time
    standing still; not one waiting its turn in a queue or in the bar place), one cut
    short, a card out of the window."""
    from quiver.scenes.toast_bar import turns
    from quiver.scenes.toast_cards import MOST_LINES, lines, widest

    groups = layer._placement()
    shown = [t for _, group in groups for t in group]
    queued = layer._compact and shown  # (a queue: the others wait their turn, the newest card says so)
    queued = queued or turns(layer, groups)  # (or their turn over the 2D board: s195, s198)
    out = [] if queued else [f"toast waits: {t.text[:32]}..." for t in layer.toasts if t not in shown]
    for k, (slot, group) in enumerate(groups):
        width = (
            widest(layer.size[0], layer._text) if slot is None else layer._inner(slot.w)
        )  # (as draw_cards)
        most = layer._most if not k else MOST_LINES
        for t in group:
            whole = lines(t.text, width, layer._text)
            out += [f"toast cut to {most} of {whole} lines: {t.text[:32]}..."] if whole > most else []
    window = pygame.Rect(0, 0, *layer.size)
    out += [f"toast out of the window at {tuple(r)}" for r, _ in layer._hits if not window.contains(r)]
    return out


def _cards(layer) -> list[tuple]:
    """The toasts' cards as drawn now, less their margins and shadow."""
    layer.full_redraw = True
    layer.draw(pygame.Surface(layer.size, pygame.SRCALPHA))
    return [tuple(r.inflate(-24, -24)) for r in layer._cards]


def _kept(scene) -> list[tuple[str, pygame.Rect]]:
    """What `scene` keeps toasts off besides its words (Scene.toast_clear), and a 3D
    view's middle: a third of the window's width and a quarter of its height."""
    kept = [("what it keeps clear", r) for r in scene.toast_clear()]
    ctl = getattr(scene, "ctl", None)
    if ctl is not None:
        (w, h), cam = scene.size, ctl.camera
        x, y, _ = cam.project(cam.target, w, h)
        kept.append(("the shape's middle", pygame.Rect(int(x - w / 6), int(y - h / 8), w // 3, h // 4)))
    return kept


def small_text(drawn) -> list[str]:
    """Text with a capital or a figure under 7 px tall: print under 12 px (6-px capitals at
    480x360 read as specks). Measured uncut (`whole_h`): a line a scrolled view shows in
    part (Settings' list at 600x900) is cut by the view, not printed small."""
    from quiver.render2d.drawn import TEXT

    tall = [
        (t, t.whole_h or t.rect.h) for t in drawn.of(TEXT) if any(c.isupper() or c.isdigit() for c in t.label)
    ]
    return [f"{t} is small print ({h} px capitals)" for t, h in tall if h < 7]


def view_under_bars(scene) -> list[str]:
    """A 3D or Flat 3D view whose shape runs under the HUD's bars or past the window's sides
    (s191: the pictures' view was fitted to the whole window, 36 px under each bar)."""
    camera = getattr(getattr(scene, "ctl", None), "camera", None)
    if camera is None or getattr(camera, "outline", None) is None:
        return []
    left, top, right, bottom = camera.outline_box(*scene.size)
    bars = (scene.hud.top_rect.bottom, scene.hud.bottom_rect.y)
    if top >= bars[0] - 0.5 and bottom <= bars[1] + 0.5 and left >= -0.5 and right <= scene.size[0] + 0.5:
        return []
    return [f"3D shape at rows {top:.0f}..{bottom:.0f}, under the HUD's bars ({bars[0]}..{bars[1]}) or off"]


# the screens whose text grows with "Size of menus" above Auto (s374: the home menu stopped at
# about 140% of Auto, and Settings, How to play, Daily, Levels and the Custom panel at Auto's in
# 16:9 windows); a screen taller than its window then scrolls
GROWS = ("menu", "custom", "picker", "custom3d", "customflat", "seed", "picture", "levels", "daily")
GROWS += ("daily3d", "dailyflat", "daily_day", "settings", "settings_end", "legend", "legend3d", "pause")
GROWS += ("restart", "quit")
GROWS += ("result", "result_daily", "lost", "loading")
ROOM = (800, 600)  # the least window where they do (Daily's calendar too: s389, under 1024x768
# it kept Auto's letters)
GROWS_FROM = 1.25  # the least choice checked (s384: 125%, held at the least print sizes Auto
# had already in an 800x600 window, drew the result cards, Settings and Custom as Auto there)


def body_height(drawn) -> float:
    """The body text's height on a screen: the median height of the texts it drew (uncut, as
    drawn: a line a scrolling area shows in part counts whole)."""
    from statistics import median

    from quiver.render2d.drawn import TEXT

    heights = [t.whole_h or t.rect.h for t in drawn.of(TEXT)] if drawn else []
    return median(heights) if heights else 0.0


def set_scale(app, scale: str) -> None:
    """The player's "Size of menus" (theme.UI_SCALES: "auto", "1.5"...), as Settings sets it."""
    app.midend.change_setting("ui_scale", scale)
    app.to_menu()
    app.top.resize(app.size)


def auto_heights(size: tuple[int, int]) -> dict[str, tuple[float, dict[str, float], layout_scale.Heights]]:
    """body_height of each GROWS screen at Auto in a window of `size`, each of its texts'
    heights (`text_heights`; `no_bigger` reads none in a window under ROOM, 640x480: the cards
    draw bigger than Auto asks already, Settings' rows scroll at the least legible size, and a
    bigger choice finds no room for more) and layout_scale.heights (read in every window)."""
    app = make_app(size)
    set_scale(app, "auto")  # (the data folder keeps the choice made last)
    try:
        found = {}
        for n, go in screens(app):
            if n in GROWS and go():
                drawn = draw_recorded(app, picture=False)[1]
                found[n] = (body_height(drawn), text_heights(drawn), layout_scale.heights(drawn))
        return found
    finally:
        app.close()


def text_heights(drawn) -> dict[str, float]:
    """Each text's height (uncut, as body_height reads it), by what it says (the first drawn)."""
    from quiver.render2d.drawn import TEXT

    heights: dict[str, float] = {}
    for t in drawn.of(TEXT) if drawn else []:
        heights.setdefault(t.label, t.whole_h or t.rect.h)
    return heights


def no_bigger(name: str, drawn, auto: dict, size: tuple[int, int] = (10**4, 10**4)) -> list[str]:
    """A GROWS screen whose text is no bigger than at Auto (`auto`: auto_heights') in a window
    of `size` (from ROOM up: auto_heights): its body_height, nor the texts it draws at both,
    the most of them (their median). (A page that scrolls shows fewer of its grown parts:
    at 800x600 and 150% Levels shows 6 of its tiles, their numbers twice Auto's, where its
    tabs and chips outnumber them: s389.)"""
    h, was = body_height(drawn), auto.get(name)
    if was is None or h > was[0] or size[0] < ROOM[0] or size[1] < ROOM[1]:
        return []
    now = text_heights(drawn)
    both = [now[k] / v for k, v in was[1].items() if k in now and v]
    if both and sorted(both)[len(both) // 2] > 1:
        return []
    return [f"text no bigger than at Auto ({h} px, Auto {was[0]} px)"]


def main() -> None:
    from quiver.render2d.drawn import problems

    parser = argparse.ArgumentParser(description="Every screen at each size, and its layout problems.")
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "layout-shots", help="output folder")
    parser.add_argument("sizes", nargs="*", metavar="WxH", help="sizes (default: the seven of issue 22)")
    parser.add_argument("--toasts", action="store_true", help="draw three toasts over each screen too")
    parser.add_argument("--small", action="store_true", help="and text whose capitals are under 7 px")
    parser.add_argument("--scale", default="auto", help='Size of menus ("1.5", "2"): above Auto, text bigger')
    args = parser.parse_args()
    out = args.out
    sizes = [tuple(int(v) for v in a.split("x")) for a in args.sizes] or list(SIZES)
    out.mkdir(parents=True, exist_ok=True)
    os.environ["QUIVER_HOME"] = tempfile.mkdtemp(prefix="quiver-layout-")
    total = 0
    tag = "" if args.scale == "auto" else f"-at{args.scale}"
    scale = float(args.scale if args.scale != "auto" else 1)
    for size in sizes:
        auto = auto_heights(size) if scale >= GROWS_FROM else {}
        app = make_app(size)
        if args.scale != "auto":
            set_scale(app, args.scale)
        for name, go in screens(app):
            if go() is None:
                continue
            if args.toasts:
                raise_toasts(app)  # before the screen's first frame
            picture, drawn = draw_recorded(app)
            found = problems(drawn, pygame.Rect(0, 0, *app.size)) + view_under_bars(app.top)
            if args.toasts:
                found += with_toasts(app, picture, drawn)
            if args.small:
                found += small_text(drawn)
            found += no_bigger(name, drawn, auto, size) if name in GROWS else []
            found += layout_scale.grown_problems(drawn, auto[name][2] if name in auto else None, scale)
            found += layout_scale.lone_small(app, scale) if args.toasts else []
            found += layout_scale.badge_crowds(app, drawn) if args.toasts else []
            pygame.image.save(picture, str(out / f"{name}-{size[0]}x{size[1]}{tag}.png"))
            total += len(found)
            for line in found:
                print(f"{size[0]}x{size[1]} {name}: {line}")
        app.close()
    print(f"{total} problems")


if __name__ == "__main__":
    main()
