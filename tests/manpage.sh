#!/bin/sh
# manpage.sh: doc/hlopeak.1 agrees with `hlopeak --help`, and renders.
#   - every option --help names (--xxx and -x, in the option list or in a
#     command's line, such as --html) is an .Fl entry of the page, and
#     every .Fl of the page is an option --help names; XLA's own flags
#     (--xla_dump_to) are quoted with .Ql, not .Fl, and are not ours;
#   - every command of --help has its .It Cm entry, every device preset the
#     binary lists (`check --device list`) is named, and each exit status
#     of --help (0 to 3) has its entry;
#   - mandoc -Tlint finds no warning or error, else man-db's man (groff)
#     prints no warning; man -l renders the page.  Each of these skips,
#     with a line, when its tool is not installed.
# Needs $HLOPEAK (tests/meson.build sets it).
set -u
here=$(cd "$(dirname "$0")" && pwd)
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}
page=$here/../doc/hlopeak.1

checks=manpage
. "$here/checks.sh"

# the options --help names: words that start with - or -- after a blank, a
# comma or a parenthesis; those with an underscore are XLA's flags
"$HLOPEAK" --help > "$tmp/help"
grep -oE -- '(^|[ ,(])--?[a-zA-Z][a-zA-Z0-9_-]*' "$tmp/help" |
	sed -E 's/^[ ,(]//' | grep -v _ | sort -u > "$tmp/helpopts"
n=$(wc -l < "$tmp/helpopts")
# a floor, so that a broken extraction cannot pass: --help lists 24
# options in its option list alone
if [ "$n" -ge 24 ]; then ok "--help names $n options"; else bad "--help names only $n options"; fi

# the .Fl entries of the page: after each Fl, every argument up to the
# next macro (a capitalised word of two or three letters), delimiters
# (| , ; . ( ) [ ] =) skipped, each with the hyphen mdoc adds
awk '
	/^\.\\"/ { next }
	/^\./ {
		n = split(substr($0, 2), w, /[ \t]+/)
		infl = 0
		for (i = 1; i <= n; i++) {
			if (w[i] == "Fl") { infl = 1; continue }
			if (w[i] ~ /^[A-Z][a-z][a-z]?$/) { infl = 0; continue }
			if (infl && w[i] !~ /^[|,;.()\[\]=]$/) print "-" w[i]
		}
	}' "$page" | sort -u > "$tmp/pageopts"

comm -23 "$tmp/helpopts" "$tmp/pageopts" > "$tmp/missing"
comm -13 "$tmp/helpopts" "$tmp/pageopts" > "$tmp/extra"
if [ -s "$tmp/missing" ]; then
	bad "options of --help missing from the page: $(tr '\n' ' ' < "$tmp/missing")"
else
	ok "every option of --help is an .Fl of the page"
fi
if [ -s "$tmp/extra" ]; then
	bad "options of the page that --help does not name: $(tr '\n' ' ' < "$tmp/extra")"
else
	ok "every .Fl of the page is an option of --help"
fi

for c in $(sed -n 's/^  \([a-z][a-z]*\) [A-Z].*/\1/p' "$tmp/help"); do
	hasre "command $c has its entry" "$page" "^\.It Cm $c Ar "
done
for d in $("$HLOPEAK" check --device list | awk '{print $1}'); do
	hasre "device $d is named" "$page" "Cm .*\\b$d\\b"
done
for s in 0 1 2 3; do
	line "exit status $s has its entry" "$page" ".It $s"
done
has "--help's exit statuses" "$tmp/help" "exit status: 0 ok, 1 a gate failed, 2 usage error, 3 input error"

# lint and render
if command -v mandoc >/dev/null 2>&1; then
	run mandoc -Tlint -Wwarning "$page"
	empty "mandoc -Tlint: no warning or error" "$out"
	status "mandoc -Tlint" 0
else
	echo "manpage.sh: mandoc is not installed; mandoc -Tlint skipped"
fi
if command -v man >/dev/null 2>&1; then
	MANWIDTH=80 MANPAGER=cat PAGER=cat run man --warnings -l "$page"
	status "man -l renders the page" 0
	empty "man --warnings: groff says nothing" "$err"
	hasre "man -l: the NAME section" "$out" "hlopeak.*predict the device memory"
	hasre "man -l: the EXIT STATUS section" "$out" "^EXIT STATUS"
else
	echo "manpage.sh: man is not installed; man -l skipped"
fi

summary
