#!/usr/bin/env bash
# Runs every test and ends with one plain summary line, "N passed, N failed", taken from XCTest's
# own totals.
#
# The suite runs as two processes side by side, each given its test classes by name, so that one
# core's busy work overlaps the other's waiting on Xvfb, child processes and real-time animations:
# the fuzzers, the RSS soak, the cache budgets, the golden replays and valgrind (busy on one core,
# about as long together as the rest) in one; every other class in the other. Each test still runs
# exactly once. The test bundle is run directly
# because SwiftPM holds one lock on .build for a whole `swift test`, and because `swift test --skip`
# hands the bundle every remaining test's name in one argument, longer than Linux allows. Swift
# Testing's tests, if any, run after them through `swift test`.
# usage: scripts/run-tests.sh [swift build options...]
set -uo pipefail
apart='ResidentMemorySoakTests|ScenarioFuzzTests|StateFileFuzzTests|CommandLinePathFuzzTests|CacheBudgetTests|GoldenTests|ValgrindLeakTests'

main_log=$(mktemp)
apart_log=$(mktemp)
trap 'rm -f "$main_log" "$apart_log"' EXIT

swift build --build-tests "$@" || exit $?
bundle="$(swift build --show-bin-path "$@")/FlickPackageTests.xctest"
# The bundle lists its tests as Module.Class/test, one a line; the two runs must execute as many.
listing=$("$bundle" --list-tests | grep -E '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+/')
listed=$(echo "$listing" | wc -l)
all_classes=$(echo "$listing" | sed 's|/.*||' | sort -u)
apart_classes=$(echo "$all_classes" | grep -E "\.($apart)$" | paste -sd, -)
main_classes=$(echo "$all_classes" | grep -vE "\.($apart)$" | paste -sd, -)
if [ -z "$apart_classes" ] || [ -z "$main_classes" ]; then
  echo "tests: the test bundle $bundle lists no tests to run (or none of $apart)" >&2
  exit 1
fi

"$bundle" "$apart_classes" >"$apart_log" 2>&1 &
apart_pid=$!
"$bundle" "$main_classes" 2>&1 | tee "$main_log"
main_status=${PIPESTATUS[0]}
wait "$apart_pid"
apart_status=$?
cat "$apart_log"

swift test --skip-build --disable-xctest "$@"
testing_status=$?

# The last "Executed N tests, with N failures" line of a log is its run's total.
executed=0
failed=0
for log in "$main_log" "$apart_log"; do
  total=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -n 1)
  if [ -z "$total" ]; then
    echo "tests: no XCTest totals found in one of the two runs (they exited $main_status and $apart_status)" >&2
    exit 1
  fi
  executed=$((executed + $(echo "$total" | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/')))
  failed=$((failed + $(echo "$total" | sed -E 's/.*with ([0-9]+) failures?.*/\1/')))
done
echo "tests: $((executed - failed)) passed, $failed failed"
if [ "$executed" -ne "$listed" ]; then
  echo "tests: the test bundle lists $listed tests, but the two runs ran $executed" >&2
  exit 1
fi
for status in "$main_status" "$apart_status" "$testing_status"; do
  if [ "$status" -ne 0 ]; then exit "$status"; fi
done
exit 0
