#!/bin/sh
# build.sh: build the libFuzzer targets of hlopeak with clang.
#
#   tests/fuzz/build.sh [OUTDIR]        (default: /tmp/hlopeak-fuzz)
#
# Compiles every .c file of util/, parser/, analysis/ and report/, plus the scanners
# and parsers that flex and bison generate from parser/lexer.l and
# parser/grammar.y, and parser/mlirlex.l and parser/mlirgram.y (with the flags of parser/meson.build; when flex or bison
# is missing, the generated files of the meson build dir $BUILDDIR, default
# build/, are used instead), together with tests/fuzz/fuzz_*.c, with
#   clang -fsanitize=fuzzer,address,undefined
# and writes OUTDIR/fuzz_parse and OUTDIR/fuzz_pipeline.  It also fills
# OUTDIR/seeds with the testdata/*.hlo of the checkout (the seed corpus; it
# is never stored in the repository).
#
# Environment: CC (default clang), CFLAGS (extra flags), BUILDDIR.
# Exit 77 when the compiler cannot build a libFuzzer binary (meson: skip),
# 1 on any other failure.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-/tmp/hlopeak-fuzz}
cc=${CC:-clang}
builddir=${BUILDDIR:-$root/build}

mkdir -p "$out/obj" "$out/gen" "$out/seeds"

# ---- can this compiler build a fuzzer at all? -------------------------------
probe=$out/probe.c
cat >"$probe" <<'C'
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }
C
if ! command -v "$cc" >/dev/null 2>&1 ||
   ! "$cc" -fsanitize=fuzzer,address,undefined "$probe" -o "$out/probe" >/dev/null 2>&1; then
	echo "build.sh: $cc cannot build a libFuzzer binary; skipping" >&2
	exit 77
fi
rm -f "$out/probe" "$probe"

# ---- the generated scanner and parser ---------------------------------------
# generated into gen.new, copied to gen only when they changed, so that an
# unchanged checkout rebuilds nothing
gen=$out/gen
new=$out/gen.new
mkdir -p "$new"
if command -v flex >/dev/null 2>&1 && command -v bison >/dev/null 2>&1; then
	flex -CF --outfile="$new/lexer.c" --header-file="$new/lexer.h" \
		"$root/parser/lexer.l"
	bison -Wall --defines="$new/grammar.tab.h" --output="$new/grammar.tab.c" \
		"$root/parser/grammar.y"
	flex -CF --outfile="$new/mlirlex.c" --header-file="$new/mlirlex.h" \
		"$root/parser/mlirlex.l"
	bison -Wall --defines="$new/mlirgram.tab.h" --output="$new/mlirgram.tab.c" \
		"$root/parser/mlirgram.y"
else
	lexc=$builddir/parser/lexer.c
	gram=$(find "$builddir" -name grammar.tab.c | head -n 1)
	if [ ! -f "$lexc" ] || [ -z "$gram" ]; then
		echo "build.sh: no flex/bison and no generated files in $builddir" >&2
		exit 1
	fi
	cp "$lexc" "$builddir/parser/lexer.h" "$new/"
	cp "$gram" "${gram%.c}.h" "$new/"
	gram=$(find "$builddir" -name mlirgram.tab.c | head -n 1)
	cp "$builddir/parser/mlirlex.c" "$builddir/parser/mlirlex.h" "$gram" "${gram%.c}.h" "$new/"
fi
for f in lexer.c lexer.h grammar.tab.c grammar.tab.h mlirlex.c mlirlex.h mlirgram.tab.c mlirgram.tab.h; do
	cmp -s "$new/$f" "$gen/$f" || cp "$new/$f" "$gen/$f"
done

# ---- compile the library, link it into each target ---------------------------
flags="-std=c11 -g -O1 -fno-omit-frame-pointer -D_DEFAULT_SOURCE -D_FILE_OFFSET_BITS=64
	-fsanitize=fuzzer-no-link,address,undefined
	-I$gen -I$root -I$root/util -I$root/parser -I$root/analysis -I$root/report ${CFLAGS:-}"

# other flags or another compiler: rebuild everything
if [ "$(cat "$out/flags" 2>/dev/null)" != "$cc $flags" ]; then
	rm -f "$out"/obj/*.o
	printf '%s\n' "$cc $flags" >"$out/flags"
fi
headers=$(ls "$root"/*.h "$root"/util/*.h "$root"/parser/*.h "$root"/parser/*.def \
	"$root"/analysis/*.h "$root"/report/*.h "$gen"/*.h 2>/dev/null)

# stale OBJ SRC: does OBJ need compiling?
stale() {
	[ -f "$1" ] && [ ! "$2" -nt "$1" ] || return 0
	for h in $headers; do
		[ "$h" -nt "$1" ] && return 0
	done
	return 1
}

jobs=$(nproc 2>/dev/null || echo 2)
objs=
running=0
for src in "$root"/util/*.c "$root"/parser/*.c "$root"/analysis/*.c "$root"/report/*.c \
           "$gen/lexer.c" "$gen/grammar.tab.c" "$gen/mlirlex.c" "$gen/mlirgram.tab.c"; do
	dir=$(basename "$(dirname "$src")")
	obj=$out/obj/$dir-$(basename "$src" .c).o
	objs="$objs $obj"
	stale "$obj" "$src" || continue
	rm -f "$obj"
	# shellcheck disable=SC2086
	"$cc" $flags -w -c "$src" -o "$obj" &
	running=$((running + 1))
	if [ "$running" -ge "$jobs" ]; then
		wait
		running=0
	fi
done
wait
for obj in $objs; do
	[ -f "$obj" ] || { echo "build.sh: compiling $obj failed" >&2; exit 1; }
done
rm -f "$out/libhlopeak-fuzz.a"
# shellcheck disable=SC2086
ar rcs "$out/libhlopeak-fuzz.a" $objs

for t in fuzz_parse fuzz_pipeline; do
	# shellcheck disable=SC2086
	"$cc" $flags -Wall -Wextra -Werror -fsanitize=fuzzer "$here/$t.c" \
		"$out/libhlopeak-fuzz.a" -lm -lpthread -o "$out/$t"
done

# ---- the seed corpus: testdata/*.hlo and the StableHLO modules ---------------
rm -f "$out/seeds"/*
for f in "$root"/testdata/*.hlo "$root"/testdata/stablehlo/*.mlir; do
	[ -e "$f" ] && cp "$f" "$out/seeds/"
done
# ---- a dictionary: opcodes, element types, keywords, layout syntax ------------
{
	sed -n 's/^OP([A-Z0-9_]*, *"\([^"]*\)").*/"\1"/p' "$root/parser/opcodes.def"
	sed -n '13,40p' "$root/parser/opcode.c" | grep -o '"[a-z0-9]*"'
	grep -o '"[A-Za-z_][A-Za-z_-]*"' "$root/parser/lexer.l"
	for t in "{" "}" "(" ")" "[" "]" "->" "=" ", " ":" "#" "%" "/*" "*/" "//" '\x0a' \
	         "S(1)" "S(5)" "T(8,128)" "T(2,1)" "(2,1)" "E(4)" "L(2)" "M(8)" "SC(0:2)" "*" \
	         "<=" "?" "b(" "{1,0}" "{0}" "{}" "0x" "1e9" "-1" "inf" "nan" '\"' '\\' '\x00' '\xff' \
	         "sharding={replicated}" "dimensions={0}" "slice={[0:2]}" "to_apply=%c" \
	         "parameter(0)" "tuple(" "get-tuple-element(" "index=0" "kind=kLoop" \
	         "99999999999999999999" "9223372036854775807" "4294967296"; do
		printf '"%s"\n' "$t"
	done
} | awk '!seen[$0]++' >"$out/hlo.dict"

echo "build.sh: built $out/fuzz_parse and $out/fuzz_pipeline; $(ls "$out/seeds" | wc -l) seeds in $out/seeds"
