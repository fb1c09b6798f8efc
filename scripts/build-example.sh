#!/usr/bin/env bash
# Builds an example (a package of its own that depends on Flick by path) with the swift build
# options given, and fails when the build fails or prints a warning: a package that depends on
# Flick builds without a word from Flick (SwiftPM's "prohibited flag(s): -pthread" included, which
# it prints for each system library target whose pkg-config flags carry -pthread).
# Every example builds into one folder beside them, Examples/.build (its programs in
# Examples/.build/debug), so Flick is compiled once for all of them, not once per example.
# usage: scripts/build-example.sh Examples/SwiperApp [swift build options...]
set -euo pipefail
example="$1"
shift
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"${SWIFT:-swift}" build "$@" --package-path "$example" --scratch-path "$(dirname "$example")/.build" 2>&1 | tee "$log"
if grep -n "warning:" "$log" >&2; then
    echo "$example: the build printed the warnings above; a package that depends on Flick must build without them" >&2
    exit 1
fi
