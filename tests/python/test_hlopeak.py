"""pytest suite of the Python package: the C library's figures reach
Python unchanged, errors arrive as exceptions with file:line:col, and
hlopeak.jax.estimate agrees with XLA's memory_analysis() where XLA's figures
are known.  Figures come from the hand derivations next to the fixtures
(testdata/*.md, tests/bounds.sh) or from XLA itself."""
import os
import pathlib
import subprocess
import sys

import pytest

import hlopeak

ROOT = pathlib.Path(__file__).resolve().parents[2]
TESTDATA = ROOT / "testdata"
TPU = TESTDATA / "train_step_tpu.hlo"


def test_path_and_pathlike_give_the_same_figures():
    a = hlopeak.estimate(str(TPU))
    b = hlopeak.estimate(TPU)
    assert a.used_bytes == b.used_bytes
    # testdata/train_step_tpu.md ("Used"): 11144708 bytes, the arguments, outputs, alias and
    # tables derived by hand plus the packed heap (10.63M as XLA prints it: whole KiB divided
    # off, then two decimals)
    assert a.used_bytes == 11144708
    assert a.estimate == "compiled"
    assert a.target == "tpu"


def test_text_input():
    text = TPU.read_text()
    assert hlopeak.estimate(text).used_bytes == 11144708
    assert hlopeak.estimate(text.encode()).used_bytes == 11144708


def test_report_is_the_text_report():
    r = hlopeak.estimate(TPU, device="tpu-v4").report()
    assert r.startswith("jit_train_step: peak 10.63M (unpadded 8.11M). Fits in memory space hbm.")


def test_check_raises_xlas_sentence():
    with pytest.raises(hlopeak.OverBudget) as info:
        hlopeak.check(TPU, budget="8M")
    assert str(info.value) == ("Ran out of memory in memory space hbm. Used 10.63M of 8.00M hbm. "
                               "Exceeded hbm capacity by 2.63M.")
    assert info.value.estimate.over_budget is True
    assert hlopeak.check(TPU, budget="16M").over_budget is False


def test_bad_input_is_an_exception_with_a_location():
    bad = "HloModule x\n\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT r = f32[2] add(p, q)\n}\n"
    with pytest.raises(hlopeak.HlopeakError) as info:
        hlopeak.estimate(bad)
    assert str(info.value).startswith("<text>:5:26: error: use of undefined instruction 'q'")


def test_missing_file():
    with pytest.raises(hlopeak.HlopeakError):
        hlopeak.estimate(str(TESTDATA / "no-such-file.hlo"))


def test_usage_errors_are_value_errors():
    with pytest.raises(ValueError):
        hlopeak.estimate(TPU, target="fpga")
    with pytest.raises(ValueError):
        hlopeak.estimate(TPU, device="no-such-device")
    with pytest.raises(ValueError):
        hlopeak.estimate(TPU, budget="lots")
    with pytest.raises(TypeError):
        hlopeak.estimate(3.5)


def test_precompile_bounds_and_gate():
    # tests/bounds.sh derives these: custom_partitioning, no upper bound
    e = hlopeak.estimate(TESTDATA / "precompile" / "custompart.hlo")
    assert e.estimate == "pre-compile"
    assert e.used_bytes == 4096
    assert e.peak_upper_bound_bytes is None
    assert [c["custom_partitioning"] for c in e.unknown_custom_calls] == [True]
    assert hlopeak.check(TESTDATA / "precompile" / "custompart.hlo", budget=4096).may_run_out is True
    with pytest.raises(hlopeak.OverBudget):
        hlopeak.check(TESTDATA / "precompile" / "custompart.hlo", budget=4096, gate="upper")


def test_gemm_workspace_and_device():
    # XLA's compiled jax-hpc-profiler sample: temp = 4194304 + 128
    g = TESTDATA / "precompile" / "gemm.hlo"
    assert hlopeak.estimate(g).temp_size_in_bytes == 4194432
    assert hlopeak.estimate(g, device="h100").temp_size_in_bytes == 8000128
    assert hlopeak.estimate(g, gemm_workspace="1M").temp_size_in_bytes == 1048576 + 128


jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")
import hlopeak.jax  # noqa: E402


def _programs():
    def mlp(w, x):
        return jnp.tanh(x @ w[0]) @ w[1]

    def step(w, x):
        g = jax.grad(lambda w: jnp.sum(mlp(w, x) ** 2))(w)
        return [a - 0.1 * b for a, b in zip(w, g)]

    def loop(x):
        return jax.lax.fori_loop(0, 4, lambda i, c: jnp.sin(c) @ c, x)

    w = [jnp.ones((256, 512)), jnp.ones((512, 128))]
    x = jnp.ones((64, 256))
    return [("mlp", mlp, (w, x)), ("sgd-step", step, (w, x)), ("loop", loop, (jnp.ones((128, 128)),))]


@pytest.mark.parametrize("name,fn,args", _programs(), ids=[p[0] for p in _programs()])
def test_jax_estimate_against_memory_analysis(name, fn, args):
    """Compiled: exact; lowered: XLA's figure inside the bounds."""
    compiled = jax.jit(fn).lower(*args).compile()
    ma = compiled.memory_analysis()
    truth = ma.argument_size_in_bytes + ma.output_size_in_bytes - ma.alias_size_in_bytes + ma.temp_size_in_bytes
    c = hlopeak.estimate(compiled, target="cpu")
    assert (c.argument_size_in_bytes, c.output_size_in_bytes, c.alias_size_in_bytes, c.temp_size_in_bytes) == (
        ma.argument_size_in_bytes, ma.output_size_in_bytes, ma.alias_size_in_bytes, ma.temp_size_in_bytes)
    e = hlopeak.jax.estimate(fn, *args, target="cpu")
    assert e.estimate == "pre-compile"
    assert e.argument_size_in_bytes == ma.argument_size_in_bytes
    assert e.output_size_in_bytes == ma.output_size_in_bytes
    assert e.peak_lower_bound_bytes <= truth <= e.peak_upper_bound_bytes


def test_lowered_and_compiled_are_estimated_for_their_platform():
    """A Lowered or Compiled says which platform it is for: on this CPU
    JAX, the CPU's rules (no cuBLAS workspace, 64-byte alignment), and the
    figure is XLA's own (argument + output - alias + temp); with
    target="gpu" the GPU's 4 MiB workspace makes it 4 MiB more."""
    w = jnp.zeros((1024, 1024))
    x = jnp.zeros((256, 1024))
    lowered = jax.jit(lambda w, x: jnp.tanh(x @ w) @ w.T).lower(w, x)
    if jax.default_backend() != "cpu":
        pytest.skip("JAX runs on %s here" % jax.default_backend())
    compiled = lowered.compile()
    ma = compiled.memory_analysis()
    truth = ma.argument_size_in_bytes + ma.output_size_in_bytes - ma.alias_size_in_bytes + ma.temp_size_in_bytes
    e = hlopeak.estimate(lowered)
    assert e.target == "cpu"
    assert e.used_bytes == truth
    assert hlopeak.jax.estimate(lambda w, x: jnp.tanh(x @ w) @ w.T, w, x).target == "cpu"
    c = hlopeak.estimate(compiled)
    assert (c.target, c.estimate, c.used_bytes) == ("cpu", "compiled", truth)
    g = hlopeak.estimate(lowered, target="gpu")
    assert g.target == "gpu"
    assert g.used_bytes >= truth + 4 * 1024 * 1024
    # a device preset names its platform: "does it fit on an H100?"
    assert hlopeak.estimate(lowered, device="h100").target == "gpu"
    assert hlopeak.estimate(lowered, device="tpu-v4").target == "tpu"


def test_readme_lowered_module_is_what_jax_prints():
    """README's "Before you compile" pipes this lowering into hlopeak; the
    bundled testdata/stablehlo/jax-lowered.mlir is its text (JAX 0.10.2),
    after its header comment, and the piped text gives the same figures."""
    w = jnp.zeros((1024, 1024))
    x = jnp.zeros((256, 1024))
    text = jax.jit(lambda w, x: jnp.tanh(x @ w) @ w.T).lower(w, x).as_text()
    bundled = (TESTDATA / "stablehlo" / "jax-lowered.mlir").read_text()
    body = "".join(l for l in bundled.splitlines(keepends=True) if not l.startswith("//"))
    if jax.__version__ != "0.10.2":
        pytest.skip("the bundled module is JAX 0.10.2's; this is %s" % jax.__version__)
    assert text.strip() == body.strip()
    e = hlopeak.estimate(text)
    # 11 MiB and two GEMM tuple tables in 256-byte slots, derived in the bundled file's header
    assert e.used_bytes == 11534848


# jaxdecomp-benchmarks' compiled jaxfft modules in ../shared/corpus/truth
# whose lowered modules the precompile corpus does not have: the program
# rebuilt (jaxfft_program.py), lowered for their size, mesh and dtype, must
# give XLA's figures (truth.tsv: argument + output + temp) before compiling
TRUTH = ROOT.parent / "shared" / "corpus" / "truth" / "truth.tsv"
JAXFFT = [("a100-8dev-jaxfft-FFT-float32-256-1x8", (256, 1, 8, "FFT", "float32")),
          ("a100-8dev-jaxfft-IFFT-float64-512-8x1", (512, 8, 1, "IFFT", "float64")),
          ("v100-4dev-jaxfft-IFFT-float32-256-2x2", (256, 2, 2, "IFFT", "float32"))]


@pytest.mark.parametrize("name,config", JAXFFT, ids=[j[0] for j in JAXFFT])
def test_jaxfft_lowered_gives_xlas_compiled_figures(name, config):
    if not TRUTH.is_file():
        pytest.skip("no ../shared/corpus/truth")
    rows = [line.split("\t") for line in TRUTH.read_text().splitlines()[1:]]
    row = next((r for r in rows if name in r[0]), None)
    if row is None:
        pytest.skip(name + " is not in truth.tsv")
    truth = int(row[1]) + int(row[2]) + int(row[3])
    text = subprocess.run([sys.executable, str(pathlib.Path(__file__).with_name("jaxfft_program.py"))] +
                          [str(c) for c in config], capture_output=True, text=True, check=True).stdout
    e = hlopeak.estimate(text, target="gpu")
    assert e.estimate == "pre-compile"
    assert (e.argument_size_in_bytes, e.output_size_in_bytes) == (int(row[1]), int(row[2]))
    assert e.peak_lower_bound_bytes <= truth <= e.peak_upper_bound_bytes
    # the best estimate: XLA's figure, arguments + outputs + temp
    assert abs(e.used_bytes - truth) <= truth // 10000
