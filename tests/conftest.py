"""Fixtures shared by several test modules (helpers that are not fixtures: gl_helpers.py),
and the two test tiers.

**Tiers.** `pytest -m "not slow"` is the fast tier: pure logic, no window, no OpenGL
context, no server, no child process. Everything else is `slow`, and the plain `pytest`
runs both. A test is slow when it is marked so (`@pytest.mark.slow`, or `pytestmark` for
a whole module), uses a fixture in SLOW_FIXTURES, lives in a module of SLOW_MODULES or is
named in SLOW_TESTS (the lists keep the marks in one place, out of the way of edits to
the tests themselves).
A test of the fast tier that opens a window or a GL context, listens on a socket or
starts a process anyway fails with a line saying so (`fast_tier_guard`), so the fast
tier stays fast without anyone timing it.
"""

from __future__ import annotations

import contextlib
import fcntl
import gc
import hashlib
import importlib
import itertools
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from tier_sweeps import SWEEPS  # parametrised sweeps: their first case fast, the rest slow

# SDL asks, each time it makes a window's surface, whether to present it through OpenGL:
# on Linux it opens a hidden GL window and context to read the driver's vendor (yes only
# for ATI or NVIDIA). With Mesa (this machine, CI) the answer is no, but in a worker
# where a test's standalone GL context (`ctx`) is alive the probe itself gets a real
# llvmpipe context every time: a software (QUIVER_NO_GL) app test took 11 s of CPU
# instead of 2.7. Saying no up front skips the probe; on Mesa the surface is presented
# the same way it was. A value set outside (the environment) wins.
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")

# Bytecode: with PYTHONDONTWRITEBYTECODE set (as on the shared development machine) each
# xdist worker compiled every module and rewrote every test module's asserts again (6 of
# its 8 s of collection), and so did each child process (the CLI, the worker, the benches)
# for what it imports. The run keeps the bytecode out of the source tree all the same, in
# one temporary folder that the workers, their children and the next run share.
if os.environ.get("PYTHONDONTWRITEBYTECODE") and not os.environ.get("PYTHONPYCACHEPREFIX"):
    _PYCACHE = str(Path(tempfile.gettempdir()) / f"quiver-pycache-{os.getuid()}")
    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix = _PYCACHE
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    sys.dont_write_bytecode = False

# The tests' temporary folders (tmp_path) in memory where the system has a tmpfs for it: the
# game fsyncs every durable save (settings, progress, records: quiver/game/atomic_write.py),
# and the fast tier makes some 2,500 of them, each a wait on the disk with the core idle
# (7 ms a save on the 2-core machine's disk, 0.05 ms in /dev/shm: 8 s of each worker's wall
# in a `-n 2` run, s395). What is written and read is the same; a value set outside wins.
# Only a roomy one: test_dist installs a virtual environment under tmp_path, more than a
# container's default 64 MB /dev/shm holds.
_SHM = Path("/dev/shm")
if _SHM.is_dir() and os.access(_SHM, os.W_OK):
    _free = os.statvfs(_SHM)
    if _free.f_bavail * _free.f_frsize >= 2 << 30:
        os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", str(_SHM))

# Fixtures whose every user is slow, and why.
SLOW_FIXTURES = {
    "ctx": "an OpenGL context",
    "app": "a whole App in a window",
    "make_app": "a whole App in a window",
    "app_factory": "a whole App in a window",
    "live_app": "a whole App with its generation worker",
    "server": "the leaderboard server",
    "wheel": "builds the wheel in a child process",
    "packages": "builds the sdist and the wheel in a child process",
}
# Modules whose every test is slow, and why.
SLOW_MODULES = {
    "test_app_xvfb": "a real window under Xvfb",
    "test_rotating_xvfb": "a real window under Xvfb",
    "test_server_page": "the server and a browser",
    "test_live_frames": "the game's GL window (gl_helpers.app_window)",
    "test_feel_frames": "frames of the game's window",
    "test_journeys": "the whole App through its window, journey by journey",
    "test_layout": "every screen in a window at seven sizes (issue 22)",
    "test_large_play": "the whole App in a window on a 256x256 board",
    "test_first_ten_xvfb": "a real window under Xvfb",
    "test_leaderboard_hostile": "hostile servers on local sockets",
    "test_server_fairplay": "the leaderboard server",
    "test_server_hostile": "the leaderboard server under hostile clients",
}
# Single tests (every parameter of them), "module::function": why. Pure logic that is
# slow only because it covers a lot (every shape, hundreds of seeds) belongs here too:
# the fast tier checks the same code on a few cases, the full run on all of them.
SLOW_TESTS = {
    # a window, a GL context, a server or a child process
    "test_app_keep::test_no_audio_device_prints_at_most_our_one_line": "a child process",
    "test_data_folder::test_a_second_game_on_one_data_folder_says_so_in_one_line": "child processes",
    "test_data_folder::test_quiver_check_on_a_fifo_is_one_line_not_a_hang": "a child process",
    "test_desktop::test_install_desktop_puts_every_file_in_place_and_uninstall_takes_them_away": "processes",
    "test_desktop::test_no_display_is_one_line_and_exit_2_before_any_work": "a child process",
    "test_desktop::test_the_shipped_desktop_file_and_metainfo_validate": "the validators",
    "test_desktop::test_the_tools_print_nothing_but_their_output_with_no_display": "child processes",
    "test_imports::test_the_menu_starts_without_numpy_glm_or_the_http_client": "a child process",
    "test_specials_work::test_the_verifier_tests_a_bounded_number_of_arrows_per_move": "a pure child process",
    "test_score_server::test_a_schema_1_database_migrates_and_keeps_its_runs": "the server",
    "test_worker::test_a_spare_whose_game_quit_exits_by_itself": "the worker process",
    "test_worker::test_the_warm_spare_builds_the_same_board_and_a_new_spare_waits": "the worker process",
    "test_cli::test_subprocess_check_and_errors": "child processes",
    "test_flat_play::test_flat_scene_in_the_app_window": "a GL window",
    "test_generator::test_byte_identical_in_process_and_across_processes": "child processes",
    "test_imports::test_a_broken_play_scene_raises_instead_of_reading_as_not_available": "a child process",
    "test_imports::test_cli_check_and_shapes_do_not_load_drawing_libraries": "child processes",
    "test_imports::test_core_packages_do_not_load_drawing_libraries": "child processes",
    "test_imports::test_engine_alone_loads_only_the_standard_library": "a child process",
    "test_imports::test_reading_a_picture_prints_no_banner": "a child process",
    "test_imports::test_style_loads_no_drawing_library": "a child process",
    "test_leaderboard_client::test_a_name_the_server_refuses_falls_back_to_a_plain_one": "a server",
    "test_leaderboard_client::test_an_offline_run_waits_in_the_queue_and_goes_later": "a server",
    "test_leaderboard_client::test_the_background_thread_sends_by_itself": "a server",
    "test_leaderboard_client::test_the_settings_field_sets_and_clears_the_server": "a server",
    "test_leaderboard_client::test_two_game_instances_see_each_others_daily": "a server, two games",
    "test_menu_count::test_a_first_time_lesson_stops_the_build_it_would_leave_behind": "the worker process",
    "test_render3d::test_a_hinted_arrow_hidden_inside_the_shape_shows_through": "a GL window",
    "test_render3d::test_play3d_scene_in_the_app_window": "a GL window",
    "test_server::test_rate_limits_per_address_and_per_token": "a server",
    "test_server::test_the_rules_are_pure_and_the_cli_stays_light": "a child process",
    "test_server::test_two_servers_on_one_database_migrate_once_and_share_it": "two servers",
    "test_settings_3d::test_apply_settings_recolours_a_live_scene_under_the_settings_card": "a GL window",
    "test_settings_3d::test_headless_play_png_takes_the_settings_it_is_given": "a GL context",
    "test_settings_3d::test_headless_render_uses_the_colourblind_palette": "a GL context",
    "test_settings_3d::test_colourblind_glyphs_mark_every_direction": "a GL context",
    "test_static_checks::test_ruff_finds_nothing": "runs ruff",
    "test_storage::test_kill_mid_save_leaves_a_complete_file": "child processes",
    "test_worker::test_a_bundled_game_is_its_own_worker": "the worker process",
    "test_worker::test_a_campaign_level_is_chosen_in_the_worker_process": "the worker process",
    "test_worker::test_cancel_stops_the_worker_at_once": "the worker process",
    "test_worker::test_the_smoke_timer_is_honoured_while_a_long_build_runs": "the worker process",
    "test_worker::test_worker_error_is_one_line": "the worker process",
    "test_worker::test_worker_process_builds_the_same_board": "the worker process",
    # pure logic, slow for what it covers
    "test_app_keep::test_campaign_codes_round_trip_in_every_mode": "builds campaign levels",
    "test_audio::test_make_sounds_is_deterministic": "synthesises every sound twice",
    "test_fuzz_cli::test_fuzzed_codes": "fuzzes puzzle codes",
    "test_fuzz_cli::test_fuzzed_game_arguments": "fuzzes the command line",
    "test_progress::test_level_spec_is_deterministic": "chooses 120 campaign levels a mode",
    # these read every campaign shape at every size once (campaign_plan._sizes, ~9 s of CPU)
    "test_progress::test_a_shape_that_cannot_take_the_arrows_lets_another_take_its_turn": "every shape",
    "test_progress::test_shapes_cycle": "every shape",
    "test_progress::test_the_campaign_draws_the_whole_gallery_without_repeats_within_40_levels": "shapes",
    "test_progress::test_the_plan_hits_the_arrow_target_whatever_the_shape": "every shape",
    "test_progress::test_level_code_is_the_cached_board_choice": "2D level 3 is a stand-in: every shape",
    "test_saves_hostile::test_huge_current_level_then_continue_plays_the_last_level": "last level",
    "test_saves_hostile::test_fuzzed_saves_then_continue_levels_daily": "fuzzes saves through the app",
    "test_server::test_any_json_is_a_clear_refusal_or_a_verified_clear": "fuzzes the server's input",
    "test_spec::test_a_complete_spec_round_trips_through_its_code": "fuzzes specs",
    "test_campaign_curve::test_a_sample_of_rows_regenerates_exactly": "builds campaign levels",
    "test_codec::test_fuzz_structure": "fuzzes board files",
    "test_codec::test_too_many_cells_or_arrows": "loads boards at the size limits",
    # over a second of CPU each in the fast tier (s386), what they check needing the time
    "test_codec::test_pathological_strings_are_linear": "parses 2 MB strings 9 times to time them, 1.4 s",
    "test_2d_same_pixels::test_a_vertical_pans_tile_layers_cover_the_area_and_go_once_pans_rest": (
        "80 frames, each against a scene opened afresh, 1.6 s"
    ),
    "test_stranger_play3d::test_a_hint_on_sphere_13_shows_a_head_the_player_can_see": (
        "a sphere 13 played hint by hint, 1.2 s a seed"
    ),
    "test_engine_flat::test_rays_and_walls_match_the_rule_by_brute_force": "every block, by brute force",
    "test_flat_picking::test_face_centres_and_corners_pick_their_cell": "every face of every block",
    "test_gallery::test_every_campaign_level_of_a_gallery_cycle_has_a_size_its_shape_accepts": "a cycle",
    "test_gallery::test_every_shape_makes_good_boards_at_its_sizes": "every shape, generated",
    "test_gallery::test_models_are_one_piece_with_their_longest_side_at_every_size": "every model",
    "test_gallery::test_pictures_keep_whole_pieces_from_their_smallest_size": "every picture",
    "test_generator::test_generate_output_passes_check_for_every_mode_shape_and_difficulty": "every shape",
    "test_generator::test_guarantees_over_200_seeds": "200 seeds a mode",
    "test_generator::test_scale_full_hard_boards": "large boards",
    "test_generator_large::test_256x256_full_and_fair_at_every_difficulty": "three 256x256 boards, 15 s",
    "test_generator_large::test_a_vast_hard_board_mends_its_last_pockets_without_giving_up": "a 256x64 board",
    "test_generator_huge3d::test_cube_56_hard_mends_its_last_cells_without_giving_up": "a 3D cube 56, 8-12 s",
    "test_generator_huge3d::test_a_3d_solid_at_the_3d_limit_builds_full_and_fair": "a 3D torus 64, 2-4 s",
    "test_locks::test_generated_locks_are_meaningful_and_boards_valid": "generates boards in every mode",
    "test_locks::test_removal_stays_monotone_with_locks": "many boards",
    "test_quality_report::test_committed_quality_report_matches_the_generator": "regenerates the report",
    "test_rotating::test_verifier_agrees_with_brute_force_on_small_boards": "brute force, 90 boards",
    "test_rotating_gen::test_engine_phase_rule_agrees_with_the_verifier_on_random_plays": "many plays",
    "test_rotating_gen::test_generated_rotating_boards_pass_quiver_check": "generates boards in every mode",
    "test_shapes::test_2d_common_sizes": "every 2D shape at every common size",
    "test_shapes::test_2d_small_sizes_build_or_say_why": "every 2D shape at small sizes",
    "test_shapes::test_3d_sizes": "every 3D shape at every size",
    "test_shapes::test_blocks_are_valid": "every block at every size",
    "test_two_headed::test_generated_second_heads_open_at_different_times": "generates boards",
    "test_two_headed::test_removal_stays_monotone_with_two_headed_arrows_over_many_boards": "many boards",
}


# Parallel runs (pytest-xdist, `-n auto`, the README's command): tests that must not run
# at the same time take the same lock (a file lock, so it holds across xdist workers and
# across two pytest sessions on one checkout); the others run side by side. Fixtures
# that build in the source tree (setuptools writes build/, *.egg-info and the sdist's
# staging folder there) hold the lock `source-tree` (`held`) while they build, and only
# then: the tests that read what they built run beside anything. Which, and why:
TREE_FIXTURES = {
    "packages": "builds the sdist and the wheel from the source tree (wheel and dists use it)",
}
# Modules whose name holds "xvfb" start an X server (tools/xvfb_run.py): they take the
# lock "xvfb", one real window at a time (a test can take a lock itself with
# `@pytest.mark.one_at_a_time("xvfb")`). Xvfb itself picks a free display there
# (-displayfd), so two started at once, or by two checkouts, no longer meet.
_LOCKS = Path(tempfile.gettempdir()) / f"quiver-test-locks-{os.getuid()}"


def lock_of(module: str, fixturenames, slow: bool = True) -> str | None:
    """The lock the rules give a test for its whole run (None: it runs beside anything).
    A test of the fast tier starts no process (the guard), so no X server: it takes none
    (test_display_xvfb's option and cookie checks waited up to 9 s for a window test)."""
    if "xvfb" in module and slow:
        return "xvfb"
    return None


@contextlib.contextmanager
def held(name: str):
    """Inside: this checkout holds the file lock `name` (waits for it first)."""
    # one lock file a checkout and name: another checkout's tests do not wait for these
    tree = hashlib.sha1(str(Path(__file__).resolve().parent).encode()).hexdigest()[:12]
    _LOCKS.mkdir(exist_ok=True)
    with open(_LOCKS / f"{tree}-{name}.lock", "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


_lock_wait = [0.0]  # seconds the running test waited for its lock (another held it)


@contextlib.contextmanager
def _one_at_a_time(item):
    mark = item.get_closest_marker("one_at_a_time")
    if mark is None:
        yield
        return
    asked = time.perf_counter()
    with held(mark.args[0]):
        _lock_wait[0] += time.perf_counter() - asked  # (QUIVER_TEST_CPU's fourth column)
        yield


def _compiled_active() -> bool:
    from quiver import _native

    return _native.active()


def pytest_collection_modifyitems(config, items):
    swept: set[str] = set()  # the SWEEPS whose first case has been seen
    for item in items:
        module = item.module.__name__.rpartition(".")[2] if item.module else ""
        name = getattr(item, "originalname", item.name)
        family = f"{module}::{name}"
        if (
            module in SLOW_MODULES
            or family in SLOW_TESTS
            or SLOW_FIXTURES.keys() & set(item.fixturenames)
            or (name in SWEEPS.get(module, ()) and family in swept)
        ):
            item.add_marker(pytest.mark.slow)
        swept.add(family)
        lock = lock_of(module, item.fixturenames, item.get_closest_marker("slow") is not None)
        if lock and not item.get_closest_marker("one_at_a_time"):
            item.add_marker(pytest.mark.one_at_a_time(lock))
        if item.get_closest_marker("pure_only") and _compiled_active():
            # a compiled module calls its neighbours directly, past a monkeypatched name, and
            # checks its arguments' types (no subclass, no stand-in); CI checks the compiled
            # boards in tests/test_compiled.py (tools/build_compiled.py)
            item.add_marker(pytest.mark.skip(reason="pure-Python modules only"))
    if os.environ.get("PYTEST_XDIST_WORKER"):
        xvfb_first(items)


def xvfb_first(items: list) -> None:
    """The tests that hold the lock "xvfb" first, in their order, then the others in theirs
    (a parallel run's workers, which collect: each the same order). xdist hands its first
    worker the collection's first half, and steals from the end of a queue, so these run
    one after another on that worker from the start. In place, the two halves each held
    some (test_display_xvfb, test_first_ten_xvfb; test_s294 to test_s326) and a worker that
    met the other's Xvfb sat waiting for the lock: 43 s of a 17-minute run (s330)."""
    held = [item.get_closest_marker("one_at_a_time") for item in items]
    first = [
        item for item, mark in zip(items, held, strict=True) if mark is not None and mark.args[0] == "xvfb"
    ]
    if first:
        chosen = {id(item) for item in first}
        items[:] = first + [item for item in items if id(item) not in chosen]


def pytest_collection_finish(session):
    """What importing and collecting made (modules, classes, the test items: ~100-300k
    objects, alive for the whole run) is frozen out of the garbage collector's reach, so
    its full collections walk only what the tests made since: the fast tier's s1* modules
    spent 0.47 s in them, 0.21 s frozen (a worker of the whole fast tier 1-3.5 s)."""
    gc.freeze()


_INHERITED = object()


class SlowInFastTier(BaseException):
    """A fast-tier test did what only a slow one may (a BaseException, so that product
    code catching Exception, e.g. to fall back when there is no GL, cannot hide it)."""


def _refuse(what: str):
    def refuse(*args, **kwargs):
        raise SlowInFastTier(
            f"{what} in a test of the fast tier: mark it slow (@pytest.mark.slow), see tests/conftest.py"
        )

    return refuse


def _installed(name: str):
    """The module, imported if it is installed (None if not)."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


@contextlib.contextmanager
def fast_tier_guard():
    """While inside: starting a process, listening on a socket, opening a pygame window
    or a moderngl context raises SlowInFastTier."""
    patches = [
        (subprocess.Popen, "_execute_child", "starting a process"),
        (os, "fork", "forking a process"),
        (socket.socket, "listen", "listening on a socket (a server)"),
    ]
    # Loaded here, not only when some earlier test did: a guard that depended on the order
    # the tests ran in let a window through whenever the test was its worker's first.
    pygame = _installed("pygame")
    if pygame is not None and hasattr(pygame, "display"):
        patches.append((pygame.display, "set_mode", "opening a window"))
    moderngl = _installed("moderngl")
    if moderngl is not None:
        patches += [
            (moderngl, "create_context", "an OpenGL context"),
            (moderngl, "create_standalone_context", "an OpenGL context"),
        ]
    saved = [(owner, name, vars(owner).get(name, _INHERITED)) for owner, name, _ in patches]
    try:
        for owner, name, what in patches:
            setattr(owner, name, _refuse(what))
        yield
    finally:
        for owner, name, value in saved:
            if value is _INHERITED:  # socket.socket.listen comes from _socket.socket
                delattr(owner, name)
            else:
                setattr(owner, name, value)


_CPU_LOG: str | None = None


@pytest.hookimpl(wrapper=True, optionalhook=True)  # (optional: `-p no:xdist` runs without it)
def pytest_xdist_auto_num_workers(config):
    """`-n auto`: one worker more than xdist's count of cores (unless
    PYTEST_XDIST_AUTO_NUM_WORKERS says how many, or the fast tier runs alone). The
    real-window tests run one at a time (the lock "xvfb") and spend much of their wall
    waiting on an X server, a window manager and frames in real time, which left a core
    idle: 462.9 s with 2 workers, 411.7 s with 3, the whole suite back to back on the idle
    2-core machine (docs/testing.md)."""
    count = yield
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS") or "not slow" in (config.option.markexpr or ""):
        return count  # (the fast tier runs no window: it is CPU-bound, 65.4 s with 2, 69.4 s with 3)
    return count + 1


def pytest_configure(config):
    """The process that runs tests (a worker, or a run without -n) keeps QUIVER_TEST_CPU
    to itself, so a pytest that a test starts (tests/test_dist.py, test_tiers.py) does not
    log its own tests twice: their CPU is already the starting test's. It also puts the
    test-only cache of the App's builds in place (tests/build_cache.py), and on a checkout
    pytest has not seen makes the test modules' rewritten bytecode once between the
    workers, not in each (tests/warm_bytecode.py)."""
    global _CPU_LOG
    import warm_bytecode

    warm_bytecode.warm(config)
    if os.environ.get("PYTEST_XDIST_WORKER") or not getattr(config.option, "numprocesses", None):
        _CPU_LOG = os.environ.pop("QUIVER_TEST_CPU", None) or _CPU_LOG
        # the App's builds of a task it built before are unpickled copies (tests/build_cache.py)
        import build_cache

        build_cache.install()
    bare_machine()


def bare_machine() -> None:
    """Text drawn as on a machine with no system font for what the UI font lacks (s373:
    render2d/fallback.py draws "山田" in one the machine has, so a test would see what this
    machine's fonts hold): "?" as before, but where a test lends the `system_fonts`."""
    from quiver.render2d import fallback, text_kept

    fallback.finder = list
    text_kept.forget_fallback()


@pytest.fixture
def system_fonts():
    """The machine's own fonts found for the test (fallback.py's finder), bare after it."""
    from quiver.render2d import fallback, text_kept

    fallback.finder = fallback.system_fonts
    text_kept.forget_fallback()
    yield fallback
    bare_machine()


def _cpu_seconds() -> float:
    """User + system CPU of this process and of its waited-for children so far."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


@contextlib.contextmanager
def _cpu_log(item):
    """With QUIVER_TEST_CPU=FILE, one line a test appended to FILE: node id, CPU seconds
    (this process and the child processes it waited for; a module fixture's set-up counts
    for the first test that uses it), wall seconds, and of those the seconds it waited for
    its lock (`one_at_a_time`: another worker held it). Every xdist worker appends to it."""
    path = _CPU_LOG
    if not path:
        yield
        return
    cpu, wall, _lock_wait[0] = _cpu_seconds(), time.perf_counter(), 0.0
    try:
        yield
    finally:
        cpu, wall = _cpu_seconds() - cpu, time.perf_counter() - wall
        with open(path, "a") as f:
            f.write(f"{item.nodeid}\t{cpu:.3f}\t{wall:.3f}\t{_lock_wait[0]:.3f}\n")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """Setup, call and teardown of a fast-tier test run under the guard."""
    with _cpu_log(item), _one_at_a_time(item):
        if item.get_closest_marker("slow"):
            return (yield)
        with fast_tier_guard():
            return (yield)


@pytest.fixture(scope="module")
def ctx():
    """The shared standalone OpenGL 3.3 context (EGL; Mesa llvmpipe works); the test is
    skipped, not failed, on a machine with no OpenGL 3.3 at all."""
    from quiver.render3d.headless import HeadlessUnavailable, standalone_context

    try:
        return standalone_context()
    except HeadlessUnavailable as exc:  # pragma: no cover - no GL at all
        pytest.skip(str(exc))


@pytest.fixture(scope="session")
def packages(tmp_path_factory):
    """(sdist, wheel, build log): `python -m build` of the source tree, once a run (the
    sdist, then the wheel built from the sdist), for tests/test_dist.py and
    tests/test_packaging.py. It builds holding the lock `source-tree` (two builds in one
    tree at once broke each other); in a parallel run the first worker to need it builds
    into the run's shared temporary folder and the others reuse what it built."""
    import json

    base = tmp_path_factory.getbasetemp()
    shared = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "quiver-packages"
    with held("source-tree"):
        result = shared / "result.json"
        if not result.exists():
            shared.mkdir(exist_ok=True)
            done = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "build",
                    "--outdir",
                    str(shared / "dist"),
                    str(Path(__file__).parent.parent),
                ],
                capture_output=True,
                text=True,
            )
            result.write_text(json.dumps({"returncode": done.returncode, "log": done.stdout + done.stderr}))
        built = json.loads(result.read_text())
    assert built["returncode"] == 0, built["log"][-6000:]
    (sdist,) = (shared / "dist").glob("quiver_game-*.tar.gz")
    (wheel,) = (shared / "dist").glob("quiver_game-*.whl")
    return sdist, wheel, built["log"]


@pytest.fixture(scope="session")
def _state_home(tmp_path_factory):
    return tmp_path_factory.mktemp("xdg-state")


_TESTS_RUN = itertools.count()


@pytest.fixture(scope="session")
def _user_folders(tmp_path_factory):
    return tmp_path_factory.mktemp("user-folders")


@pytest.fixture(autouse=True)
def _a_fresh_user(monkeypatch, _state_home, _user_folders):
    """Every test starts on a data folder of its own that nothing has written yet, never
    the real user's: the platform's data folder (settings, progress, exports and the
    game's quiver.lock when QUIVER_HOME is not set, quiver/game/data_dirs.py) and its
    screenshots folder point into this run's temporary folder (made when first written),
    and a QUIVER_HOME set outside pytest is dropped. A test that sets QUIVER_HOME (most do)
    or XDG_DATA_HOME itself gets its own; the child processes a test starts inherit these.
    A test that starts the game path without QUIVER_HOME writes its log file
    (quiver/logs.py) under the run's XDG_STATE_HOME, never into the real user's state
    folder. Apps made by tests open puzzles directly (QUIVER_LESSONS=0); the lesson tests
    turn lessons on; no pad was pressed yet (input_pad.pad_named names a pad's buttons after
    one, s166). (One fixture, not three: each fixture's set-up and teardown cost
    every one of the fast tier's ~3,900 tests about 0.1 ms.)"""
    from quiver import logs
    from quiver.input_pad import no_press_yet

    folder = _user_folders / f"test-{next(_TESTS_RUN)}"
    monkeypatch.setenv("XDG_STATE_HOME", str(_state_home))
    monkeypatch.delenv("QUIVER_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(folder / "data"))
    monkeypatch.setenv("XDG_PICTURES_DIR", str(folder / "pictures"))
    no_press_yet()  # (a keyboard's start: an earlier test's pad press would name the pad's buttons, s166)
    monkeypatch.setenv("QUIVER_LESSONS", "0")
    yield
    logs.remove_file()


# tools/ on the path for the tests that drive tools/layout.py (`import layout`) and the
# other tools as modules: one place, not a header in each such test module.
_TOOLS = str(Path(__file__).resolve().parent.parent / "tools")
if _TOOLS not in sys.path:
    sys.path.insert(0, _TOOLS)


@pytest.fixture
def layout_home(monkeypatch, tmp_path):
    """A data folder of its own and SDL's offscreen windows with OpenGL on (as
    tools/layout.py opens the game's), for a test that lays out screens through
    tools/layout.py; the display closed after it. Yields tmp_path (the data folder is its
    `home`)."""
    import pygame

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    yield tmp_path
    pygame.display.quit()
