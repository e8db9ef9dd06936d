#!/bin/sh
# pieces.sh: parsing a file in pieces on several threads changes nothing.
#
# parser/split.c cuts a large file at computation boundaries, parses the
# pieces on threads and joins them; on any error, warning or doubtful cut it
# reads the whole file again on one thread.  The reports must therefore be
# byte-identical whatever the number of threads.  Checked here by forcing
# pieces on small files (`--threads N --min-piece 1`: every computation
# boundary past each N-th of the file is a cut):
#   1. every testdata/*.hlo (good and bad fixtures) and, when present, every
#      module of ../shared/corpus: `peak --format json` (and for testdata
#      the text report too) with 1 and 4 threads agree (standard output,
#      standard error, exit status);
#   2. pieces are really used: enough of those files are parsed on more
#      than one thread (`--timings` says how many), including one with
#      stack frame tables (frames are resolved at the join) and one where a
#      later piece calls computations of an earlier one;
#   3. a generated 24 MB dump (tools/hlogen) with the default piece size is
#      parsed on 2 threads, with the same JSON report as on 1;
#   4. cuts that are not boundaries, or pieces that are wrong alone, fall
#      back to one thread with the same messages: a computation called
#      before it is defined (in a later piece), two ENTRY computations in
#      different pieces, a computation defined twice across pieces, a
#      header attribute whose '}' starts a line;
#   5. cuts inside a computation (a module that is one computation, and a
#      generated entry-heavy dump): parsed in pieces with the same report;
#      and with the same messages as on one thread when only the whole
#      computation shows the error: a name used before a later piece
#      defines it, defined twice, two ROOTs, the entry calling itself; an
#      instruction written over two lines at a cut still reads.
# Environment: HLOPEAK, HLOGEN, TESTDATA, SHARED (optional).
set -u
export LC_ALL=C
checks=pieces
. "$(dirname "$0")/checks.sh"

# threadsin FILE: the threads a --timings line in FILE says parsed it
threadsin() {
	sed -n 's/.*MB\/s on \([0-9]*\) thread.*/\1/p' "$1" | tail -n 1
}

# same DESC FILE ARGS...: 1 thread, 4 and 2 agree (two threads cut the
# file in three and join the middle piece while the last is parsed:
# split.c's other path); $n: the threads used on 4
same() {
	desc=$1 file=$2
	shift 2
	"$HLOPEAK" peak "$file" --threads 1 "$@" > "$tmp/a" 2> "$tmp/ae" < /dev/null
	ra=$?
	"$HLOPEAK" peak "$file" --threads 4 --min-piece 1 --timings "$@" > "$tmp/b" 2> "$tmp/bt" < /dev/null
	rb=$?
	n=$(threadsin "$tmp/bt")
	grep -v ' instructions: read ' "$tmp/bt" > "$tmp/be"
	agree "$desc" "4 threads differ from 1" "$ra" "$rb"
	"$HLOPEAK" peak "$file" --threads 2 --min-piece 1 --timings "$@" > "$tmp/b" 2> "$tmp/bt" < /dev/null
	rb=$?
	grep -v ' instructions: read ' "$tmp/bt" > "$tmp/be"
	agree "$desc" "2 threads differ from 1" "$ra" "$rb"
}

# threads FILE ARGS...: how many threads parsed it, from --timings
threads() {
	f=$1
	shift
	"$HLOPEAK" peak "$f" --timings "$@" 2> "$tmp/t" > /dev/null < /dev/null
	threadsin "$tmp/t"
}

# JSON for every file (and the threads it took); text for testdata's
for f in "$T"/*.hlo; do
	same "text $(basename "$f")" "$f"
done
files=$(withcorpus)
split=0 total=0 three=0
for f in $files; do
	same "json $(basename "$f")" "$f" --format json
	total=$((total + 1))
	[ "${n:-1}" -gt 1 ] && split=$((split + 1))
	grep -q "on 2 threads in 3 pieces" "$tmp/bt" && three=$((three + 1))
done
# a fifth of the files or more have a computation boundary after their
# first quarter (most testdata modules have several computations)
if [ $((split * 5)) -ge "$total" ]; then
	ok "$split of $total files parsed in pieces"
else
	bad "only $split of $total files parsed in pieces"
fi
# and the two-thread path (three pieces) is taken on some of them: it
# needs a cut in the last fifth of the file and one near its middle, which
# few small modules have (11 of testdata's and the corpus's 536 files)
if [ "$three" -ge 5 ]; then
	ok "$three of $total files parsed in 3 pieces on 2 threads"
else
	bad "only $three of $total files parsed in 3 pieces on 2 threads"
fi

# stack frames and cross-piece calls: a module with a frame table, two
# callees early and their callers late
cat > "$tmp/frames.hlo" <<'EOF'
HloModule frames, is_scheduled=true

FileNames
1 "model.py"
FunctionNames
1 "f"
FileLocations
1 {file_name_id=1 function_name_id=1 line=42 end_line=42 column=1 end_column=2}
StackFrames
1 {file_location_id=1 parent_frame_id=0}

%add (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %s = f32[] add(%x, %y)
}

%fused (p: f32[1024]) -> f32[1024] {
  %p = f32[1024]{0} parameter(0)
  ROOT %n = f32[1024]{0} negate(%p)
}

%pad1 () -> f32[] {
  ROOT %c1 = f32[] constant(1)
}

%pad2 () -> f32[] {
  ROOT %c2 = f32[] constant(2)
}

ENTRY %main (a: f32[1024]) -> f32[] {
  %a = f32[1024]{0} parameter(0)
  %f = f32[1024]{0} fusion(%a), kind=kLoop, calls=%fused, metadata={op_name="jit(f)/neg" stack_frame_id=1}
  %z = f32[] constant(0)
  ROOT %r = f32[] reduce(%f, %z), dimensions={0}, to_apply=%add
}
EOF
same "stack frames and calls across pieces" "$tmp/frames.hlo" --format json
is "frames module parsed in pieces" "$(threads "$tmp/frames.hlo" --threads 2 --min-piece 1)" 2
run "$HLOPEAK" peak "$tmp/frames.hlo" --threads 2 --min-piece 1 --format json --top 0
# the fusion's 4096-byte output is the peak's largest buffer; its source
# line comes from stack frame 1 -> location 1 -> model.py:42
if grep -q '"source_file": *"model.py"' "$out" && grep -q '"source_line": *42' "$out"; then
	ok "stack frame resolved at the join: model.py:42"
else
	bad "stack frame not resolved at the join"
	show "$out"
fi

# pieces that are wrong alone: the whole file is read again, same message
cat > "$tmp/late-callee.hlo" <<'EOF'
HloModule late

ENTRY %main (a: f32[8]) -> f32[8] {
  %a = f32[8]{0} parameter(0)
  ROOT %c = f32[8]{0} call(%a), to_apply=%later
}

%pad () -> f32[] {
  ROOT %c1 = f32[] constant(1)
}

%later (p: f32[8]) -> f32[8] {
  ROOT %p = f32[8]{0} parameter(0)
}
EOF
cat > "$tmp/two-entries.hlo" <<'EOF'
HloModule two

ENTRY %a (x: f32[8]) -> f32[8] {
  ROOT %x = f32[8]{0} parameter(0)
}

%pad () -> f32[] {
  ROOT %c1 = f32[] constant(1)
}

ENTRY %b (y: f32[8]) -> f32[8] {
  ROOT %y = f32[8]{0} parameter(0)
}
EOF
cat > "$tmp/twice.hlo" <<'EOF'
HloModule twice

%f () -> f32[] {
  ROOT %c1 = f32[] constant(1)
}

%pad () -> f32[] {
  ROOT %c2 = f32[] constant(2)
}

%f () -> f32[] {
  ROOT %c3 = f32[] constant(3)
}

ENTRY %main () -> f32[] {
  ROOT %c4 = f32[] constant(4)
}
EOF
cat > "$tmp/header.hlo" <<'EOF'
HloModule module, entry_computation_layout={()->s32[1,3]{1,0}},
debug_attributes={
  {"constant"}:({log_mode=default,callback_id=123,partitioned=true})
}

%pad () -> f32[] {
  ROOT %c2 = f32[] constant(2)
}

ENTRY %e () -> s32[1,3] {
  ROOT %c = s32[1,3]{1,0} constant({ { 0, 1, 2 } })
}
EOF
for x in late-callee two-entries twice header; do
	same "$x: same result and messages" "$tmp/$x.hlo"
done
run "$HLOPEAK" peak "$tmp/late-callee.hlo" --threads 3 --min-piece 1
is "late-callee: exit status" "$rc" 3
grep -q "unknown computation 'later'" "$err" && ok "late-callee: the one-thread message" ||
	bad "late-callee: $(head -n 1 "$err")"
run "$HLOPEAK" peak "$tmp/twice.hlo" --threads 3 --min-piece 1
grep -q "computation 'f' is defined twice" "$err" && ok "twice: the one-thread message" ||
	bad "twice: $(head -n 1 "$err")"

# cuts inside a computation (split.c's findinstrcut): a module that is one
# entry computation, no boundary to cut at; each piece's operands named in
# an earlier piece are looked up at the join
onecomp() { # the entry computation of $1 chained negates after its parameters
	printf 'HloModule one\n\nENTRY %%main (a: f32[1024], b: f32[1024]) -> f32[1024] {\n'
	printf '  %%a = f32[1024]{0} parameter(0)\n  %%b = f32[1024]{0} parameter(1)\n  %%n0 = f32[1024]{0} add(%%a, %%b)\n'
	k=1
	while [ "$k" -lt "$1" ]; do
		printf '  %%n%d = f32[1024]{0} multiply(%%n%d, %%a)\n' "$k" $((k - 1))
		k=$((k + 1))
	done
	printf '  ROOT %%r = f32[1024]{0} add(%%n%d, %%b)\n}\n' $((k - 1))
}
onecomp 40 > "$tmp/onecomp.hlo"
same "one computation cut inside" "$tmp/onecomp.hlo" --format json
[ "${n:-1}" -gt 1 ] && ok "one computation: parsed on $n threads" ||
	bad "one computation: not parsed in pieces"
threads "$tmp/onecomp.hlo" --threads 2 --min-piece 1 > /dev/null
grep -q "on 2 threads in 3 pieces" "$tmp/t" && ok "one computation: 3 pieces on 2 threads" ||
	bad "one computation not cut in 3 pieces on 2 threads: $(cat "$tmp/t")"
# what only the whole computation shows: the one-thread messages, whatever
# the cut (each edit is past the file's first third, the first cut)
onecomp 40 | sed 's/%n30 = f32\[1024\]{0} multiply(%n29/%n30 = f32[1024]{0} multiply(%n35/' > "$tmp/used-early.hlo"
onecomp 40 | sed 's/%n31 = /%n12 = /' > "$tmp/twice-inside.hlo"
onecomp 40 | sed 's/  %n33 = /  ROOT %n33 = /' > "$tmp/two-roots.hlo"
onecomp 40 | sed 's/%n20, %a)/%n20,\n    %a)/' > "$tmp/two-lines.hlo"
onecomp 40 | sed 's/%n34 = f32\[1024\]{0} multiply(%n33, %a)/%n34 = f32[1024]{0} call(%n33), to_apply=%main/' > "$tmp/self-call.hlo"
for x in used-early twice-inside two-roots two-lines self-call; do
	same "$x: same result and messages" "$tmp/$x.hlo"
done
run "$HLOPEAK" peak "$tmp/used-early.hlo" --threads 3 --min-piece 1
grep -q "use of undefined instruction 'n35'" "$err" && ok "used-early: the one-thread message" ||
	bad "used-early: $(head -n 1 "$err")"
run "$HLOPEAK" peak "$tmp/twice-inside.hlo" --threads 3 --min-piece 1
grep -q "instruction 'n12' is defined twice" "$err" && ok "twice-inside: the one-thread message" ||
	bad "twice-inside: $(head -n 1 "$err")"
run "$HLOPEAK" peak "$tmp/two-roots.hlo" --threads 3 --min-piece 1
grep -q "only one ROOT" "$err" && ok "two-roots: the one-thread message" ||
	bad "two-roots: $(head -n 1 "$err")"
run "$HLOPEAK" peak "$tmp/two-lines.hlo" --threads 3 --min-piece 1
is "two-lines: an instruction over two lines still reads" "$rc" 0
run "$HLOPEAK" peak "$tmp/self-call.hlo" --threads 3 --min-piece 1
grep -q "calls itself" "$err" && ok "self-call: the one-thread message" ||
	bad "self-call: $(head -n 1 "$err")"

# samejson DESC: $tmp/gen.hlo gives the same JSON report on 1 and 2
# threads (the same bytes count only as a report: two runs failing alike
# agree too)
samejson() {
	"$HLOPEAK" peak "$tmp/gen.hlo" --threads 1 --format json > "$tmp/g1" 2>&1 < /dev/null
	r1=$?
	"$HLOPEAK" peak "$tmp/gen.hlo" --threads 2 --format json > "$tmp/g2" 2>&1 < /dev/null
	r2=$?
	if [ "$r1" -le 1 ] && [ "$r2" = "$r1" ] && grep -q '"used_bytes":' "$tmp/g1" &&
	   cmp -s "$tmp/g1" "$tmp/g2"; then
		ok "$1: same JSON on 1 and 2 threads"
	else
		bad "$1: JSON differs between 1 and 2 threads, or no report (exit $r1, $r2)"
	fi
}

# a generated dump, default piece size (8 MiB): two threads, same report
if [ -n "${HLOGEN:-}" ] && [ -x "$HLOGEN" ]; then
	"$HLOGEN" --size 24 > "$tmp/gen.hlo"
	is "24 MB dump parsed on 2 threads" "$(threads "$tmp/gen.hlo" --threads 2)" 2
	grep -q "on 2 threads in 3 pieces" "$tmp/t" && ok "24 MB dump: 3 pieces on 2 threads" ||
		bad "24 MB dump not cut in 3 pieces on 2 threads: $(cat "$tmp/t")"
	samejson "24 MB dump"
	# most of its text in the entry computation: cut inside it
	"$HLOGEN" --shape entryheavy --size 24 > "$tmp/gen.hlo"
	is "24 MB entry-heavy dump parsed on 2 threads" "$(threads "$tmp/gen.hlo" --threads 2)" 2
	samejson "24 MB entry-heavy dump"
else
	bad "HLOGEN is not set to the generator"
fi
summary
