#!/usr/bin/env bash
# A player's install, checked (CI runs it; issue 25): the sdist and the wheel built from it,
# as a release makes them (`python -m build`: the wheel comes from the unpacked sdist, so
# nothing left in this tree's build/ or assets/__pycache__ ships), each installed into a
# fresh virtual environment with pip, the wheel also with pipx. Each install runs from a
# folder outside the tree with a data folder of its own: `quiver` opens the menu under
# Xvfb and closes itself (QUIVER_SMOKE_SECONDS) with exit status 0, `quiver-game --version`
# answers, and `quiver render` draws a 3D puzzle (the shaders and the font, found where
# the package was installed).
#     tools/check_install.sh            # needs Xvfb (tools/xvfb_run.py) and the package index
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=${PYTHON:-.venv/bin/python}
WORK=$(mktemp -d /tmp/quiver-install.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

"$PY" -m build --outdir "$WORK/dist" . >"$WORK/build.log" 2>&1 || { tail -20 "$WORK/build.log"; exit 1; }
WHEEL=$(ls "$WORK"/dist/quiver_game-*.whl)
SDIST=$(ls "$WORK"/dist/quiver_game-*.tar.gz)
echo "built: $(basename "$SDIST") $(basename "$WHEEL")"
mkdir "$WORK/run"
cd "$WORK/run"  # nothing of the source tree on the way

smoke() {  # $1: the folder with the quiver commands; the menu opens on Xvfb, closes after 3 s
  env -u SDL_VIDEODRIVER QUIVER_HOME="$WORK/home-$2" QUIVER_SMOKE_SECONDS=3 SDL_AUDIODRIVER=dummy \
    python3 "$ROOT/tools/xvfb_run.py" "$1/quiver" >"$WORK/smoke.out" 2>"$WORK/smoke.err" || {
      echo "FAIL: $1/quiver exited with status $?"; cat "$WORK/smoke.err"; exit 1; }
  "$1/quiver-game" --version >/dev/null  # the package's name is a command too
  QUIVER_HOME="$WORK/home-$2" SDL_VIDEODRIVER=offscreen "$1/quiver" render --seed 2 --mode 3d \
    --out "$WORK/$2.png" --window 480x360 >/dev/null 2>"$WORK/render.err" || {
      echo "FAIL: $1/quiver render exited with status $?"; cat "$WORK/render.err"; exit 1; }
  echo "ok ($2): the menu opened and closed (status 0), --version, a 3D picture rendered"
}

python3 -m venv "$WORK/venv"
"$WORK/venv/bin/pip" install -q "$WHEEL"
"$WORK/venv/bin/quiver" --version
smoke "$WORK/venv/bin" wheel

python3 -m venv "$WORK/venv-sdist"
"$WORK/venv-sdist/bin/pip" install -q "$SDIST"
smoke "$WORK/venv-sdist/bin" sdist

"$WORK/venv/bin/pip" install -q pipx
PIPX_HOME="$WORK/pipx" PIPX_BIN_DIR="$WORK/bin" PIPX_MAN_DIR="$WORK/man" \
  "$WORK/venv/bin/pipx" install --quiet "$WHEEL"
smoke "$WORK/bin" pipx
