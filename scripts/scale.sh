#!/usr/bin/env bash
# make scale: builds the scale benchmark in release (in .build/release, beside the debug products it
# leaves alone, with the release flags of make fuzz), times one user action per style at 100, 1,000
# and 10,000 stored items beside the bare Models operation, prints the table and writes
# Reports/scale.json with the commit and machine.
# `make compare` only reads that file: timings vary between runs, the report must not.
# Extra arguments go to the benchmark (for example --repetitions 3).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/common.sh
source scripts/common.sh
# The release flags make fuzz uses too, so that neither rebuilds the other's release products.
echo "==> build the scale benchmark in release ($BUILD_FOLDER/release)"
build_with_progress --product scale "${RELEASE_FLAGS[@]}"

commit=$(git rev-parse --short HEAD)
if [ -n "$(git status --porcelain -- Sources Package.swift)" ]; then
    commit="$commit with uncommitted changes"
fi
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
machine="$(uname -sm), $cores cores, $("$SWIFT" --version 2>&1 | head -n 1 | sed 's/ *(.*//')"

echo "==> time each action (median of several runs per style and size)"
"$BUILD_FOLDER/release/scale" --commit "$commit" --machine "$machine" --output Reports "$@"
