"""A warning shared with the log and stderr starts lower case ("settings were not saved..."),
where every other card's sentence starts with a capital: a card says it with one (s328's
stranger pass saw the two side by side). A file name or a code that starts a line stays."""

from __future__ import annotations

from quiver.game.journey import ToastKind
from quiver.scenes.toast_note import Toast, sentence


def test_a_plain_first_word_takes_a_capital_and_the_rest_stays():
    assert (
        sentence("settings were not saved: the disk is full") == "Settings were not saved: the disk is full"
    )
    assert sentence("  the kept puzzle   was unreadable ") == "The kept puzzle was unreadable"
    assert sentence("Copied the code") == "Copied the code"


def test_a_file_name_a_code_or_a_path_first_is_left_as_it_is():
    for text in (
        "progress.json was unreadable",
        "2d-heart-8x7-7-hard-1-g9 copied",
        "/tmp/x saved",
        "--daily takes no date",
    ):
        assert sentence(text) == text


def test_a_toast_says_its_words_in_the_form_they_were_given():
    t = Toast("settings were not saved", ToastKind.WARN, 10.0, 0.0, short="not saved")
    assert (t.text, t.long, t.short) == ("Settings were not saved", "Settings were not saved", "Not saved")
    assert t.says("settings were not saved") and t.says("Settings were not saved") and t.says("not saved")
    assert not t.says("settings were saved")
