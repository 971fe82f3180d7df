#!/usr/bin/env bash
# End to end: the paused timeline's loop range and zoom, under Xvfb, driven with xdotool.
# Flicks the list and pauses it while it moves; ← 25 times and [ set the in point, → 20 times and ]
# the out point. L saves the range: `replay` of that trace gives exactly the range's 21 frames, from
# the in point (25 frames before the pause's: at 60 Hz the end of the drag and the fling after the
# release, at 120 Hz the fling alone, so that the list moves over it) to the out point. P plays the
# loop: six screenshots (S) at uneven moments are frames of the range, pixel for pixel `replay`'s, and
# not all one; P stops it, and the window then stands still. Z zooms the strip to the flick. V exports the range: 21 frames.
# `run --replay` of L's trace opens on the in point and plays to the out point, not past it. On the
# 120 Hz iPhone 15 Pro Max the range's frames are replay's frames at 120 fps.
# Window screenshots of the strip with the range and the zoom at 390, 320 and 430 pt wide.
# Usage: scripts/e2e-window-loop.sh [path/to/scroll-lab]  (E2E_KEEP=DIR keeps the screenshots there)
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
back=25   # ← presses from the paused frame to the in point
e2e_setup e2e-loop "${1:-.build/debug/scroll-lab}"
# S: the frame shown, scene alone; prints its path.
screenshot() {
    local before
    before=$(e2e_stdout_lines)
    e2e_xdo key s
    e2e_wait_for_output "screenshot" 10 "$before" || fail "S saved no screenshot"
}

# Opens the list ($@: more options for `run`) in a window of $1 points (WIDTHxHEIGHT), flicks it
# up from 144 pt above its bottom, pauses it while it moves, and sets the loop range from $back frames
# before the paused one to 20 after that; saves the window then as strip-range-WIDTH.png.
flick_and_set_range() {
    local size=$1 steps=(mousedown 1) x y
    shift
    SDL_RENDER_DRIVER=software "$bin" run --scene list "$@" >stdout 2>stderr &
    app=$!
    window=$(e2e_find_window) || fail "no window ($(cat stderr))"
    e2e_xdo windowsize "$window" "${size%x*}" "${size#*x}"
    sleep 3               # the first frame's "? for help" goes
    e2e_xdo windowfocus "$window"
    x=$((${size%x*} / 2)) y=$((${size#*x} - 144))
    e2e_xdo mousemove --window "$window" "$x" "$y"
    sleep 0.1
    for y in $(seq $((y - 16)) -16 $((y - 384))); do steps+=(mousemove --window "$window" "$x" "$y" sleep 0.008); done
    e2e_xdo "${steps[@]}" mouseup 1 sleep 0.3 key p
    sleep 1
    for _ in $(seq "$back"); do e2e_xdo key Left; done
    e2e_xdo key bracketleft
    for _ in $(seq 20); do e2e_xdo key Right; done
    e2e_xdo key bracketright
    sleep 4               # the notes ("In", "Out") go
    import -window "$window" "strip-range-${size%x*}.png"
}

# saved_range(PATH) in Python: the loop range (from=, until=) a trace saved by L names, and the time
# of the pause after it.
cat >"$work/saved_range.py" <<'PY'
import json, re
def saved_range(path):
    text = open(path).read()
    header = text.splitlines()[0]
    start = float(re.search(r" from=([0-9.e-]+)", header).group(1))
    end = float(re.search(r" until=([0-9.e-]+)", header).group(1))
    events = [json.loads(l) for l in text.splitlines() if l.strip() and not l.startswith("#")]
    pause = [e["t"] for e in events if e["type"] == "speed" and e["scale"] == 0][-1]
    return start, end, pause
PY

# Checks that trace $1 saved by L replays (its states in $2, at $3 frames a second: the device's
# refresh rate) to exactly the range set: from $back frames before the paused one to 20 after that, over
# which the list moves (frames of a list at rest would look alike, and the loop's shots could not tell
# them apart).
check_range() {
    PYTHONPATH="$work" python3 - "$1" "$2" "$3" "$back" <<'PY' || fail "the saved range does not replay to the range set at $3 fps"
import json, math, sys
from saved_range import saved_range
fps = float(sys.argv[3])
start, end, pause = saved_range(sys.argv[1])
states = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
frames = [s["frame"] for s in states]
first = math.ceil(pause * fps - 1e-9) - int(sys.argv[4])   # the first ← shows the frame before the paused one
assert round(start * fps) == first, f"in point at frame {start * fps}, not {first} (paused at {pause} s)"
assert round(end * fps) == first + 20, f"out point at frame {end * fps}, not {first + 20}"
assert frames == list(range(first, first + 21)), f"the replay gives frames {frames[:3]}…{frames[-3:]}, not {first}…{first + 20}"
assert all(abs(s["t"] - f / fps) < 1e-3 for s, f in zip(states, frames)), "frame times"
offsets = [s["offsetY"] for s in states]
assert len(set(offsets)) > 15, f"the list stands still over the range (offsets {offsets[0]}…{offsets[-1]}, {len(set(offsets))} distinct)"
print(first, first + 20, len(frames))
PY
}

e2e_start_xvfb 1280x1024x24
cd "$work"

flick_and_set_range 390x844 --capture-scale 1
before=$(e2e_stdout_lines)
e2e_xdo key l
saved=$(e2e_wait_for_output "saved the loop range" 10 "$before") || fail "L did not save the loop range"

# The range's frames: the replay of the saved trace, from its header's from= to its until=.
"$bin" replay "$saved" --frames range --scale 1 >states.jsonl 2>replay.log || fail "the range did not replay: $(tail -n 1 replay.log)"
check_range "$saved" states.jsonl 60 >range.txt
read -r in_frame out_frame count <range.txt

# P plays the loop: screenshots of the frame shown at uneven moments are frames of the range, and not
# all the same one (a range of 21 frames lasts 0.35 s, so two shots can land on the same frame by
# chance: six are taken, at uneven gaps).
e2e_xdo key p
sleep 0.5
shots=()
for gap in 0.05 0.13 0.08 0.21 0.11 0.17; do
    shots+=("$(screenshot)")
    import -window "$window" "loop-${#shots[@]}.png"
    sleep "$gap"
done
e2e_xdo key p
sleep 0.5
import -window "$window" stopped-a.png
sleep 0.5
import -window "$window" stopped-b.png
[ "$(for shot in loop-*.png; do e2e_pixels "$shot"; done | sort -u | wc -l)" -gt 1 ] \
    || fail "the window did not change while the loop played"
[ "$(e2e_pixels stopped-a.png)" = "$(e2e_pixels stopped-b.png)" ] || fail "the window changed after P stopped the loop"
frame_of() {
    local target frame
    target=$(e2e_pixels "$1")
    for frame in range/*.png; do
        [ "$(e2e_pixels "$frame")" = "$target" ] && { basename "$frame" .png | grep -o '[0-9]*$'; return 0; }
    done
    return 1
}
shown=()
for shot in "${shots[@]}"; do
    shown+=("$(frame_of "$shot")") || fail "the loop showed a frame that is no frame of the range ($shot)"
done
[ "$(printf '%s\n' "${shown[@]}" | sort -u | wc -l)" -gt 1 ] \
    || fail "the loop showed frame $((10#${shown[0]})) every time"

# Z: the strip spans the flick; V: the range as a video.
e2e_xdo key z
sleep 0.5
import -window "$window" strip-zoom-390.png
e2e_xdo key z
sleep 0.3
[ "$(e2e_pixels strip-zoom-390.png)" != "$(e2e_pixels stopped-b.png)" ] || fail "Z changed nothing"
before=$(e2e_stdout_lines)
e2e_xdo key v
video=$(e2e_wait_for_output "video" 120 "$before") || fail "V did not export a video ($(tail -n 1 stderr))"
frames=$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$video") \
    || fail "ffprobe cannot read $video"
[ "$frames" = "$count" ] || fail "the video has $frames frames, the range $count"

kill -TERM "$app"
wait "$app" || fail "the window did not exit cleanly"
app=""

# `run --replay` of L's trace honours its header as `replay` does: the window opens on the in point
# (the input before it played at once, unseen), shows `replay`'s states there, and plays to the out
# point; what came after it (the release, the pause) is left out: a press held there is cancelled
# and the list rests where replay's range ends, in the user's window.
SDL_RENDER_DRIVER=software "$bin" run --replay "$saved" --states played.jsonl >stdout 2>stderr &
app=$!
window=$(e2e_find_window) || fail "no window for run --replay ($(cat stderr))"
sleep 3
kill -TERM "$app"
wait "$app" || fail "the window of run --replay did not exit cleanly"
app=""
[ ! -s stderr ] || fail "run --replay said: $(cat stderr)"
"$bin" replay "$saved" --fps 1000 >fine.jsonl 2>replay.log || fail "the range did not replay at 1000 fps: $(tail -n 1 replay.log)"
PYTHONPATH="$work" python3 - "$saved" played.jsonl fine.jsonl >played.txt <<'PY' || fail "run --replay did not play the saved range"
import json, sys
from saved_range import saved_range
start, end, pause = saved_range(sys.argv[1])
played = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
fine = {round(s["t"] * 1000): s for s in (json.loads(l) for l in open(sys.argv[3]) if l.strip())}
first = played[0]["t"]
assert start <= first < start + 0.5, f"the window opened at t = {first:.3f} s, not on the in point ({start:.3f} s)"
# In the range the window shows replay's states: each offset within 1 pt of the span of replay's
# offsets 1 ms either side (a frame of replay applies an input within its rounding of the time).
def gap(state):
    k = round(state["t"] * 1000)
    near = [fine[j]["offsetY"] for j in (k - 1, k, k + 1) if j in fine]
    return max(0, min(near) - state["offsetY"], state["offsetY"] - max(near))
inside = [s for s in played if s["t"] <= end and round(s["t"] * 1000) in fine]
gaps = [gap(s) for s in inside]
assert all(g <= 1 for g in gaps), f"offsets {max(gaps):.2f} pt from replay's in the range"
# After it the press held there (replay's last state has the pointer down) is cancelled, with no
# fling, and the list rests where replay's range ends; a release before the out point leaves the list
# coasting on past the pause, which is not played. Either way what came after until= is left out.
last = fine[max(fine)]
after = [s for s in played if s["t"] > end + 0.05]
assert len(after) > 10, f"only {len(after)} frames after the out point"
assert not any(s["pointerDown"] for s in after), "the trace's press is still held after the out point"
if last["pointerDown"]:
    moved = max(abs(s["offsetY"] - last["offsetY"]) for s in after)
    assert moved <= 1, f"after the out point the list moved {moved:.1f} pt from {last['offsetY']} (replay's at the out point): the input after until= was played"
    outcome = f"rested at replay's {last['offsetY']} pt (the press held at the out point cancelled)"
else:
    coasting = {s["offsetY"] for s in after if s["t"] > pause + 0.2}
    assert len(coasting) > 1, f"the list stood still after the pause's time: the pause after until= was played"
    outcome = f"coasted on past the pause's time (the release came before the out point)"
print(f"{first:.3f} {start:.3f} {end:.3f} {len(inside)} {max(gaps, default=0):.2f} {len(after)} {pause:.3f} {outcome}")
PY
read -r played_first played_from played_until played_inside played_gap played_after played_pause played_outcome <played.txt

# On the 120 Hz iPhone 15 Pro Max the timeline steps 1/120 s a frame, as `replay` numbers its frames
# there (at the device's rate) and a bug report does: the same keys set a range of 21 frames of
# 1/120 s, and the replay of L's trace gives exactly those frame numbers.
flick_and_set_range 430x932 --device iphone-15-pro-max --capture-scale 1
before=$(e2e_stdout_lines)
e2e_xdo key l
saved=$(e2e_wait_for_output "saved the loop range" 10 "$before") || fail "L did not save the loop range at 120 Hz"
kill -TERM "$app"
wait "$app" || fail "the window did not exit cleanly"
app=""
"$bin" replay "$saved" >states-120.jsonl 2>replay.log || fail "the 120 Hz range did not replay: $(tail -n 1 replay.log)"
check_range "$saved" states-120.jsonl 120 >range-120.txt
read -r in_120 out_120 count_120 <range-120.txt

# The strip with the range, then zoomed, in narrow and wide windows (sized before the flick: a frame
# of the timeline keeps the viewport it was replayed at): the texts must stay whole (looked at).
for size in 320x693 430x932; do
    flick_and_set_range "$size"
    e2e_xdo key z
    sleep 0.5
    import -window "$window" "strip-zoom-${size%x*}.png"
    kill -TERM "$app"
    wait "$app" || fail "the window did not exit cleanly"
    app=""
done
list=""
for frame in "${shown[@]}"; do list+=" $((10#$frame))"; done
echo "e2e-loop: range frames $in_frame…$out_frame ($count) replayed from L's trace and in V's video; the loop showed frames$list"
echo "e2e-loop: at 120 Hz the range is replay's frames $in_120…$out_120 ($count_120) at 120 fps"
echo "e2e-loop: run --replay of L's trace opened at t = $played_first s (from=$played_from), $played_inside frames in the range within $played_gap pt of replay's; in $played_after frames after the out point the list $played_outcome, the pause at $played_pause s not played"
if [ -n "${E2E_KEEP:-}" ]; then mkdir -p "$E2E_KEEP" && cp strip-*.png loop-*.png "${shots[@]}" "$E2E_KEEP"/; fi
echo "e2e-loop: window loop range test passed"
