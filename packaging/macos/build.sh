#!/usr/bin/env bash
# Build "Qwixx Desktop.app" on a Mac and zip it: dist/qwixx-desktop-<version>-macos.zip.
#   bash packaging/macos/build.sh        (see README.md; untested, written on Linux)
set -euo pipefail
cd "$(dirname "$0")/../.."
python="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$python" -m venv .venv
.venv/bin/python -m pip install --upgrade --quiet pip
.venv/bin/python -m pip install --quiet '.[package]'
.venv/bin/pyinstaller --noconfirm --distpath dist --workpath build/pyinstaller \
  packaging/qwixx-desktop.spec
app="dist/Qwixx Desktop.app"
"$app/Contents/MacOS/qwixx-desktop" --self-test
version="$(.venv/bin/python -c 'import qwixx_desktop; print(qwixx_desktop.__version__)')"
/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$app/Contents/Info.plist"
ditto -c -k --keepParent "$app" "dist/qwixx-desktop-$version-macos.zip"
echo "Built dist/qwixx-desktop-$version-macos.zip"
