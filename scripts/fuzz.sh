#!/usr/bin/env bash
# make fuzz: build compare in release (into .build/release, apart from the debug build) and play
# random operation sequences against every style, one worker process per processor.
# Options go to `compare fuzz` (--seed N --sequences N --steps N --jobs N); see README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

echo "==> build compare in release ($BUILD_FOLDER/release)"
build_with_progress --product compare "${RELEASE_FLAGS[@]}"
echo "    build: $BUILD_SECONDS s"
echo "==> random operation sequences"
exec "$BUILD_FOLDER/release/compare" fuzz "$@"
