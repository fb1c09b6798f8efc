#!/usr/bin/env bash
# Runs every test and ends with one plain summary line, "N passed, N failed", taken from XCTest's
# own totals (Swift Testing's closing line counts only its own tests).
#
# The long soaks and fuzzers below are single-threaded and busy from start to end, while the rest of
# the suite waits much of its time on Xvfb, child processes and real-time animations. So they run
# side by side: the soaks straight from the test bundle in a process of their own (SwiftPM holds
# one lock on .build for a whole `swift test`), everything else through `swift test`. Each test
# still runs exactly once.
# usage: scripts/run-tests.sh [swift build options...]
set -uo pipefail
apart='ResidentMemorySoakTests|ScenarioFuzzTests|StateFileFuzzTests'

main_log=$(mktemp)
apart_log=$(mktemp)
trap 'rm -f "$main_log" "$apart_log"' EXIT

swift build --build-tests "$@" || exit $?
bundle="$(swift build --show-bin-path "$@")/FlickPackageTests.xctest"
classes=$("$bundle" --list-tests | grep -E "^[A-Za-z]+Tests\.($apart)/" | sed 's|/.*||' | sort -u | paste -sd, -)
if [ -z "$classes" ]; then
  echo "tests: none of $apart found in $bundle" >&2
  exit 1
fi

"$bundle" "$classes" >"$apart_log" 2>&1 &
apart_pid=$!

skips=()
for name in ${apart//|/ }; do skips+=(--skip "$name"); done
swift test --skip-build "$@" "${skips[@]}" 2>&1 | tee "$main_log"
main_status=${PIPESTATUS[0]}
wait "$apart_pid"
apart_status=$?
cat "$apart_log"

# The last "Executed N tests, with N failures" line of a log is its run's total.
totals() {
  grep -E "^[[:space:]]*Executed [0-9]+ tests?, with [0-9]+ failures?" "$1" | tail -n 1
}
executed=0
failed=0
for log in "$main_log" "$apart_log"; do
  total=$(totals "$log")
  if [ -z "$total" ]; then
    echo "tests: no XCTest totals found in one of the two runs (swift test exited $main_status, the soaks $apart_status)" >&2
    exit 1
  fi
  executed=$((executed + $(echo "$total" | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/')))
  failed=$((failed + $(echo "$total" | sed -E 's/.*with ([0-9]+) failures?.*/\1/')))
done
echo "tests: $((executed - failed)) passed, $failed failed"
if [ "$main_status" -ne 0 ]; then exit "$main_status"; fi
exit "$apart_status"
