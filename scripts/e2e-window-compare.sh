#!/usr/bin/env bash
# End to end: `run --compare` in the real window under Xvfb, driven with xdotool. The list with
# normal and fast deceleration side by side: the window is two viewports and a gutter wide; a flick
# in the right-hand column moves both variants, the fast one coasting less far; the one recorded
# trace replays with the same --compare sets to the window's final offsets within 1 pt. Resizing the
# window lays the columns out again (logged as a resize). A bad variant is one line and exit 2.
# `run --replay` of the recording plays it as the compare it was.
# Usage: scripts/e2e-window-compare.sh [path/to/scroll-lab]  (E2E_KEEP=DIR keeps the outputs there)
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup e2e-compare "${1:-.build/debug/scroll-lab}"
sets=(--compare "deceleration=normal" --compare "deceleration=fast")

e2e_start_xvfb 1280x1024x24
cd "$work"

# A bad variant: one line on standard error, exit 2, no window.
set +e
"$bin" run --scene list --compare "deceleration=sideways" --compare "" >bad.out 2>bad.err
code=$?
set -e
[ "$code" = 2 ] || fail "a bad --compare exited $code, not 2"
[ "$(wc -l <bad.err)" = 1 ] || fail "a bad --compare wrote $(wc -l <bad.err) lines: $(cat bad.err)"
grep -q "^.*--compare A 'deceleration=sideways'" bad.err || fail "the message does not name variant A: $(cat bad.err)"

# Niced: drawing two columns takes every core, and xdotool must not be held up between the flick's last
# move and its release (50 ms without a move is a finger at rest: no momentum).
SDL_RENDER_DRIVER=software nice -n 10 "$bin" run --scene list "${sets[@]}" --states states.jsonl --record trace.jsonl \
    >stdout 2>stderr &
app=$!
window=$(e2e_find_window) || fail "no window ($(cat stderr))"
sleep 0.5
xdotool windowfocus "$window" 2>xdotool.log || true
xdotool getwindowgeometry "$window" >geometry.txt 2>xdotool.log || fail "no geometry for the window"
# A flick up in the right-hand column (x = 390 + 6 + 195), one xdotool process so no pause before the release.
y=700
steps=(mousedown 1)
xdotool mousemove --window "$window" 591 "$y"
sleep 0.1
for _ in $(seq 24); do
    y=$((y - 16))
    steps+=(mousemove --window "$window" 591 "$y" sleep 0.008)
done
xdotool "${steps[@]}" mouseup 1
# Both variants come to rest (the state lines say idle), at most 20 s.
for _ in $(seq 200); do
    sleep 0.1
    python3 - states.jsonl >rest.txt 2>&1 <<'PY' && break
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
last = {l["variant"]: l for l in lines}
moved = all(abs(l["offsetY"] - lines[0]["offsetY"]) > 1 for l in last.values())
sys.exit(0 if len(last) == 2 and moved and all(l["phase"] == "idle" for l in last.values()) else 1)
PY
done
# A smaller window: the columns share its width (2 × 497 + 6), the caption strip stays.
xdotool windowsize "$window" 1000 700 2>xdotool.log || fail "cannot resize the window"
sleep 1.5
kill -TERM "$app"
wait "$app" || fail "the window did not exit cleanly"
app=""

"$bin" replay trace.jsonl "${sets[@]}" --states replayed.jsonl >divergence.txt 2>replay.err \
    || fail "the recording did not replay with --compare: $(cat replay.err)"
python3 - states.jsonl replayed.jsonl trace.jsonl geometry.txt <<'PY' || fail "the compare window and its replay disagree"
import json, re, sys
window = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
replayed = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
header = open(sys.argv[3]).readline()
width, height = map(int, re.search(r"Geometry: (\d+)x(\d+)", open(sys.argv[4]).read()).groups())
viewport = window[0]["viewportWidth"]
print(f"e2e-compare: window {width}x{height} pt, viewport {viewport} x {window[0]['viewportHeight']} pt")
assert width == 2 * viewport + 6, f"the window is {width} pt wide, not two {viewport} pt viewports and the gutter"
assert height == window[0]["viewportHeight"] + 30, f"the window is {height} pt high"
assert "compare=deceleration=normal compare=deceleration=fast" in header, f"the header does not name the sets: {header}"
last = window[-2:]
assert [(l["viewportWidth"], l["viewportHeight"]) for l in last] == [(497, 670)] * 2, f"after the resize: {last}"
assert '"type": "resize", "width": 497, "height": 670' in open(sys.argv[3]).read(), "the resize was not recorded"
start = {v: next(l for l in window if l["variant"] == v)["offsetY"] for v in "AB"}
end = {v: [l for l in window if l["variant"] == v][-1]["offsetY"] for v in "AB"}
again = {v: [l for l in replayed if l["variant"] == v][-1]["offsetY"] for v in "AB"}
# How far each went before the resize (a taller viewport may move the content's end).
rest = {v: [l for l in window if l["variant"] == v and l["viewportWidth"] == viewport][-1]["offsetY"] for v in "AB"}
travel = {v: rest[v] - start[v] for v in "AB"}
print(f"e2e-compare: travel A (normal) {travel['A']:.1f} pt, B (fast) {travel['B']:.1f} pt")
assert travel["A"] > 300 and travel["B"] > 300, f"a variant did not move with the drag: {travel}"
assert travel["B"] < travel["A"] - 50, f"the fast deceleration did not coast less far: {travel}"
for v in "AB":
    print(f"e2e-compare: {v} replays to {again[v]:.4f} pt, the window ended at {end[v]:.4f} pt")
    assert abs(again[v] - end[v]) <= 1, f"variant {v}: {abs(again[v] - end[v]):.2f} pt apart"
PY
# `run --replay` of the compare recording plays it as the compare it was, as a plain `replay` does:
# every state line names its variant, and both variants move with the recorded flick.
SDL_RENDER_DRIVER=software "$bin" run --replay trace.jsonl --states played.jsonl --exit-after-frames 240 \
    >played.out 2>played.err || fail "run --replay of the compare recording failed: $(cat played.err)"
[ -s played.err ] && fail "run --replay of the compare recording printed: $(cat played.err)"
python3 - played.jsonl <<'PY' || fail "run --replay did not play the recording's --compare sets"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert lines and all("variant" in l for l in lines), "a state line without its variant"
assert {l["variant"] for l in lines} == {"A", "B"}, {l["variant"] for l in lines}
print(f"e2e-compare: run --replay plays the recording as variants A and B ({len(lines) // 2} frames)")
PY
if [ -n "${E2E_KEEP:-}" ]; then mkdir -p "$E2E_KEEP" && cp states.jsonl replayed.jsonl trace.jsonl divergence.txt "$E2E_KEEP"/; fi
echo "e2e-compare: ok"
