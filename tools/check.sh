#!/usr/bin/env bash
# The static checks CI runs beside the tests (README: "Run the tests"): lint, format,
# types and the module/function size limits. Any finding fails.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${QUIVER_BIN:-.venv/bin}

echo "== ruff check";          "$BIN/ruff" check .
echo "== ruff format --check"; "$BIN/ruff" format --check .
echo "== mypy";                "$BIN/python" tools/mypy_ratchet.py
echo "== sizes";               "$BIN/python" tools/sizes.py
