#!/usr/bin/env bash
# Zeitvertreib: set up, build and run, on a Debian 12 machine.
#
#   ./run.sh demo [kiosk options]   install what is missing, build, start the kiosk in a window
#   ./run.sh test                   install what is missing, build, run every test (CTest)
#                                   except the long soaks
#   ./run.sh soak                   the long soaks only (ctest label "soak", e.g. 10,000
#                                   seeded Backgammon games); minutes, not part of CI
#
# A second run installs nothing and rebuilds only what changed (build/ is kept).
set -euo pipefail
cd "$(dirname "$0")"

BUILD_DIR=${ZV_BUILD_DIR:-build}

usage() {
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

# Installs the Debian packages listed in scripts/debian-packages.txt that are
# not installed yet; uses sudo when not root. Nothing else is downloaded.
install_missing_packages() {
    local wanted missing=()
    mapfile -t wanted < <(grep -vE '^\s*(#|$)' scripts/debian-packages.txt)
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
*) usage ;;
esac
