#!/usr/bin/env bash
# Install the Debian packages the app and its tests need, only those missing.
#   --packaging   also the tools `make package`/`make deb` use (and Qt's Wayland libraries,
#                 so the .deb's dependency check can see every library the bundle links)
#   --check-deb   also what packaging/linux/check-deb.sh uses (a virtual X server, screenshots,
#                 man and dpkg-parsechangelog for the man page and the changelog)
set -euo pipefail
packages=(
  libegl1 libgl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libdbus-1-3 libglib2.0-0
  libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
  libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libpulse0 poppler-utils
)
for option in "$@"; do
  case "$option" in
    --packaging) packages+=(binutils dpkg desktop-file-utils appstream
                            libwayland-client0 libwayland-cursor0 libwayland-egl1) ;;
    --check-deb) packages+=(xvfb xauth imagemagick man-db dpkg-dev) ;;
    *) echo "unknown option: $option" >&2; exit 2 ;;
  esac
done
# Elsewhere (Fedora, Arch, macOS) there is no apt-get to ask: say what is wanted and go on, so
# that `make run` and `make test` still set up the venv (PySide6's wheels bring Qt itself).
if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
  echo "scripts/system-deps.sh: no dpkg-query/apt-get here, so nothing is installed; if Qt" \
    "cannot start, install with your package manager: ${packages[*]}" >&2
  exit 0
fi
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
