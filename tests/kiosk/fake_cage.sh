#!/bin/sh
# Stands in for cage in tst_kiosk_session: writes its arguments, one a line,
# to $ZV_FAKE_CAGE_ARGS, then runs the program after "--" as its child and
# ends with the program's status, as cage does.
printf '%s\n' "$@" >"$ZV_FAKE_CAGE_ARGS"
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
    shift
done
[ $# -gt 0 ] && shift
"$@" &
wait $!
