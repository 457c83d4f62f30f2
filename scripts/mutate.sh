#!/usr/bin/env bash
# make mutate / make mutate-check: build the mutate tool with the test build's flags, run it, and
# print the whole time taken, build of the tool included.
#   scripts/mutate.sh run     every mutant of every style; writes Reports/mutation.json
#   scripts/mutate.sh check   the honesty check on those results
# Extra arguments go to the tool (for example --workers 1).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/common.sh
source scripts/common.sh
command="${1:-run}"
shift || true
started=$(now)

echo "==> build the mutate tool and compare"
build_with_progress --product mutate "${BUILD_FLAGS[@]}"
build_with_progress --product compare "${BUILD_FLAGS[@]}"
bin=$("$SWIFT" build --show-bin-path "${BUILD_FLAGS[@]}")
# The tool is instrumented like everything in the build, and so are the test binaries it runs; none of
# their profiles is read, and without this each would leave a default.profraw behind.
LLVM_PROFILE_FILE=/dev/null "$bin/mutate" "$command" --swift "$(command -v "$SWIFT")" "$@"
# compare is the one writer of Reports/comparison.*: it writes the report already there again with
# the new results, running no test.
LLVM_PROFILE_FILE=/dev/null "$bin/compare" render --output Reports

echo "==> make mutate $command: $(seconds_since "$started") s in all"
