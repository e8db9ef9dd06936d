#!/usr/bin/env python
"""Lower + compile each program of programs.py on XLA:CPU in its own subprocess.

usage: run.py [--jobs N] [--append] [NAME ...]
Writes out/NAME.{stablehlo.mlir,before_optimizations.hlo,after_optimizations.hlo}
and appends NAME\\targ\\tout\\talias\\ttemp to result.txt (rewritten, in program order,
unless --append).
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys
import traceback
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'out')
DUMPS = os.path.join(HERE, 'dumps')
RESULT = os.path.join(HERE, 'result.txt')
PY = sys.executable


def child(name):
    # XLA_FLAGS was set by the parent before this interpreter started.
    import jax
    import programs
    prog = programs.PROGRAMS[name]
    if prog['devices'] > 1:
        assert len(jax.devices()) >= prog['devices'], jax.devices()
    built = prog['builder']()
    fn, args = built[0], built[1]
    kw = dict(built[2]) if len(built) > 2 else {}
    fname = programs.fn_name(name)
    fn.__name__ = fname
    fn.__qualname__ = fname
    if prog['donate']:
        kw['donate_argnums'] = prog['donate']
    lowered = jax.jit(fn, **kw).lower(*args)
    with open(os.path.join(OUT, name + '.stablehlo.mlir'), 'w') as fh:
        fh.write(lowered.as_text())
    compiled = lowered.compile()
    ma = compiled.memory_analysis()
    dump = os.path.join(DUMPS, name)
    for stage in ('before_optimizations', 'after_optimizations'):
        # XLA:CPU names the optimized module '<module>.cpu_after_optimizations.txt'
        cands = (glob.glob(os.path.join(dump, '*jit_%s*.%s.txt' % (fname, stage)))
                 or glob.glob(os.path.join(dump, '*jit_%s*_%s.txt' % (fname, stage))))
        if not cands:
            raise RuntimeError('no %s dump for jit_%s in %s' % (stage, fname, dump))
        best = max(cands, key=os.path.getsize)
        shutil.copyfile(best, os.path.join(OUT, '%s.%s.hlo' % (name, stage)))
    vals = [ma.argument_size_in_bytes, ma.output_size_in_bytes, ma.alias_size_in_bytes, ma.temp_size_in_bytes]
    print('RESULT\t' + '\t'.join([name] + [str(int(v)) for v in vals]))


def run_one(name, devices):
    dump = os.path.join(DUMPS, name)
    shutil.rmtree(dump, ignore_errors=True)
    os.makedirs(dump)
    for ext in ('stablehlo.mlir', 'before_optimizations.hlo', 'after_optimizations.hlo'):
        p = os.path.join(OUT, '%s.%s' % (name, ext))
        if os.path.exists(p):
            os.remove(p)
    flags = '--xla_dump_to=%s --xla_dump_hlo_as_text' % dump
    if devices > 1:
        flags += ' --xla_force_host_platform_device_count=%d' % max(8, devices)
    env = dict(os.environ, XLA_FLAGS=flags, JAX_PLATFORMS='cpu')
    r = subprocess.run([PY, os.path.abspath(__file__), '--child', name], cwd=HERE, env=env,
                       capture_output=True, text=True)
    for line in r.stdout.splitlines():
        if line.startswith('RESULT\t'):
            return name, line[len('RESULT\t'):], None
    err = (r.stderr.strip().splitlines() or ['exit %d' % r.returncode])
    return name, None, '\n'.join(err[-15:])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--append', action='store_true')
    ap.add_argument('--child')
    ap.add_argument('names', nargs='*')
    a = ap.parse_args()
    if a.child:
        try:
            child(a.child)
        except Exception:
            traceback.print_exc()
            sys.exit(1)
        return
    sys.path.insert(0, HERE)
    import importlib.util
    spec = importlib.util.spec_from_file_location('programs_meta', os.path.join(HERE, 'programs.py'))
    # programs.py imports jax at module level; that is fine in the parent (no compiles here).
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    order = list(mod.PROGRAMS)
    names = a.names or order
    for n in names:
        if n not in mod.PROGRAMS:
            sys.exit('unknown program %s' % n)
    os.makedirs(OUT, exist_ok=True)
    os.makedirs(DUMPS, exist_ok=True)
    lines = {}
    if a.append and os.path.exists(RESULT):
        for line in open(RESULT):
            if line.strip():
                lines[line.split('\t')[0]] = line.rstrip('\n')
    failed = []
    with ThreadPoolExecutor(max_workers=max(1, min(a.jobs, 2))) as ex:
        futs = [ex.submit(run_one, n, mod.PROGRAMS[n]['devices']) for n in names]
        for fu in futs:
            name, res, err = fu.result()
            if res:
                print('ok   ', res.replace('\t', '  '), flush=True)
                lines[name] = res
            else:
                lines.pop(name, None)
                failed.append(name)
                print('FAIL ', name, '\n    ' + err.replace('\n', '\n    '), flush=True)
    with open(RESULT, 'w') as fh:
        for n in order:
            if n in lines:
                fh.write(lines[n] + '\n')
    print('%d ok, %d failed %s' % (len(names) - len(failed), len(failed), ' '.join(failed)))


if __name__ == '__main__':
    main()
