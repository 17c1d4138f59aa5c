"""The level select's chapters of PER_PAGE levels (levels.py): which page shows, the level
in focus on it, paging by buttons, keys and the wheel, moving the focus, and the mode's
records (a level's, a chapter's stars, the levels cleared)."""

from __future__ import annotations

from quiver.game.campaign_targets import MAX_LEVEL
from quiver.game.journey import ToastKind

from .base import Scene
from .toast_said import Said

COLS, ROWS = 5, 4
PER_PAGE = COLS * ROWS


def clear_first(level: int, current: int) -> str:
    """What opens `level` (locked) with `current` the next to play: every level from
    `current` to the one before it ("clear level 2 first" on level 21 sent a player back to
    a lock after clearing level 2: s274)."""
    if level <= current + 1:
        return f"clear level {current} first"
    return f"clear levels {current} to {level - 1} first"


class LevelPages(Scene):
    """The paging LevelsScene inherits: `page`, `focus` (a tile on it) and `picked`."""

    right_back = True  # a right click: Esc (Back)
    mode: str
    page: int
    focus: int
    picked: int
    mode_said: Said  # the toasts said of the mode shown (say_of_mode)

    def say_of_mode(self, text: str, kind: ToastKind = ToastKind.NOTICE) -> None:
        """A toast about the mode shown: Tab takes it off (`unsay_mode`)."""
        self.mode_said.say(self.feedback, text, kind)

    def unsay_mode(self) -> None:
        """Another mode's tab: what was said of the last one no longer holds (s284: 2D's
        "Level 4 is locked: clear levels 2 to 3 first." stood over the 3D tab)."""
        self.mode_said.unsay()

    @property
    def progress(self):
        return self.midend.progress

    @property
    def current(self) -> int:
        return self.progress.current_level(self.mode)

    def unlocked(self, level: int) -> bool:
        return level <= self.current

    def record(self, level: int):
        cp = self.progress.campaigns.get(self.mode)
        return cp.levels.get(level) if cp else None

    def done(self) -> tuple[int, int]:
        """(levels cleared, stars) in this mode."""
        cp = self.progress.campaigns.get(self.mode)
        levels = cp.levels.values() if cp else []
        return sum(1 for r in levels if r.completed), sum(r.stars for r in levels)

    def last_page(self) -> int:
        """The last chapter shown: the one after the next level's (its levels, locked), none
        past the campaign's last level's (s124: "Ch. 50001" of levels that are none, each
        "locked (clear level 1000000 first)")."""
        return min((self.current - 1) // PER_PAGE + 1, (MAX_LEVEL - 1) // PER_PAGE)

    def _goto_current(self) -> None:
        self.page = (self.current - 1) // PER_PAGE
        self.focus = (self.current - 1) % PER_PAGE
        self.picked = self.current  # the open level last pointed at or moved to

    def _back_to_picked(self) -> None:
        """The pointer left the tiles from a locked one (on its way to Play it crosses
        locked tiles, and Play said "Play 19", greyed): the open level last pointed at or
        moved to is selected again, else the next level to play, where on this page."""
        for level in (self.picked, self.current):
            k = level - 1 - self.page * PER_PAGE
            if 0 <= k < PER_PAGE and self.unlocked(level):
                self.focus = k
                return

    def level_at(self, k: int) -> int:
        return self.page * PER_PAGE + k + 1

    def chapter_stars(self, page: int) -> int:
        """The stars collected in chapter `page` + 1 (of 3 per level)."""
        cp = self.progress.campaigns.get(self.mode)
        if cp is None:
            return 0
        lo = page * PER_PAGE + 1
        return sum(r.stars for n, r in cp.levels.items() if lo <= n < lo + PER_PAGE and r.completed)

    def open_chapter(self, page: int) -> None:
        if 0 <= page <= self.last_page() and page != self.page:
            self.page = page
            self._focus_page()
            self.feedback.sound("click")
        self.full_redraw = True

    def _focus_page(self) -> None:
        """After paging: focus the next level to play if it is on this page, else the first."""
        k = self.current - 1 - self.page * PER_PAGE
        self.focus = k if 0 <= k < PER_PAGE else 0

    def prev_page(self) -> None:
        if self.page > 0:
            self.page -= 1
            self._focus_page()
            self.feedback.sound("click")
            self.full_redraw = True

    def next_page(self) -> None:
        if self.page + 1 < self.last_page() + 1:
            self.page += 1
            self._focus_page()
            self.feedback.sound("click")
            self.full_redraw = True

    def _wheel(self, steps: int) -> None:
        """A wheel notch pages back, or on no further than the last chapter with a level open
        (s228: a new player's notch over the grid showed chapter 2, all locked); the buttons
        and keys still show the locked chapter after it."""
        if steps > 0:
            self.prev_page()
        elif steps < 0 and self.page < min((self.current - 1) // PER_PAGE, self.last_page()):
            self.next_page()

    def _move_focus(self, step: int, repeat: bool = False) -> None:
        """Move the keyboard focus, onto the page before or after at an edge; from an open
        level never into a locked one (it stops at the next level to play, and a press there
        says why: s151, a new player's Right did nothing; once a press, not a held key's
        repeats). From a locked level (paged to, or pointed at) it moves one tile as the
        pointer does, over the chapters shown (s268: Right on a locked chapter jumped back to
        level 1); past the last one shown it stays and says why (past the campaign's last
        level it stays silent: s273)."""
        here = self.level_at(self.focus)
        want = here + step if here + step >= 1 else here  # (Up in chapter 1's top row: stays)
        last = here
        if self.unlocked(here):
            level = min(self.current, want)
            stuck = want > level and level == here < MAX_LEVEL  # (on the last open)
        else:
            last = min((self.last_page() + 1) * PER_PAGE, MAX_LEVEL)  # (the last shown)
            level = want if want <= last else here
            stuck = level == here < want <= MAX_LEVEL  # (past the last level: none to speak of, s124)
        if stuck and not repeat:
            self.say_of_mode(f"Levels past {last} are locked: {clear_first(last + 1, self.current)}.")
        self.page, self.focus = divmod(level - 1, PER_PAGE)
        if self.unlocked(level):
            self.picked = level
