#!/usr/bin/env python3
"""Hold hlopeak's pre-compile estimate to every configuration the
jaxdecomp-benchmarks reports give XLA's compiled figures for.

    python tools/truth/fftreport.py HLOPEAK OUT_PROF

OUT_PROF is the `out_prof` folder of a checkout of
github.com/ASKabalan/jaxdecomp-benchmarks (GPU/NDEV/FAMILY.csv: one row per
compiled program, jax_hpc_profiler's columns, the last three argument,
output and temp bytes from memory_analysis()).  For each row this writes
the program's lowered StableHLO with tools/truth/fftgen.py, estimates it
with `HLOPEAK peak --format json -`, and compares the best estimate
(used_bytes) with XLA's argument + output + temp (no donation in these
programs), the bounds with that figure, and the argument and output bytes
with XLA's.  One line per program that misses (over 0.01 %, outside the
bounds, or other arguments or outputs), then a summary; exit 1 if any
program is outside its bounds or has other arguments or outputs.

The benchmark's mesh PXxPY and cube side N give pfft3d's input as the
corpus's lowered modules have it (../shared/corpus/precompile): the input
f32[N*PY/PX, N*PX/PY, N] on devices=[PY,PX,1] for a forward transform; an
inverse one reads what the forward one writes (IFFT-noncont: the same
array on devices=[1,PY,PX]; IFFT-cont: the transposed array,
[N, N*PY/PX, N*PX/PY] on [PX,1,1] when PY is 1, else [N*PX/PY, N, N*PY/PX]
on [1,PY,1] when PX is 1, else on [PY,PX,1]).  A wrong guess shows as
other argument bytes.

The data stays in the benchmark's repository: nothing of it is copied
into this one.  Only the Python standard library is used.
"""

import csv
import json
import os
import subprocess
import sys

GEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fftgen.py")


def configurations(out_prof):
    """(gpu, devices, family, row) for every row of every report"""
    for gpu in sorted(os.listdir(out_prof)):
        for ndev in sorted(os.listdir(os.path.join(out_prof, gpu))):
            d = os.path.join(out_prof, gpu, ndev)
            for fam in ("jaxfft", "pfft3d"):
                path = os.path.join(d, fam + ".csv")
                if os.path.isfile(path):
                    with open(path) as f:
                        for row in csv.reader(f):
                            yield gpu, ndev, fam, row


def generator_args(fam, kind, prec, n, px, py):
    if fam == "jaxfft":
        return ["jaxfft", kind, prec, str(n), "%dx%d" % (px, py)]
    a, b, c = n * py // px, n * px // py, n
    if kind.startswith("FFT"):
        shape, grid = (a, b, c), (py, px, 1)
    elif kind == "IFFT-noncont":
        shape, grid = (a, b, c), (1, py, px)
    else:
        shape = (c, a, b) if py == 1 else (b, c, a)
        grid = (px, 1, 1) if py == 1 else (1, py, 1) if px == 1 else (py, px, 1)
    return ["pfft3d", kind, prec, "x".join(map(str, shape)), ",".join(map(str, grid))]


def estimate(hlopeak, args):
    text = subprocess.run([sys.executable, GEN] + args, capture_output=True, text=True, check=True).stdout
    p = subprocess.run([hlopeak, "peak", "--format", "json", "-"], input=text, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        raise RuntimeError(p.stderr.strip().splitlines()[0] if p.stderr.strip() else "exit %d" % p.returncode)
    return json.loads(p.stdout)["modules"][0]


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__.split("\n\n")[1] + "\n")
        return 2
    hlopeak, out_prof = argv[1], argv[2]
    errs, bad = [], 0
    for gpu, ndev, fam, row in configurations(out_prof):
        kind, prec, n, px, py = row[0], row[1], int(row[2]), int(row[5]), int(row[6])
        arg, out, temp = (int(v) for v in row[-3:])
        truth = arg + out + temp
        name = "%s-%sdev-%s-%s-%s-%d-%dx%d" % (gpu, ndev, fam, kind, prec, n, px, py)
        try:
            m = estimate(hlopeak, generator_args(fam, kind, prec, n, px, py))
        except (subprocess.CalledProcessError, RuntimeError, ValueError) as e:
            print("%s: not estimated: %s" % (name, e))
            bad += 1
            continue
        used, lo, hi = m["used_bytes"], m["peak_lower_bound_bytes"], m["peak_upper_bound_bytes"]
        err = (used - truth) * 100.0 / truth
        errs.append(abs(err))
        inside = lo <= truth and (hi is None or truth <= hi)
        same = (m["argument_size_in_bytes"], m["output_size_in_bytes"]) == (arg, out)
        bad += (not inside) + (not same)
        if abs(err) > 0.01 or not inside or not same:
            print("%s: best %d, XLA's %d (%+.4f %%)%s%s" % (name, used, truth, err,
                  "" if inside else ", outside [%s, %s]" % (lo, hi),
                  "" if same else ", arguments and outputs %d %d, XLA's %d %d" % (
                      m["argument_size_in_bytes"], m["output_size_in_bytes"], arg, out)))
    if not errs:
        print("no program estimated")
        return 1
    errs.sort()
    print("%d programs: median |error| %.4f %%, mean %.4f %%, worst %.4f %%; %d outside the bounds or "
          "with other arguments or outputs" % (len(errs), errs[len(errs) // 2], sum(errs) / len(errs), errs[-1], bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
