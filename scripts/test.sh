#!/usr/bin/env bash
# make test: build everything (tests included) with the shared flags, then run every test once.
# Options: --seed N --sequences N --steps N --lifetimes-every N set the random operation sequences of
# the run (RANDOM_SEED, RANDOM_SEQUENCES, RANDOM_STEPS, RANDOM_LIFETIMES_EVERY); the defaults are in
# README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

while (($#)); do
    case "$1" in
    --seed) export RANDOM_SEED="$2" ;;
    --sequences) export RANDOM_SEQUENCES="$2" ;;
    --steps) export RANDOM_STEPS="$2" ;;
    --lifetimes-every) export RANDOM_LIFETIMES_EVERY="$2" ;;
    *) echo "make test: unknown option $1" >&2; exit 64 ;;
    esac
    shift 2
done

echo "==> build sources and tests ($BUILD_FOLDER, coverage on, warnings as errors)"
build_with_progress --build-tests "${BUILD_FLAGS[@]}"

# Every test is a Swift Testing test; the XCTest runner would only report that it ran none. If an
# XCTest test is ever added, it runs too. (A string, not an array: macOS's bash 3.2 calls an empty
# array unbound under set -u.)
testing=--disable-xctest
if grep -rqs --include='*.swift' '^import XCTest' Tests; then testing=; fi

echo "==> run every test"
# -q leaves passing tests out: what remains is each failure, with the lines starting with ↳ under it
# that give its reason, and the last line, the run's summary. Only the two ↳ lines that describe the
# run itself (the testing library's version and the platform) are left out.
"$SWIFT" test --skip-build "${BUILD_FLAGS[@]}" ${testing:+"$testing"} -q 2>&1 |
    grep -v -E '^↳ (Testing Library Version|Target Platform): '
