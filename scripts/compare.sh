#!/usr/bin/env bash
# make compare: build the package once with coverage, then let `compare report` run the tests by
# kind, the scenario matrix, and write Reports/. Each step prints its elapsed time.
# Extra arguments go to `compare report` (for example --sequences 50).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT="${SWIFT:-swift}"
SCRATCH=".build-cov"
started=$(date +%s.%N)
seconds_since() { awk -v from="$1" -v to="$(date +%s.%N)" 'BEGIN { printf "%.1f", to - from }'; }

echo "==> build sources and tests with coverage ($SCRATCH)"
mkdir -p "$SCRATCH"
step=$(date +%s.%N)
if ! "$SWIFT" build --build-tests --enable-code-coverage --scratch-path "$SCRATCH" >"$SCRATCH/build.log" 2>&1; then
    cat "$SCRATCH/build.log"
    echo "make compare: the build failed (log: $SCRATCH/build.log); the report was not written." >&2
    exit 1
fi
build_seconds=$(seconds_since "$step")
echo "    build: $build_seconds s"

# The compare executable is built with coverage too; its own profile is of no interest (overwritten each run).
LLVM_PROFILE_FILE="$SCRATCH/compare-profile/compare.profraw" \
    "$SCRATCH/debug/compare" report --root . --scratch-path "$SCRATCH" --output Reports \
    --build-seconds "$build_seconds" "$@"

echo "==> done in $(seconds_since "$started") s: open Reports/comparison.html (also comparison.md, comparison.json)"
