#!/bin/sh
# shortcuts.sh: the scanner's shortcuts change nothing but speed.
#
# The scanner reads a plain array shape it has seen before (same text) as
# one token, and a metadata={...} block of plain key=value items as one
# token whose items parser/build.c reads; anything else is given back and
# read token by token.  `--plain-scan` turns the shortcuts off, so the two
# must agree byte for byte (standard output, standard error, exit status):
#   1. on every testdata/*.hlo (JSON and text reports) and, when present,
#      every module of ../shared/corpus (JSON);
#   2. on a module written once per metadata or shape variant below, each
#      near an edge of what the shortcuts take (trailing and doubled
#      commas, escapes, integers that overflow, decimals, keywords and
#      element types as values, nested braces, keys without '=', more
#      items than are kept, blocks inside other attributes, bytes that
#      are not UTF-8; shapes with tiles, memory spaces, dynamic and
#      unknown dimensions, split configs, wrong layouts);
#   3. metadata blocks and shapes cut by the edge of flex's buffer (read
#      token by token) in modules of long blocks and of long tuples;
#   4. instruction heads, `%name = SHAPE opcode(%a, %b)`, and computation
#      heads, `%name (a: SHAPE) -> SHAPE`, read as one token, in variants
#      near the edge of what the shortcuts take and cut by the edge of
#      flex's buffer;
#   5. the shortcut's reading is the right one, not merely the same: the
#      op_name and source line of a plain block reach the JSON report;
#   6. the command line's own shortcut, the command table: each command
#      takes the options it uses and refuses every other one (exit 2,
#      "hlopeak: COMMAND does not take --OPTION"), whichever way it is
#      written (--opt VALUE, --opt=VALUE); the options tried are every one
#      --help names, so a new option must be given its commands here.
# Environment: HLOPEAK, TESTDATA, SHARED (optional).
set -u
export LC_ALL=C
checks=shortcuts
. "$(dirname "$0")/checks.sh"

# same DESC FILE ARGS...: with and without --plain-scan
same() {
	desc=$1 file=$2
	shift 2
	"$HLOPEAK" peak "$file" --plain-scan "$@" > "$tmp/a" 2> "$tmp/ae" < /dev/null
	ra=$?
	"$HLOPEAK" peak "$file" "$@" > "$tmp/b" 2> "$tmp/be" < /dev/null
	rb=$?
	agree "$desc" "differs from --plain-scan" "$ra" "$rb"
}

for f in "$T"/*.hlo; do
	same "text $(basename "$f")" "$f"
done
for f in $(withcorpus); do
	same "json $(basename "$f")" "$f" --format json
done

# variant N SHAPE META: a module whose shape (written three times, so
# later ones can take the shortcut) and metadata are these
variant() {
	cat > "$tmp/v$1.hlo" <<EOF
HloModule v$1, is_scheduled=true

ENTRY %main (p: $2) -> $2 {
  %p = $2 parameter(0)
  %n = $2 negate(%p), $3
  ROOT %m = $2 negate(%n), $3
}
EOF
	same "variant $1: $2 $3" "$tmp/v$1.hlo" --format json
}

n=0
S='f32[8,128]{1,0:T(8,128)}'
while IFS= read -r meta; do
	n=$((n + 1))
	variant "$n" "$S" "$meta"
done <<'EOF'
metadata={op_name="jit(f)/neg" source_file="f.py" source_line=12}
metadata={}
metadata={,op_name="a"}
metadata={op_name="a",}
metadata={op_name="a",,source_line=1}
metadata={op_name="a\"b\\" source_line=2}
metadata={source_line=99999999999999999999}
metadata={source_line=-5 op_name="neg"}
metadata={x=1.5}
metadata={op_type=ROOT}
metadata={op_type=f32}
metadata={op_type=true op_name="b"}
metadata={profile_type={1,2} op_name="x"}
metadata={op_name}
metadata={op_name ="x"}
metadata={op_name="abc}
metadata={a=1 b=2 c=3 d=4 e=5 f=6 g=7 h=8 i=9 j=10 k=11 l=12 m=13 n=14 o=15 p=16 q=17 op_name="many" source_line=18}
metadata={op_name="caf\xff" source_line=4}
frontend_attributes={metadata={op_name="x"}}, metadata={op_name="y"}
metadata={op_name="x"}, metadata={op_name="y"}
metadata={stack_frame_id=1}
metadata={op_name="x" source_line=12}}
EOF
# a byte that is not UTF-8, for real (the line above holds the text \xff)
printf 'HloModule u, is_scheduled=true\n\nENTRY %%main (p: f32[4]) -> f32[4] {\n  %%p = f32[4] parameter(0)\n  ROOT %%n = f32[4] negate(%%p), metadata={op_name="caf\377"}\n}\n' > "$tmp/u.hlo"
same "metadata with a byte that is not UTF-8" "$tmp/u.hlo" --format json

M='metadata={op_name="a"}'
while IFS= read -r shape; do
	n=$((n + 1))
	variant "$n" "$shape" "$M"
done <<'EOF'
f32[8,128]{1,0:T(8,128)}
bf16[8,2048,4096]{2,1,0:T(8,128)(2,1)}
f32[8,128]{1,0:T(8,128)S(1)}
f32[8,128]{1,0:T(8,128)E(4)}
f32[]
f32[0]{0}
f32[4,8]{0,1}
f32[<=4,8]{1,0}
f32[?,8]{1,0}
f32[8,128]{1,0:T(8,128)SC(0:2)}
f32[8,128]{0}
f32[8,128]{1,0:T(8,1a)}
f32[8,128]{1,0:T(8,128)
s4[64]{0:T(1024)(128)(2,1)E(4)}
EOF

# a block is one token only when it lies whole in flex's buffer (256 KiB,
# parser/lexer.l); one that the buffer's edge cuts is read token by token.
# Blocks of 20,000 bytes back to back over 1.2 MB: the edges fall inside
# blocks, and the two readings must still agree
awk 'BEGIN {
	pad = "layer/"
	while (length(pad) < 20000) pad = pad pad
	pad = substr(pad, 1, 20000)
	print "HloModule long, is_scheduled=true\n"
	print "ENTRY %main (p: f32[1024]) -> f32[1024] {"
	print "  %n0 = f32[1024]{0} parameter(0)"
	for (k = 1; k <= 60; k++)
		printf "  %s%%n%d = f32[1024]{0} negate(%%n%d), metadata={op_name=\"jit(f)/%s/%d\" source_file=\"f.py\" source_line=%d}\n", \
		    k == 60 ? "ROOT " : "", k, k - 1, pad, k, k
	print "}"
}' > "$tmp/long.hlo"
same "1.2 MB of 20,000-byte metadata blocks, some cut by the scanner's buffer" "$tmp/long.hlo" --format json --top 60

# a shape is one token only when all of it, and the byte after it, have
# been fed to flex's buffer; one the buffer's edge cuts is read token by
# token.  Tuples of 25,000 shapes alternating f32[1024]{0} and f32[1024]
# (each a prefix of the other) over 1.2 MB, the text shifted by 0 to 13
# bytes from one module to the next so that the edges fall at every place
# in an element, also between "]" and "{"
k=0
while [ "$k" -lt 14 ]; do
	awk -v k="$k" 'BEGIN {
		t = "f32[1024]{0}"
		for (j = 1; j < 25000; j++)
			t = t (j % 2 ? ", f32[1024]" : ", f32[1024]{0}")
		print "HloModule cut, is_scheduled=true\n"
		printf "%*sENTRY %%main (p: (%s)) -> f32[1024]{0} {\n", k, "", t
		printf "  %%p = (%s) parameter(0)\n", t
		print "  ROOT %g = f32[1024]{0} get-tuple-element(%p), index=0"
		print "}"
	}' > "$tmp/cut$k.hlo"
	same "1.2 MB of shapes shifted by $k bytes, some cut by the scanner's buffer" "$tmp/cut$k.hlo" --format json
	k=$((k + 1))
done

# an instruction's head, `%name = SHAPE opcode(%a, %b)`, is one token when
# its shape was seen before and the rest is plain: a head variant N LINE
# is the third instruction of a module whose first two give the shape
head() {
	cat > "$tmp/h$1.hlo" <<EOF
HloModule h$1, is_scheduled=true

ENTRY %main (p: f32[8], p2: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  %q.1-x = f32[8]{0} negate(%p)
  $2
  ROOT %s = f32[8]{0} negate(%r)
}
EOF
	same "head $1: $2" "$tmp/h$1.hlo" --format json
}
n=0
P16='%p, %p, %p, %p, %p, %p, %p, %p, %p, %p, %p, %p, %p, %p, %p, %p'
while IFS= read -r line; do
	n=$((n + 1))
	head "$n" "$line"
done <<EOF
%r = f32[8]{0} add(%p, %q.1-x)
%r=f32[8]{0} add(%p,%q.1-x)
%r = f32[8]{0}add( %p , %q.1-x )
%r = f32[8]{0} add (%p, %q.1-x), metadata={op_name="x"}
%r = f32[8]{0} add(%p, %q.1-x) ROOT %t = f32[8]{0} negate(%r)
%r = f32[8]{0} add(%p, %q.1-x,)
%r = f32[8]{0} add(%p %q.1-x)
%r = f32[8]{0} add(%p, /* q */ %q.1-x)
%r = f32[8]{0} add(%p#0, %q.1-x)
%r = f32[8]{0} add(%p, q.1-x)
%r = f32[8]{0} add(%p, %nowhere)
%r = f32[8]{0} add(%r, %p)
%q.1-x = f32[8]{0} add(%p, %p)
%r = f32[8]{0} ad(%p, %p)
%r = f32[8]{0} ROOT(%p, %p)
%r = f32[8]{0} f32(%p, %p)
%r = f32[8]{0} negate-start(%p)
%r = f32[8]{0} b(%p)
%r = f32[8]{0} constant({1, 2, 3, 4, 5, 6, 7, 8})
%r = f32[8]{0} constant(%p)
%r = f32[8]{0} add()
%r = f32[8]{0} add(
%r = f32[8]{0} custom-call($P16), custom_call_target="f"
%r = f32[8]{0} custom-call($P16, %p), custom_call_target="f"
%r = f32[8]{0} parameter(1)
%r = f32[8]{0} parameter( 1 )
%r = f32[8]{0} parameter(2)
%r = f32[8]{0} parameter(%p)
%r = f32[8]{0} parameter()
%r = f32[8]{0} parameter(-1)
%r = f32[8]{0} parameter(1_2)
%r = f32[8]{0} parameter(1x2)
%r = f32[8]{0} parameter(1.0)
%r = f32[8]{0} parameter(1, %p)
%r = f32[8]{0} parameter(2147483648)
%r = f32[8]{0} parameter(123456789012345678)
%r = f32[8]{0} parameter(1234567890123456789)
%r = f32[8]{0} parameter(99999999999999999999)
%r = f32[8]{0} negate(%p), control-predecessors={%q.1-x}
%r = f32[8] add(%p, %q.1-x)
%r = f32[8]{0:T(8)} add(%p, %q.1-x)
%r = f32[8]{0} add(%p, %q.1-x), metadata={op_name="x" source_file="f.py" source_line=3}
%r = f32[8]{0} add(%p, %q.1-x),metadata={op_name="x"}, sharding={replicated}
%r = f32[8]{0} add(%p, %q.1-x) , metadata={op_name="x"}
%r = f32[8]{0} add(%p, %q.1-x), metadata={op_name="x"}, metadata={op_name="y"}
%r = f32[8]{0} add(%p, %q.1-x), metadata={op_name="x",}
%r = f32[8]{0} add(%p, %q.1-x), metadata={op_name=x source_line=-2}
%r = f32[8]{0} add(%p, %q.1-x), metadata={}
%r = f32[8]{0} add(%p, %q.1-x), metadata ={op_name="x"}
%r = f32[8]{0} add(%p, %q.1-x), metadatax={op_name="x"}
%r = f32[8]{0} add(%p, %nowhere), metadata={op_name="x"}
%r = f32[8]{0} add(%p, %q.1-x), metadata={op_name="x"
%r = f32[8]{0} add(%p, %q.1-x), metadata={op_name="x"} ROOT %t = f32[8]{0} negate(%r)
%r = f32[8]{0} parameter(1), metadata={op_name="p2" source_line=7}
EOF

# a metadata block read with its head is checked for UTF-8 after the head's
# operands, as when read on its own: an undefined operand is reported
# first, and alone
for opnd in '%q.1-x' '%nowhere'; do
	n=$((n + 1))
	printf 'HloModule u, is_scheduled=true\n\nENTRY %%main (p: f32[4]) -> f32[4] {\n  %%p = f32[4]{0} parameter(0)\n  %%q.1-x = f32[4]{0} negate(%%p)\n  ROOT %%n = f32[4]{0} add(%%p, %s), metadata={op_name="caf\377"}\n}\n' "$opnd" > "$tmp/h$n.hlo"
	same "head $n: metadata with a byte that is not UTF-8, operand $opnd" "$tmp/h$n.hlo" --format json
done

# a computation's head, `%name (a: SHAPE) -> SHAPE`, is one token where a
# computation may begin (after another one) and its shapes were seen
# before: a variant N HEAD is that of %g, the second computation
comphead() {
	cat > "$tmp/c$1.hlo" <<EOF
HloModule c$1, is_scheduled=true

%f (x: f32[8]{0}) -> f32[8]{0} {
  ROOT %x = f32[8]{0} parameter(0)
}$3

$2 {
  ROOT %y = f32[8]{0} parameter(0)
}

ENTRY %main (p: f32[8]{0}) -> f32[8]{0} {
  %p = f32[8]{0} parameter(0)
  ROOT %c = f32[8]{0} call(%p), to_apply=%g
}
EOF
	same "computation head $1: $2$3" "$tmp/c$1.hlo" --format json
}
n=0
while IFS= read -r line; do
	n=$((n + 1))
	comphead "$n" "$line" ""
done <<'EOF'
%g (x: f32[8]{0}) -> f32[8]{0}
%g (x.1: f32[8]{0}, y-2: f32[8]{0}) -> f32[8]{0}
%g	(x:f32[8]{0} ,y:f32[8]{0})->f32[8]{0}
%g(x: f32[8]{0}) -> f32[8]{0}
%g ( x : f32[8]{0} ) -> f32[8]{0}
%g () -> f32[8]{0}
%g (x: (f32[8]{0}, s32[])) -> f32[8]{0}
%g (x: f32[8]{0}) -> (f32[8]{0})
%g (x: f32[8]{0},) -> f32[8]{0}
%g (x: f32[8]{0} y: f32[8]{0}) -> f32[8]{0}
%g (x: f32[8]{0}) f32[8]{0}
%g (x: f32[8]{0}) -> f32[9]{0}
%g (x: f32[8]{0}) -> f32[8]{0} /* c */
%g (x: f32[8]{0}) -> f32[8]{0} {
%f (x: f32[8]{0}) -> f32[8]{0}
ENTRY %g (x: f32[8]{0}) -> f32[8]{0}
%g (x: f32[8]{0}) ->
%g (%x: f32[8]{0}) -> f32[8]{0}
EOF
n=$((n + 1))
comphead "$n" "%g (x: f32[8]{0}) -> f32[8]{0}" ', execution_thread="t"'
n=$((n + 1))
comphead "$n" "%g (x: f32[8]{0}) -> f32[8]{0}" ', frontend_attributes={a=%h (x: f32[8]{0}) -> f32[8]{0}}'
# inside a computation a name and a signature are no computation's head
head generic '%r = f32[8]{0} negate(%p), frontend_attributes={a=%h (y: f32[8]{0}) -> f32[8]{0}}'

# a head is one token only when all of it has been fed to flex's buffer.
# 10,000 computations, each a head and two instruction heads (a
# parameter's, an add's),
# over 1.1 MB, shifted by 0 to 13 bytes from one module to the next so that
# the buffer's edges fall at many places in a head
k=0
while [ "$k" -lt 14 ]; do
	awk -v k="$k" 'BEGIN {
		print "HloModule heads, is_scheduled=true\n"
		printf "%*s\n", k, ""
		for (j = 0; j < 10000; j++) {
			printf "%%c%d (x: f32[1024]{0}) -> f32[1024]{0} {\n", j
			printf "  %%x%d = f32[1024]{0} parameter(0)\n", j
			printf "  ROOT %%y%d = f32[1024]{0} add(%%x%d, %%x%d)\n}\n\n", j, j, j
		}
		print "ENTRY %main (p: f32[1024]{0}) -> f32[1024]{0} {"
		print "  %p = f32[1024]{0} parameter(0)"
		print "  ROOT %c = f32[1024]{0} call(%p), to_apply=%c9999"
		print "}"
	}' > "$tmp/heads$k.hlo"
	same "1.1 MB of heads shifted by $k bytes, some cut by the scanner's buffer" "$tmp/heads$k.hlo" --format json
	k=$((k + 1))
done

# the shortcut reads the items: op_name and the source line reach the report
run "$HLOPEAK" peak "$tmp/v1.hlo" --format json --top 0
if grep -q '"op_name": *"jit(f)/neg"' "$out" && grep -q '"source_line": *12' "$out"; then
	ok "plain metadata block: op_name jit(f)/neg, source line 12 in the report"
else
	bad "plain metadata block: op_name or source line missing"
	show "$out"
fi

# 6. which options each command takes, written down from what each command
# uses (driver/run.c, driver/diff.c, driver/dumps.c), not read from the
# binary: peak, check, timeline and suggest analyse each module and give
# it a verdict against a budget; diff analyses two sides (--device only
# for its GEMM workspace) with no budget and no timings; modules only
# lists files.  Each option is tried with a value that works on its own
# (and what it needs, after it).
takes_analysis="--format --target --alignment --gemm-workspace --device --top --jobs --threads
	--min-piece --plain-scan --strict --max-rank --max-depth --max-instructions"
takes_every="-m --stage -o -h --help"
takes_verdict="--budget --reserve --gate --timings"
takes() {
	case $1 in
	peak | check) echo $takes_every $takes_analysis $takes_verdict ;;
	timeline) echo $takes_every $takes_analysis $takes_verdict --html ;;
	suggest) echo $takes_every $takes_analysis $takes_verdict --apply ;;
	diff) echo $takes_every $takes_analysis --fail-above ;;
	modules) echo $takes_every --format ;;
	esac
}
# tryargs OPTION: the option with a value that works alone
tryargs() {
	case $1 in
	--budget) echo --budget 1G ;;
	--device) echo --device h100 ;;
	--reserve) echo --reserve 1K --budget 1G ;;
	--gate) echo --gate upper ;;
	--format) echo --format text ;;
	--target) echo --target gpu ;;
	--alignment) echo --alignment 256 ;;
	--gemm-workspace) echo --gemm-workspace 4M ;;
	--top) echo --top 5 ;;
	-m) echo -m . ;;
	--stage) echo --stage after_optimizations ;;
	--jobs | --threads | --min-piece | --apply) echo "$1" 1 ;;
	--max-rank) echo --max-rank 64 ;;
	--max-depth) echo --max-depth 2000 ;;
	--max-instructions) echo --max-instructions 1000000 ;;
	-o) echo -o "$tmp/report.out" ;;
	--html) echo --html "$tmp/page.html" ;;
	--fail-above) echo --fail-above 1G ;;
	*) echo "$1" ;;
	esac
}
# dumps COMMAND OPTION: what the command reads (check: and a budget, unless
# the option gives one)
dumps() {
	case $1 in
	diff) echo "$T/ci/base" "$T/ci/new" ;;
	modules) echo "$T/ci/base" ;;
	check) case $2 in --budget | --device | --reserve) echo "$T/ci/base" ;; *) echo "$T/ci/base" --budget 1G ;; esac ;;
	*) echo "$T/ci/base" ;;
	esac
}
"$HLOPEAK" --help | grep -oE -- '(^|[ ,(])--?[a-zA-Z][a-zA-Z0-9_-]*' |
	sed -E 's/^[ ,(]//' | grep -v _ | grep -vx -- --version | sort -u > "$tmp/helpopts"
[ "$(wc -l < "$tmp/helpopts")" -ge 25 ] && ok "--help names $(wc -l < "$tmp/helpopts" | tr -d ' ') options" ||
	bad "--help names too few options: $(echo $(cat "$tmp/helpopts"))"
for cmd in peak check timeline modules suggest diff; do
	# every option the table above gives a command is one --help names
	for o in $(takes "$cmd"); do
		grep -qxF -- "$o" "$tmp/helpopts" || bad "$cmd takes $o, which --help does not name"
	done
	taken=0 refused=0
	while read -r o; do
		# shellcheck disable=SC2046 # the words are the arguments
		run "$HLOPEAK" "$cmd" $(dumps "$cmd" "$o") $(tryargs "$o")
		if printf '%s\n' $(takes "$cmd") | grep -qxF -- "$o"; then
			if [ "$rc" = 0 ]; then
				taken=$((taken + 1))
			else
				bad "$cmd $(tryargs "$o"): exit $rc, want 0 (it takes $o)"
				show "$err"
			fi
		elif [ "$rc" = 2 ] && [ "$(cat "$err")" = "hlopeak: $cmd does not take $o
usage: hlopeak COMMAND [options] DUMP...; hlopeak --help lists the commands and options" ]; then
			refused=$((refused + 1))
		else
			bad "$cmd $(tryargs "$o"): exit $rc, want 2 and '$cmd does not take $o'"
			show "$err"
		fi
	done < "$tmp/helpopts"
	is "$cmd takes its $(takes "$cmd" | wc -w | tr -d ' ') options" "$taken" "$(takes "$cmd" | wc -w | tr -d ' ')"
	is "$cmd refuses the other $refused" "$((taken + refused))" "$(wc -l < "$tmp/helpopts" | tr -d ' ')"
done
# --opt=value is refused the same way, and before its value is read
run "$HLOPEAK" diff "$T/ci/base" "$T/ci/new" --budget=1G
first "diff --budget=1G: refused by name" "$err" "hlopeak: diff does not take --budget"
run "$HLOPEAK" modules "$T/ci/base" --jobs=x
first "modules --jobs=x: refused before the value" "$err" "hlopeak: modules does not take --jobs"
status "modules --jobs=x" 2
# a flag written with a value stays an unknown option
run "$HLOPEAK" modules "$T/ci/base" --strict=1
first "modules --strict=1: unknown, as before" "$err" "hlopeak: unknown option '--strict=1'"
summary
