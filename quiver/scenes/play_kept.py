"""A play scene's side of the kept puzzle (quiver/game/kept_puzzle.py): picked up as it
opens, kept as it is left or the game closes, and its slot emptied once it ends."""

from __future__ import annotations

from quiver.game.journey import ToastKind
from quiver.game.kept_puzzle import MOST, Keeping, KeptPuzzle, can_keep, where_of
from quiver.input_pad import pad_named

from .menu_kept import KEY, kept_name

KEPT = "{} kept: open it again to go on"
KEPT_FREE = "Puzzle kept: Continue{} goes on; so does Enter seed {}"  # (the menu's newest: menu_kept.py)
# a kept puzzle the keep put out (s222: unsaid), long and short: the free one kept before
# (one is kept), the oldest past MOST
REPLACED = (
    "The {} puzzle kept before is dropped: one free puzzle is kept at a time",
    "{} kept before: dropped",
)
OLDEST = (f"The {{}} kept longest is dropped: {MOST} puzzles are kept at most", "{} kept longest: dropped")


def resume(play, coach) -> tuple[str | None, bool]:
    """(the line that says it was picked up, or None; whether the slot holds this puzzle)."""
    back = play.midend.resume(play.request, play.code, play.session) if coach is None else None
    return back, back is not None


def say_back(play, hearts_later: tuple[str, str]) -> None:
    """The picked-up line, once the puzzle shows; and, where the hearts setting changed
    since, that the puzzle keeps those it began with (`hearts_later`, long and short: the
    line a change mid-puzzle says)."""
    if play.back:
        for line in kept_lines(play, KEY, ""):  # (s313: "Puzzle kept: Continue (K) goes
            play.feedback.withdraw(line)  # on" stayed over the puzzle Continue opened)
        play.feedback.toast(play.back)
        play.back = None
        if play.session.last_hint is not None:  # a hint lit, not tapped yet: lit again (s212)
            play.on_hint(play.session.last_hint)
        if play.hearts_from_settings and play.session.max_hearts != play.hearts_told:
            play.feedback.toast(hearts_later[0], short=hearts_later[1])


def keeps(play) -> bool:
    """Left before its end, this puzzle is kept (confirm.ask_leave asks nothing): a level,
    a daily or a code (not a lesson, not a board file), where the slot takes it (a newer
    Quiver's kept_puzzle.json is left as it is: the question is asked)."""
    return _kind_kept(play) and can_keep()


def _kind_kept(play) -> bool:
    """A level, a daily or a code's puzzle (not a lesson, not a board file)."""
    request = getattr(play, "request", None)
    if getattr(play, "_coach", None) is not None or getattr(play, "code", None) is None or request is None:
        return False
    return where_of(request) is not None


def keep(play) -> bool:
    """Keep the puzzle in play; True when kept (the game closing: a puzzle it puts out
    goes unsaid, with the window)."""
    return _keep(play) is not None


def _keep(play, durable: bool = True, spare: bool = False) -> Keeping | None:
    """Keep the puzzle in play: what was kept and put out, or None. One that was picked up
    and has nothing to keep now (a dead end) empties the slot. (The file is read once, by
    save_json, which leaves one it may not write: can_keep's look first read it twice.)
    `spare`: nothing written where the keep would put a kept puzzle out (keep_puzzle)."""
    s = play.session
    kept = (
        play.midend.keep(play.request, play.code, s, durable, spare)
        if _kind_kept(play) and s.at_stake
        else None
    )
    if kept is None:
        forget(play)
    play.resumed = play.resumed or kept is not None
    return kept


AS_PLAYED_S = 5.0  # the puzzle's clock between keeps while it is played (s240)
GIVEN_UP = float("inf")  # kept_at of a puzzle whose keep could not be written: no more tries


def keep_as_played(play, mistake: bool = False) -> None:
    """Keep the puzzle as it is played, after a tap at most every AS_PLAYED_S of its clock,
    so that a crash, a kill or a power cut loses seconds, not the puzzle (s240: only the
    game's close kept it, and SIGKILL lost the level); a `mistake` (a blocked tap) at once,
    or a kill just after it gave the heart back (s335). Never where that keep would put
    another kept puzzle out (the merge's rule, on its one read: s246): that one stays till
    the puzzle is left, and is said then. No fsync: a tap would wait on a slow disk's (a
    kill still finds the file whole)."""
    s = play.session
    last = play.kept_at
    soon = last is not None and (last == GIVEN_UP or (s.elapsed - last < AS_PLAYED_S and not mistake))
    if not _kind_kept(play) or not s.at_stake or soon:
        return
    # (one that could not be written is said once, and one that would put another out
    # waits for the leave: no more tries this puzzle)
    kept = _keep(play, durable=False, spare=not play.resumed)
    play.kept_at = s.elapsed if kept is not None else GIVEN_UP


def leave(play) -> None:
    """The puzzle's screen goes (the menu, a lesson): kept, and said on the screen it left
    to, with each kept puzzle the keep put out."""
    keeping = _keep(play)
    if keeping is None:
        return
    play.feedback.toast(kept_lines(play, pad_named(KEY))[0], ToastKind.SAVED)
    year = play.midend.today().year  # (the game's day's, as Continue's)
    for gone in keeping.let_go:
        long, short = REPLACED if gone.where == keeping.kept.where else OLDEST
        name = kept_name(gone, year)
        play.feedback.toast(long.format(name), ToastKind.NOTICE, short=short.format(name))


def kept_lines(play, *keys: str) -> list[str]:
    """What leaving `play` says of it kept, a line for each of `keys` that Continue's
    key may be named by ("K"; "": after a pad's press, which has none)."""
    label = play.request.origin.label()  # "Level 20", "Daily 2026-12-07"; a free puzzle: None
    if label:  # named as Continue names it (s376: "Daily 2026-12-07 kept" under "3D daily Dec 7")
        where = where_of(play.request)
        name = kept_name(KeptPuzzle(play.code, where, ()), play.midend.today().year) if where else ""
        return [KEPT.format(name or label.split(" (")[0])]
    return [KEPT_FREE.format(f" ({key})" if key else "", play.code) for key in keys]


def forget(play) -> None:
    """The puzzle ended or restarted: the slot, if it holds this one, empties."""
    if play.resumed:
        play.midend.forget_kept(play.request)
        play.resumed = False
