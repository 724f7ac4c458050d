#!/usr/bin/env bash
# Build the one-folder program with PyInstaller and the Linux tarball (dist/).
#   dist/parlour/parlour                          the program
#   dist/parlour-VERSION-linux-x86_64.tar.gz      parlour/ + parlour.desktop + icon + install.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
"$PY" -m pip install --quiet "pyinstaller>=6.5"
"$PY" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/parlour.spec
case "$(uname -s)" in
  Linux)
    version=$("$PY" -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")
    stage=build/tarball/parlour-$version
    rm -rf build/tarball && mkdir -p "$stage"
    cp -a dist/parlour "$stage/parlour"
    cp packaging/parlour.desktop "$stage/"
    cp assets/icons/parlour.png "$stage/parlour.png"
    cp packaging/install.sh "$stage/"
    tar -C build/tarball -czf "dist/parlour-$version-linux-$(uname -m).tar.gz" "parlour-$version"
    ls -l dist/*.tar.gz
    ;;
esac
