"""Time to answer: hlopeak on a lowered module against JAX's own
lower().compile() for the same program (the time a user saves by asking
hlopeak first).  Usage, from the repository root:

    XLA_FLAGS=--xla_force_host_platform_device_count=8 JAX_PLATFORMS=cpu \\
        python tools/truth/bench.py [NAME] [--hlopeak build/tools/hlopeak]

NAME is a program of tools/truth/gen.py (default transformer-sgd-m, the
largest).  Prints one Markdown table row per measurement."""
import argparse
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402


def best_of(n, f):
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        f()
        times.append(time.perf_counter() - t0)
    return min(times), sorted(times)[len(times) // 2]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name", nargs="?", default="transformer-sgd-m")
    ap.add_argument("--hlopeak", default="build/tools/hlopeak")
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    import jax
    kind, size = gen.split_name(a.name)
    fn, args, jit_kwargs, _ = gen.KINDS[kind]["builder"](size)
    def fresh():
        # no tracing or executable cache between runs
        jax.clear_caches()
        return jax.jit(fn, **jit_kwargs)
    lower = best_of(a.runs, lambda: fresh().lower(*args))
    text = fresh().lower(*args).as_text(dialect="hlo")
    compile_ = best_of(a.runs, lambda: fresh().lower(*args).compile())
    with tempfile.NamedTemporaryFile("w", suffix=".hlo", delete=False) as fh:
        fh.write(text)
        path = fh.name
    try:
        est = best_of(a.runs * 4, lambda: subprocess.run(
            [a.hlopeak, "peak", "--target", "cpu", "--format", "json", path],
            check=True, stdout=subprocess.DEVNULL))
    finally:
        os.unlink(path)
    print("| program | HLO text | jax lower() | jax lower().compile() | hlopeak peak (whole process) |")
    print("|---|---:|---:|---:|---:|")
    print("| %s | %d B | %.3f s | %.3f s | %.3f s |" % (a.name, len(text), lower[1], compile_[1], est[1]))
    print("medians of %d runs (hlopeak: %d); compile includes lowering; jax %s" %
          (a.runs, a.runs * 4, jax.__version__))


if __name__ == "__main__":
    main()
