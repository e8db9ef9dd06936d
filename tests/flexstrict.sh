#!/bin/sh
# flexstrict.sh FLEX ARGS...: run flex and fail the build on any warning it
# prints.  A warning is a rule that cannot act as written: "multiple <<EOF>>
# rules" meant that every state's own end-of-file message was dead, the
# unqualified rule answering for all of them.
err=$("$@" 2>&1 >/dev/null)
status=$?
if [ "$status" -ne 0 ] || [ -n "$err" ]; then
	printf '%s\n' "$err" >&2
	echo "flexstrict.sh: flex warned or failed: fix the scanner" >&2
	exit 1
fi
