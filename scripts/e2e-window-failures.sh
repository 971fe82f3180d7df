#!/usr/bin/env bash
# End to end: how the window program ends, under Xvfb.
# --exit-after-frames on an idle window; SIGHUP and SIGQUIT quit with 0 and complete the recording;
# SIGQUIT ends a headless replay quietly; an X server that dies ends the window with exit code 1, one
# line of ours and a completed recording; an unknown SDL_RENDER_DRIVER prints nothing.
# Usage: scripts/e2e-window-failures.sh [path/to/scroll-lab]
set -euo pipefail
bin=${1:-.build/debug/scroll-lab}
[ -x "$bin" ] || { echo "e2e-failures: no executable at $bin (build first)" >&2; exit 1; }
work=$(mktemp -d)
cleanup() {
    for server in ${servers:-}; do kill "$server" 2>"$work/kill.log" || true; done
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "e2e-failures: FAIL: $*" >&2; exit 1; }

# Starts an Xvfb on a random free display and sets $started to ":N PID". -noreset: by default the
# server resets when its last client leaves, and a window opened during the reset finds no display.
# Output goes to files in $work, never to /dev/null.
start_xvfb() {
    local number pid
    for _ in $(seq 20); do
        number=$((1000 + RANDOM % 30000))
        [ -e "/tmp/.X$number-lock" ] || [ -e "/tmp/.X11-unix/X$number" ] && continue
        Xvfb ":$number" -screen 0 "$1" -nolisten tcp -noreset >"$work/xvfb-$number.log" 2>&1 &
        pid=$!
        servers="${servers:-} $pid"
        for _ in $(seq 100); do
            kill -0 "$pid" 2>"$work/kill.log" || break
            DISPLAY=":$number" xdotool getmouselocation >"$work/xdotool.log" 2>&1 && { started=":$number $pid"; return 0; }
            sleep 0.05
        done
    done
    fail "no Xvfb started"
}

start_xvfb 1280x1024x24
export DISPLAY=${started% *} SDL_RENDER_DRIVER=software
# A second server, to be killed under the window.
start_xvfb 800x1000x24
lost=$started

# Nothing moves, yet the window presents every frame interval until it has counted 5 frames.
code=0
timeout 30 "$bin" run --scene list --exit-after-frames 5 --states "$work/frames.jsonl" \
    >"$work/stdout" 2>"$work/stderr" || code=$?
[ "$code" -eq 0 ] || fail "--exit-after-frames 5 on an idle window gave exit code $code ($(cat "$work/stderr"))"
lines=$(wc -l <"$work/frames.jsonl")
[ "$lines" -eq 5 ] || fail "--exit-after-frames 5 wrote $lines state lines, expected 5"
[ -s "$work/stderr" ] && fail "--exit-after-frames printed: $(cat "$work/stderr")"
echo "e2e-failures: --exit-after-frames 5 presented 5 frames on an idle window"

# A renderer SDL does not have: SDL falls back to one it has, and nothing is printed.
SDL_RENDER_DRIVER=bogus timeout 30 "$bin" run --scene list --exit-after-frames 1 >"$work/stdout" 2>"$work/stderr" \
    || fail "SDL_RENDER_DRIVER=bogus did not open the window ($(cat "$work/stderr"))"
[ -s "$work/stderr" ] && fail "SDL_RENDER_DRIVER=bogus printed: $(cat "$work/stderr")"

# Signals, from Python: a shell's background job ignores SIGINT and SIGQUIT, Popen's child does not.
python3 - "$bin" "$work" ${lost} <<'PY' || fail "the window or replay did not end cleanly on a signal or a lost display"
import os, signal, subprocess, sys, time
binary, work, lost, lost_server = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
CRASH = ("crashed", "Backtrac", "Fatal error", "Stack dump", "XIO", "Xlib", "core dumped")

def log(name):
    return open(os.path.join(work, name), "w")

def start(arguments, name, environment=None):
    err = open(os.path.join(work, name + ".stderr"), "w")
    def defaults():
        for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGHUP, signal.SIGTERM):
            signal.signal(number, signal.SIG_DFL)
    return subprocess.Popen([binary] + arguments, stdout=log(name + ".stdout"), stderr=err,
                            env=environment or os.environ, preexec_fn=defaults)

def wait_for_window(process, display, name):
    environment = dict(os.environ, DISPLAY=display)
    for _ in range(200):
        assert process.poll() is None, f"{name}: the window ended early with {process.returncode}: {stderr_lines(name)}"
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^ScrollLab"], env=environment,
                               stdout=subprocess.PIPE, stderr=log("xdotool.log")).stdout.strip()
        if found:
            return
        time.sleep(0.05)
    raise AssertionError("no window appeared")

def stderr_lines(name):
    text = open(os.path.join(work, name + ".stderr")).read()
    assert not any(word in text for word in CRASH), f"{name}: {text}"
    return text.splitlines()

def completed(recording):
    last = open(recording).read().splitlines()[-1]
    assert '"type": "wait"' in last, f"the recording was not completed: {last}"

for name in ("SIGHUP", "SIGQUIT"):
    recording = os.path.join(work, name + ".jsonl")
    process = start(["run", "--scene", "list", "--record", recording], name)
    wait_for_window(process, os.environ["DISPLAY"], name)
    process.send_signal(getattr(signal, name))
    code = process.wait(timeout=20)
    assert code == 0, f"{name}: exit code {code}"
    completed(recording)
    lines = stderr_lines(name)
    assert all(line.startswith("scroll-lab: ") for line in lines), f"{name}: {lines}"
    print(f"e2e-failures: {name} gave exit code 0 and a complete recording")

# Headless: SIGQUIT ends a replay at once, quietly (exit code 128 + 3, no crash report).
trace = os.path.join(work, "long.jsonl")
open(trace, "w").write('{"t": 0, "type": "wait"}\n{"t": 3600, "type": "wait"}\n')
states = os.path.join(work, "replay-states.jsonl")
process = start(["replay", trace, "--scene", "list", "--states", states], "replay")
for _ in range(200):
    if os.path.exists(states):
        break
    time.sleep(0.05)
process.send_signal(signal.SIGQUIT)
code = process.wait(timeout=20)
assert code == 128 + signal.SIGQUIT, f"replay: SIGQUIT gave {code}"
assert stderr_lines("replay") == [], "replay printed on SIGQUIT"
print("e2e-failures: SIGQUIT ends a replay quietly with exit code 131")

# A state file that starts failing (a FIFO whose reader goes away): one line, and the window keeps going.
fifo = os.path.join(work, "states.fifo")
os.mkfifo(fifo)
process = start(["run", "--scene", "list", "--states", fifo, "--exit-after-frames", "120"], "fifo")
reader = open(fifo)           # blocks until the window opens the FIFO for writing
reader.readline()
reader.close()                # the next state line gets a broken pipe
code = process.wait(timeout=30)
lines = stderr_lines("fifo")
assert code == 0, f"a failing state file: exit code {code} ({lines})"
assert len(lines) == 1 and lines[0].startswith("scroll-lab: state lines stopped: cannot write") and "Broken pipe" in lines[0], lines
print("e2e-failures: a failing state file stopped with one line and the window went on to exit 0")

# The X server dies under the window: one line of ours, exit code 1, the recording completed.
recording = os.path.join(work, "lost.jsonl")
process = start(["run", "--scene", "list", "--record", recording, "--states", os.path.join(work, "lost-states.jsonl")],
                "lost", dict(os.environ, DISPLAY=lost))
try:
    wait_for_window(process, lost, "lost")
    for _ in range(200):  # the recording starts once the window is open
        if os.path.exists(recording) and os.path.getsize(recording) > 0:
            break
        time.sleep(0.05)
    os.kill(lost_server, signal.SIGTERM)
    code = process.wait(timeout=20)
finally:
    if process.poll() is None:
        process.kill()
lines = stderr_lines("lost")
assert code == 1, f"lost display: exit code {code} ({lines})"
assert len(lines) == 1 and lines[0].startswith("scroll-lab: lost the connection to the display"), lines
completed(recording)
print(f"e2e-failures: a dead X server gave exit code 1 and '{lines[0]}'")
PY
echo "e2e-failures: passed"
