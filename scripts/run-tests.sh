#!/usr/bin/env bash
# Runs the built tests and keeps their output in .build/test.log. CI shows only the end of a run, so when a test
# fails the failing tests and their messages are repeated last, where they can be read.
set -uo pipefail
cd "$(dirname "$0")/.."
log=.build/test.log
mkdir -p .build
"${SWIFT:-swift}" test --skip-build "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
    echo "== the tests failed (exit $status); what failed:"
    grep -E ": error: |^error: |' failed \(|^✘|Fatal error: |Exited with .*signal" "$log" | grep -v "^Atelier: warning" | tail -60
fi
exit "$status"
