#!/usr/bin/env bash
# Zeitvertreib: set up, build and run, on a Debian 12 machine.
#
#   ./run.sh demo [kiosk options]   install what is missing, build, start the kiosk in a window
#   ./run.sh test                   install what is missing, build, run every test (CTest)
#                                   except the long soaks
#   ./run.sh soak                   the long soaks only (ctest label "soak", e.g. 10,000
#                                   seeded Backgammon games); minutes, not part of CI
#   ./run.sh test --sanitize        the same in build-asan/ with AddressSanitizer and
#                                   UndefinedBehaviorSanitizer (long soaks left out)
#   ./run.sh fuzz [TARGET] [--minutes N]
#                                   build the fuzzers in build-fuzz/ (clang) and run each
#                                   target (or one) for N minutes (default 20)
#
# A second run installs nothing and rebuilds only what changed (build/ is kept).
set -euo pipefail
cd "$(dirname "$0")"

BUILD_DIR=${ZV_BUILD_DIR:-build}

usage() {
    sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

# Installs the Debian packages listed in scripts/debian-packages.txt that are
# not installed yet; uses sudo when not root. Nothing else is downloaded.
# With arguments: those packages instead (the fuzzers' clang).
install_missing_packages() {
    local wanted missing=()
    if [ $# -gt 0 ]; then
        wanted=("$@")
    else
        mapfile -t wanted < <(grep -vE '^\s*(#|$)' scripts/debian-packages.txt)
    fi
    for pkg in "${wanted[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$pkg")
        fi
    done
    ((${#missing[@]})) || return 0
    echo "Installing missing Debian packages: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
}

build() {
    if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
        cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
    fi
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

# ./run.sh test --sanitize: the whole suite built with ASan and UBSan in a
# folder of its own. Not part of .ci/run: the instrumented build and run take
# about three times as long as the ordinary ones. Suppressions (Qt and system
# libraries only, each with its reason) are in tests/sanitizers/.
run_sanitized_tests() {
    local dir=build-asan
    if [ ! -f "$dir/CMakeCache.txt" ]; then
        cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DZV_SANITIZE=ON
    fi
    cmake --build "$dir" --parallel "$(nproc)"
    local supp=$PWD/tests/sanitizers
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=0:suppressions=$supp/asan.supp"
    export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$supp/ubsan.supp"
    # Left out: the long soaks and the tests of other programs' work (the
    # Debian package build, clang-format, qmllint), which our sanitizers
    # cannot see into anyway.
    exec ctest --test-dir "$dir" --output-on-failure --parallel "$(($(nproc) * 2))" \
        --timeout 1800 -LE soak -E '^(tst_kiosk_endurance|deploy_package|lint_.*)$' "$@"
}

# ./run.sh fuzz [TARGET] [--minutes N]: libFuzzer through Debian's clang
# (issue 23). New inputs the fuzzer keeps go to build-fuzz/corpus/<target>/;
# the seed corpus in tests/fuzz/corpus/ is only read. A crash leaves its input
# in build-fuzz/artifacts/<target>/: fix the bug, then copy the input to
# tests/fuzz/regressions/<target>/ so fuzz_regressions replays it for ever.
run_fuzzers() {
    local dir=build-fuzz minutes=20 only=""
    while [ $# -gt 0 ]; do
        case "$1" in
        --minutes) minutes=$2; shift 2 ;;
        -*) usage ;;
        *) only=$1; shift ;;
        esac
    done
    if [ ! -f "$dir/CMakeCache.txt" ]; then
        cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DZV_FUZZ=ON \
            -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++
    fi
    cmake --build "$dir" --parallel "$(nproc)"
    local targets=() failed=()
    for corpus in tests/fuzz/corpus/*/; do
        targets+=("$(basename "$corpus")")
    done
    if [ -n "$only" ]; then
        [ -d "tests/fuzz/corpus/$only" ] || { echo "unknown fuzz target: $only (${targets[*]})"; exit 2; }
        targets=("$only")
    fi
    for target in "${targets[@]}"; do
        mkdir -p "$dir/corpus/$target" "$dir/artifacts/$target"
        echo "== fuzz_$target for $minutes min"
        # -timeout: an input taking 10 s is a hang; -rss_limit_mb: a
        # memory bomb is a finding too.
        if ! "$dir/bin/fuzz_$target" -max_total_time=$((minutes * 60)) -timeout=10 \
            -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$dir/artifacts/$target/" \
            "$dir/corpus/$target" "tests/fuzz/corpus/$target" 2>"$dir/fuzz_$target.log"; then
            failed+=("$target")
        fi
        grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)' \
            "$dir/fuzz_$target.log" || true
    done
    if ((${#failed[@]})); then
        echo "Findings in: ${failed[*]} (logs: $dir/fuzz_<target>.log, inputs: $dir/artifacts/)"
        exit 1
    fi
}

[ $# -ge 1 ] || usage
command=$1
shift
case "$command" in
demo)
    install_missing_packages
    build
    exec "$BUILD_DIR/bin/zeitvertreib" "$@"
    ;;
test)
    install_missing_packages
    if [ "${1:-}" = --sanitize ]; then
        shift
        run_sanitized_tests "$@"
    fi
    build
    # Three tests per core: the kiosk tests mostly wait (page transitions,
    # computer players at a visitor's pace), so 2 cores run 6 at once well
    # (measured: 7 min -> 3 min on 2 cores; figures in issue 16's note).
    # The long soaks (label "soak") have their own command below.
    exec ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(($(nproc) * 3))" \
        --label-exclude soak "$@"
    ;;
soak)
    install_missing_packages
    build
    exec ctest --test-dir "$BUILD_DIR" --output-on-failure --label-regex soak "$@"
    ;;
fuzz)
    install_missing_packages
    install_missing_packages clang libclang-rt-14-dev # libFuzzer and the sanitizers' runtime
    run_fuzzers "$@"
    ;;
*) usage ;;
esac
