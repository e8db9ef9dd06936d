#!/usr/bin/env python3
"""Hold hlopeak's front ends to XLA's own: its HLO parser and its StableHLO
to HLO converter, both in the installed jaxlib.

    python tools/truth/xlaparse.py shapes HLOPEAK_SHAPES FILE...
    python tools/truth/xlaparse.py convert HLOPEAK FILE...

shapes: every FILE is HLO text.  XLA's parser reads it (hlo_module_from_text,
which infers the shapes the text leaves out) and prints it back; the
instruction shapes it prints are compared with those HLOPEAK_SHAPES prints
(a program that parses FILE with hlopeak's parser and prints one
"name<TAB>shape" line per instruction).  Only names defined once in FILE
are compared, and none of the same stem as a name defined twice: XLA
renames an instruction whose name is taken.  Layouts and /*index=N*/ comments are left out of both.

convert: every FILE is a StableHLO module.  XLA's converter
(mlir_module_to_xla_computation, the one jax.jit(f).lower(x).compile()
calls) writes its HLO, with every constant's value printed; `HLOPEAK peak
--format json` reads both, and their argument, output, alias, temp, used
and bound figures are compared: the consistency ../shared/corpus/precompile
asks of NAME.stablehlo.mlir and NAME.before_optimizations.hlo, on any
module.  XLA prints floats in constants to fewer digits than MLIR, so two
constants that differ in their last digits can print alike and be merged
on the XLA side: a difference in "used" alone can be that.

Prints one line per FILE that differs, then a summary (compared, equal,
refused by XLA, refused by hlopeak).  Needs jax and jaxlib; exit 77
without them.  A measurement, not a test: exit 0 unless a command fails.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

FIGURES = ("argument_size_in_bytes", "output_size_in_bytes", "alias_size_in_bytes",
           "temp_size_in_bytes", "used_bytes", "peak_lower_bound_bytes", "peak_upper_bound_bytes")


def isolated(fn, *args):
    """fn(*args) (a string) in a forked child, or None when it raises or
    the child dies: XLA's parser aborts the process on a few malformed
    modules (a CHECK failure) rather than raising"""
    rd, wr = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(rd)
        try:
            data = fn(*args).encode()
            status = 0
        except Exception:
            data, status = b"", 1
        with os.fdopen(wr, "wb") as w:
            w.write(data)
        os._exit(status)
    os.close(wr)
    with os.fdopen(rd, "rb") as r:
        data = r.read()
    _, status = os.waitpid(pid, 0)
    return data.decode() if status == 0 else None


def bare(shape):
    """a shape without layouts, comments or blanks"""
    shape = re.sub(r"/\*.*?\*/", "", shape)
    out, depth = [], 0
    for ch in shape:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0 and not ch.isspace():
            out.append(ch)
    return "".join(out)


def printed_shapes(text):
    """name -> shape of each instruction XLA printed (None: printed twice)"""
    shapes = {}
    for line in text.split("\n"):
        m = re.match(r"\s*(?:ROOT )?%?([\w.\-]+) = (.*)$", line)
        if not m:
            continue
        rest = m.group(2)
        if rest.startswith("("):
            depth = 0
            for end, ch in enumerate(rest):
                depth += ch == "("
                depth -= ch == ")"
                if depth == 0:
                    break
            shape = rest[:end + 1]
        else:
            shape = rest.split(" ")[0]
        name = m.group(1)
        shapes[name] = None if name in shapes else bare(shape)
    return shapes


def base(name):
    return re.sub(r"(\.[0-9]+)+$", "", name)


def unambiguous(text):
    """the names defined once in text whose XLA may not have given to
    another instruction: XLA renames an instruction whose name is taken,
    to the name and a number, so no name of the same stem as a name
    defined twice is compared"""
    counts = {}
    for m in re.finditer(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=", text, re.M):
        counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    taken = {base(name) for name, n in counts.items() if n > 1}
    return {name for name, n in counts.items() if n == 1 and base(name) not in taken}


def compare_shapes(xc, tool, path, tally):
    with open(path) as f:
        text = f.read()
    printed = isolated(lambda: xc.hlo.hlo_module_from_text(text).to_string())
    if printed is None:
        tally["refused by XLA"] += 1
        return
    xla = printed_shapes(printed)
    run = subprocess.run([tool, path], capture_output=True, text=True)
    if run.returncode != 0:
        tally["refused by hlopeak"] += 1
        return
    ours, twice = {}, set()
    for line in run.stdout.split("\n"):
        if "\t" in line:
            name, shape = line.split("\t", 1)
            if name in ours:
                twice.add(name)
            ours[name] = bare(shape)
    once = unambiguous(text)
    differ = [(n, s, xla[n]) for n, s in ours.items()
              if n in once and n not in twice and xla.get(n) is not None and s != xla[n]]
    tally["compared"] += 1
    if differ:
        print("%s: %s" % (path, ", ".join("%s: %s, XLA %s" % d for d in differ[:3])))
    else:
        tally["equal"] += 1


def figures(tool, path):
    run = subprocess.run([tool, "peak", "--format", "json", path], capture_output=True, text=True)
    if run.returncode != 0:
        return None
    module = json.loads(run.stdout)["modules"][0]
    return tuple(module.get(k) for k in FIGURES)


def compare_conversion(xc, tool, path, tmp, tally):
    with open(path) as f:
        text = f.read()
    hlo = isolated(lambda: xc._xla.mlir.mlir_module_to_xla_computation(
        text, use_tuple_args=False, return_tuple=False).as_hlo_text(True))
    if hlo is None:
        tally["refused by XLA"] += 1
        return
    converted = os.path.join(tmp, "xla.hlo")
    with open(converted, "w") as f:
        f.write(hlo)
    ours, xla = figures(tool, path), figures(tool, converted)
    if ours is None or xla is None:
        tally["refused by hlopeak"] += 1
        return
    tally["compared"] += 1
    if ours == xla:
        tally["equal"] += 1
        return
    print("%s: %s" % (path, ", ".join("%s %s, XLA's conversion %s" % (k, a, b)
                                      for k, a, b in zip(FIGURES, ours, xla) if a != b)))


def main(argv):
    if len(argv) < 3 or argv[0] not in ("shapes", "convert"):
        sys.stderr.write(__doc__.split("\n\n")[1] + "\n")
        return 2
    try:
        from jax._src.lib import xla_client as xc
    except ImportError:
        sys.stderr.write("xlaparse.py: jax is not importable\n")
        return 77
    tally = {"compared": 0, "equal": 0, "refused by XLA": 0, "refused by hlopeak": 0}
    with tempfile.TemporaryDirectory() as tmp:
        for path in argv[2:]:
            if argv[0] == "shapes":
                compare_shapes(xc, argv[1], path, tally)
            else:
                compare_conversion(xc, argv[1], path, tmp, tally)
            sys.stdout.flush()
    print(", ".join("%s %d" % kv for kv in tally.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
