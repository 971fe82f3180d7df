# Shared by the end-to-end window scripts: `source scripts/e2e-lib.sh`, then `e2e_setup NAME BINARY`.
# Output goes to files in $work, never to /dev/null.

# Sets $bin (BINARY, made absolute), $work (a temporary folder) and $app (the pid of the window under
# test, empty for now); at exit kills $app and the Xvfb and removes $work. `fail` prints NAME's one
# line and the end of $e2e_log ($work/stderr unless the script names another file).
e2e_setup() {
    e2e_name=$1
    bin=$(realpath -m "$2")
    [ -x "$bin" ] || { echo "$e2e_name: no executable at $2 (build first)" >&2; exit 1; }
    work=$(mktemp -d)
    app=""
    e2e_log="$work/stderr"
    trap e2e_cleanup EXIT
}

e2e_cleanup() {
    [ -n "${app:-}" ] && kill -9 "$app" 2>"$work/kill.log" || true
    [ -n "${xvfb:-}" ] && kill "$xvfb" 2>"$work/kill.log" || true
    rm -rf "$work"
}

fail() {
    echo "$e2e_name: FAIL: $*" >&2
    [ -f "$e2e_log" ] && tail -n 3 "$e2e_log" >&2
    exit 1
}

# Starts an Xvfb of screen $1 on a random free display, exports DISPLAY and sets $xvfb to its pid.
# -noreset: by default the server resets (closing every window) whenever its last client leaves,
# which happens between two xdotool calls while no window is open.
e2e_start_xvfb() {
    local number
    for _ in $(seq 20); do
        number=$((1000 + RANDOM % 30000))
        [ -e "/tmp/.X$number-lock" ] || [ -e "/tmp/.X11-unix/X$number" ] && continue
        Xvfb ":$number" -screen 0 "$1" -nolisten tcp -noreset >"$work/xvfb-$number.log" 2>&1 &
        xvfb=$!
        for _ in $(seq 100); do
            kill -0 "$xvfb" 2>"$work/kill.log" || break
            DISPLAY=":$number" xdotool getmouselocation >"$work/xdotool.log" 2>&1 && { export DISPLAY=":$number"; return 0; }
            sleep 0.05
        done
    done
    fail "no Xvfb started"
}

# Prints the id of the visible window of $app (any process's when $app is empty) whose title starts
# with ScrollLab, waiting up to 20 s: a debug build on a busy 2-core machine can take seconds to open it.
e2e_find_window() {
    local id
    for _ in $(seq 400); do
        id=$(xdotool search --onlyvisible ${app:+--pid "$app"} --name '^ScrollLab' 2>"$work/xdotool.log" | head -n 1 || true)
        [ -n "$id" ] && { echo "$id"; return 0; }
        sleep 0.05
    done
    return 1
}

# Runs xdotool with these arguments; when it fails (a window gone, say) the test ends with what
# xdotool said, whether the window's process still runs and the end of its standard error
# ($work/stderr), instead of xdotool's bare X error.
e2e_xdo() {
    xdotool "$@" >"$work/xdo.out" 2>"$work/xdo.err" && { cat "$work/xdo.out"; return 0; }
    local state="no process under test"
    if [ -n "${app:-}" ]; then
        state="process $app has ended"
        kill -0 "$app" 2>"$work/kill.log" && state="process $app still runs"
    fi
    fail "xdotool $* failed: $(tr '\n' ' ' <"$work/xdo.err" | head -c 300) ($state; its standard error: $(tail -c 300 "$work/stderr" 2>"$work/cat.log" | tr '\n' ' '))"
}

# Waits up to $2 seconds for a new line of the window's standard output ($work/stdout) after line $3
# that contains $1, and prints the path at its end.
e2e_wait_for_output() {
    local line
    for _ in $(seq $(($2 * 10))); do
        line=$(tail -n +"$(($3 + 1))" "$work/stdout" | grep -F "$1" | tail -n 1 || true)
        line=${line% (finished after the window closed)}   # a capture that a closing window waited for
        [ -n "$line" ] && { echo "${line##* }"; return 0; }
        sleep 0.1
    done
    return 1
}

# The number of lines the window has written to its standard output ($work/stdout) so far.
e2e_stdout_lines() { wc -l <"$work/stdout"; }

# Flicks the scene in window $window up, as a finger does: pressed at (195, 700), moved 24 pt every
# 8 ms to y 316 and released there, so that the list flings.
e2e_flick() {
    e2e_xdo mousemove --window "$window" 195 700
    sleep 0.1
    local steps=(mousedown 1)
    for y in $(seq 684 -24 316); do steps+=(mousemove --window "$window" 195 "$y" sleep 0.008); done
    e2e_xdo "${steps[@]}" mouseup 1
}

# The pixels of PNG $1 as one checksum.
e2e_pixels() { convert "$1" -depth 8 rgba:- | md5sum | cut -d' ' -f1; }
