"""Before a real window opens: name the system libraries Qt's xcb plugin needs that are missing.

Qt's wheels do not carry the xcb libraries of Debian/Ubuntu; without them Qt prints a long trace.
Run as ``python -m desktop.check_system``: exit 0 when all is there (or on a platform that does
not use xcb), 1 with the apt-get line to run when something is missing.

Sound (QtMultimedia) needs libpulse0 too; without it the program runs, silent, so a missing
libpulse0 is only a warning (``SOUND_PACKAGES``), never a reason to stop.
"""

from __future__ import annotations

import ctypes.util
import os
import sys

# Debian package -> the shared library it provides.
XCB_PACKAGES = {
    "libxcb-cursor0": "xcb-cursor",
    "libxcb-icccm4": "xcb-icccm",
    "libxcb-keysyms1": "xcb-keysyms",
    "libxkbcommon-x11-0": "xkbcommon-x11",
    "libegl1": "EGL",
    "libgl1": "GL",
    "libfontconfig1": "fontconfig",
    "libdbus-1-3": "dbus-1",
}


# Debian package -> its library, needed for sound only (desktop/app/sound.py): warned of, not required.
SOUND_PACKAGES = {"libpulse0": "pulse"}


def missing_packages() -> list[str]:
    if not sys.platform.startswith("linux"):
        return []
    if os.environ.get("QT_QPA_PLATFORM", "") in ("offscreen", "minimal", "wayland"):
        return []
    return [pkg for pkg, lib in XCB_PACKAGES.items() if ctypes.util.find_library(lib) is None]


def missing_sound_packages() -> list[str]:
    if not sys.platform.startswith("linux"):
        return []
    return [pkg for pkg, lib in SOUND_PACKAGES.items() if ctypes.util.find_library(lib) is None]


def main() -> int:
    quiet = missing_sound_packages()
    if quiet:
        print(f"Parlour will be silent: sound needs {', '.join(quiet)}", file=sys.stderr)
        print(f"  (sudo apt-get install {' '.join(quiet)})", file=sys.stderr)
    missing = missing_packages()
    if missing:
        print("Parlour needs system libraries that Qt's wheels do not carry. Missing:", file=sys.stderr)
        for pkg in missing:
            print(f"  {pkg}", file=sys.stderr)
        print(f"Install them with:  sudo apt-get install {' '.join(missing)}", file=sys.stderr)
        return 1
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
            print("No screen: DISPLAY is not set (use Xvfb, or QT_QPA_PLATFORM=offscreen).", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
