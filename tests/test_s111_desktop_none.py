"""`quiver --uninstall-desktop` where no launcher was installed says so ("removed 0 Quiver
launcher files" read as if something had gone wrong), and touches nothing."""

from __future__ import annotations

import sys

import pytest

from quiver.cli import main


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux desktop's menu")
def test_uninstall_with_nothing_installed_says_so(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert main(["--uninstall-desktop"]) == 0
    out = capsys.readouterr().out.strip()
    said = "nothing to remove (--install-desktop adds one)"
    assert out == f"no Quiver launcher in {tmp_path / 'share'}: {said}"
    assert list(tmp_path.iterdir()) == []
