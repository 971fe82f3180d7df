#!/usr/bin/env bash
# End to end: the real window under Xvfb, driven with xdotool.
# Starts Xvfb, opens the list scene with --states, drags a fling with the mouse, checks from the state
# lines that the list followed the drag and kept its momentum after the release, takes a screenshot,
# then sends SIGTERM and expects exit code 0. Also: Ctrl+Q, SIGINT, SIGKILL during a recording, wheel
# clicks recorded as one notch each, a recording onto a full disk ending with a whole line, and a window
# larger than 4096 pt showing and recording 4096.
# Usage: scripts/e2e-window.sh [path/to/scroll-lab]
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup e2e "${1:-.build/debug/scroll-lab}"
e2e_log="$work/states.jsonl"
e2e_start_xvfb 1280x1024x24

SDL_RENDER_DRIVER=software "$bin" run --scene list --states "$work/states.jsonl" --record "$work/recording.jsonl" \
    >"$work/stdout" 2>"$work/stderr" &
app=$!
window=$(e2e_find_window) || fail "no window titled ScrollLab appeared ($(cat "$work/stderr"))"
title=$(e2e_xdo getwindowname "$window")
case "$title" in *list*) ;; *) fail "the title '$title' does not name the scene" ;; esac
sleep 0.5

# A quick upward drag: 24 steps of 16 pt, about 10 ms apart (roughly 1,500 pt/s).
# One xdotool process plays the whole drag, so the release follows the last move at once (a pause of
# 50 ms or more before the release would rightly mean no fling).
e2e_xdo mousemove --window "$window" 195 700
sleep 0.1
drag=(mousedown 1)
y=700
for _ in $(seq 24); do
    y=$((y - 16))
    drag+=(mousemove --window "$window" 195 "$y" sleep 0.008)
done
e2e_xdo "${drag[@]}" mouseup 1
sleep 3.5
# The viewport follows the window's size.
e2e_xdo windowsize "$window" 430 900
sleep 0.5
import -window root "$work/shot.png" 2>"$work/import.log" || true
[ -n "${E2E_SCREENSHOT:-}" ] && cp "$work/shot.png" "$E2E_SCREENSHOT"

kill -TERM "$app"
code=0
wait "$app" || code=$?
app=""
[ "$code" -eq 0 ] || fail "SIGTERM gave exit code $code, expected 0"

python3 - "$work/states.jsonl" <<'PY' || fail "the state lines do not show a drag with momentum"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert lines, "no state lines"
start = lines[0]["offsetY"]
down = [l for l in lines if l["pointerDown"]]
assert down, "the pointer never went down"
dragged = [l for l in down if l["phase"] == "dragging"]
assert dragged, "no dragging frame"
release = max(i for i, l in enumerate(lines) if l["pointerDown"])
after = lines[release + 1:]
assert after, "no frames after the release"
at_release = lines[release]["offsetY"]
coasting = [l for l in after if l["phase"] == "decelerating"]
assert coasting, "no momentum after the release"
final = lines[-1]["offsetY"]
assert at_release - start > 200, f"the drag moved the list only {at_release - start:.1f} pt"
assert final - at_release > 100, f"momentum carried it only {final - at_release:.1f} pt"
last = lines[-1]
assert (last["viewportWidth"], last["viewportHeight"]) == (430, 900), f"viewport {last['viewportWidth']}x{last['viewportHeight']} after the resize"
print(f"e2e: dragged {at_release - start:.0f} pt, coasted {final - at_release:.0f} pt more, {len(lines)} frames")
PY
# Ctrl+Q quits with exit code 0 too.
SDL_RENDER_DRIVER=software "$bin" run --scene list 2>"$work/stderr" &
app=$!
window=$(e2e_find_window) || fail "the second window did not appear"
sleep 0.3
e2e_xdo mousemove --window "$window" 195 400
xdotool windowfocus "$window" 2>"$work/xdotool.log" || true
sleep 0.2
e2e_xdo key ctrl+q
code=0
for _ in $(seq 50); do kill -0 "$app" 2>"$work/kill.log" || break; sleep 0.1; done
kill -0 "$app" 2>"$work/kill.log" && fail "Ctrl+Q did not close the window"
wait "$app" || code=$?
app=""
[ "$code" -eq 0 ] || fail "Ctrl+Q gave exit code $code, expected 0"
# The recording replays headless to the same resting state (within 1 pt), with no --scene.
"$bin" replay "$work/recording.jsonl" --states "$work/replayed.jsonl" || fail "the recording did not replay"
python3 - "$work/states.jsonl" "$work/replayed.jsonl" <<'PY' || fail "the replayed recording does not rest where the window did"
import json, sys
window = [json.loads(l) for l in open(sys.argv[1]) if l.strip()][-1]
replayed = [json.loads(l) for l in open(sys.argv[2]) if l.strip()][-1]
difference = abs(window["offsetY"] - replayed["offsetY"])
assert difference <= 1, f"window {window['offsetY']:.2f} pt, replay {replayed['offsetY']:.2f} pt"
assert (replayed["viewportWidth"], replayed["viewportHeight"]) == (430, 900), "the resize was not recorded"
print(f"e2e: the recording replays to {replayed['offsetY']:.2f} pt (window {window['offsetY']:.2f} pt)")
PY
# SIGINT (Ctrl+C in a terminal) quits with 0 and completes the recording. A shell's background job
# ignores SIGINT, so the window is started from Python with the default disposition.
python3 - "$bin" "$work/interrupted.jsonl" "$work/interrupted.log" <<'PY' || fail "SIGINT did not end the window cleanly"
import os, signal, subprocess, sys, time
env = dict(os.environ, SDL_RENDER_DRIVER="software")
p = subprocess.Popen([sys.argv[1], "run", "--scene", "list", "--record", sys.argv[2]], env=env,
                     preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                     stdout=open(sys.argv[3], "w"), stderr=subprocess.STDOUT)
time.sleep(1.5)
p.send_signal(signal.SIGINT)
code = p.wait(timeout=10)
assert code == 0, f"exit code {code}"
last = open(sys.argv[2]).read().splitlines()[-1]
assert '"type": "wait"' in last, f"the recording was not completed: {last}"
print("e2e: SIGINT gave exit code 0 and a complete recording")
PY

# A recording survives SIGKILL: every written line is whole and the gesture so far is in it.
SDL_RENDER_DRIVER=software "$bin" run --scene list --record "$work/killed.jsonl" >"$work/stdout" 2>"$work/stderr" &
app=$!
window=$(e2e_find_window) || fail "the third window did not appear"
sleep 0.3
e2e_xdo mousemove --window "$window" 195 600
e2e_xdo mousedown 1
for step in $(seq 10); do e2e_xdo mousemove --window "$window" 195 $((600 - step * 20)); sleep 0.01; done
sleep 0.2
kill -KILL "$app"
wait "$app" 2>"$work/wait.log" || true
app=""
e2e_xdo mouseup 1   # the button the killed window held is released for what follows
python3 - "$work/killed.jsonl" <<'PY' || fail "the killed recording is not whole"
import json, sys
lines = open(sys.argv[1]).read().split("\n")
assert lines[-1] == "", "the last line is cut"
header, events = lines[0], [json.loads(l) for l in lines[1:] if l.strip()]
assert header.startswith("# scroll-lab scene=list"), header
assert any(e["type"] == "down" for e in events), "the press is missing"
assert sum(e["type"] == "move" for e in events) >= 10, "moves are missing"
print(f"e2e: after SIGKILL the recording holds {len(events)} whole events")
PY
# Wheel clicks stay notches: Xvfb's XTEST pointer has no smooth-scroll valuators, so the XInput 2
# reader adds nothing and drops nothing (a real touchpad's precise deltas need a real X11 desktop).
SDL_RENDER_DRIVER=software "$bin" run --scene list --record "$work/wheel.jsonl" >"$work/stdout" 2>"$work/stderr" &
app=$!
window=$(e2e_find_window) || fail "the wheel window did not appear"
sleep 0.3
e2e_xdo mousemove --window "$window" 195 400
sleep 0.2
for button in 5 5 4; do e2e_xdo click "$button"; sleep 0.3; done
kill -TERM "$app"
wait "$app" || fail "the wheel window did not exit cleanly"
app=""
python3 - "$work/wheel.jsonl" <<'PY' || fail "wheel clicks did not arrive as one notch each"
import json, sys
events = [json.loads(l) for l in open(sys.argv[1]).read().splitlines()[1:] if l.strip()]
wheels = [(e["dy"], e["precise"]) for e in events if e["type"] == "wheel"]
assert wheels == [(1, False), (1, False), (-1, False)], wheels
print("e2e: three wheel clicks gave three notches")
PY
# A recording onto a full disk (a file size limit, SIGXFSZ ignored): the window says so in one line
# and goes on, and the recording ends with its last whole line and replays.
(trap '' XFSZ; ulimit -f 4; exec env SDL_RENDER_DRIVER=software "$bin" run --scene list --record "$work/full.jsonl") \
    >"$work/stdout" 2>"$work/full.err" &
app=$!
window=$(e2e_find_window) || fail "the full-disk window did not appear"
e2e_xdo mousemove --window "$window" 195 700
drag=(mousedown 1)
for step in $(seq 80); do drag+=(mousemove --window "$window" 195 $((700 - (step % 40) * 10)) sleep 0.005); done
e2e_xdo "${drag[@]}" mouseup 1
sleep 0.3
kill -TERM "$app"
wait "$app" || fail "the window did not go on after its recording failed ($(cat "$work/full.err"))"
app=""
[ "$(wc -l <"$work/full.err")" = 1 ] || fail "not one line on standard error: $(cat "$work/full.err")"
grep -q "File too large" "$work/full.err" || fail "the failure does not say why: $(cat "$work/full.err")"
[ "$(tail -c 1 "$work/full.jsonl" | od -An -c | tr -d ' ')" = '\n' ] || fail "the recording ends in a partial line"
"$bin" replay "$work/full.jsonl" --states "$work/full-replayed.jsonl" 2>"$work/full-replay.err" \
    || fail "the recording cut by the full disk does not replay: $(cat "$work/full-replay.err")"
[ -s "$work/full-replay.err" ] && fail "its replay printed: $(cat "$work/full-replay.err")"
echo "e2e: a recording onto a full disk stops with one line, ends with a whole line and replays"
# A window larger than a viewport may be (4096 pt a side) shows, records and replays 4096 x 4096: the
# replay applies the size the window recorded, so the two never differ.
SDL_RENDER_DRIVER=software "$bin" run --scene list --record "$work/huge.jsonl" --states "$work/huge-states.jsonl" \
    >"$work/stdout" 2>"$work/stderr" &
app=$!
window=$(e2e_find_window) || fail "the huge window did not appear"
e2e_xdo windowsize "$window" 5000 5000
sleep 1
kill -TERM "$app"
wait "$app" || fail "the huge window did not exit cleanly"
app=""
"$bin" replay "$work/huge.jsonl" --states "$work/huge-replayed.jsonl" || fail "the huge window's recording did not replay"
python3 - "$work/huge.jsonl" "$work/huge-states.jsonl" "$work/huge-replayed.jsonl" <<'PY' || fail "a 5000 pt window is not shown, recorded and replayed at 4096"
import json, sys
resizes = [json.loads(l) for l in open(sys.argv[1]).read().splitlines()[1:] if '"resize"' in l]
assert resizes and all((e["width"], e["height"]) == (4096, 4096) for e in resizes), resizes
for name in sys.argv[2:]:
    last = [json.loads(l) for l in open(name) if l.strip()][-1]
    assert (last["viewportWidth"], last["viewportHeight"]) == (4096, 4096), (name, last["viewportWidth"], last["viewportHeight"])
print("e2e: a 5000 x 5000 window shows, records and replays a 4096 x 4096 viewport")
PY
echo "e2e: window test passed"
