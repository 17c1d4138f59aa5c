#!/usr/bin/env bash
# A player's install, checked (CI runs it; issue 25): the wheel built from this tree goes
# into a fresh virtual environment with pip, and with pipx, and each `quiver` opens the
# menu under Xvfb and closes itself (QUIVER_SMOKE_SECONDS) with exit status 0.
#     tools/check_install.sh            # needs Xvfb (tools/xvfb_run.py) and the package index
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
WORK=$(mktemp -d /tmp/quiver-install.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

"$PY" -m build --wheel --outdir "$WORK/dist" . >"$WORK/build.log" 2>&1 || { tail -20 "$WORK/build.log"; exit 1; }
WHEEL=$(ls "$WORK"/dist/quiver_game-*.whl)
echo "wheel: $(basename "$WHEEL")"

smoke() {  # $1: the quiver command to start; the menu opens on Xvfb, closes after 3 s
  env -u SDL_VIDEODRIVER QUIVER_HOME="$WORK/home" QUIVER_SMOKE_SECONDS=3 SDL_AUDIODRIVER=dummy \
    python3 tools/xvfb_run.py "$1" >"$WORK/smoke.out" 2>"$WORK/smoke.err" || {
      echo "FAIL: $1 exited with status $?"; cat "$WORK/smoke.err"; exit 1; }
  echo "ok: $1 opened the menu and exited 0"
}

python3 -m venv "$WORK/venv"
"$WORK/venv/bin/pip" install -q "$WHEEL"
"$WORK/venv/bin/quiver" --version
smoke "$WORK/venv/bin/quiver"

"$WORK/venv/bin/pip" install -q pipx
PIPX_HOME="$WORK/pipx" PIPX_BIN_DIR="$WORK/bin" PIPX_MAN_DIR="$WORK/man" \
  "$WORK/venv/bin/pipx" install --quiet "$WHEEL"
smoke "$WORK/bin/quiver"
"$WORK/bin/quiver-game" --version  # the package's name is a command too
