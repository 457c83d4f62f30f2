#!/usr/bin/env bash
# make compare: build everything with the shared flags (a no-op after make test), then let
# `compare report` run the tests by kind with coverage and write Reports/.
# Options go to `compare report` (for example --sequences 50); see `make help` and README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh
started=$(now)

echo "==> build sources and tests ($BUILD_FOLDER, coverage on, warnings as errors)"
build_with_progress --build-tests "${BUILD_FLAGS[@]}"
echo "    build: $BUILD_SECONDS s"

# compare is instrumented like everything in the build; its own profile is of no interest.
LLVM_PROFILE_FILE=/dev/null "$BUILD_FOLDER/debug/compare" report --scratch-path "$BUILD_FOLDER" \
    --build-seconds "$BUILD_SECONDS" "$@"
echo "==> done in $(seconds_since "$started") s: open Reports/comparison.html (also comparison.md, comparison.json)"
