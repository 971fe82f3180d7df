#!/usr/bin/env bash
# End to end: a bug report in one key (B), under Xvfb, driven with xdotool.
# Flicks the list, presses B, types a note with shortcut keys in it (h, p, 1, ?) and a Backspace,
# then Return: the window stays on its scene with no HUD, and a new folder captures/bug-... holds the
# trace, the video, the screenshot (the iPhone 14's 3x) and the report, whose note is what was typed;
# `replay FOLDER` ends on the report's state line and the video lasts the scene time there was. Esc
# writes a second folder without a note; a mark scrubbed back on the paused timeline is that frame.
# After 12 s the video holds the last 10 s. On the 430 pt iPhone 15 Pro Max (120 Hz) and a 320 pt
# wide window the card fits and the replay still ends on the report's state line. Without ffmpeg the
# report is kept without its video and one line on standard error says why; a `captures` that is a
# file is left alone and said so. Closing the window (Ctrl+Q, its close button, SIGTERM) while the
# note is typed writes the report with the note so far. `replay` of a report's folder without its
# trace, or of another folder: one line, exit 2.
# Usage: scripts/e2e-window-bugreport.sh [path/to/scroll-lab]  (E2E_KEEP=DIR keeps the window's screenshots there)
set -euo pipefail
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup e2e-bugreport "${1:-.build/debug/scroll-lab}"
# A field of report.json ($1: the folder) as JSON.
field() { python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1] + "/report.json"))[sys.argv[2]], ensure_ascii=False))' "$1" "$2"; }
# The video's duration in seconds.
duration() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }
# Seconds $1 and $2 differ by at most $3.
near() { python3 -c 'import sys; a, b, t = map(float, sys.argv[1:]); sys.exit(0 if abs(a - b) <= t else 1)' "$1" "$2" "$3"; }
keep() { if [ -n "${E2E_KEEP:-}" ]; then mkdir -p "$E2E_KEEP" && import -window "$window" "$E2E_KEEP/$1"; fi; }
# Checks folder $1: its files, the replay's last state line against the report's, the video's
# length against the scene time marked (at most 10 s) at the replay's 60 frames a second.
check_folder() {
    local folder=$1 files
    files=$(ls "$folder" | tr '\n' ' ')
    [ "$files" = "report.json report.txt screenshot.png trace.jsonl video.mp4 " ] || fail "$folder holds $files"
    "$bin" replay "$folder" >replay.out 2>replay.err || fail "replay $folder failed: $(cat replay.err)"
    [ ! -s replay.err ] || fail "replay $folder said: $(cat replay.err)"
    local state expected
    state=$(tail -n 1 replay.out)
    expected=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1] + "/report.json"))["stateLine"])' "$folder")
    [ "$state" = "$expected" ] || fail "replay $folder ends on $state, the report says $expected"
    local scene seconds
    scene=$(field "$folder" sceneTime)
    seconds=$(duration "$folder/video.mp4")
    near "$seconds" "$(python3 -c "print(min(10, $scene))")" 0.05 || fail "$folder's video lasts $seconds s for $scene s of scene time"
    grep -q "^version: scroll-lab 0.1.0 (commit " "$folder/report.txt" || fail "$folder's report names no version"
    grep -q "^display: x11 · .* · HUD: " "$folder/report.txt" || fail "$folder's report names no display or no refresh as the HUD says it"
}
# Opens the window on the list with options $@ (its standard output and error into files; its PATH
# $window_path when set).
start_window() {
    PATH="${window_path:-$PATH}" SDL_RENDER_DRIVER=software "$bin" run --scene list "$@" >stdout 2>stderr &
    app=$!
    window=$(e2e_find_window) || fail "no window for run $* ($(cat stderr))"
    sleep 1
    xdotool windowfocus "$window" 2>xdotool.log || true
}
stop_window() {
    kill -TERM "$app"
    wait "$app" || fail "the window ($1) did not exit cleanly"
    app=""
}
# Presses keys $@ (the last one writes the report) and prints the folder written.
write_report() {
    local before
    before=$(e2e_stdout_lines)
    e2e_xdo key "$@"
    e2e_wait_for_output "bug report" 240 "$before" || fail "keys $* wrote no report ($(tail -n 1 stderr))"
}
# Asks window $1 to close as its close button does: the WM_DELETE_WINDOW message a window manager sends.
close_window() {
    python3 - "$1" <<'PY' || fail "could not send WM_DELETE_WINDOW"
import ctypes, sys
x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XInternAtom.restype = ctypes.c_ulong
x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
class ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]
class Event(ctypes.Union):
    _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]
x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.POINTER(Event)]
x11.XFlush.argtypes = x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
display = x11.XOpenDisplay(None)
assert display, "no display"
window = int(sys.argv[1])
event = Event()
event.xclient.type = 33   # ClientMessage
event.xclient.window = window
event.xclient.message_type = x11.XInternAtom(display, b"WM_PROTOCOLS", 0)
event.xclient.format = 32
event.xclient.data[0] = x11.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
assert x11.XSendEvent(display, window, 0, 0, ctypes.byref(event)), "XSendEvent failed"
x11.XFlush(display)
x11.XCloseDisplay(display)
PY
}

e2e_start_xvfb 1280x1024x24
cd "$work"

start_window
e2e_flick
sleep 0.4
e2e_xdo key b
sleep 1
keep note-empty-390.png
e2e_xdo type --delay 40 'Bar jumps é ?1hpx'
e2e_xdo key BackSpace
sleep 0.5
keep note-typed-390.png
first=$(write_report Return)
sleep 0.5
keep saved-390.png
title=$(e2e_xdo getwindowname "$window")
[ "$title" = "ScrollLab — list" ] || fail "a key of the note switched scenes or recorded: the title is $title"
e2e_xdo getwindowgeometry "$window" | grep -q "Geometry: 390x844" || fail "a key of the note opened the HUD: $(cat xdo.out)"
check_folder "$first"
[ "$(field "$first" note)" = '"Bar jumps é ?1hp"' ] || fail "the note is $(field "$first" note)"
size=$(identify -format '%w %h' "$first/screenshot.png")
[ "$size" = "1170 2532" ] || fail "the screenshot is $size, not the iPhone 14's 1170 x 2532 pixels"
[ "$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0 "$first/video.mp4")" = "1170,2532" ] \
    || fail "the video is not at the phone's scale"
echo "e2e-bugreport: $first: $(ls "$first" | tr '\n' ' ')"

# Esc: no note, still written. The tuning panel is open under the card: clicks on its sliders while
# the note is typed change nothing (C then finds the options at their defaults).
e2e_xdo key o
sleep 0.3
e2e_xdo key b
sleep 0.5
e2e_xdo type 'x'
for y in $(seq 640 25 790); do e2e_xdo mousemove --window "$window" 250 "$y" click 1; sleep 0.05; done
second=$(write_report Escape)
before=$(e2e_stdout_lines)
e2e_xdo key c
e2e_wait_for_output "" 10 "$before" >c.out || fail "C printed nothing"
tail -n +"$((before + 1))" stdout | grep -q "the options are at their defaults" \
    || fail "clicks on the tuning panel under the note changed options: $(tail -n 1 stdout)"
e2e_xdo key o
[ "$second" != "$first" ] || fail "the second report went into the first one's folder"
[ "$(field "$second" note)" = null ] || fail "Esc kept the note $(field "$second" note)"
check_folder "$second"

# Scrubbed: paused, 30 frames back.
e2e_xdo key p
for _ in $(seq 30); do e2e_xdo key Left; done
sleep 0.5
third=$(write_report b Return)
check_folder "$third"
echo "e2e-bugreport: Esc: note $(field "$second" note); scrubbed: frame $(field "$third" frame) at $(field "$third" sceneTime) s"
stop_window "iPhone 14"
[ ! -s stderr ] || fail "the window said: $(cat stderr)"

# After 12 s the video holds the last 10 s (at 1x, to be quick), the trace's output from 10 s before.
rm -rf captures
start_window --capture-scale 1
e2e_flick
sleep 11
long=$(write_report b Return)
check_folder "$long"
seconds=$(duration "$long/video.mp4")
near "$seconds" 10 0.05 || fail "after 12 s the video lasts $seconds s"
from=$(head -n 1 "$long/trace.jsonl" | sed -n 's/.* from=\([0-9.]*\).*/\1/p')
near "$from" "$(python3 -c "print($(field "$long" sceneTime) - 10)")" 0.001 || fail "the trace's from= is '$from'"
echo "e2e-bugreport: after $(field "$long" sceneTime) s: video $seconds s, from=$from"
stop_window "after 12 s"

# The 430 pt iPhone 15 Pro Max at 120 Hz, then its window 320 pt wide.
rm -rf captures
start_window --device iphone-15-pro-max --capture-scale 1
e2e_flick
sleep 0.3
e2e_xdo key b
e2e_xdo type --delay 30 'A long note that goes on past the width of the field, so that it scrolls'
sleep 0.5
keep note-typed-430.png
wide=$(write_report Return)
sleep 0.5
keep saved-430.png
check_folder "$wide"
e2e_xdo windowsize "$window" 320 932
sleep 1
e2e_xdo key b
e2e_xdo type 'narrow'
sleep 0.5
keep note-typed-320.png
narrow=$(write_report Return)
sleep 0.5
keep saved-320.png
check_folder "$narrow"
[ "$(identify -format '%w' "$narrow/screenshot.png")" = 320 ] || fail "the 320 pt window's screenshot is not 320 px wide at 1x"
echo "e2e-bugreport: 430 pt at 120 Hz: frame $(field "$wide" frame) at $(field "$wide" sceneTime) s; 320 pt: $(field "$narrow" frame)"
stop_window "430 pt"

# Closing the window while the note is typed writes the report with the note as typed so far before
# the process ends with 0: Ctrl+Q, the close button (WM_DELETE_WINDOW, as a window manager sends it)
# and SIGTERM.
for how in ctrl+q close sigterm; do
    rm -rf captures
    start_window --capture-scale 1
    e2e_flick
    sleep 0.3
    e2e_xdo key b
    e2e_xdo type --delay 30 "left by $how "
    sleep 0.3
    case $how in
        close) close_window "$window" ;;
        sigterm) kill -TERM "$app" ;;
        *) e2e_xdo key ctrl+q ;;
    esac
    for _ in $(seq 2400); do kill -0 "$app" 2>"$work/kill.log" || break; sleep 0.1; done
    ! kill -0 "$app" 2>"$work/kill.log" || fail "closing with $how while the note was typed did not exit within 240 s"
    wait "$app" || fail "closing with $how while the note was typed did not exit with 0"
    app=""
    closed=$(e2e_wait_for_output "bug report" 1 0) || fail "closing with $how while the note was typed wrote no report ($(ls captures 2>&1))"
    check_folder "$closed"
    [ "$(field "$closed" note)" = "\"left by $how\"" ] || fail "closing with $how kept the note $(field "$closed" note)"
    [ ! -s stderr ] || fail "closing with $how said: $(cat stderr)"
    echo "e2e-bugreport: closed with $how while typing: $closed: note $(field "$closed" note), $(ls "$closed" | wc -l) files"
done

# Without ffmpeg; and a `captures` that is a file.
rm -rf captures
echo "not a folder" >captures
mkdir empty-path
window_path="$work/empty-path" start_window --capture-scale 1
e2e_xdo key b Return
for _ in $(seq 100); do [ -s stderr ] && break; sleep 0.1; done
sleep 0.3
keep no-folder.png
[ "$(wc -l <stderr)" = 1 ] || fail "not one line on standard error: $(cat stderr)"
grep -q "^scroll-lab: cannot write a bug report: cannot create 'captures': " stderr || fail "standard error: $(cat stderr)"
[ "$(cat captures)" = "not a folder" ] || fail "the file 'captures' was changed"
rm captures
: >stderr
e2e_xdo key b Return
for _ in $(seq 300); do [ -s stderr ] && break; sleep 0.1; done
sleep 0.3
keep no-video.png
[ "$(wc -l <stderr)" = 1 ] || fail "not one line on standard error without ffmpeg: $(cat stderr)"
grep -q "^scroll-lab: bug report captures/bug-[0-9-]* is missing video.mp4: cannot export a video: ffmpeg is not on the PATH" stderr \
    || fail "standard error without ffmpeg: $(cat stderr)"
kept=$(ls -d captures/bug-*)
[ "$(ls "$kept" | tr '\n' ' ')" = "report.json report.txt screenshot.png trace.jsonl " ] || fail "without ffmpeg $kept holds $(ls "$kept")"
grep -q "^not written: video.mp4: cannot export a video: ffmpeg is not on the PATH" "$kept/report.txt" \
    || fail "the report does not say the video is missing"
stop_window "without ffmpeg"

# replay of a bug report's folder without its trace, and of another folder: one line, exit 2.
mkdir bug-20261126-000000 not-a-report
echo "note: kept" >bug-20261126-000000/report.txt
for folder in bug-20261126-000000 not-a-report; do
    set +e
    "$bin" replay "$folder" >replay.out 2>replay.err
    status=$?
    set -e
    [ "$status" = 2 ] && [ "$(wc -l <replay.err)" = 1 ] || fail "replay $folder exited $status saying $(cat replay.err)"
done
grep -q "^scroll-lab: 'bug-20261126-000000' is a bug report's folder without its trace.jsonl: nothing to replay" <(
    "$bin" replay bug-20261126-000000 2>&1) || fail "replay of a report without its trace did not say so"
[ "$(cat bug-20261126-000000/report.txt)" = "note: kept" ] || fail "replay changed the report"
echo "e2e-bugreport: window bug report test passed"
