"""The win card's lines of words: the score line, the figures, the level's best, what
became of a daily's run on the leaderboard; the result and pause cards' key hints."""

from __future__ import annotations

import datetime as _dt

from quiver.engine.errors import count_of
from quiver.game.journey import DailyOutcome, LevelOutcome, Outcome
from quiver.game.leaderboard_runs import RANKED, REFUSED, UNSENT, WAITING, RunState
from quiver.game.leaderboard_wire import cap
from quiver.render2d import theme
from quiver.render2d.draw import fmt_score, short_time

COUNT_UP = 0.9  # seconds the score counts up (at once with reduced motion)
FIRST = "First clear!"  # the score line's mark where nothing was kept to beat (s292)
KEEP = ": clear it today to keep "  # a lost daily's streak line: what keeps the streak


def level_line(level: LevelOutcome, outcome: Outcome) -> tuple[str, bool]:
    """The campaign level's line under the figures, and whether it is marked (accent).
    "New best!" is said once on the card: here only when the score line does not say it
    (a first clear beats both the level's best and its best score). A first clear (the
    score line says "First clear!") says what it opened: its best is this very run, which
    the card's figures show (s292: "Best: 2 stars · 0:04" repeated them)."""
    rec = level.record
    if not rec.completed:
        return f"Level {level.level}: clear it to open level {level.level + 1}", False
    if outcome.first_clear and level.opened is not None:  # (else the last level: its best)
        return f"Level {level.opened} is open", True
    best = short_time(rec.best_time_s) if rec.best_time_s is not None else "-"
    # "Best: 2 stars \u00b7 1:05" only of one run (this one): the stars and the time are each
    # kept as their own best, maybe two runs' (s379: this run's stars beside an older run's time)
    one = f"Best: {count_of(rec.stars, 'star')}  \u00b7  {best}"
    text = one if level.one_run else f"Most stars: {rec.stars}  \u00b7  Fastest: {best}"
    if level.new_best and not outcome.new_best_score:  # a faster run's stars may be fewer
        mark = "New best time!  " if level.time_only else "New best!  " if level.one_run else "More stars!  "
        return mark + text, True
    return text, False


def streak_line(daily: DailyOutcome, won: bool = True, today: _dt.date | None = None) -> str:
    """The daily card's streak line: a replay of a day already cleared says so before a
    late one (s177: a cleared day played again from the calendar, or tried again after
    midnight, said "Played late: no streak credit" of a day that has its credit); today's
    daily lost, that a clear today keeps the streak (it stands till the day is over)."""
    n = daily.streak
    text = f"{count_of(n, 'day')} in a row" if n else "Streak: win a daily to start one"
    if daily.replay:  # the leaderboard keeps the day's first clear
        return f"Personal replay  \u00b7  {text}"
    if daily.late:
        return f"Played late: no streak credit  \u00b7  {text}"
    keep = n and not won and daily.day == today
    return f"{text}{KEEP}{'it' if n == 1 else 'them'}" if keep else text


def count_up(value: int, age: float, still: bool) -> int:
    """The number shown `age` seconds into the card: counting up to `value` (eased out)
    over COUNT_UP after a short wait; `value` at once when `still` (reduced motion)."""
    if still:
        return value
    u = min(1.0, max(0.0, (age - 0.3) / COUNT_UP))
    return round(value * (1 - (1 - u) ** 3))


def draw_score_line(
    surface, outcome: Outcome, session, centre, age: float, scale: float = 1.0, width: int = 0
) -> None:
    """ "Score 12 033  ·  best combo x4  ·  New best!" (docs/scoring.md), counting up."""
    score = outcome.score
    still = age >= 10.0  # the card opened with reduced motion (its age starts at 10 s)
    shown = count_up(score.total, age, still)
    counted = still or age >= 0.3 + COUNT_UP
    new_best = (outcome.new_best_score or outcome.first_clear) and counted
    colour = theme.ACCENT_DARK if new_best else theme.INK
    nominal = max(18, int(34 * scale))
    mark = FIRST if outcome.first_clear else "New best!"
    forms = score_forms(f"Score {fmt_score(shown)}", score.best_combo, new_best, outcome.best_score, mark)
    line, size = forms[0], nominal
    if width:  # the card's width: smaller, then a shorter form, rather than past its edge
        for line in forms:
            size = theme.fit_size(line, nominal, width, True, 14)
            if theme.text_size(line, size, True)[0] <= width:
                break
        else:
            size = theme.fit_size(line, nominal, width, True, 12)
    theme.text(surface, line, size, colour, centre, "center", True)


def score_forms(score: str, combo: int, new_best: bool, best: int, mark: str = "New best!") -> list[str]:
    """The score line, longest form first. A new best stays in every form (s131: cut
    for room, a narrow card's line kept the figures and lost "New best!"); the combo
    goes first, then an old best. `mark`: the new best's words ("First clear!" where
    nothing was kept to beat, s292)."""
    combo_part = [f"best combo x{combo}"] if combo >= 2 else []
    end = [mark] if new_best else [f"best {fmt_score(best)}"] if best else []
    forms = [[score, *combo_part, *end]]
    if combo_part:
        forms.append([score, f"combo x{combo}", *end])
    forms += [[score, *end]] if new_best else [[score, *combo_part], [score]]
    return ["  \u00b7  ".join(f) for f in dict.fromkeys(map(tuple, forms))]


def key_hint(own: str, ringed: bool) -> str:
    """A card button's keys (the result and pause cards): its own, and "Enter" first on
    the ringed one (Enter presses the ringed button, wherever Tab or the arrows took the
    ring: "Enter / R" stayed on Retry with the ring on Menu). A button with no key of its
    own says "Enter" when ringed, nothing else."""
    if not own:
        return "Enter" if ringed else ""
    return f"Enter / {own}" if ringed else own


def own_key(button) -> str:
    """The key `button` was made with (its `sub`), kept while `ring_keys` draws its line
    in `sub`; a key set since (a `sub` other than the ring's line) becomes its own."""
    if button.sub != getattr(button, "ring_line", None):  # made so, or set since the ring
        button.own_sub = button.sub
    return button.own_sub


def ring_keys(buttons, focus: int | None) -> list[str]:
    """The keyboard ring on `buttons[focus]` (None: no ring shown), and every button's key
    line as key_hint has it from the button's own key (the result, pause and question
    cards); returns the lines. Its own key is kept (`own_key`), not read back from the
    line drawn: pause once read its `sub`s back as keys and said "Enter / Esc" unringed
    (s185); as often as it is called, the lines are the same."""
    lines = []
    for k, b in enumerate(buttons):
        own = own_key(b)
        b.focused = k == focus
        b.sub = b.ring_line = key_hint(own, b.focused)
        lines.append(b.sub)
    return lines


def card_stats(ses) -> list[tuple[str, str]]:
    """The card's (label, value) figures: the run's own. How hard the board was is the
    line under them, with its one count of tries (quiver.game.hardness): the board's
    random-order `scan` beside it was a second "tries" number that read as the same
    thing and confused players (playtest); it stays in `quiver check`'s JSON."""
    return [
        ("time", short_time(ses.elapsed)),
        ("hints", str(ses.hints_used)),
        ("mistakes", str(ses.mistakes)),
    ]


def run_line(state: RunState) -> str:
    """A cleared daily's run on the leaderboard server, in one short line (docs/server.md):
    ranked, refused (the server's reason), not sent (why), waiting to be sent, or on its way."""
    if state.kind == RANKED:
        return f"Leaderboard: ranked #{state.rank} of {state.runs}"
    if state.kind == REFUSED:
        return f"Leaderboard: not counted ({cap(state.message, 48)})"  # the Daily screen has it all
    if state.kind == UNSENT:  # (the game's own reason, short: the card's width holds it)
        return f"Leaderboard: not sent ({state.message})"
    if state.kind == WAITING:  # the server is away (or its date is behind the run's)
        return "Leaderboard: run waiting, sent when the server answers"
    return "Leaderboard: sending your run..."


def draw_run_line(surface, state: RunState, centre, scale: float, width: int) -> None:
    """The run's line under the streak, in smaller print the narrower the card."""
    text = run_line(state)
    size = theme.fit_size(text, max(14, int(22 * scale)), width, False, 12)
    colour = theme.ACCENT_DARK if state.kind == RANKED else theme.INK_SOFT
    theme.text(surface, text, size, colour, centre, "center")
