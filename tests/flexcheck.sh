#!/bin/sh
# flexcheck.sh REPORT STAMP: fail unless flex's -b report says the scanner
# never backs up (a backing-up scanner is slower: PostgreSQL's rule).  Run
# at build time (parser/meson.build), before hlopeak exists; the stamp is
# written only when the check passes.
checks=flexcheck
checks_binary=no
. "$(dirname "$0")/checks.sh"
if head -n 1 "$1" | grep -qx "No backing up."; then
	ok "scanner: no backing up ($(basename "$1"))"
	echo "scanner: no backing up" > "$2"
else
	bad "the scanner backs up; see $1:"
	head -n 20 "$1"
fi
summary
