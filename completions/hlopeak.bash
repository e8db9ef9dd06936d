# bash completion for hlopeak(1).  Installed as
# $datadir/bash-completion/completions/hlopeak; source it to try it.
# The options and the --device presets are read from the hlopeak being
# completed (`--help`, `check --device list`) each time, so that they
# never go stale; only the commands and the fixed values are written here.

# the hlopeak this command line runs: its first word, ~ expanded
_hlopeak_prog() {
	local p=${COMP_WORDS[0]}
	# shellcheck disable=SC2088 # a literal ~ is what is matched
	[[ $p == "~/"* ]] && p=$HOME/${p#\~/}
	command -v -- "$p" 2>/dev/null
}

# every option --help names: words that start with - or -- after a blank,
# a comma or a parenthesis (so --xla_dump_to, XLA's flag, is not one)
_hlopeak_options() {
	"$1" --help 2>/dev/null |
		grep -oE -- '(^|[ ,(])--?[a-zA-Z][a-zA-Z0-9-]*([ ,=)]|$)' |
		sed -E 's/^[ ,(]//; s/[ ,=)]$//' | sort -u
}

# _hlopeak_reply COMMAND...: COMPREPLY from the lines COMMAND prints, one
# word each (file names may hold blanks or glob characters)
_hlopeak_reply() {
	mapfile -t COMPREPLY < <("$@")
}

_hlopeak() {
	local cur prev prog cmd opts
	local -a skip
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD - 1]}
	# --opt=value: COMP_WORDBREAKS splits it into --opt, =, value
	if [[ $cur == = ]]; then
		cur=
	elif [[ $prev == = ]] && ((COMP_CWORD >= 2)); then
		prev=${COMP_WORDS[COMP_CWORD - 2]}
	fi
	prog=$(_hlopeak_prog)
	COMPREPLY=()

	if ((COMP_CWORD == 1)); then
		_hlopeak_reply compgen -W 'peak check timeline modules suggest diff -h --help --version' -- "$cur"
		return
	fi
	cmd=${COMP_WORDS[1]}

	case $prev in
	--format)
		case $cmd in
		modules) opts='text' ;;
		diff) opts='text json md' ;;
		*) opts='text json md github' ;;
		esac
		_hlopeak_reply compgen -W "$opts" -- "$cur"
		return
		;;
	--target)
		_hlopeak_reply compgen -W 'gpu tpu cpu' -- "$cur"
		return
		;;
	--gate)
		_hlopeak_reply compgen -W 'best lower upper' -- "$cur"
		return
		;;
	--device)
		[[ -n $prog ]] && opts=$("$prog" check --device list 2>/dev/null | awk '{print $1}')
		_hlopeak_reply compgen -W "$opts list" -- "$cur"
		return
		;;
	--stage)
		_hlopeak_reply compgen -W 'after_optimizations before_optimizations' -- "$cur"
		return
		;;
	-o | --html)
		compopt -o filenames 2>/dev/null
		_hlopeak_reply compgen -f -- "$cur"
		return
		;;
	--budget | --reserve | --gemm-workspace | --alignment | --top | -m | --jobs | \
		--threads | --min-piece | --max-rank | --max-depth | --max-instructions | \
		--apply | --fail-above)
		# a number, a size or a regular expression: nothing to offer
		return
		;;
	esac

	if [[ $cur == -* ]]; then
		# the options a command does not take (hlopeak refuses them);
		# --version goes alone
		skip=(-e --version)
		[[ $cmd == timeline ]] || skip+=(-e --html)
		[[ $cmd == suggest ]] || skip+=(-e --apply)
		[[ $cmd == diff ]] || skip+=(-e --fail-above)
		[[ $cmd == diff ]] && skip+=(-e --budget -e --reserve -e --gate -e --timings)
		opts=
		[[ -n $prog ]] && opts=$(_hlopeak_options "$prog" | grep -vxF "${skip[@]}")
		# modules lists files: it takes only these
		[[ $cmd == modules ]] && opts='-m --stage --format -o -h --help'
		_hlopeak_reply compgen -W "$opts" -- "$cur"
		return
	fi

	# DUMP: files and folders; modules takes a folder
	compopt -o filenames 2>/dev/null
	if [[ $cmd == modules ]]; then
		_hlopeak_reply compgen -d -- "$cur"
	else
		_hlopeak_reply compgen -f -- "$cur"
	fi
}
complete -F _hlopeak hlopeak
