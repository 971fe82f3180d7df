#!/usr/bin/env bash
# End to end: a device taller than the screen, as Simulator shows it. Under Xvfb at 1920 x 1200 the
# 12.9-inch iPad (1024 x 1366 pt) opens scaled to fit the screen (900 x 1200, 88 %), keeping its
# size in points (the state lines say 1024 x 1366 throughout); S saves its full 2048 x 2732 pixels;
# a drag moves the content by the finger's travel in device points (window points / zoom); Ctrl+1 (physical size at the
# screen's ~100 dpi: 775 x 1034), Ctrl+2 (point accurate: 1024 x 1366) and Ctrl+3 (fit screen again)
# change the window's size; resizing the scaled window changes the zoom, not the device.
# Usage: scripts/e2e-window-zoom.sh [path/to/scroll-lab]  (E2E_KEEP=DIR keeps the screenshots there)
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup e2e-zoom "${1:-.build/debug/scroll-lab}"

# The window's "W H X Y".
geometry() {
    e2e_xdo getwindowgeometry "$window" >geometry.txt
    local size position
    size=$(sed -n 's/.*Geometry: \([0-9]*\)x\([0-9]*\).*/\1 \2/p' geometry.txt)
    position=$(sed -n 's/.*Position: \(-\{0,1\}[0-9]*\),\(-\{0,1\}[0-9]*\).*/\1 \2/p' geometry.txt)
    echo "$size $position"
}
keep() { if [ -n "${E2E_KEEP:-}" ]; then mkdir -p "$E2E_KEEP" && import -window root "$E2E_KEEP/$1"; fi; }
# Waits up to 5 s for the window to take size $1 (W H) after a zoom key.
wait_for_size() {
    for _ in $(seq 50); do
        read -r w h _ _ <<<"$(geometry)"
        [ "$w $h" = "$1" ] && return 0
        sleep 0.1
    done
    fail "$2: the window is $w x $h, not $1"
}

e2e_start_xvfb 1920x1200x24
cd "$work"

SDL_RENDER_DRIVER=software "$bin" run --device ipad-pro-12.9 --scene list --states states.jsonl >stdout 2>stderr &
app=$!
window=$(e2e_find_window) || fail "no window ($(cat stderr))"
sleep 1
xdotool windowfocus "$window" 2>xdotool.log || true
read -r w h x y <<<"$(geometry)"
[ "$w $h" = "900 1200" ] || fail "the fitted iPad is $w x $h, not 900 x 1200"
[ "$x" -ge 0 ] && [ "$y" -ge 0 ] && [ $((x + w)) -le 1920 ] && [ $((y + h)) -le 1200 ] \
    || fail "the window at $x,$y ($w x $h) is not on the 1920 x 1200 screen"
name=$(e2e_xdo getwindowname "$window")
[[ "$name" == *"88 %"* ]] || fail "the title does not say the zoom: $name"
keep fitted.png

# A slow drag of 300 window points up, held still before the release (no fling).
e2e_xdo mousemove --window "$window" 450 900
sleep 0.2
steps=(mousedown 1)
for yy in $(seq 880 -20 600); do steps+=(mousemove --window "$window" 450 "$yy" sleep 0.02); done
e2e_xdo "${steps[@]}"
sleep 0.4
e2e_xdo mouseup 1
sleep 0.5

e2e_xdo key s
shot=$(e2e_wait_for_output "screenshot" 20 0) || fail "S wrote no screenshot"
size=$(identify -format '%w %h' "$shot")
[ "$size" = "2048 2732" ] || fail "S saved $size, not the iPad's 2048 x 2732 pixels"

e2e_xdo key ctrl+1
wait_for_size "775 1034" "Ctrl+1 (physical size)"
keep physical.png
e2e_xdo key ctrl+2
wait_for_size "1024 1366" "Ctrl+2 (point accurate)"
keep point-accurate.png
e2e_xdo key ctrl+3
wait_for_size "900 1200" "Ctrl+3 (fit screen)"
keep fit-screen.png

# Scaled, a resize changes the zoom: the device keeps 1024 x 1366.
e2e_xdo windowsize "$window" 700 1000
sleep 1
name=$(e2e_xdo getwindowname "$window")
[[ "$name" == *"68 %"* ]] || fail "resized to 700 x 1000 the title says $name, not 68 %"
keep resized.png
kill -TERM "$app"
wait "$app" || fail "the window did not exit cleanly"
app=""

python3 - states.jsonl <<'PY' || fail "the state lines do not keep the iPad's size or the drag's travel"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert lines, "no state lines"
sizes = {(l["viewportWidth"], l["viewportHeight"]) for l in lines}
assert sizes == {(1024, 1366)}, f"viewports {sizes}"
start = lines[0]["offsetY"]
travel = max(l["offsetY"] for l in lines) - start
# The pan starts at the first move, 20 window points from the press, past the 10 pt slop; the 280 window
# points after it are 318.7 device points at 1200/1366 (at 100 % the content would move 280).
assert abs(travel - 280 * 1366 / 1200) < 1, f"the drag moved the content {travel:.1f} pt"
print(f"e2e-zoom: {len(lines)} frames at 1024 x 1366, the drag moved {travel:.1f} pt")
PY
echo "e2e-zoom: window zoom test passed"
