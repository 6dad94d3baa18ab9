#!/usr/bin/env bash
# Measures how long the gallery window takes from process start to its first frame on screen, and what an
# idle gallery window costs: CPU time over 5 seconds after it has settled, and the frames drawn meanwhile. Runs the release build under its own Xvfb (installed by install-deps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# Built as `make package` builds an app, with the Swift runtime and Foundation linked in (--static-swift-stdlib):
# what a user starts. In its own build folder, since the flag changes every link and would rebuild the release
# build that `make benchmark` uses.
build=(swift build -c release --product Gallery --static-swift-stdlib --scratch-path .build/static-stdlib)
"${build[@]}" >/dev/null
bin="$("${build[@]}" --show-bin-path)/Gallery"
# Xvfb picks a free display and writes its number once it accepts connections.
announce=$(mktemp)
Xvfb -displayfd 3 -screen 0 1400x1100x24 -nolisten tcp -noreset 3>"$announce" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -f "$announce"' EXIT
for _ in $(seq 100); do [ -s "$announce" ] && break; sleep 0.1; done
display=":$(head -n1 "$announce")"
log=$(mktemp)
# Start to first frame: cold the first time (the binary and its libraries read from disk), then warm.
for run in cold warm warm warm; do
    started=$EPOCHREALTIME
    DISPLAY=$display ATELIER_HOST_STATS=1 "$bin" --window --screen buttons >"$log" 2>&1 &
    app=$!
    for _ in $(seq 300); do grep -q "first frame presented" "$log" && break; sleep 0.02; done
    presented=$(sed -n 's/^atelier: first frame presented at //p' "$log")
    # CPU time so far: the figure a loaded machine does not stretch (the window is idle once drawn).
    cpu=$(awk '{print $14 + $15}' "/proc/$app/stat")
    kill -TERM $app; wait $app || true
    awk -v s="$started" -v p="$presented" -v run="$run" -v cpu="$cpu" -v hz="$(getconf CLK_TCK)" 'BEGIN {
        if (p == "") { print "gallery window (" run "): no first frame in 6 s"; exit }
        printf "gallery window (%s): process start to first frame on screen %.1f ms (%.0f ms of CPU)\n", run, (p - s) * 1000, cpu * 1000 / hz }'
done
DISPLAY=$display ATELIER_HOST_STATS=1 "$bin" --window --screen buttons >"$log" 2>&1 &
app=$!
sleep 3
ticks() { awk '{print $14 + $15}' "/proc/$app/stat"; }
hz=$(getconf CLK_TCK)
frames() { grep -c "atelier: frame " "$log" || true; }
before=$(ticks); frames_before=$(frames)
sleep 5
after=$(ticks); frames_after=$(frames)
kill -TERM $app
wait $app || true
awk -v t=$((after - before)) -v hz="$hz" 'BEGIN {
    printf "idle gallery window, 5 s after settling: %d clock ticks = %.2f s of CPU (%.2f%% of a core; one tick is %.0f ms)\n",
        t, t / hz, 100 * t / hz / 5, 1000 / hz }'
echo "frames drawn in those 5 s: $((frames_after - frames_before)) (before them: $frames_before)"
rm -f "$log"
