# Shared by the end-to-end window scripts: `source scripts/e2e-lib.sh` after setting $work (a
# temporary folder) and defining fail. Output goes to files in $work, never to /dev/null.

# Starts an Xvfb of screen $1 on a random free display, exports DISPLAY and sets $xvfb to its pid.
# -noreset: by default the server resets when its last client leaves.
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

# Prints the id of the visible window whose title starts with ScrollLab, waiting up to 5 s.
e2e_find_window() {
    local id
    for _ in $(seq 100); do
        id=$(xdotool search --onlyvisible --name '^ScrollLab' 2>"$work/xdotool.log" | head -n 1 || true)
        [ -n "$id" ] && { echo "$id"; return 0; }
        sleep 0.05
    done
    return 1
}
