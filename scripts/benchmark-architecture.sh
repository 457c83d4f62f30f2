#!/usr/bin/env bash
# make bench-architecture: prices "What the architecture buys". Builds once (not timed), then times a
# warm `make compare` (which always runs the tests again) with the architecture
# measures and one without them (`--without-architecture`: no case profiles, unit tests in parallel,
# no key actions, no section), alternating, RUNS times each (default 5). Both write their reports to a
# temporary folder, so Reports/ is untouched. Prints each run, the medians and their ratio against
# the target (at most 1.25). It measures; it does not fail.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/common.sh
source scripts/common.sh
RUNS="${RUNS:-5}"
out=$(mktemp -d "${TMPDIR:-/tmp}/architecture-bench.XXXXXX")
trap 'rm -rf "$out"' EXIT
echo "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') cores, $RUNS runs each, reports in $out"

echo "==> build with coverage (not timed)"
"$SWIFT" build --build-tests "${BUILD_FLAGS[@]}" >"$out/build.log" 2>&1 || {
    cat "$out/build.log" >&2
    echo "benchmark: the build failed" >&2
    exit 1
}

# One warm `make compare` with the test runs redone; prints its wall time in seconds.
report() {
    local from to
    from=$(now)
    SWIFT="$SWIFT" bash scripts/compare.sh --output "$out/reports" "$@" >"$out/report.log" 2>&1 || {
        cat "$out/report.log" >&2
        echo "benchmark: make compare $* failed" >&2
        exit 1
    }
    to=$(now)
    awk -v a="$from" -v b="$to" 'BEGIN { printf "%.2f", b - a }'
}

echo "==> one run of each to warm the caches (not timed)"
report >/dev/null
report --without-architecture >/dev/null

with=()
without=()
for ((run = 1; run <= RUNS; run++)); do
    with+=("$(report)")
    without+=("$(report --without-architecture)")
    echo "    run $run: with $(last "${with[@]}") s, without $(last "${without[@]}") s"
done

awk -v with="$(median "${with[@]}")" -v without="$(median "${without[@]}")" 'BEGIN {
    ratio = with / without
    printf "\n%-52s %8s  %s\n", "Measure (median)", "Seconds", "Target"
    printf "%-52s %8.2f\n", "warm make compare, with the architecture measures", with
    printf "%-52s %8.2f\n", "warm make compare, without them", without
    printf "%-52s %8.2f  %s\n", "ratio", ratio, (ratio <= 1.25 ? "<= 1.25: met" : "<= 1.25: MISSED")
}'
