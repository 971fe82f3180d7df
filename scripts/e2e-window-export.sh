#!/usr/bin/env bash
# End to end: V and B's videos are made beside the live window, under Xvfb, driven with xdotool.
# Flicks the list for E2E_LOOP seconds (30 unless set), presses V (the last 30 s at the phone's @3) and,
# while the video is made, drags: the content moves (its state lines) and the input-to-present latency
# during the export is measured against the one before it (`run --timings`). Then V and Esc: cancelled,
# nothing written; V and Ctrl+Q: the window closes after the video, which is whole (ffprobe) and whose
# line says it finished after the window closed. Prints the export's time and both latencies.
# Usage: scripts/e2e-window-export.sh [path/to/scroll-lab]  (E2E_KEEP=DIR keeps the captures there)
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup e2e-export "${1:-.build/debug/scroll-lab}"
loop=${E2E_LOOP:-30}

# The last state line's time and offset: "t offsetY".
last_state() { tail -n 1 "$work/states.jsonl" | sed -E 's/.*"t": ?([-0-9.e]+).*"offsetY": ?([-0-9.e]+).*/\1 \2/'; }
# A drag of 24 steps of 16 pt up from y 700, 16 ms apart.
drag() {
    local y=700 steps=(mousedown 1)
    e2e_xdo mousemove --window "$window" 195 "$y"
    sleep 0.1
    for _ in $(seq 24); do y=$((y - 16)); steps+=(mousemove --window "$window" 195 "$y" sleep 0.016); done
    e2e_xdo "${steps[@]}" mouseup 1
}

e2e_start_xvfb 1280x1024x24
cd "$work"
SDL_RENDER_DRIVER=software "$bin" run --scene list --states states.jsonl --timings timings.jsonl >stdout 2>stderr &
app=$!
window=$(e2e_find_window) || fail "no window ($(cat stderr))"
sleep 0.5
xdotool windowfocus "$window" 2>xdotool.log || true
end=$((SECONDS + loop))
while [ $SECONDS -lt $end ]; do drag; sleep 1.5; e2e_xdo key Home; sleep 1; done

# V: while the video is made, a drag moves the content.
lines=$(e2e_stdout_lines)
read -r before_t _ < <(last_state)
start=$(date +%s.%N)
e2e_xdo key v
sleep 0.5
read -r _ offset_before < <(last_state)
drag
sleep 0.5
read -r _ offset_after < <(last_state)
video=$(e2e_wait_for_output "scroll-lab: video" 600 "$lines") || fail "V did not export a video ($(tail -n 1 stderr))"
export_seconds=$(echo "$(date +%s.%N) - $start" | bc)
read -r after_t _ < <(last_state)
awk -v a="$offset_before" -v b="$offset_after" 'BEGIN { exit !(b - a > 100) }' \
    || fail "a drag during the export did not move the content ($offset_before → $offset_after)"
[ -s "$video" ] || fail "no video at $video"

# V, then Esc: cancelled, nothing more in captures/.
videos=$(ls captures/*.mp4 | wc -l)
lines=$(e2e_stdout_lines)
e2e_xdo key v
sleep 1
e2e_xdo key Escape
e2e_wait_for_output "video cancelled" 60 "$lines" >cancelled.txt || fail "Esc did not cancel the video"
sleep 0.5
[ "$(ls captures/*.mp4 | wc -l)" = "$videos" ] || fail "a cancelled video left a file: $(ls captures)"
ls captures | grep -q -v '\.mp4$\|\.jsonl$' && fail "a cancelled video left something: $(ls captures)"

# V, then Ctrl+Q: the window finishes the video before it exits.
lines=$(e2e_stdout_lines)
e2e_xdo key v
sleep 1
e2e_xdo key ctrl+q
for _ in $(seq 6000); do kill -0 "$app" 2>kill.log || break; sleep 0.1; done
kill -0 "$app" 2>kill.log && fail "the window did not exit after its video"
app=""
closing=$(tail -n +"$((lines + 1))" stdout | grep -F "scroll-lab: video" | tail -n 1 || true)
case "$closing" in *"(finished after the window closed)") ;; *) fail "no line for the video finished after closing: $(tail -n 2 stdout)" ;; esac
last=$(echo "$closing" | sed -E 's/^scroll-lab: video (.*) \(finished after the window closed\)$/\1/')
ffprobe -v error -select_streams v:0 -count_frames -show_entries stream=codec_name,nb_read_frames -of csv=p=0 "$last" >probe.txt \
    || fail "the video finished after closing does not read: $last"

# Latency: the window clock is the timings' present time; the state lines' t is it less the start.
offset=$(paste -d' ' <(grep -m1 '"present"' timings.jsonl | sed -E 's/.*"present": ([0-9.]+).*/\1/') \
                     <(head -n 1 states.jsonl | sed -E 's/.*"t": ?([-0-9.e]+).*/\1/') | awk '{ print $1 - $2 }')
latencies() {   # $1 $2: window-clock bounds; prints "p50 p99 count" in ms
    grep '"input"' timings.jsonl | sed -E 's/.*"input": ([0-9.]+), "shown": ([0-9.]+).*/\1 \2/' \
        | awk -v lo="$1" -v hi="$2" '$1 >= lo && $1 <= hi { print ($2 - $1) * 1000 }' | sort -n \
        | awk '{ v[NR] = $1 } END { if (NR == 0) { print "- - 0"; exit } p50 = v[int((NR + 1) / 2)]; i = int(NR * 0.99 + 0.999); if (i < 1) i = 1; printf "%.1f %.1f %d\n", p50, v[i], NR }'
}
read -r base50 base99 basen < <(latencies 0 "$(echo "$before_t + $offset" | bc)")
read -r exp50 exp99 expn < <(latencies "$(echo "$before_t + $offset" | bc)" "$(echo "$after_t + $offset" | bc)")
refresh=$(grep '"hud"' timings.jsonl | sed -E 's/.*"refreshInterval":([0-9.e-]+).*/\1/')
echo "e2e-export: a ${loop} s loop's video at @3 in ${export_seconds} s; input → present without an export p50 ${base50} p99 ${base99} ms (${basen} inputs), during it p50 ${exp50} p99 ${exp99} ms (${expn}); refresh ${refresh} s; closing video $(cat probe.txt)"
[ -n "${E2E_KEEP:-}" ] && mkdir -p "$E2E_KEEP" && cp -r captures timings.jsonl "$E2E_KEEP"/
echo "e2e-export: OK"
