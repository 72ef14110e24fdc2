#!/usr/bin/env bash
# Turns a Debian 12 machine into the exhibit's kiosk (see kiosk/README.md).
#
#   sudo kiosk/install.sh [--deb FILE]   install or bring up to date
#   kiosk/install.sh --check [--deb FILE]   only say what would change (no root needed)
#
# Installs the program from the .deb that CPack builds (`cpack -G DEB` in a
# build folder; without --deb the newest build*/zeitvertreib_*.deb beside this
# folder is taken, or the installed package is kept), the packages the kiosk
# session needs, the user `zeitvertreib`, /etc/zeitvertreib/kiosk.conf (once;
# never overwritten), the data folder /var/lib/zeitvertreib, the PAM stack and
# the systemd unit, and enables the unit. A second run changes nothing.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
readonly here
readonly user=zeitvertreib
readonly unit=zeitvertreib-kiosk.service
readonly etc_dir=/etc/zeitvertreib
readonly data_dir=/var/lib/zeitvertreib
readonly unit_path=/etc/systemd/system/$unit
readonly pam_path=/etc/pam.d/zeitvertreib-kiosk
# Root of the target system; only the tests set it (ZV_INSTALL_ROOT) to look
# at a scratch tree in --check mode.
readonly root=${ZV_INSTALL_ROOT:-}

check=false
deb=""
changes=0

usage() {
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

while [ $# -gt 0 ]; do
    case "$1" in
    --check | --dry-run) check=true ;;
    --deb)
        [ $# -ge 2 ] || usage
        deb=$2
        shift
        ;;
    -h | --help) usage ;;
    *) usage ;;
    esac
    shift
done

# One line per step: "ok" when nothing is to be done, otherwise what is done
# (or, with --check, what would be done).
ok() { printf 'ok:    %s\n' "$*"; }
change() {
    changes=$((changes + 1))
    if $check; then
        printf 'would: %s\n' "$*"
    else
        printf 'doing: %s\n' "$*"
    fi
}
run() { $check || "$@"; }
fail() {
    printf 'error: %s\n' "$*" >&2
    exit 1
}

if ! $check && [ "$(id -u)" -ne 0 ]; then
    fail "run as root (sudo $0), or with --check to see what would change"
fi
for file in "$unit" pam.d/zeitvertreib-kiosk kiosk.conf.default packages.txt; do
    [ -f "$here/$file" ] || fail "missing $here/$file"
done

# The installed version of a package; empty when it is not installed.
installed_version() {
    { dpkg-query -W -f='${Status} ${Version}' "$1" 2>/dev/null || true; } |
        sed -n 's/^install ok installed //p'
}

# Fresh package lists, once, before the first installation.
updated=false
apt_update() {
    $updated || run apt-get update
    updated=true
}

# --- packages and the program -------------------------------------------------
if [ -z "$deb" ]; then
    # The newest package a build folder beside kiosk/ holds, if any.
    deb=$(find "$here/.." -maxdepth 2 -name 'zeitvertreib_*.deb' -printf '%T@ %p\n' 2>/dev/null |
        sort -n | tail -n 1 | cut -d' ' -f2-)
fi
have=$(installed_version zeitvertreib)
if [ -n "$deb" ]; then
    [ -f "$deb" ] || fail "no such file: $deb"
    deb=$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")
    want=$(dpkg-deb -f "$deb" Version)
    if [ "$have" = "$want" ]; then
        ok "program zeitvertreib $have installed"
    else
        change "install program zeitvertreib $want from $deb (installed: ${have:-none})"
        apt_update
        run env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$deb"
    fi
elif [ -n "$have" ]; then
    ok "program zeitvertreib $have installed (no newer .deb given)"
elif $check; then
    change "install program zeitvertreib (no .deb found: build one with 'cpack -G DEB' in a build folder)"
else
    fail "zeitvertreib is not installed and no .deb was found; build one with 'cpack -G DEB' in a build folder, then: $0 --deb FILE"
fi

mapfile -t wanted < <(grep -vE '^\s*(#|$)' "$here/packages.txt")
missing=()
for pkg in "${wanted[@]}"; do
    [ -n "$(installed_version "$pkg")" ] || missing+=("$pkg")
done
if [ ${#missing[@]} -eq 0 ]; then
    ok "session packages installed (${wanted[*]})"
else
    change "install session packages: ${missing[*]}"
    apt_update
    run env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

# --- the user ----------------------------------------------------------------
if getent passwd "$user" >/dev/null; then
    ok "user $user exists"
else
    # A system user without password or login shell; its home is the data
    # folder (Qt keeps its settings and caches there).
    change "create system user $user"
    run useradd --system --user-group --home-dir "$data_dir" --no-create-home \
        --shell /usr/sbin/nologin --comment "Zeitvertreib exhibit kiosk" "$user"
fi

# --- files -------------------------------------------------------------------
# install_file SOURCE TARGET MODE: copies when the target is missing or differs.
install_file() {
    local source=$1 target=$root$2 mode=$3
    if [ -f "$target" ] && cmp -s "$source" "$target"; then
        ok "$2 up to date"
        return 1
    fi
    change "install $2"
    run install -D -m "$mode" "$source" "$target"
    return 0
}

# ensure_dir PATH MODE OWNER: a folder with this mode and owner.
ensure_dir() {
    local target=$root$1 mode=$2 owner=$3
    if [ -d "$target" ] && [ "$(stat -c '%a %U:%G' "$target")" = "$mode $owner" ]; then
        ok "$1 ($mode $owner)"
        return
    fi
    change "folder $1 ($mode $owner)"
    run install -d -m "$mode" -o "${owner%%:*}" -g "${owner##*:}" "$target"
}

ensure_dir "$etc_dir" 755 root:root
if [ -e "$root$etc_dir/kiosk.conf" ]; then
    # The site's own settings: never overwritten, only reported.
    ok "$etc_dir/kiosk.conf present (kept as the site left it)"
    if ! grep -qE '^\s*pin_hash\s*=\s*\S' "$root$etc_dir/kiosk.conf"; then
        printf 'note:  no pin_hash in %s: staff cannot open the staff menu until one is set (zeitvertreib-cli kiosk-pin)\n' "$etc_dir/kiosk.conf"
    fi
else
    change "create $etc_dir/kiosk.conf from the defaults"
    # Readable by the kiosk user only (it holds the PIN hash).
    run install -m 0640 -o root -g "$user" "$here/kiosk.conf.default" "$root$etc_dir/kiosk.conf"
fi

ensure_dir "$data_dir" 750 "$user:$user"
ensure_dir "$data_dir/media" 750 "$user:$user"

install_file "$here/pam.d/zeitvertreib-kiosk" "$pam_path" 0644 || true
reload=false
if install_file "$here/$unit" "$unit_path" 0644; then
    reload=true
fi

# --- systemd -----------------------------------------------------------------
if [ -n "$root" ]; then
    ok "systemd steps left out (ZV_INSTALL_ROOT is set)"
else
    # Only a running systemd has anything to reload; building an image in a
    # chroot it has not (enable and set-default work there all the same).
    if $reload && [ -d /run/systemd/system ]; then
        run systemctl daemon-reload
    fi
    if systemctl is-enabled --quiet "$unit" 2>/dev/null; then
        ok "$unit enabled"
    else
        change "enable $unit"
        run systemctl enable "$unit"
    fi
    if [ "$(systemctl get-default)" = graphical.target ]; then
        ok "boots into graphical.target"
    else
        change "boot into graphical.target (the kiosk unit is wanted there)"
        run systemctl set-default graphical.target
    fi
    if systemctl is-enabled --quiet display-manager.service 2>/dev/null; then
        printf 'note:  a display manager is enabled too; it would compete for the screen: systemctl disable display-manager.service\n'
    fi
fi

if $check; then
    printf '%d change(s) would be made.\n' "$changes"
elif [ "$changes" -eq 0 ]; then
    printf 'Nothing to change.\n'
else
    printf '%d change(s) made. Start the kiosk now with: systemctl restart %s (or reboot)\n' "$changes" "$unit"
fi
