#!/usr/bin/env bash
# Install the newest dist/qwixx-desktop_*.deb on this machine, check what it installed, run the
# launcher's self-test (offscreen) and a real start on a virtual X server (xcb, the platform a
# Linux desktop uses), then remove the package again, also when a check fails.
#
#   bash packaging/linux/check-deb.sh [--screenshot FILE]   (make deb-check)
#
# --screenshot FILE also keeps the app open on the virtual screen for a few seconds and saves
# the whole screen to FILE (needs ImageMagick's `import`). Run as root or with sudo.
set -euo pipefail
cd "$(dirname "$0")/../.."
screenshot=""
if [ "${1:-}" = "--screenshot" ]; then screenshot="$(realpath -m "${2:?a file name}")"; fi
deb="$(ls dist/qwixx-desktop_*_amd64.deb 2>/dev/null | sort -V | tail -n 1)"
[ -n "$deb" ] || { echo "no dist/qwixx-desktop_*_amd64.deb: run make deb" >&2; exit 1; }
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
if dpkg-query -W -f='${Status}' qwixx-desktop 2>/dev/null | grep -q "install ok installed"; then
  echo "qwixx-desktop is installed already; remove it first (apt-get remove qwixx-desktop)" >&2
  exit 1
fi
app_id="$(python3 -c 'import sys; sys.path.insert(0, "."); import qwixx_desktop as q; print(q.APP_ID)')"
# Where the package puts the bundle, as build_deb.py says (/usr/lib/qwixx-desktop).
app_dir="$(python3 -B -c 'import sys; sys.path.insert(0, "packaging/linux"); import build_deb; print(build_deb.INSTALL_DIR)')"
home="$(mktemp -d)"  # the app's data and settings during the checks, never a real user's
remove() {
  echo "== removing the package"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get remove -y -qq qwixx-desktop >/dev/null
  rm -rf "$home"
  dpkg-query -W -f='${Status}' qwixx-desktop 2>/dev/null | grep -q "install ok installed" \
    && { echo "FAIL: still installed" >&2; exit 1; }
  [ ! -e "$app_dir" ] && [ ! -e /usr/bin/qwixx-desktop ] \
    || { echo "FAIL: files left behind" >&2; exit 1; }
  echo "ok   removed, nothing left in $app_dir or /usr/bin"
}
trap remove EXIT

echo "== installing $deb"
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "./$deb" >/dev/null
for file in /usr/bin/qwixx-desktop "$app_dir/qwixx-desktop" \
    "/usr/share/applications/$app_id.desktop" "/usr/share/metainfo/$app_id.metainfo.xml" \
    "/usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
    "/usr/share/icons/hicolor/48x48/apps/$app_id.png" \
    "/usr/share/icons/hicolor/256x256/apps/$app_id.png"; do
  [ -e "$file" ] || { echo "FAIL: $file is missing" >&2; exit 1; }
done
echo "ok   installed files in place"
# The man page and the changelog, read from the package itself: dpkg may be told to leave
# documentation out (path-exclude in /etc/dpkg/dpkg.cfg.d/, as minimal images are).
version="$(dpkg-deb --field "$deb" Version)"
man_page=usr/share/man/man6/qwixx-desktop.6.gz
changelog=usr/share/doc/qwixx-desktop/changelog.gz
dpkg-deb --fsys-tarfile "$deb" | tar -xf - -C "$home" "./$man_page" "./$changelog"
logged="$(zcat "$home/$changelog" | dpkg-parsechangelog -l- -S Version)"
[ "$logged" = "$version" ] \
  || { echo "FAIL: $changelog says $logged, the package is $version" >&2; exit 1; }
problems="$(MANWIDTH=80 man --warnings -l "$home/$man_page" 2>&1 >/dev/null)"
[ -z "$problems" ] || { echo "$problems"; echo "FAIL: man $man_page" >&2; exit 1; }
rm -rf "${home:?}/usr"
echo "ok   /$man_page renders; /$changelog is of version $version"
[ -s /var/lib/dpkg/info/qwixx-desktop.md5sums ] \
  || { echo "FAIL: the package has no md5sums" >&2; exit 1; }
changed="$(dpkg --verify qwixx-desktop)"
[ -z "$changed" ] || { echo "$changed"; echo "FAIL: dpkg --verify" >&2; exit 1; }
echo "ok   dpkg --verify: every installed file matches the package's md5sums"
desktop-file-validate "/usr/share/applications/$app_id.desktop"
appstreamcli validate --no-net --no-color "/usr/share/metainfo/$app_id.metainfo.xml" >/dev/null
echo "ok   installed .desktop and metainfo validate"
command="$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "/usr/share/applications/$app_id.desktop")"
echo "ok   the launcher's command: $(command -v "$command")"
echo "ok   $("$command" --version)"

echo "== self-test of the installed app"
QWIXX_DESKTOP_HOME="$home" QT_QPA_PLATFORM=offscreen "$command" --self-test

echo "== a real start on a virtual X server (xcb)"
if ! command -v xvfb-run >/dev/null; then
  echo "xvfb-run is missing: bash scripts/system-deps.sh --check-deb" >&2; exit 1
fi
output="$(env -u QT_QPA_PLATFORM QWIXX_DESKTOP_HOME="$home" timeout 60 \
  xvfb-run -a -s "-screen 0 1400x900x24" "$command" --startup-probe 2>&1)" \
  || { echo "$output"; echo "FAIL: the app did not start on X" >&2; exit 1; }
grep -q "window painted" <<<"$output" || { echo "$output"; echo "FAIL: no window" >&2; exit 1; }
echo "ok   window painted on X11 (xcb)"
if [ -n "$screenshot" ]; then
  env -u QT_QPA_PLATFORM QWIXX_DESKTOP_HOME="$home" timeout 60 \
    xvfb-run -a -s "-screen 0 1400x900x24" bash -c \
    "\"$command\" & app=\$!; sleep 6; import -window root \"$screenshot\"; kill \$app; wait \$app || true"
  echo "ok   screenshot of the virtual screen: $screenshot"
fi
