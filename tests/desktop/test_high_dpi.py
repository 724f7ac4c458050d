"""Issue 24, "high-DPI without blur": on a screen of device pixel ratio 2 (QT_SCALE_FACTOR=2 in a
child process: the ratio is fixed when the application starts) the cards are drawn from pixmaps
rendered at twice their logical size, and the window's own icons too; nothing is drawn at 1x and
blown up."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import json, sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from desktop.app.window import MainWindow
from desktop.app.settings_dialog import back_icon, felt_swatch
from desktop.table.assets import card_file
from tests.desktop.table_harness import config
w = MainWindow(speed="off")
w.resize(1280, 800)
w.show()
w.start_match(config("king", humans=1, seed=3))
end = time.time() + 30
while time.time() < end and not w.awaiting_human:
    app.processEvents()
shot = w.grab()
art = w.table.art
ratios = sorted({round(pm.devicePixelRatio(), 2) for pm in art._pixmaps.values()})
sizes_ok = all(
    abs(pm.width() - round(key[1] * key[3]) - round(key[5] * key[3])) <= 1 for key, pm in art._pixmaps.items()
)
icons = [felt_swatch("green").pixmap(16, 16), back_icon(card_file("back"), 22).pixmap(16, 22)]
print(json.dumps({
    "app": app.devicePixelRatio(), "table": w.table.device_ratio(), "cards": ratios, "sizes_ok": sizes_ok,
    "pixmaps": len(art._pixmaps), "shot": [shot.devicePixelRatio(), shot.width()],
    "icons": [pm.devicePixelRatio() for pm in icons], "human": w.awaiting_human,
}))
w.close()
"""


def test_cards_and_icons_are_drawn_for_a_high_dpi_screen(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2", PARLOUR_DATA_DIR=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=True
    )
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["human"], seen
    assert seen["app"] == 2 and seen["table"] == 2
    assert seen["pixmaps"] > 5 and seen["cards"] == [2.0] and seen["sizes_ok"], seen
    assert seen["shot"][0] == 2 and seen["shot"][1] >= 1280 * 2 - 2
    assert seen["icons"] == [2.0, 2.0]
