"""s214: storage.py (400 lines) and progress.py (399) sat at the module size limit, so
nothing could be added to either. Each is split along its seams, one job a module: where
the files live (data_dirs), writing one so a crash never tears it (atomic_write), reading
and saving JSON (storage); a progress entry's values (progress_records), the progress
itself (progress), the dailies' records (progress_daily), its file (progress_file)."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
LIMIT = 400  # tools/sizes.py's module limit


@pytest.mark.parametrize(
    "module",
    [
        "storage",
        "data_dirs",
        "atomic_write",
        "progress",
        "progress_records",
        "progress_daily",
        "progress_file",
    ],
)
def test_each_module_leaves_room_to_grow(module):
    lines = (REPO / "quiver" / "game" / f"{module}.py").read_text().count("\n")
    assert lines <= LIMIT * 3 // 4, (module, lines)


def test_the_split_modules_do_their_jobs_together(tmp_path):
    from quiver.game.atomic_write import StorageError, write_bytes_atomic
    from quiver.game.data_dirs import exports_dir, free_path, user_home
    from quiver.game.progress import Progress, record_level
    from quiver.game.progress_daily import daily_streak, record_daily
    from quiver.game.progress_file import load_progress, save_progress
    from quiver.game.progress_records import DailyResult

    assert user_home(tmp_path) == tmp_path and exports_dir(tmp_path) == tmp_path / "exports"
    write_bytes_atomic(free_path(tmp_path, "a", ".txt"), b"1")
    assert free_path(tmp_path, "a", ".txt").name == "a-2.txt"
    with pytest.raises(StorageError):
        write_bytes_atomic(tmp_path / "a.txt" / "b.txt", b"2")  # (a file where a folder goes)
    p = Progress()
    record_level(p, "2d", 1, 3, 12.0)
    day = _dt.date(2026, 12, 5)
    assert record_daily(p, day, DailyResult(won=True, time_s=40.0))
    save_progress(p, tmp_path)
    back, warning = load_progress(tmp_path)
    assert warning is None and back == p and daily_streak(back, day) == 1
