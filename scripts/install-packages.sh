#!/usr/bin/env bash
# Installs the named Debian packages that are missing (apt-get, through sudo when not root).
# On macOS it installs SDL2 and ffmpeg with Homebrew instead; elsewhere it only checks.
set -euo pipefail
if [ "$(uname)" = Darwin ]; then
    command -v brew >/dev/null || { echo "install Homebrew, then: brew install sdl2 sdl2_ttf sdl2_image ffmpeg" >&2; exit 1; }
    brew list sdl2 sdl2_ttf sdl2_image ffmpeg >/dev/null 2>&1 || brew install sdl2 sdl2_ttf sdl2_image ffmpeg
    exit 0
fi
missing=()
for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
command -v apt-get >/dev/null || { echo "missing packages: ${missing[*]} (no apt-get here: install them by hand)" >&2; exit 1; }
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
