#!/usr/bin/env bash
# make bench: measures `make compare` from a fresh copy of the working tree (no build folders), a
# second `make compare` with nothing changed, and one `swift test --enable-code-coverage` run with
# nothing to rebuild, then prints the figures against the targets. It measures; it does not fail.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT="${SWIFT:-swift}"
copy=$(mktemp -d "${TMPDIR:-/tmp}/compare-bench.XXXXXX")
trap 'rm -rf "$copy"' EXIT

# Tracked and untracked-but-not-ignored files: what a clone of the current work would hold.
git ls-files --cached --others --exclude-standard -z | tar --null -T - -cf - | tar -xf - -C "$copy"

time_of() {
    local from to
    from=$(date +%s.%N)
    "$@" >"$copy/bench-step.log" 2>&1 || { cat "$copy/bench-step.log" >&2; echo "benchmark: '$*' failed" >&2; exit 1; }
    to=$(date +%s.%N)
    awk -v a="$from" -v b="$to" 'BEGIN { printf "%.1f", b - a }'
}

echo "Copy of the working tree: $copy ($(nproc 2>/dev/null || sysctl -n hw.ncpu) cores)"
echo "==> make compare, fresh copy"
fresh=$(cd "$copy" && time_of make compare)
echo "    $fresh s"
echo "==> make compare again, nothing changed"
again=$(cd "$copy" && time_of make compare)
echo "    $again s"
echo "==> swift test --enable-code-coverage (a first run builds; the second is timed)"
(cd "$copy" && time_of "$SWIFT" test --enable-code-coverage >/dev/null)
coverage_test=$(cd "$copy" && time_of "$SWIFT" test --enable-code-coverage)
echo "    $coverage_test s"

awk -v fresh="$fresh" -v again="$again" -v test="$coverage_test" 'BEGIN {
    ratio = again / test
    printf "\n%-48s %8s  %s\n", "Measure", "Seconds", "Target"
    printf "%-48s %8.1f  %s\n", "make compare, fresh copy", fresh, (fresh <= 300 ? "<= 300 s: met" : "<= 300 s: MISSED")
    printf "%-48s %8.1f  %s\n", "make compare, nothing changed", again, (again <= 30 ? "<= 30 s: met" : "<= 30 s: MISSED")
    printf "%-48s %8.1f\n", "swift test --enable-code-coverage, nothing changed", test
    printf "%-48s %8.2f  %s\n", "ratio of the two runs with nothing changed", ratio, (ratio <= 1.5 ? "<= 1.5: met" : "<= 1.5: MISSED")
}'
