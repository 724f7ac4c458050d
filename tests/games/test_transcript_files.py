"""Only regular files are read, with the size cap counted while reading (issue 20): a save that is
a device, a pipe, a folder or a link to one gets a clear message at once, never a hang or a
memory blow-up."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.transcript import TranscriptError, load, read_capped

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes and /dev need a POSIX system")


@pytest.mark.parametrize(
    ("make", "kind"),
    [
        (lambda p: os.symlink("/dev/zero", p), "a device"),
        (lambda p: os.symlink("/dev/urandom", p), "a device"),
        (lambda p: os.mkfifo(p), "a pipe"),
        (lambda p: os.mkdir(p), "a folder"),
    ],
    ids=["link to /dev/zero", "link to /dev/urandom", "fifo", "folder"],
)
def test_a_save_that_is_not_a_regular_file_is_refused_at_once(tmp_path: Path, make: object, kind: str) -> None:
    path = tmp_path / "match.parlour"
    make(path)  # type: ignore[operator]
    with pytest.raises(TranscriptError, match=kind):
        load(path)


def test_the_size_cap_is_counted_while_reading(tmp_path: Path) -> None:
    path = tmp_path / "big.parlour"
    path.write_bytes(b" " * 5000)
    assert len(read_capped(path, 5000)) == 5000
    with pytest.raises(TranscriptError, match="too large"):
        read_capped(path, 4999)


def test_the_replay_command_on_a_link_to_dev_zero_says_so_and_ends(tmp_path: Path) -> None:
    path = tmp_path / "zero.parlour"
    os.symlink("/dev/zero", path)
    done = subprocess.run(
        [sys.executable, "-m", "games", "replay", str(path)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode != 0
    assert "a device, not a file" in done.stderr + done.stdout


def test_a_file_with_half_a_million_unknown_keys_gets_one_short_line(tmp_path: Path) -> None:
    """The old message listed every key: a 6 MB error line."""
    path = tmp_path / "keys.parlour"
    keys = {f"k{i}": 0 for i in range(500_000)}
    path.write_text('{"format": "parlour/1", "game": "king", ' + ", ".join(f'"{k}": 0' for k in keys) + "}")
    done = subprocess.run(
        [sys.executable, "-m", "games", "replay", str(path)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "unknown field(s)" in done.stderr and "more" in done.stderr and len(done.stderr) <= 501


def test_an_unterminated_string_is_said_once(tmp_path: Path) -> None:
    path = tmp_path / "cut.parlour"
    path.write_text('{"format": "parlour/1", "game": "ki')
    with pytest.raises(TranscriptError) as caught:
        load(path)
    assert "starting at line 1" in str(caught.value) and "at at" not in str(caught.value)


def test_a_target_of_ten_to_the_300_is_refused_by_the_loader() -> None:
    """Two Way Street's target is at most 1000 (issue 20: 10**300 was accepted)."""
    from games.transcript import loads

    text = '{"format": "parlour/1", "game": "two_way_street", "players": ["a", "b", "c"], "seed": 1, '
    with pytest.raises(TranscriptError, match="target"):
        loads(text + '"options": {"target": ' + "1" + "0" * 300 + '}, "actions": []}')


def test_a_player_name_with_a_lone_surrogate_is_refused_by_the_loader() -> None:
    """Issue 20: such a name was accepted and the statistics write failed at the end of the match."""
    from games.transcript import loads

    text = '{"format": "parlour/1", "game": "king", "players": ["a", "b\\ud800", "c"], "seed": 1, "actions": []}'
    with pytest.raises(TranscriptError, match="cannot be written down"):
        loads(text)
