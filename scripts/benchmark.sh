#!/usr/bin/env bash
# make bench: the speed targets of the pipeline, measured in fresh clones of the current commit.
#
#   1. A fresh clone's `make compare && make test` against one cold `swift build --build-tests` in
#      another fresh clone (target: ratio <= 1.25). --cold-runs N repeats the pair, alternating.
#   2. In the first clone, now built: a warm `make compare` against one
#      `swift test --enable-code-coverage` of the same tests with the same flags and the same number of
#      random sequences, alternating, --runs N times each (default 5); medians (target: ratio <= 0.7).
#   3. `compare loc` on a 50 MB Swift file made of the package's sources (target: under 2 s).
#
# It measures; it does not fail on a missed target. --skip-cold leaves out part 1 (minutes of
# building) and builds the clone with `make compare` instead. Uncommitted changes are not measured.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

runs=5
cold_runs=1
skip_cold=false
while (($#)); do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --cold-runs) cold_runs="$2"; shift 2 ;;
    --skip-cold) skip_cold=true; shift ;;
    *) echo "make bench: unknown option $1" >&2; exit 64 ;;
    esac
done

repository=$(pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/compare-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
[[ -z "$(git status --porcelain)" ]] || echo "note: uncommitted changes are not measured (the clones are of $(git rev-parse --short HEAD))"
echo "Benchmark of $(git rev-parse --short HEAD) on $(getconf _NPROCESSORS_ONLN) cores, in $work"

# Runs a command in a folder, its output in a log; prints its wall time in seconds.
timed() {
    local folder="$1" log="$2" from
    shift 2
    from=$(now)
    if ! (cd "$folder" && "$@") >"$log" 2>&1; then
        tail -20 "$log" >&2
        echo "make bench: '$*' failed in $folder (log: $log)" >&2
        exit 1
    fi
    seconds_since "$from"
}

ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'
}

verdict() {
    awk -v value="$1" -v limit="$2" 'BEGIN { print (value <= limit ? "met" : "MISSED") }'
}

fresh_clone() {
    rm -rf "$1"
    git clone --quiet --no-hardlinks "$repository" "$1"
}

project="$work/project"
if [[ "$skip_cold" == false ]]; then
    echo "==> 1. fresh clone: make compare && make test, against a cold swift build --build-tests ($cold_runs each)"
    ours=() cold=()
    for ((run = 1; run <= cold_runs; run++)); do
        fresh_clone "$project"
        ours+=("$(timed "$project" "$work/fresh.log" bash -c 'make compare && make test')")
        echo "    make compare && make test: $(last "${ours[@]}") s"
        fresh_clone "$work/cold"
        cold+=("$(timed "$work/cold" "$work/cold.log" "$SWIFT" build --build-tests)")
        echo "    swift build --build-tests: $(last "${cold[@]}") s"
        rm -rf "$work/cold"
    done
    fresh=$(median "${ours[@]}")
    build=$(median "${cold[@]}")
    cold_ratio=$(ratio "$fresh" "$build")
else
    echo "==> building a fresh clone with make compare (part 1 skipped)"
    fresh_clone "$project"
    timed "$project" "$work/fresh.log" make compare >/dev/null
fi

# The random sequences make compare runs (how many, and which also have their lifetimes checked), as
# compare report's defaults give them, one name=value line each.
sequences='' lifetimes_every=''
while IFS='=' read -r name value; do
    case $name in
    sequences) sequences=$value ;;
    lifetimes-every) lifetimes_every=$value ;;
    esac
done < <(LLVM_PROFILE_FILE=/dev/null "$project/.build/debug/compare" report --print-defaults)
if [ -z "$sequences" ] || [ -z "$lifetimes_every" ]; then
    echo "benchmark: compare report --print-defaults did not give sequences and lifetimes-every" >&2
    exit 1
fi
echo "==> 2. warm make compare against swift test --enable-code-coverage ($sequences random sequences, lifetimes every $lifetimes_every), $runs each, alternating"
compare_times=() test_times=()
for ((run = 1; run <= runs; run++)); do
    compare_times+=("$(timed "$project" "$work/compare.log" make compare)")
    test_times+=("$(timed "$project" "$work/test.log" env RANDOM_SEQUENCES="$sequences" RANDOM_LIFETIMES_EVERY="$lifetimes_every" \
        "$SWIFT" test "${BUILD_FLAGS[@]}")")
    echo "    run $run: make compare $(last "${compare_times[@]}") s, swift test $(last "${test_times[@]}") s"
done
warm_compare=$(median "${compare_times[@]}")
warm_test=$(median "${test_times[@]}")
warm_ratio=$(ratio "$warm_compare" "$warm_test")

echo "==> 3. compare loc on a 50 MB Swift file"
big="$work/big.swift"
: >"$big"
while (($(wc -c <"$big") < 50 * 1024 * 1024)); do
    find "$project/Sources" -name '*.swift' -print0 | xargs -0 cat >>"$big"
done
loc_times=() loc_cpu=()
for ((run = 1; run <= runs; run++)); do
    loc_times+=("$(timed "$project" "$work/loc.log" env LLVM_PROFILE_FILE=/dev/null .build/debug/compare loc "$big")")
    # The processor time too: on a machine others share, the wall time depends on them.
    loc_cpu+=("$(cd "$project" && { TIMEFORMAT='%U %S'; time LLVM_PROFILE_FILE=/dev/null .build/debug/compare loc "$big" >/dev/null; } 2>&1 | awk '{ print $1 + $2 }')")
done
loc=$(median "${loc_times[@]}")
loc_processor=$(median "${loc_cpu[@]}")

echo
printf '%-58s %9s %5s  %s\n' "Measure" "Median s" "Runs" "Target"
if [[ "$skip_cold" == false ]]; then
    printf '%-58s %9s %5s\n' "fresh clone: make compare && make test" "$fresh" "$cold_runs"
    printf '%-58s %9s %5s\n' "fresh clone: swift build --build-tests" "$build" "$cold_runs"
    printf '%-58s %9s %5s  %s\n' "ratio" "$cold_ratio" "" "<= 1.25: $(verdict "$cold_ratio" 1.25)"
fi
printf '%-58s %9s %5s\n' "warm make compare ($sequences sequences per style)" "$warm_compare" "$runs"
printf '%-58s %9s %5s\n' "warm swift test --enable-code-coverage (same flags, count)" "$warm_test" "$runs"
printf '%-58s %9s %5s  %s\n' "ratio" "$warm_ratio" "" "<= 0.7: $(verdict "$warm_ratio" 0.7)"
printf '%-58s %9s %5s  %s\n' "compare loc, $(($(wc -c <"$big") / 1024 / 1024)) MB file" "$loc" "$runs" \
    "< 2 s: $(verdict "$loc" 1.99)"
printf '%-58s %9s %5s\n' "compare loc, same file: processor time (user + system)" "$loc_processor" "$runs"
echo "Load average at the end: $(uptime | sed 's/.*load average[s]*: //')"
