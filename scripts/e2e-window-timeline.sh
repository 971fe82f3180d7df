#!/usr/bin/env bash
# End to end: the paused timeline counts the scene's time, under Xvfb, driven with xdotool.
# Flicks the list and presses P while it still moves, then waits 30 s: the window does not change
# while it waits (the strip's times and ticks stay where they are). S saves the paused frame; ← ten
# times and S again save the tenth frame before it, which must be `replay`'s frame of the saved
# trace 10 frames before the pause, pixel for pixel, and not the paused one. L and V after the wait
# cover the scene's time before the pause: the trace ends at the pause and its `from` lies before the
# flick; the video is no longer than the scene ran.
# Usage: scripts/e2e-window-timeline.sh [path/to/scroll-lab]  (E2E_KEEP=DIR keeps the screenshots there)
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup e2e-timeline "${1:-.build/debug/scroll-lab}"

e2e_start_xvfb 1280x1024x24
cd "$work"

# S at the window's own 1x, the scale the replay below draws its frames at.
SDL_RENDER_DRIVER=software "$bin" run --scene list --capture-scale 1 >stdout 2>stderr &
app=$!
window=$(e2e_find_window) || fail "no window ($(cat stderr))"
sleep 3                   # the first frame's "? for help" goes
xdotool windowfocus "$window" 2>xdotool.log || true
xdotool mousemove --window "$window" 195 700
sleep 0.1
steps=(mousedown 1)
for y in $(seq 684 -16 316); do steps+=(mousemove --window "$window" 195 "$y" sleep 0.008); done
xdotool "${steps[@]}" mouseup 1 sleep 0.3 key p
sleep 4
import -window root waited-4s.png
sleep 26
import -window root waited-30s.png
before=$(e2e_stdout_lines)
xdotool key s
live=$(e2e_wait_for_output "screenshot" 10 "$before") || fail "S saved no screenshot"
for _ in $(seq 10); do xdotool key Left; done
sleep 1
import -window root stepped-back.png
before=$(e2e_stdout_lines)
xdotool key s
stepped=$(e2e_wait_for_output "screenshot" 10 "$before") || fail "S saved no screenshot of the frame shown"
before=$(e2e_stdout_lines)
xdotool key l
saved=$(e2e_wait_for_output "saved the last" 10 "$before") || fail "L did not save the last 30 s"
before=$(e2e_stdout_lines)
xdotool key v
video=$(e2e_wait_for_output "video" 120 "$before") || fail "V did not export a video ($(tail -n 1 stderr))"
kill -TERM "$app"
wait "$app" || fail "the window did not exit cleanly"
app=""

[ "$(e2e_pixels waited-4s.png)" = "$(e2e_pixels waited-30s.png)" ] || fail "the paused window changed while it waited"
python3 - "$saved" >pause.txt <<'PY' || fail "the saved trace does not end at the pause"
import json, sys
lines = open(sys.argv[1]).read().splitlines()
events = [json.loads(l) for l in lines if l.strip() and not l.startswith("#")]
pause = [e["t"] for e in events if e["type"] == "speed" and e["scale"] == 0][-1]
down = [e["t"] for e in events if e["type"] == "down"][0]
end = events[-1]
assert end["type"] == "wait" and abs(end["t"] - pause) < 1e-6, f"the trace ends at {end['t']} s, paused at {pause} s"
print(pause, down)
PY
read -r pause down <pause.txt
from=$(head -n 1 "$saved" | grep -o ' from=[0-9.e-]*' | cut -d= -f2 || true)
from=${from:-0}
python3 -c "import sys; sys.exit(0 if float('$from') <= float('$down') else 1)" \
    || fail "L's from= ($from s) lies after the flick ($down s)"
duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$video") || fail "ffprobe cannot read $video"
python3 -c "import sys; sys.exit(0 if float('$duration') <= float('$pause') + 0.1 else 1)" \
    || fail "the video lasts $duration s, the scene ran $pause s before the pause"

# The frame ← showed ten times back: the replay's frame (the timeline's first ← shows the frame
# before the paused one, the last at or before the pause's time minus one).
first=$(python3 -c "import math; print(math.ceil($pause * 60 - 1e-9) - 10)")
"$bin" replay "$saved" --frames frames --from "$(python3 -c "print(($first - 20) / 60)")" --scale 1 >replay.log 2>&1 \
    || fail "the saved trace did not replay: $(tail -n 1 replay.log)"
target=$(e2e_pixels "$stepped")
match=""
for frame in frames/*.png; do
    [ "$(e2e_pixels "$frame")" = "$target" ] && match="$frame"
done
[ -n "$match" ] || fail "the frame ← showed is no frame of the replay"
number=$(basename "$match" .png | grep -o '[0-9]*$')
[ "$((10#$number))" = "$first" ] || fail "← ten times showed frame $((10#$number)), not $first (10 before the pause at $pause s)"
[ "$(e2e_pixels "$live")" != "$target" ] || fail "← showed the paused frame"
echo "e2e-timeline: paused at $pause s (flick at $down s), L from $from s, video $duration s; ← ten times shows frame $first"
if [ -n "${E2E_KEEP:-}" ]; then mkdir -p "$E2E_KEEP" && cp waited-*.png stepped-back.png "$live" "$stepped" "$E2E_KEEP"/; fi
echo "e2e-timeline: window timeline test passed"
