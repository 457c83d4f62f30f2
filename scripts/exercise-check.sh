#!/usr/bin/env bash
# make exercise-check E=1 STYLE=MVVM: checks a student's own solution of a change request in one style,
# in this working copy, as a reference solution is checked: builds with the test build's flags; refuses
# changes outside the style's two folders, files whose names give no layer, broken layer rules and
# tests the report would not count; runs the request's scenarios, every shared scenario and the
# style's own unit tests against that style; lints the style's folders. Quiet unless something fails
# (a line every few seconds while it works); when all passed, prints the change measured beside the
# reference solution's.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/common.sh
source scripts/common.sh
request="${1:-}"
style="${2:-}"
logs="$BUILD_FOLDER/exercise-check"
mkdir -p "$logs"
started=$(now)
failed=0

# The exercises tool alone first (the test build's flags, so the full build below reuses it): it
# answers a mistyped request or style, naming the valid ones, before the long build.
if ! run_quietly "$logs/build-tool.log" "$SWIFT" build --product exercises "${BUILD_FLAGS[@]}"; then
    echo "✘ The exercises tool did not build:" >&2
    tail -n 20 "$logs/build-tool.log" >&2
    exit 1
fi
bin=$("$SWIFT" build --show-bin-path "${BUILD_FLAGS[@]}")
# The tool is instrumented like everything in the build; without this it would leave a
# default.profraw in the working folder.
exercises() {
    LLVM_PROFILE_FILE=/dev/null "$bin/exercises" "$@"
}
if [ -z "$request" ] || [ -z "$style" ]; then
    echo "Usage: make exercise-check E=<number> STYLE=<style>, for example make exercise-check E=1 STYLE=MVVM" >&2
fi
# What the request and style need, one "name: value" line each (see `exercises --help`).
plan=$(exercises plan ${request:+--request "$request"} ${style:+--style "$style"}) || exit 64
field() {
    printf '%s\n' "$plan" | sed -n "s/^$1: //p"
}
request=$(field request)
style=$(field style)
folder=$(field folder)
replaced=$(field skip)
test_target=$(field "test target")
sources=$(field sources)
tests=$(field tests)

echo "==> $request ($folder) in $style: build, checks, tests and lint (logs in $logs/)"
if ! run_quietly "$logs/build.log" "$SWIFT" build --build-tests "${BUILD_FLAGS[@]}"; then
    echo "✘ The build failed:" >&2
    errors=$(grep ': error: ' "$logs/build.log" | sort -u | head -n 30 || true)
    echo "${errors:-$(tail -n 20 "$logs/build.log")}" >&2
    exit 1
fi
echo "    built ($(seconds_since "$started") s)"

exercises check --request "$request" --style "$style" >&2 || failed=1

if ! run_quietly "$logs/tests.log" env EXERCISE="$request" SCENARIO_STYLE="$style" SCENARIO_SKIP="$replaced" \
    "$SWIFT" test --skip-build "${BUILD_FLAGS[@]}" --filter "^(ScenarioTests|ExerciseTests|$test_target)\."; then
    echo "✘ Tests failed: the request's scenarios, the shared scenarios${replaced:+ but $replaced} or $test_target" \
        "(each failure with its reasons, the lines starting with ↳; the whole run is in $logs/tests.log):" >&2
    grep -E '✘|↳|error:|Fatal error' "$logs/tests.log" | head -n 80 >&2 || tail -n 30 "$logs/tests.log" >&2
    failed=1
fi
echo "    tested ($(seconds_since "$started") s)"

if ! run_quietly "$logs/lint.log" "$SWIFT" format lint --strict --recursive "$sources" "$tests"; then
    echo "✘ swift format lint --strict found these in $sources and $tests" \
        "(swift format --in-place --recursive on the files fixes most):" >&2
    cat "$logs/lint.log" >&2
    failed=1
fi

if ((failed)); then
    echo "==> $request in $style: not done yet; the lines marked ✘ above say what and why." >&2
    echo "    The request is described in $folder/README.md." >&2
    exit 1
fi
echo "==> $request in $style: every check passed ($(seconds_since "$started") s)."
exercises measure --request "$request" --style "$style"
