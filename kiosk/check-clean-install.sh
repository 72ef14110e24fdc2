#!/usr/bin/env bash
# Maintainers: proves that the .deb installs and works on a clean Debian 12.
#
#   sudo kiosk/check-clean-install.sh DEB [WORK_DIR]
#
# Builds a minimal Debian 12 (bookworm) root with `mmdebstrap --variant=apt`
# in WORK_DIR/root, installs DEB into it with `apt-get install
# --no-install-recommends ./DEB` (so the package's Depends alone must be
# enough), and checks inside the chroot that zeitvertreib-cli lists the games,
# the kiosk renders its screens offscreen, the editor starts, no program lacks
# a library (ldd) and MediaPlayer's GStreamer plugins are there. Prints one
# ok/FAIL line per check and a summary; exits 1 if a check failed.
#
# Needs root (mmdebstrap, chroot, mounts), mmdebstrap, and the network: every
# package comes from Debian's mirror deb.debian.org (bookworm, -updates and
# -security), the only package source. Takes about 3 to 10 minutes, most of
# it mmdebstrap and apt. Without WORK_DIR a temporary folder is used and
# removed at the end; a WORK_DIR given is kept for a look (its root/ must not
# exist yet).
# Not part of the tests or CI: a manual check before a package goes out.
set -euo pipefail

readonly mirror=http://deb.debian.org
readonly suite=bookworm

usage() {
    sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

if [ $# -lt 1 ] || [ $# -gt 2 ]; then usage; fi
case "$1" in -h | --help) usage ;; esac
deb=$1
[ -f "$deb" ] || { echo "error: no such file: $deb" >&2; exit 2; }
case "$deb" in *.deb) ;; *) echo "error: not a .deb: $deb" >&2; exit 2 ;; esac
[ "$(id -u)" -eq 0 ] || { echo "error: must run as root (mmdebstrap, chroot, mount)" >&2; exit 2; }
command -v mmdebstrap >/dev/null || { echo "error: mmdebstrap is not installed (apt-get install mmdebstrap)" >&2; exit 2; }

created_work=false
if [ $# -ge 2 ]; then
    work=$2
    mkdir -p "$work"
else
    work=$(mktemp -d /tmp/zv-clean-install.XXXXXX)
    created_work=true
fi
work=$(cd "$work" && pwd)
readonly work created_work
readonly root=$work/root
if [ -e "$root" ]; then
    echo "error: $root exists already; remove it or give another work folder" >&2
    exit 2
fi

mounted=()

cleanup() {
    local i
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
        umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" || true
    done
    if $created_work; then
        # Never remove anything while a mount (the host's /dev!) is still below it.
        if grep -qF " $work/" /proc/mounts; then
            echo "warning: something is still mounted below $work; not removing it" >&2
        else
            rm -rf --one-file-system "$work"
        fi
    fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mount_in_root() { # TYPE SOURCE TARGET (TYPE "bind": a bind mount of SOURCE)
    if [ "$1" = bind ]; then
        mount --bind "$2" "$root$3"
    else
        mount -t "$1" "$2" "$root$3"
    fi
    mounted+=("$root$3")
}

# Runs a command in the chroot with a clean environment and the given extra
# variables (NAME=VALUE words before the command).
in_root() {
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
        LANG=C.UTF-8 XDG_RUNTIME_DIR=/tmp/xdg-runtime "$@"
}

start=$SECONDS
echo "== $(date -u '+%F %T') UTC: $deb"
echo "== work folder $work"

echo "== mmdebstrap --variant=apt $suite $root"
t0=$SECONDS
mmdebstrap --variant=apt "$suite" "$root" \
    "deb $mirror/debian $suite main" \
    "deb $mirror/debian $suite-updates main" \
    "deb $mirror/debian-security $suite-security main"
mmdebstrap_seconds=$((SECONDS - t0))
echo "== mmdebstrap took ${mmdebstrap_seconds} s"

mount_in_root proc proc /proc
mount_in_root sysfs sysfs /sys
mount_in_root bind /dev /dev
mount_in_root bind /dev/pts /dev/pts
mount_in_root tmpfs tmpfs /dev/shm
# apt in the chroot resolves names with the host's resolv.conf (mmdebstrap
# copies it too; a symbolic link would point nowhere inside).
rm -f "$root/etc/resolv.conf"
cp --dereference /etc/resolv.conf "$root/etc/resolv.conf"
# No service may start inside the chroot.
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod 0755 "$root/usr/sbin/policy-rc.d"
mkdir -m 0700 "$root/tmp/xdg-runtime"

deb_name=$(basename "$deb")
cp "$deb" "$root/tmp/$deb_name"
echo "== apt-get install --no-install-recommends /tmp/$deb_name"
t0=$SECONDS
install_ok=true
in_root DEBIAN_FRONTEND=noninteractive apt-get -q update || install_ok=false
if $install_ok; then
    in_root DEBIAN_FRONTEND=noninteractive \
        apt-get -q -y --no-install-recommends install "/tmp/$deb_name" || install_ok=false
fi
install_seconds=$((SECONDS - t0))
echo "== apt-get took ${install_seconds} s"

passed=0
failed=0
results=()
report() { # ok|FAIL TEXT
    local line
    line=$(printf '%-4s  %s' "$1" "$2")
    results+=("$line")
    echo "$line"
    if [ "$1" = ok ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

if $install_ok; then
    report ok "apt-get install $deb_name (its Depends, no Recommends)"
else
    report FAIL "apt-get install $deb_name"
fi

if $install_ok; then
    echo "== checks"
    if out=$(in_root timeout 60 zeitvertreib-cli games 2>&1) && grep -q '^muehle ' <<<"$out"; then
        report ok "zeitvertreib-cli games lists $(grep -c '^[a-z_][a-z_]* ' <<<"$out") games (muehle among them)"
    else
        report FAIL "zeitvertreib-cli games: $(tail -n 5 <<<"$out")"
    fi

    rc=0
    out=$(in_root QT_QPA_PLATFORM=offscreen timeout 300 \
        zeitvertreib --render-screens /tmp/shots --data /tmp/zv-data 2>&1) || rc=$?
    pngs=$(find "$root/tmp/shots" -name '*.png' -size +0 2>/dev/null | wc -l)
    if [ "$rc" -eq 0 ] && [ "$pngs" -gt 0 ]; then
        report ok "zeitvertreib --render-screens: exit 0, $pngs PNG files"
    else
        report FAIL "zeitvertreib --render-screens: exit $rc, $pngs PNG files"
    fi
    # What it printed besides the PNGs' names (warnings of Qt or QML).
    grep -v '^/tmp/shots/.*\.png$' <<<"$out" | sed 's/^/      | /' || true

    rc=0
    out=$(in_root QT_QPA_PLATFORM=offscreen timeout 60 zeitvertreib-editor --help 2>&1) || rc=$?
    if [ "$rc" -eq 0 ] && grep -q -- '--data' <<<"$out"; then
        report ok "zeitvertreib-editor --help: exit 0"
    else
        report FAIL "zeitvertreib-editor --help: exit $rc: $(tail -n 5 <<<"$out")"
    fi

    for program in /usr/bin/zeitvertreib /usr/bin/zeitvertreib-editor /usr/bin/zeitvertreib-cli \
        /usr/libexec/zeitvertreib/zeitvertreib-kiosk-session; do
        if ! out=$(in_root ldd "$program" 2>&1); then
            report FAIL "ldd $program: $out"
        elif grep -q 'not found' <<<"$out"; then
            report FAIL "ldd $program: $(grep 'not found' <<<"$out" | tr -s ' \t\n' ' ')"
        else
            report ok "ldd $program: all $(grep -c '=>' <<<"$out") libraries found"
        fi
    done

    for plugin in libgstplayback.so libgstwavparse.so; do
        found=$(find "$root/usr/lib" -path '*/gstreamer-1.0/*' -name "$plugin" 2>/dev/null | head -n 1)
        if [ -n "$found" ]; then
            report ok "GStreamer plugin ${found#"$root"}"
        else
            report FAIL "GStreamer plugin $plugin missing (gstreamer1.0-plugins-base/-good)"
        fi
    done
fi

echo
echo "== summary: $passed passed, $failed failed (mmdebstrap ${mmdebstrap_seconds} s," \
    "apt-get ${install_seconds} s, all $((SECONDS - start)) s)"
printf '%s\n' "${results[@]}"
[ "$failed" -eq 0 ]
