#!/usr/bin/env bash
# End to end: capture from the real window under Xvfb, driven with xdotool.
# Scrolls the list, presses R, flicks, pages back with Shift+Space, presses R again: the trace (which
# holds everything since the scene loaded) replays headless to within 1 pt of where the window ended,
# with the modifier in it. Then L saves the last 30 s and V exports an MP4 (read back with ffprobe);
# P, ← and a click on the timeline strip show earlier frames without moving the live window; and
# switching to scene 2 and back to 1 keeps the first scene's --set options.
# Usage: scripts/e2e-window-capture.sh [path/to/scroll-lab]  (E2E_KEEP=DIR keeps the captures there)
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup e2e-capture "${1:-.build/debug/scroll-lab}"
# Waits up to $2 seconds for a line of the window's standard output that contains $1, and prints
# the path at its end.
wait_for_output() {
    for _ in $(seq $(($2 * 10))); do
        line=$(grep -F "$1" "$work/stdout" | tail -n 1 || true)
        [ -n "$line" ] && { echo "${line##* }"; return 0; }
        sleep 0.1
    done
    return 1
}
# A drag of 24 steps of $2 pt from y = $1, $3 s apart (one xdotool process, so no pause before the release).
drag() {
    local y=$1 steps=(mousedown 1)
    xdotool mousemove --window "$window" 195 "$y"
    sleep 0.1
    for _ in $(seq 24); do
        y=$((y - $2))
        steps+=(mousemove --window "$window" 195 "$y" sleep "$3")
    done
    xdotool "${steps[@]}" mouseup 1
}

e2e_start_xvfb 1280x1024x24
cd "$work"

SDL_RENDER_DRIVER=software "$bin" run --scene list --states states.jsonl >stdout 2>stderr &
app=$!
window=$(e2e_find_window) || fail "no window ($(cat stderr))"
sleep 0.5
xdotool windowfocus "$window" 2>xdotool.log || true
drag 700 8 0.03           # a slow scroll: about 270 pt/s, held to the end, so it stops where it is
sleep 1
xdotool key r
recording=$(wait_for_output "recording to" 5) || fail "R did not start a recording"
sleep 0.3
drag 700 16 0.008         # a flick
sleep 4
xdotool key shift+space
sleep 1.5
xdotool key r
wait_for_output "recorded" 5 >recorded.txt || fail "R did not stop the recording"
xdotool key l
saved=$(wait_for_output "saved the last" 5) || fail "L did not save the last 30 s"
xdotool key v
video=$(wait_for_output "video" 120) || fail "V did not export a video ($(tail -n 1 stderr))"
# The timeline: pause, step back, click the strip's left end: the live window does not move.
xdotool key p
sleep 0.3
for _ in $(seq 30); do xdotool key Left; done
sleep 0.3
import -window root paused-step.png
xdotool mousemove --window "$window" 40 800 click 1
sleep 0.5
import -window root paused-seek.png
xdotool key p
sleep 0.3
kill -TERM "$app"
wait "$app" || fail "the window did not exit cleanly"
app=""

"$bin" replay "$recording" --states replayed.jsonl || fail "the recording did not replay"
"$bin" replay "$saved" --states saved.jsonl || fail "the saved 30 s did not replay"
python3 - states.jsonl replayed.jsonl saved.jsonl "$recording" <<'PY' || fail "the recording does not replay to the window"
import json, sys
window = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
replayed = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
saved = [json.loads(l) for l in open(sys.argv[3]) if l.strip()]
trace = open(sys.argv[4]).read()
end = window[-1]["offsetY"]
assert max(l["offsetY"] for l in window) - window[0]["offsetY"] > 400, "the list did not scroll"
assert '"modifiers": ["shift"]' in trace, "Shift+Space was not recorded with its modifier"
for name, lines in (("recording", replayed), ("last 30 s", saved)):
    difference = abs(lines[-1]["offsetY"] - end)
    print(f"e2e-capture: the {name} replays to {lines[-1]['offsetY']:.4f} pt, the window ended at {end:.4f} pt")
    assert difference <= 1, f"{name}: {difference:.2f} pt apart"
assert replayed[0]["t"] > 1, f"the recording's output starts at {replayed[0]['t']} s, not where R was pressed"
PY
ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,pix_fmt,width,height,r_frame_rate \
    -show_entries format=duration -of compact "$video" >probe.txt || fail "ffprobe cannot read $video"
grep -q "codec_name=h264" probe.txt || fail "the video is not H.264: $(cat probe.txt)"
echo "e2e-capture: video $(head -n 1 probe.txt)"
if [ -n "${E2E_KEEP:-}" ]; then mkdir -p "$E2E_KEEP" && cp -r captures paused-*.png states.jsonl probe.txt "$E2E_KEEP"/; fi

# Scene 2, then 1: the list keeps its --set options.
SDL_RENDER_DRIVER=software "$bin" run --scene list --set rows=5 --states switch.jsonl >stdout 2>stderr &
app=$!
window=$(e2e_find_window) || fail "the second window did not appear"
sleep 0.5
xdotool windowfocus "$window" 2>xdotool.log || true
xdotool key 2
sleep 0.5
xdotool key 1
sleep 0.5
kill -TERM "$app"
wait "$app" || fail "the switching window did not exit cleanly"
app=""
python3 - switch.jsonl <<'PY' || fail "scene options were lost on the way back"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
scenes = [l["scene"] for l in lines]
assert "expandable-bar" in scenes and scenes[-1] == "list", scenes[-1]
first, last = lines[0], lines[-1]
assert first["contentHeight"] == last["contentHeight"] < 1000, (first["contentHeight"], last["contentHeight"])
print(f"e2e-capture: back on the list with its 5 rows ({last['contentHeight']:.0f} pt of content)")
PY
echo "e2e-capture: window capture test passed"
