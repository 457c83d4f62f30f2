#!/usr/bin/env bash
# make exercise-check E=1 STYLE=MVVM: checks a student's own solution of a change request in one style,
# in this working copy: builds with the test build's flags, then runs the request's scenarios, every
# shared scenario and the style's own unit tests against that style.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/common.sh
request="${1:-}"
style="${2:-}"
requests=$(cd Exercises && ls -d E[0-9]*-*/ 2>/dev/null | tr -d / | tr '\n' ' ')
styles=$(sed -n 's/.*Style(name: "\([^"]*\)".*/\1/p' Sources/Harness/Styles/StyleRegistry.swift | tr '\n' ' ')

if [ -z "$request" ] || [ -z "$style" ]; then
    echo "Usage: make exercise-check E=<number> STYLE=<style>, for example make exercise-check E=1 STYLE=MVVM" >&2
    echo "Requests: $requests" >&2
    echo "Styles: $styles" >&2
    exit 64
fi
request="E${request#E}"
folder=$(cd Exercises && ls -d "$request"-*/ 2>/dev/null | tr -d / | head -n 1)
if [ -z "$folder" ]; then
    echo "There is no request $request in Exercises/; the requests are: $requests" >&2
    exit 64
fi
if ! grep -q "Style(name: \"$style\"" Sources/Harness/Styles/StyleRegistry.swift; then
    echo "There is no style $style; the registered styles are: $styles" >&2
    exit 64
fi

# The shared scenarios whose behaviour the request changes: its own scenarios check them instead.
replaced=$(sed -n 's/^Replaces the shared scenarios: //p' "Exercises/$folder/README.md" | tr -d ' ')

echo "==> build everything with the test build's flags"
build_with_progress --build-tests "${BUILD_FLAGS[@]}"
echo "==> $request ($folder) in $style: the request's scenarios, the shared scenarios${replaced:+ but $replaced} and ${style}Tests"
if EXERCISE="$request" SCENARIO_STYLE="$style" SCENARIO_SKIP="$replaced" "$SWIFT" test --skip-build "${BUILD_FLAGS[@]}" \
    --filter "^(ScenarioTests|ExerciseTests|${style}Tests)\."; then
    echo "==> $request in $style: every check passed."
else
    echo "==> $request in $style: some checks failed (the lines marked ✘ above say which and why)." >&2
    echo "    The request is described in Exercises/$folder/README.md." >&2
    exit 1
fi
