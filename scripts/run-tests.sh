#!/usr/bin/env bash
# Runs every test (swift test) and ends with one plain summary line, "N passed, N failed",
# taken from XCTest's own totals (Swift Testing's closing line counts only its own tests).
set -uo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
total=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -n 1)
if [ -z "$total" ]; then
  echo "tests: no XCTest totals found (swift test exited $status)" >&2
  exit $(( status == 0 ? 1 : status ))
fi
executed=$(echo "$total" | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/')
failed=$(echo "$total" | sed -E 's/.*with ([0-9]+) failures?.*/\1/')
echo "tests: $((executed - failed)) passed, $failed failed"
exit "$status"
