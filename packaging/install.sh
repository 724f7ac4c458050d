#!/usr/bin/env bash
# Install Parlour from the unpacked tarball for the current user: the program under
# ~/.local/opt/parlour, a `parlour` command in ~/.local/bin, the menu entry and its icon.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
mkdir -p "$prefix/opt" "$prefix/bin" "$prefix/share/applications" "$prefix/share/icons/hicolor/256x256/apps"
rm -rf "$prefix/opt/parlour" && cp -a "$here/parlour" "$prefix/opt/parlour"
ln -sf "$prefix/opt/parlour/parlour" "$prefix/bin/parlour"
sed "s|^Exec=parlour|Exec=$prefix/opt/parlour/parlour|" "$here/parlour.desktop" > "$prefix/share/applications/parlour.desktop"
cp "$here/parlour.png" "$prefix/share/icons/hicolor/256x256/apps/parlour.png"
echo "Parlour installed: run 'parlour' or find it in the Games menu."
