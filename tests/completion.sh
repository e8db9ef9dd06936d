#!/bin/sh
# completion.sh: the shell completions in completions/.
#   bash: the script is sourced in bash and its function called as bash
#   calls it on TAB (COMP_WORDS, COMP_CWORD); COMPREPLY is compared with
#   the commands of `hlopeak --help`, the four formats, the three targets
#   and gates, and the device presets the binary lists
#   (`check --device list`, first column; README's list: tpu-v2 ... h200).
#   zsh: the file parses (zsh -n), names every option of --help, and, when
#   zsh's zpty module loads, completes a command and the device presets in
#   an interactive zsh.
# Skips (77) without bash; the zsh checks skip, with a line, without zsh.
# Needs $HLOPEAK (tests/meson.build sets it).
set -u
here=$(cd "$(dirname "$0")" && pwd)
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}
case $HLOPEAK in /*) ;; *) HLOPEAK=$(pwd)/$HLOPEAK ;; esac
comp=$here/../completions

checks=completion
. "$here/checks.sh"
command -v bash >/dev/null 2>&1 || skip "bash is not installed"

# tab WORD...: what bash offers for the last WORD of `hlopeak WORD...`,
# one per line, sorted
tab() {
	bash -c '. "$1/hlopeak.bash" || exit 1
		shift
		COMP_WORDS=("$@")
		COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
		_hlopeak
		printf "%s\n" "${COMPREPLY[@]}"' bash "$comp" "$HLOPEAK" "$@" 2>"$err" | sort
}

# offers DESC WANT WORD...: bash offers exactly WANT (words, any order)
offers() {
	desc=$1 want=$(printf '%s\n' $2 | sort)
	shift 2
	got=$(tab "$@")
	is "$desc" "$(echo $got)" "$(echo $want)"
}

# the device presets, from the binary as the completion reads them
devices=$("$HLOPEAK" check --device list | awk '{print $1}')
is "the binary lists the README's presets" "$(echo $devices)" \
	"tpu-v2 tpu-v3 tpu-v4 tpu-v5e tpu-v5p tpu-v6e a100-40g a100-80g h100 h200"
# every option --help names (XLA's --xla_dump_to is not ours)
"$HLOPEAK" --help | grep -oE -- '(^|[ ,(])--?[a-zA-Z][a-zA-Z0-9_-]*' |
	sed -E 's/^[ ,(]//' | grep -v _ | sort -u > "$tmp/helpopts"

bash -n "$comp/hlopeak.bash"
is "bash -n parses hlopeak.bash" "$?" 0
offers "hlopeak pe<TAB>" "peak" pe
offers "hlopeak <TAB>: the commands" "peak check timeline modules suggest diff -h --help --version" ""
offers "hlopeak peak --form<TAB>" "--format" peak --form
offers "hlopeak peak --format <TAB>" "text json md github" peak --format ""
offers "hlopeak peak --format=j<TAB>" "json" peak --format = j
offers "hlopeak diff --format <TAB>: diff writes no github" "text json md" diff --format ""
offers "hlopeak modules --format <TAB>: text only" "text" modules --format ""
offers "hlopeak check --device <TAB>" "$devices list" check --device ""
offers "hlopeak check --device h<TAB>" "h100 h200" check --device h
offers "hlopeak check --device=a1<TAB>" "a100-40g a100-80g" check --device = a1
offers "hlopeak peak --target <TAB>" "gpu tpu cpu" peak --target ""
offers "hlopeak check --gate <TAB>" "best lower upper" check --gate ""
offers "hlopeak peak --stage <TAB>" "after_optimizations before_optimizations" peak --stage ""
offers "hlopeak check --budget <TAB>: a size, nothing offered" "" check --budget ""
offers "hlopeak peak $TESTDATA/report-gpu-s<TAB>: files" "$TESTDATA/report-gpu-small.hlo" \
	peak "$TESTDATA/report-gpu-s"
offers "hlopeak modules $TESTDATA/c<TAB>: folders only" "$TESTDATA/ci" modules "$TESTDATA/c"

# every option of --help, each with its command
tab diff - > "$tmp/diffopts"
tab timeline - > "$tmp/timelineopts"
tab suggest - > "$tmp/suggestopts"
sort -u "$tmp/diffopts" "$tmp/timelineopts" "$tmp/suggestopts" > "$tmp/offered"
echo --version >> "$tmp/offered"
missing=$(sort -u "$tmp/offered" | comm -23 "$tmp/helpopts" -)
is "every option of --help is offered" "$missing" ""
lacks "--html only with timeline" "$tmp/diffopts" "--html"
has "--fail-above with diff" "$tmp/diffopts" "--fail-above"
has "--apply with suggest" "$tmp/suggestopts" "--apply"
# what a command refuses is not offered (tools/hlopeak.c, the command table)
lacks "diff: no --budget" "$tmp/diffopts" "--budget"
lacks "diff: no --timings" "$tmp/diffopts" "--timings"
has "diff: --device (the GEMM workspace)" "$tmp/diffopts" "--device"
offers "hlopeak modules -<TAB>: its six options" "-m --stage --format -o -h --help" modules -

if command -v zsh >/dev/null 2>&1; then
	zsh -n "$comp/_hlopeak" > "$out" 2>&1
	rc=$?
	status "zsh -n parses _hlopeak" 0
	# an _arguments spec: -o+[, --top=[, --strict[ or {-h,--help}
	n=0
	while read -r o; do
		grep -Eq -- "(^|[^a-z-])$o(=?\[|\+\[|[,}])" "$comp/_hlopeak" ||
			{ bad "_hlopeak does not name $o"; n=$((n + 1)); }
	done < "$tmp/helpopts"
	[ "$n" -gt 0 ] || ok "_hlopeak names every option of --help"
	# an interactive zsh on a pseudo-terminal: type, press TAB, read the
	# screen until what is wanted shows or 10 seconds pass
	cat > "$tmp/zpty.zsh" <<'EOF'
zmodload zsh/zpty || exit 77
zpty z "zsh -f -i"
zpty -w z "PS1='%% '; fpath=($1 \$fpath); autoload -U compinit; compinit -u -D; LISTMAX=1000"
zpty -w -n z "$2"$'\t'
out=
setopt extendedglob
for i in {1..100}; do
	while zpty -r -t z chunk; do out+=$chunk; done
	# the screen's text without its escape sequences and carriage returns
	out=${${out//$'\e'\[[0-9;?]#[a-zA-Z]/}//$'\r'/}
	[[ $out == *"$3"* ]] && break
	sleep 0.1
done
zpty -d z
print -r -- "$out"
[[ $out == *"$3"* ]]
EOF
	zsh -f "$tmp/zpty.zsh" "$comp" "$HLOPEAK pe" "$HLOPEAK peak" > "$out" 2>&1
	rc=$?
	if [ "$rc" = 77 ]; then
		echo "completion.sh: zsh's zpty module does not load; interactive checks skipped"
	else
		status "zsh: hlopeak pe<TAB> gives peak" 0
		zsh -f "$tmp/zpty.zsh" "$comp" "$HLOPEAK check --device " "h200" > "$out" 2>&1
		rc=$?
		status "zsh: --device <TAB> lists the presets" 0
		for d in $devices; do
			has "zsh: --device <TAB> offers $d" "$out" "$d"
		done
	fi
else
	echo "completion.sh: zsh is not installed; zsh checks skipped"
fi

summary
