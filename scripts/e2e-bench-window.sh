#!/usr/bin/env bash
# End to end: `bench --window` under Xvfb plays a scene's script through a real window and reports
# work, upload, present and input-to-present latency as numbers; an X server that dies under it ends it
# with exit code 1 and one line of ours. Usage: scripts/e2e-bench-window.sh BINARY
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup e2e-bench-window "${1:?usage: e2e-bench-window.sh BINARY}"
e2e_start_xvfb 1024x1024x24

SDL_RENDER_DRIVER=software "$bin" bench --window --scene list --frames 120 >"$work/out" 2>"$work/stderr" \
    || fail "exit code $?"
[ ! -s "$work/stderr" ] || fail "it wrote to standard error"
python3 - "$work/out" <<'PY' || fail "the report does not hold the measurements"
import sys
lines = open(sys.argv[1]).read().splitlines()
assert lines[0].startswith("ScrollLab bench --window: 390 x 844 px"), lines[0]
row = next(line for line in lines if line.startswith("list "))
columns = row.split()
work, upload, present, latency = (float(columns[i]) for i in (1, 3, 4, 5))
assert work > 0 and upload >= 0 and present >= 0, row
# The latency runs from the input to the end of its present: at least the work of that frame.
assert latency >= work * 0.5, row
dropped, frames = columns[7].split("/")
assert int(frames) == 120 and 0 <= int(dropped) <= 120, row
print(f"e2e-bench-window: work {work} ms, upload {upload} ms, present {present} ms, latency {latency} ms")
PY

# The X server dies under the bench: one line with the program's prefix, exit code 1.
SDL_RENDER_DRIVER=software "$bin" bench --window --scene list --frames 100000 >"$work/lost-out" 2>"$work/lost" &
app=$!
e2e_find_window >"$work/window-id" || fail "the bench's window did not open"
kill "$xvfb"
xvfb=""
code=0
wait "$app" || code=$?
app=""
[ "$code" = 1 ] || fail "a dead X server: exit code $code"
[ "$(wc -l <"$work/lost")" = 1 ] || fail "a dead X server: not one line: $(cat "$work/lost")"
grep -q '^scroll-lab: lost the connection to the display' "$work/lost" || fail "a dead X server: $(cat "$work/lost")"
echo "e2e-bench-window: a dead X server gave exit code 1 and '$(cat "$work/lost")'"
echo "e2e-bench-window: passed"
