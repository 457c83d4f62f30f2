#!/bin/sh
# make check-scripts: the shell scripts must run on a stock Mac (/bin/bash 3.2, BSD userland) as well
# as on Linux. Linux has neither, so this checks what can be checked here:
#   1. shellcheck, as bash, on every script (and, as sh, on this one, which is POSIX: CI runs it
#      under dash);
#   2. no construct that bash 3.2 or the BSD tools lack, which shellcheck does not flag;
#   3. the scripts' own argument handling, run with bash in POSIX mode, which also parses
#      scripts/common.sh as every script sources it.
# Prints each problem with its file and line; exits 1 if there was any.
set -eu
cd "$(dirname "$0")/.."

scripts="scripts/*.sh .ci/run"
failed=0
fail() {
    echo "✘ $*" >&2
    failed=1
}

echo "==> shellcheck"
# shellcheck disable=SC2086 # the list is of globs, to be split and expanded
shellcheck -x -s bash $scripts || fail "shellcheck found the problems above"
shellcheck -s sh scripts/check-scripts.sh || fail "shellcheck found the problems above in scripts/check-scripts.sh"

echo "==> constructs macOS's bash 3.2 or BSD tools lack"
# Each line: a basic regular expression, an @, then what is wrong with it. Comment lines are not searched.
# shellcheck disable=SC2016 # the patterns and reasons are text, not expansions
forbidden='declare -A@associative arrays are bash 4
mapfile@mapfile is bash 4
readarray@readarray is bash 4
\${[A-Za-z_]*,,@case conversion (${x,,}) is bash 4
\${[A-Za-z_]*^^@case conversion (${x^^}) is bash 4
\[-1\]}@a negative array index is bash 4.3; use last "${list[@]}" from scripts/common.sh
|&@the |& pipe is bash 4
&>>@the &>> redirection is bash 4
coproc@coproc is bash 4
EPOCHREALTIME@EPOCHREALTIME is bash 5; use now from scripts/common.sh
date +%s\.%N@BSD date has no %N; use now from scripts/common.sh
sed -i@sed -i takes a suffix on BSD and none on GNU; write to a new file and move it
grep -[a-zA-Z]*P@BSD grep has no -P
readlink -f@BSD readlink has no -f (macOS before 13)
stat -c@BSD stat has no -c
timeout @macOS has no timeout command
xargs -r@BSD xargs has no -r
-printf@BSD find has no -printf
sort -V@sort -V is not in every BSD sort
sed -r@BSD sed has no -r; use sed -E
date -d@BSD date has no -d
nproc@macOS has no nproc; use getconf _NPROCESSORS_ONLN
sha256sum@macOS has no sha256sum; use shasum -a 256
md5sum@macOS has no md5sum
mktemp -p@BSD mktemp has no -p; give a template under ${TMPDIR:-/tmp}
mktemp --@BSD mktemp has no long options
head -n -@BSD head takes no negative count
base64 -w@BSD base64 has no -w
read -t.*12[89]@bash 3.2 returns 1, not more than 128, when read -t times out'
# shellcheck disable=SC2086 # the list is of globs, to be split and expanded
for file in $scripts; do
    printf '%s\n' "$forbidden" | while IFS='@' read -r pattern reason; do
        [ "$file" = scripts/check-scripts.sh ] && continue
        # common.sh's now() is the one place that asks date for %N, with a fallback.
        [ "$file" = scripts/common.sh ] && [ "$pattern" = 'date +%s\.%N' ] && continue
        grep -n -e "$pattern" "$file" | grep -v -e '^[0-9]*: *#' | while IFS= read -r hit; do
            echo "✘ $file:${hit%%:*}: $reason" >&2
            echo x
        done
    done
done | grep -q x && fail "constructs that do not run on a stock Mac (listed above)"

echo "==> argument handling under bash --posix"
# expect STATUS TEXT SCRIPT ARGUMENTS...: the script, run by bash in POSIX mode, ends with STATUS and
# prints TEXT on its error output, before it builds anything.
expect() {
    status="$1" text="$2" script="$3"
    shift 3
    output=$(bash --posix "$script" "$@" 2>&1 >/dev/null) && got=0 || got=$?
    if [ "$got" != "$status" ]; then
        fail "bash --posix $script $*: exit status $got, expected $status ($output)"
    elif ! printf '%s\n' "$output" | grep -q -F -e "$text"; then
        fail "bash --posix $script $*: expected \"$text\" in its output, got: $output"
    fi
}
expect 64 "make test: unknown option --fast" scripts/test.sh --fast
expect 64 "make bench: unknown option --fast" scripts/benchmark.sh --fast
for file in scripts/*.sh; do
    bash --posix -n "$file" || fail "bash --posix cannot parse $file"
done

if [ "$failed" -ne 0 ]; then
    echo "==> the scripts would not all run on a stock Mac: see the lines marked ✘" >&2
    exit 1
fi
echo "==> the scripts passed every check"
