#!/usr/bin/env bash
# make lab-ready: what a student runs once before a lab, at home. It checks what the lab needs (Swift
# 6.1 or later, git, room on the disk), then builds everything `make exercise-check` uses, with the
# same folder and flags, so that the lab starts from a built package. It ends with "Ready" or with
# what is missing, in plain words. --check-only checks without building.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

check_only=false
while (($#)); do
    case "$1" in
    --check-only) check_only=true; shift ;;
    *) echo "make lab-ready: unknown option $1 (the only one is --check-only)" >&2; exit 64 ;;
    esac
done

problems=()
version=""
if ! command -v "$SWIFT" >/dev/null 2>&1; then
    problems+=("No Swift toolchain was found (no '$SWIFT' command): install Swift 6.1 or later from swift.org (on a Mac, Xcode 16.3 or later), open a new terminal and run make lab-ready again.")
else
    # "Swift version 6.1.2 (swift-6.1.2-RELEASE)" on Linux, "Apple Swift version 6.1 (swiftlang-...)" on a Mac.
    version=$("$SWIFT" --version 2>&1 | sed -n 's/.*Swift version \([0-9][0-9]*\(\.[0-9][0-9]*\)*\).*/\1/p' | head -n 1)
    major=${version%%.*}
    rest=${version#*.}
    minor=${rest%%.*}
    [[ "$rest" == "$version" ]] && minor=0
    if [[ -z "$version" ]]; then
        problems+=("'$SWIFT --version' did not say which Swift it is: check that '$SWIFT' is the Swift toolchain (6.1 or later).")
    elif ((major < 6 || (major == 6 && minor < 1))); then
        problems+=("Swift $version is too old: the lab needs Swift 6.1 or later (on a Mac, Xcode 16.3 or later). Install it and run make lab-ready again.")
    fi
fi
command -v git >/dev/null 2>&1 || problems+=("git was not found: the lab's check measures your change with git; install git and run make lab-ready again.")
# A first build with coverage takes about 1 GB; 2 GB leaves room for the lab's rebuilds.
free_kb=$(df -Pk . | awk 'NR == 2 { print $4 }')
if [[ -n "$free_kb" ]] && ((free_kb < 2 * 1024 * 1024)); then
    problems+=("Only $((free_kb / 1024)) MB are free on this disk: the build needs about 2 GB. Free some space and run make lab-ready again.")
fi

if ((${#problems[@]})); then
    echo "Not ready for the lab:" >&2
    for problem in "${problems[@]}"; do echo "  - $problem" >&2; done
    exit 1
fi
if [[ "$check_only" == true ]]; then
    echo "The toolchain is ready (Swift $version, git, disk space); the build was skipped (--check-only)."
    exit 0
fi

echo "==> Swift $version, git and disk space are fine; building everything the lab's checks use (the first build takes 5 to 10 minutes on two cores)"
started=$(now)
if ! build_with_progress --build-tests "${BUILD_FLAGS[@]}"; then
    echo "Not ready for the lab: the build failed (its last lines are above). Check that this is an unchanged copy of the course's repository (git status), then ask for help with those lines." >&2
    exit 1
fi
echo "Ready for the lab: Swift $version, the package built in $(seconds_since "$started") s. In the lab, make exercise-check E=<request> STYLE=<style> starts from this build."
