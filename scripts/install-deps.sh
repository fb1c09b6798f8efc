#!/usr/bin/env bash
# Installs the Debian packages Flick needs, only those missing.
# usage: scripts/install-deps.sh          # build and run: Xlib, MIT-SHM, XInput 2, RandR, XFixes (a compositor
#                                         appearing or leaving), Cairo, Pango, gdk-pixbuf
#                                         (PNG, JPEG, GIF, TIFF and WebP pictures), DejaVu fonts, ATK and
#                                         atk-bridge (the accessibility bridge to AT-SPI), GIO (the settings portal)
#        scripts/install-deps.sh --test   # and what the tests need: Xvfb, xauth, xdotool, setxkbmap, xclip, ImageMagick, valgrind,
#                                         metacity (a GNOME window manager, for the window decorations),
#                                         desktop-file-validate, and for the accessibility tests a D-Bus
#                                         daemon, the AT-SPI bus and registry (at-spi2-core) and pyatspi,
#                                         and XFixes (libxfixes3, read by a test for the pointer's shape)
set -euo pipefail

missing=()
need_pc() { pkg-config --exists "$1" 2>/dev/null || missing+=("$2"); }
need_cmd() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }
need_file() { [ -e "$1" ] || missing+=("$2"); }
need_deb() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed" || missing+=("$1"); }

need_cmd pkg-config pkg-config
need_pc x11 libx11-dev
need_pc xext libxext-dev
need_pc xi libxi-dev
need_pc xrandr libxrandr-dev
need_pc xfixes libxfixes-dev
need_pc cairo libcairo2-dev
need_pc pangocairo libpango1.0-dev
need_pc gdk-pixbuf-2.0 libgdk-pixbuf-2.0-dev
need_pc atk libatk1.0-dev
need_pc atk-bridge-2.0 libatk-bridge2.0-dev
need_pc gio-2.0 libglib2.0-dev
need_deb webp-pixbuf-loader
need_file /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf fonts-dejavu-core
if [ "${1:-}" = "--test" ]; then
  need_cmd Xvfb xvfb
  need_cmd xauth xauth
  need_cmd xdotool xdotool
  need_cmd setxkbmap x11-xkb-utils
  need_cmd xclip xclip
  need_cmd import imagemagick
  need_cmd xwininfo x11-utils
  need_cmd metacity metacity
  need_cmd valgrind valgrind
  need_cmd desktop-file-validate desktop-file-utils
  need_cmd dbus-daemon dbus-daemon
  need_file /usr/libexec/at-spi-bus-launcher at-spi2-core
  need_deb python3-pyatspi
  need_deb libxfixes3
fi

[ ${#missing[@]} -eq 0 ] && exit 0

# imagemagick may be shadowed by a stand-in 'import'; make sure the real one is there.
echo "Installing missing packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "error: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
