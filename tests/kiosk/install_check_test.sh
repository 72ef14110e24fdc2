#!/usr/bin/env bash
# kiosk/install.sh --check against a scratch root (ZV_INSTALL_ROOT): it needs
# no root, changes nothing, names every step, and on a root that already
# holds the installed files it finds them up to date and keeps the site's
# kiosk.conf.
#   install_check_test.sh SOURCE_DIR WORK_DIR
set -euo pipefail
source_dir=$1
work=$2
rm -rf "$work"
mkdir -p "$work/root"
failures=0
expect() { # expect PATTERN OUTPUT-FILE WHAT
    if ! grep -qE -- "$1" "$2"; then
        printf 'FAIL: %s (no line matching "%s")\n' "$3" "$1"
        failures=$((failures + 1))
    fi
}
refuse() { # refuse PATTERN OUTPUT-FILE WHAT
    if grep -qE -- "$1" "$2"; then
        printf 'FAIL: %s (a line matches "%s")\n' "$3" "$1"
        failures=$((failures + 1))
    fi
}

# 1. An empty root: every file step would act, nothing is written.
ZV_INSTALL_ROOT=$work/root bash "$source_dir/kiosk/install.sh" --check >"$work/first.txt"
cat "$work/first.txt"
expect '^(ok|would): +program zeitvertreib|^(ok:|would:) +install program' "$work/first.txt" "program step"
expect 'session packages' "$work/first.txt" "package step"
expect '(user zeitvertreib exists|create system user zeitvertreib)' "$work/first.txt" "user step"
expect '^would: create /etc/zeitvertreib/kiosk.conf' "$work/first.txt" "configuration step"
expect '^would: folder /var/lib/zeitvertreib ' "$work/first.txt" "data folder step"
expect '^would: install /etc/pam.d/zeitvertreib-kiosk' "$work/first.txt" "PAM step"
expect '^would: install /etc/systemd/system/zeitvertreib-kiosk.service' "$work/first.txt" "unit step"
expect 'change\(s\) would be made' "$work/first.txt" "summary"
if [ -n "$(find "$work/root" -mindepth 1 -print -quit)" ]; then
    printf 'FAIL: --check wrote into the root:\n'
    find "$work/root"
    failures=$((failures + 1))
fi

# 2. A root that holds the installed files and a site's own kiosk.conf.
mkdir -p "$work/root/etc/zeitvertreib" "$work/root/etc/pam.d" "$work/root/etc/systemd/system"
cp "$source_dir/kiosk/pam.d/zeitvertreib-kiosk" "$work/root/etc/pam.d/"
cp "$source_dir/kiosk/zeitvertreib-kiosk.service" "$work/root/etc/systemd/system/"
printf '[kiosk]\nidle_seconds=120\npin_hash=pbkdf2-sha256:x\n' >"$work/root/etc/zeitvertreib/kiosk.conf"
cp "$work/root/etc/zeitvertreib/kiosk.conf" "$work/kiosk.conf.before"
ZV_INSTALL_ROOT=$work/root bash "$source_dir/kiosk/install.sh" --check >"$work/second.txt"
cat "$work/second.txt"
expect '^ok: +/etc/pam.d/zeitvertreib-kiosk up to date' "$work/second.txt" "PAM file up to date"
expect '^ok: +/etc/systemd/system/zeitvertreib-kiosk.service up to date' "$work/second.txt" "unit up to date"
expect '^ok: +/etc/zeitvertreib/kiosk.conf present' "$work/second.txt" "site configuration kept"
refuse 'kiosk.conf from the defaults' "$work/second.txt" "site configuration replaced"
refuse 'no pin_hash' "$work/second.txt" "PIN note although a hash is set"
cmp -s "$work/kiosk.conf.before" "$work/root/etc/zeitvertreib/kiosk.conf" ||
    { printf 'FAIL: kiosk.conf changed\n'; failures=$((failures + 1)); }

# 3. A changed unit is installed again; a kiosk.conf without PIN is noted.
printf '# edited\n' >>"$work/root/etc/systemd/system/zeitvertreib-kiosk.service"
printf '[kiosk]\npin_hash=\n' >"$work/root/etc/zeitvertreib/kiosk.conf"
ZV_INSTALL_ROOT=$work/root bash "$source_dir/kiosk/install.sh" --check >"$work/third.txt"
expect '^would: install /etc/systemd/system/zeitvertreib-kiosk.service' "$work/third.txt" "changed unit replaced"
expect '^note: +no pin_hash' "$work/third.txt" "missing PIN noted"

# 4. Unknown options are refused.
if bash "$source_dir/kiosk/install.sh" --bogus >/dev/null 2>&1; then
    printf 'FAIL: an unknown option was accepted\n'
    failures=$((failures + 1))
fi

if [ "$failures" -ne 0 ]; then
    printf '%d check(s) failed\n' "$failures"
    exit 1
fi
printf 'install.sh --check: all checks passed\n'
