#!/usr/bin/env bash
# make loc FILES="...": the line counts of Swift files and folders, from the shared debug build (built
# with the shared flags only if it is missing or out of date, never rebuilt for other flags).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

build_with_progress --product compare "${BUILD_FLAGS[@]}" >&2
LLVM_PROFILE_FILE=/dev/null exec "$BUILD_FOLDER/debug/compare" loc "$@"
