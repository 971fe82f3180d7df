#!/usr/bin/env bash
# Replays every trace under a folder with a scroll-lab binary and writes what it produced: the state
# lines of the whole trace, and for its first FRAMES_UNTIL seconds (default 1.0) the states, one PNG
# per frame at scale 2, a contact sheet and a plot. With a baseline folder (an earlier run of this
# script), it then checks that every file is byte-identical to the baseline's.
#
#   scripts/compare-replays.sh BINARY TRACE_FOLDER OUT_FOLDER [BASELINE_FOLDER]
#
# A trace without a `# scroll-lab scene=...` header plays the scene its file name starts with
# (list-fling.jsonl: list). Use it before and after a change that must not change behaviour.
set -euo pipefail

if [ $# -lt 3 ] || [ $# -gt 4 ]; then
    echo "usage: $0 BINARY TRACE_FOLDER OUT_FOLDER [BASELINE_FOLDER]" >&2
    exit 2
fi
binary=$1 traces=${2%/} out=${3%/} baseline=${4:-}
until=${FRAMES_UNTIL:-1.0}
mkdir -p "$out"

# Scene names, longest first, so that a longer name wins over a shorter one it starts with.
mapfile -t scenes < <("$binary" scenes | awk '{ print length, $0 }' | sort -rn | cut -d' ' -f2-)

scene_arguments() {
    local trace=$1 name
    if grep -q -m1 '^# scroll-lab ' "$trace"; then return; fi
    name=$(basename "$trace")
    for scene in "${scenes[@]}"; do
        case $name in "$scene"-*) echo "--scene $scene"; return;; esac
    done
    echo "$0: no header and no scene name in '$trace'" >&2
    exit 2
}

count=0
while IFS= read -r trace; do
    relative=${trace#"$traces"/}
    base="$out/${relative%.jsonl}"
    mkdir -p "$(dirname "$base")" "$base.frames"
    scene=$(scene_arguments "$trace")
    # shellcheck disable=SC2086  # $scene is empty or two words
    "$binary" replay "$trace" $scene --states "$base.states"
    # shellcheck disable=SC2086
    "$binary" replay "$trace" $scene --until "$until" --scale 2 --frames "$base.frames" \
        --states "$base.until.states" --contact-sheet "$base.contact.png" --plot "$base.plot.png"
    count=$((count + 1))
done < <(find "$traces" -name '*.jsonl' -type f | sort)

states=$(find "$out" -name '*.states' | wc -l)
images=$(find "$out" -name '*.png' | wc -l)
echo "$count traces replayed: $states state files, $images PNG files in $out"

if [ -n "$baseline" ]; then
    if diff -r -q "$baseline" "$out"; then
        echo "identical to $baseline: every state file and every PNG, byte for byte"
    else
        echo "$0: differences from $baseline (above)" >&2
        exit 1
    fi
fi
