#!/usr/bin/env bash
# Shared by the make targets: the one set of build flags, and a build that never goes quiet.
#
# Every debug build (make test, make compare, make loc) uses the same folder and flags: coverage on
# and warnings as errors. Any difference in flags would make SwiftPM rebuild everything.
# shellcheck disable=SC2034 # the variables are read by the scripts that source this file
SWIFT="${SWIFT:-swift}"
BUILD_FOLDER=".build"
BUILD_FLAGS=(--scratch-path "$BUILD_FOLDER" --enable-code-coverage -Xswiftc -warnings-as-errors)
# make fuzz plays sequences in release; its products go to .build/release, apart from the debug ones.
RELEASE_FLAGS=(--scratch-path "$BUILD_FOLDER" -c release -Xswiftc -warnings-as-errors)
# How long the build may stay silent before a line says it is still at work.
QUIET_SECONDS=10

# Seconds since the epoch, with fractions where `date` has them (GNU date; BSD date gives whole seconds).
now() {
    date +%s.%N | sed 's/\.N$//'
}

seconds_since() {
    awk -v from="$1" -v to="$(now)" 'BEGIN { printf "%.1f", to - from }'
}

# The median of the numbers given as arguments.
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

# The last of the arguments: macOS's bash 3.2 has no negative array index (${list[-1]}).
last() {
    eval "printf '%s\\n' \"\${$#}\""
}

# Says in one sentence, and fails, when the build folder cannot be written (a read-only checkout), which
# SwiftPM would otherwise report as an assertion and a hundred lines of backtrace.
check_build_folder_writable() {
    local probe="$BUILD_FOLDER/.write-check.$$"
    if mkdir -p "$BUILD_FOLDER" 2>/dev/null && : >"$probe" 2>/dev/null; then
        rm -f "$probe"
        return 0
    fi
    local where="$BUILD_FOLDER"
    case "$where" in /*) ;; *) where="$(pwd)/$where" ;; esac
    echo "The build folder $where cannot be written (a read-only checkout, or one owned by another user): make a copy you can write to, or fix its permissions, and run again." >&2
    return 1
}

# Runs `swift build` with the given arguments, passing on SwiftPM's "[x/y] Compiling ..." lines and
# adding one whenever nothing was printed for QUIET_SECONDS. Returns the build's exit status.
# A failed `read -t` does not say whether the time ran out (bash 4 returns more than 128, macOS's
# bash 3.2 returns 1, as at the end of input), so the build runs as a job whose end is checked.
build_with_progress() {
    local started last line status fifo pid waited_from
    check_build_folder_writable || return 1
    started=$(now)
    last="starting"
    fifo=$(mktemp -u "${TMPDIR:-/tmp}/build-progress.XXXXXX")
    mkfifo "$fifo"
    { "$SWIFT" build "$@" 2>&1; echo "build-exit-status $?"; } >"$fifo" &
    pid=$!
    exec 3<"$fifo"
    rm -f "$fifo"
    status=1
    while true; do
        waited_from=$SECONDS
        if IFS= read -r -t "$QUIET_SECONDS" line <&3; then
            if [[ "$line" == build-exit-status* ]]; then
                status="${line#build-exit-status }"
                break
            fi
            echo "$line"
            [[ "$line" == \[* ]] && last="${line%% *}"
        elif ! kill -0 "$pid" 2>/dev/null; then
            break
        elif ((SECONDS - waited_from >= QUIET_SECONDS - 1)); then
            # The time ran out (not the end of input of a job the shell has yet to reap).
            echo "    still building ($last, $(seconds_since "$started") s)"
        fi
    done
    exec 3<&-
    wait "$pid" 2>/dev/null || true
    BUILD_SECONDS=$(seconds_since "$started")
    return "$status"
}

# run_quietly LOG COMMAND...: runs COMMAND with its output going to LOG only, and says every
# QUIET_SECONDS that it is still at work (with its latest "[x/y]" step, for a build), so that a script
# can stay quiet unless something fails and still never look stuck. Returns the command's exit status.
run_quietly() {
    local log="$1" started pid waited step
    shift
    started=$(now)
    "$@" >"$log" 2>&1 &
    pid=$!
    waited=0
    while kill -0 "$pid" 2>/dev/null; do
        sleep 1
        waited=$((waited + 1))
        if ((waited >= QUIET_SECONDS)); then
            waited=0
            step=$(grep '^\[' "$log" | tail -n 1 | cut -c 1-80 || true)
            echo "    still at work ($(seconds_since "$started") s${step:+, $step})"
        fi
    done
    wait "$pid"
}
