#!/usr/bin/env bash
# make exercises: build the exercises tool with the test build's flags, then let it apply every style's
# solution of each change request to the scratch copy in .build-exercises/, build and test it once per
# request, measure each solution and write Reports/exercises.json. Prints the whole time taken, the
# tool's own build included. Extra arguments go to the tool (for example --request E1).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/common.sh
source scripts/common.sh
started=$(now)

echo "==> build the exercises tool ($BUILD_FOLDER, the shared flags)"
build_with_progress --product exercises "${BUILD_FLAGS[@]}"
bin=$("$SWIFT" build --show-bin-path "${BUILD_FLAGS[@]}")
# The tool is instrumented like everything in the build, and so are the tests it runs; no profile of
# theirs is read, and without this the tool would leave a default.profraw in the working folder.
LLVM_PROFILE_FILE=/dev/null "$bin/exercises" --swift "$(command -v "$SWIFT")" --build-flags "${BUILD_FLAGS[*]}" "$@"

echo "==> make exercises: $(seconds_since "$started") s in all, the tool's build included"
