#!/usr/bin/env bash
# make show STYLE=MVC: a short tour of one style's app (add a task, mark it done, add a contact,
# import), each screen printed as text, from the shared debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

build_with_progress --product compare "${BUILD_FLAGS[@]}" >&2
LLVM_PROFILE_FILE=/dev/null exec "$BUILD_FOLDER/debug/compare" show "$@"
