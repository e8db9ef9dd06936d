#!/bin/sh
# flexcheck.sh REPORT STAMP: fail unless flex's -b report says the scanner
# never backs up (a backing-up scanner is slower: PostgreSQL's rule).
if head -n 1 "$1" | grep -qx "No backing up."; then
	echo "scanner: no backing up" > "$2"
	exit 0
fi
echo "flexcheck: the scanner backs up; see $1:" >&2
head -n 20 "$1" >&2
exit 1
