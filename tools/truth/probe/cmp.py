#!/usr/bin/env python3
"""Compare hlopeak's pre-compile estimate against XLA:CPU's memory_analysis.

usage: cmp.py BIN [--hlo]
For each line of result.txt (NAME arg out alias temp), runs
  BIN peak --target cpu --format json out/NAME.stablehlo.mlir
(or out/NAME.before_optimizations.hlo with --hlo) and prints
name, XLA figure (arg+out-alias+temp), estimate (used_bytes), error %,
lower, upper, and flags: OUT (xla outside [lower, upper]; upper null = no
upper limit), ARG!/OUT! (argument/output bytes differ from XLA's).
"""
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def pick_module(doc, name):
    """Find the module dict holding used_bytes, whatever the nesting."""
    mods = []

    def walk(x):
        if isinstance(x, dict):
            if 'used_bytes' in x:
                mods.append(x)
                return
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(doc)
    if not mods:
        return None
    want = 'jit_' + name.replace('-', '_')
    named = [m for m in mods if str(m.get('name', '')).startswith(want)]
    cands = named or mods
    return max(cands, key=lambda m: m.get('used_bytes') or 0)


def main():
    args = sys.argv[1:]
    hlo = '--hlo' in args
    args = [a for a in args if a != '--hlo']
    if len(args) != 1:
        sys.exit(__doc__)
    binp = args[0]
    rows = []
    for line in open(os.path.join(HERE, 'result.txt')):
        f = line.rstrip('\n').split('\t')
        if len(f) >= 5:
            rows.append((f[0], *map(int, f[1:5])))
    fmt = '%-30s %13s %13s %8s %13s %13s  %s'
    print(fmt % ('name', 'xla', 'estimate', 'err%', 'lower', 'upper', 'flags'))
    errs, outside, nerr = [], 0, 0
    for name, arg, out, alias, temp in rows:
        xla = arg + out - alias + temp
        path = os.path.join('out', name + ('.before_optimizations.hlo' if hlo else '.stablehlo.mlir'))
        r = subprocess.run([binp, 'peak', '--target', 'cpu', '--format', 'json', path],
                           cwd=HERE, capture_output=True, text=True)
        mod = None
        if r.returncode in (0, 1):
            try:
                mod = pick_module(json.loads(r.stdout), name)
            except ValueError:
                mod = None
        if mod is None:
            first = (r.stderr.strip().splitlines() or ['(no stderr)'])[0]
            print(fmt % (name, xla, '-', '-', '-', '-', 'ERR rc=%d %s' % (r.returncode, first)))
            nerr += 1
            continue
        used = mod['used_bytes']
        lo = mod.get('peak_lower_bound_bytes')
        up = mod.get('peak_upper_bound_bytes')
        err = (used - xla) * 100.0 / xla
        errs.append(abs(err))
        flags = []
        if (lo is not None and xla < lo) or (up is not None and xla > up):
            flags.append('OUT')
            outside += 1
        if mod.get('argument_size_in_bytes') != arg:
            flags.append('ARG!(%s)' % mod.get('argument_size_in_bytes'))
        if mod.get('output_size_in_bytes') != out:
            flags.append('OUT!(%s)' % mod.get('output_size_in_bytes'))
        print(fmt % (name, xla, used, '%+.1f' % err, lo, 'null' if up is None else up, ' '.join(flags)))
    if errs:
        print('summary: %d programs, mean |err| %.1f%%, median |err| %.1f%%, %d outside bounds, %d ERR'
              % (len(errs), statistics.mean(errs), statistics.median(errs), outside, nerr))
    else:
        print('summary: 0 programs estimated, %d ERR' % nerr)


if __name__ == '__main__':
    main()
