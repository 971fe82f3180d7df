#!/usr/bin/env bash
# End to end: the HUD's frame timing against what the window measured itself, under Xvfb (whose
# display mode gives no refresh rate), driven with xdotool. `run --timings` writes every present and
# every timed input as measured, and at exit what the HUD showed; this script recomputes the HUD's
# figures from those raw times and checks that they agree:
#   refresh  the median interval of paced presents (frames drawn back to back, work at most half the
#            interval), taken as a common rate within 5 %: the same rate, and "(measured)";
#   fps      the same running average of the presents' rate (within 0.01);
#   dropped  the same count among the last 240 frames: a frame more than 1.5 refreshes after the one
#            before while the scene moved, once the refresh is known; never a frame after a pause or
#            an idle wait;
#   latency  the same p50 and p99 (nearest rank) of the last 120 inputs (within 0.01 ms); each input
#            timed to the first present after it, none across a pause or an idle wait.
# The window does: a key the list ignores, then an idle wait; a flick, paused while it moves; a key
# while paused; 3 s of pause; resume; a held arrow key; another flick. While paused the window draws
# nothing (at most one present for the key, none for the 3 s). Nothing is compared with a fixed time:
# both views come from the same run.
# Usage: scripts/e2e-window-timing.sh [path/to/scroll-lab]  (E2E_KEEP=DIR keeps the HUD's screenshot and the timings there)
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup e2e-timing "${1:-.build/debug/scroll-lab}"

e2e_start_xvfb 1280x1024x24
cd "$work"

SDL_RENDER_DRIVER=software "$bin" run --scene list --timings timings.jsonl >stdout 2>stderr &
app=$!
window=$(e2e_find_window) || fail "no window ($(cat stderr))"
sleep 1
xdotool windowfocus "$window" 2>xdotool.log || true
e2e_xdo key h
sleep 1
e2e_xdo key x          # the list ignores it: nothing shows it, so it is not timed
sleep 1.5
e2e_flick
sleep 0.4
e2e_xdo key p          # paused while the flick moves
sleep 1
e2e_xdo key x
sleep 3
e2e_xdo key p
sleep 2.5
e2e_xdo keydown Down sleep 0.8 keyup Down
sleep 1
e2e_flick
sleep 5                # the flick ends and its indicator fades: the HUD at rest
import -window root hud.png
kill -TERM "$app"
wait "$app" || fail "the window did not exit cleanly"
app=""

python3 - timings.jsonl >report.txt 2>&1 <<'PY' || { cat report.txt >&2; fail "the HUD disagrees with the window's own measurements"; }
import json, math, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
presents = [l for l in lines if "present" in l]
inputs = [l for l in lines if "input" in l]
hud = [l["hud"] for l in lines if "hud" in l]
assert len(hud) == 1, "no HUD line at the end"
hud = hud[0]
problems = []

# The refresh: the estimator's rules, recomputed present by present.
RATES = [50, 60, 75, 90, 100, 120, 144, 165, 240]
def snapped(median):
    rate = 1 / median
    nearest = min(RATES, key=lambda r: abs(r - rate))
    return 1 / nearest if abs(rate - nearest) <= nearest * 0.05 else median
samples, added, refresh, known_from = [], 0, None, None
dropped_flags, previous = [], None
for k, p in enumerate(presents):
    interval = p["present"] - previous["present"] if previous else None
    if p["paced"] and interval is not None and 0.002 <= interval <= 0.05 and p["work"] + p["upload"] <= interval * 0.5:
        samples = (samples + [interval])[-120:]
        added += 1
        if len(samples) >= 30 and (refresh is None or added % 10 == 0):
            s = sorted(samples); n = len(s)
            refresh = snapped(s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2)
            known_from = known_from if known_from is not None else k
    dropped_flags.append(refresh is not None and p["moving"] and interval is not None and interval > refresh * 1.5)
    previous = p
if refresh is None:
    problems.append(f"too few paced presents to measure the refresh ({len(samples)})")
else:
    if not hud["refreshMeasured"] or "(measured)" not in hud["refresh"]:
        problems.append(f"the HUD does not say the refresh was measured: {hud['refresh']!r}")
    if abs(hud["refreshInterval"] - refresh) > 1e-6:
        problems.append(f"the HUD's refresh {1 / hud['refreshInterval']:.2f} Hz, recomputed {1 / refresh:.2f} Hz")
    if f"display {round(1 / refresh)} Hz (measured)" not in hud["refresh"]:
        problems.append(f"the HUD says {hud['refresh']!r}, recomputed {round(1 / refresh)} Hz")

# Frames per second: the running average of the presents' rate (weight 0.1 for the newest).
fps, last = 0.0, None
for p in presents:
    t = p["present"]
    if last is not None and t > last:
        rate = 1 / (t - last)
        fps = rate if fps == 0 else fps + (rate - fps) * 0.1
    last = t
if abs(fps - hud["framesPerSecond"]) > 0.01 or hud["fps"] != f"{fps:.0f} fps":
    problems.append(f"the HUD shows {hud['fps']} ({hud['framesPerSecond']:.3f}), recomputed {fps:.3f}")

# Dropped frames among the last 240, never across a pause or an idle wait.
kept = dropped_flags[-240:]
if sum(kept) != hud["dropped"]:
    problems.append(f"the HUD counts {hud['dropped']} dropped, recomputed {sum(kept)}")
gaps = []   # (start, end) of each stretch of half a second or more without a present
for a, b in zip(presents, presents[1:]):
    if b["present"] - a["present"] >= 0.5:
        gaps.append((a["end"], b["present"], a["paused"]))
        if b["moving"]:
            problems.append(f"the frame after a {b['present'] - a['present']:.2f} s wait counts as moving")
paused_gaps = [g for g in gaps if g[2]]
if not paused_gaps:
    problems.append("no pause seen")
# While paused, nothing moves and nothing is drawn but for the key pressed during it.
paused = [p for p in presents if p["paused"]]
first_paused = paused[0]["present"] if paused else 0
resumed = next((p["present"] for p in presents if p["present"] > first_paused and not p["paused"]), first_paused)
paused_presents = [p for p in presents if first_paused < p["present"] < resumed]
if len(paused_presents) > 1:
    problems.append(f"{len(paused_presents)} presents in {resumed - first_paused:.1f} s of pause")
if any(p["moving"] for p in paused_presents):
    problems.append("a paused frame counts as moving")

# Latency: p50 and p99 (nearest rank) of the last 120 inputs, each to the first present after it.
ends = [p["end"] for p in presents]
for i in inputs:
    if i["shown"] not in ends:
        problems.append(f"input at {i['input']:.3f} s timed to {i['shown']:.3f} s, no present's end")
    between = [e for e in ends if i["input"] < e < i["shown"]]
    if len(between) > 1:
        problems.append(f"input at {i['input']:.3f} s timed past {len(between)} presents to {i['shown']:.3f} s")
    for start, end, _ in gaps:
        if i["input"] <= start and i["shown"] >= end:
            problems.append(f"input at {i['input']:.3f} s timed across a wait ({start:.3f}-{end:.3f} s)")
latencies = sorted((i["shown"] - i["input"]) * 1000 for i in inputs[-120:])
def rank(share):
    return latencies[min(max(math.ceil(share * len(latencies)), 1), len(latencies)) - 1]
if not latencies:
    problems.append("no input was timed")
else:
    for name, share in (("latencyP50", 0.5), ("latencyP99", 0.99)):
        if abs(hud[name] - rank(share)) > 0.01:
            problems.append(f"the HUD's {name} {hud[name]:.3f} ms, recomputed {rank(share):.3f} ms")
    if hud["latency"] != f"input → present p50 {rank(0.5):.1f} · p99 {rank(0.99):.1f} ms":
        problems.append(f"the HUD shows {hud['latency']!r}")

print(f"refresh {hud['refresh']!r} (median of {len(samples)} paced intervals, known from present {known_from}); "
      f"{hud['fps']}; {hud['dropped']} dropped; latency p50 {rank(0.5):.1f} ms p99 {rank(0.99):.1f} ms "
      f"max {latencies[-1]:.1f} ms over {len(inputs)} inputs; {len(presents)} presents, "
      f"{len(paused_presents)} in {resumed - first_paused:.1f} s of pause, {len(gaps)} waits")
for p in problems: print("  " + p)
sys.exit(1 if problems else 0)
PY
echo "e2e-timing: $(cat report.txt)"
if [ -n "${E2E_KEEP:-}" ]; then mkdir -p "$E2E_KEEP" && cp hud.png timings.jsonl "$E2E_KEEP"/; fi
echo "e2e-timing: window timing test passed"
