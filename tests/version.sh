#!/bin/sh
# version.sh: `hlopeak --version`.  Its first line is exactly "hlopeak
# VERSION", VERSION being the project's version in meson.build (scripts
# parse that line); the second names the commit ("commit <git describe>",
# or "unknown commit" when built outside a git checkout: tools/commit,
# through meson's vcs_tag); then the XLA behaviours assumed, among them
# the GPU heap alignment rule and the size functions (README, "How it
# computes").
# Needs $HLOPEAK (tests/meson.build sets it).
set -u
here=$(cd "$(dirname "$0")" && pwd)
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}

checks=version
. "$here/checks.sh"

version=$(sed -n "s/^  version: '\([^']*\)',\$/\1/p" "$here/../meson.build")
run "$HLOPEAK" --version
status "--version" 0
empty "--version: nothing on stderr" "$err"
hasre "first line: hlopeak and a version" "$out" '^hlopeak [0-9]'
first "first line: meson.build's version ($version)" "$out" "hlopeak $version"
hasre "a commit line" "$out" '^\(commit [0-9a-zA-Z._-]*\|unknown commit\)$'
# in a git checkout of hlopeak, the commit it is at (as tools/commit says
# now; -dirty aside, which edits since the build may change)
if want=$(sh "$here/../tools/commit" 2>/dev/null); then
	is "the commit of this checkout" "$(sed -n '2{s/-dirty$//;p;}' "$out")" "${want%-dirty}"
fi
has "the GPU heap alignment rule" "$out" "gpu heap alignment: 256 bytes; 128 for dumps that print operand shapes"
has "the GPU and CPU size function" "$out" "ShapeUtil::ByteSizeOf with 8-byte pointers"
has "the TPU size function" "$out" "tpu sizes: ShapeUtil::ArraySize"
has "TPU tuple tables" "$out" "4 KiB"
has "the XLA build checked against" "$out" "jax 0.10.2"
# the help names --version and says what it prints
run "$HLOPEAK" --help
hasre "--help names --version" "$out" '^  --version '

summary
