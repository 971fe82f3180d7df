#!/usr/bin/env bash
# End to end: screenshots from the real window under Xvfb (a 1x display), driven with xdotool.
# S writes the scene at the simulated phone's pixel scale (the iPhone 14's 3x: 1170 x 2532), not the
# display's; Shift+S adds the guides (G) and the touch (K, a press held) the window shows, and only
# those: the two pictures differ at the touch and along the guides and nowhere else in the scene.
# `--capture-scale 1` gives 390 x 844.
# Usage: scripts/e2e-window-screenshot.sh [path/to/scroll-lab]  (E2E_KEEP=DIR keeps the two screenshots there)
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup e2e-screenshot "${1:-.build/debug/scroll-lab}"
# Waits up to $2 seconds for the $3-th line of the window's standard output containing $1 and prints
# the path at its end.
wait_for_path() {
    for _ in $(seq $(($2 * 10))); do
        line=$(grep -F "$1" "$work/stdout" | sed -n "${3}p" || true)
        [ -n "$line" ] && { echo "${line##* }"; return 0; }
        sleep 0.1
    done
    return 1
}
# Pixels that differ between two images (ImageMagick's absolute error count).
differing() {
    compare -metric AE "$1" "$2" null: 2>&1 >"$work/compare.log" | cut -d' ' -f1 || true
}

e2e_start_xvfb 1280x1024x24
cd "$work"

SDL_RENDER_DRIVER=software "$bin" run --scene list >stdout 2>stderr &
app=$!
window=$(e2e_find_window) || fail "no window ($(cat stderr))"
sleep 0.5
xdotool windowfocus "$window" 2>xdotool.log || true
e2e_xdo key g k
e2e_xdo mousemove --window "$window" 300 600 mousedown 1   # a touch held still: nothing moves
sleep 0.6
e2e_xdo key s
plain=$(wait_for_path "screenshot" 20 1) || fail "S wrote no screenshot"
e2e_xdo key shift+s
shown=$(wait_for_path "screenshot" 20 2) || fail "Shift+S wrote no screenshot"
e2e_xdo mouseup 1
kill -TERM "$app"
wait "$app" || fail "the window did not exit cleanly"
app=""

for shot in "$plain" "$shown"; do
    size=$(identify -format '%w %h' "$shot")
    [ "$size" = "1170 2532" ] || fail "$shot is $size, not the iPhone 14's 1170 x 2532 pixels"
done
# The touch: a 40 pt square around the press (at 3x), then the rest of the picture with it blanked.
touch_crop="-crop 120x120+840+1740"
convert "$plain" $touch_crop +repage plain-touch.png
convert "$shown" $touch_crop +repage shown-touch.png
at_touch=$(differing plain-touch.png shown-touch.png)
convert "$plain" -fill black -draw "rectangle 840,1740 959,1859" plain-rest.png
convert "$shown" -fill black -draw "rectangle 840,1740 959,1859" shown-rest.png
elsewhere=$(differing plain-rest.png shown-rest.png)
echo "e2e-screenshot: 1170 x 2532; with the overlays $at_touch pixels differ at the touch, $elsewhere elsewhere (guides)"
[ "$at_touch" -gt 2000 ] || fail "Shift+S shows no touch ($at_touch pixels differ there)"
[ "$elsewhere" -gt 1000 ] || fail "Shift+S shows no guides ($elsewhere pixels differ)"
[ "$(differing "$plain" "$plain")" = 0 ] || fail "compare is broken"
if [ -n "${E2E_KEEP:-}" ]; then mkdir -p "$E2E_KEEP" && cp "$plain" "$E2E_KEEP"/plain.png && cp "$shown" "$E2E_KEEP"/overlays.png; fi

# --capture-scale 1: the display's size, as before.
rm -rf captures
SDL_RENDER_DRIVER=software "$bin" run --scene list --capture-scale 1 >stdout 2>stderr &
app=$!
window=$(e2e_find_window) || fail "no second window ($(cat stderr))"
sleep 0.5
xdotool windowfocus "$window" 2>xdotool.log || true
e2e_xdo key s
one=$(wait_for_path "screenshot" 20 1) || fail "S wrote no screenshot at --capture-scale 1"
kill -TERM "$app"
wait "$app" || fail "the second window did not exit cleanly"
app=""
size=$(identify -format '%w %h' "$one")
[ "$size" = "390 844" ] || fail "--capture-scale 1 gave $size"
echo "e2e-screenshot: window screenshot test passed"
