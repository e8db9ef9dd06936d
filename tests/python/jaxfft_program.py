"""The 3-D FFT of jaxdecomp-benchmarks' `jaxfft` family, rebuilt from its
lowered modules in ../shared/corpus/precompile (their shapes, collectives
and transposes, which this program reproduces): x sharded over a (z, y)
mesh, an FFT along the last axis, an all_to_all over y, a transpose, an
FFT, an all_to_all over z, a transpose, an FFT (the inverse runs the other
way round).  Run as a script (the device count must be set before JAX is
imported):

    python jaxfft_program.py N PY PZ FFT|IFFT float32|float64

prints the module jax.jit(...).lower(x).as_text() gives."""
import os
import sys


def main(argv):
    n, py, pz, kind, dtype = int(argv[0]), int(argv[1]), int(argv[2]), argv[3], argv[4]
    os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=%d" % (py * pz)
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

    if dtype == "float64":
        jax.config.update("jax_enable_x64", True)
    shard_map = getattr(jax, "shard_map", None)
    if shard_map is None:
        from jax.experimental.shard_map import shard_map
    real = jnp.float64 if dtype == "float64" else jnp.float32
    cplx = jnp.complex128 if dtype == "float64" else jnp.complex64
    mesh = Mesh(np.array(jax.devices()[: py * pz]).reshape(pz, py), ("z", "y"))

    def forward(x):
        x = jnp.fft.fft(x.astype(cplx), axis=-1)
        if py > 1:
            x = jax.lax.all_to_all(x, "y", 2, 1, tiled=True)
        x = jnp.fft.fft(x.transpose([2, 0, 1]), axis=-1)
        if pz > 1:
            x = jax.lax.all_to_all(x, "z", 2, 1, tiled=True)
        return jnp.fft.fft(x.transpose([2, 0, 1]), axis=-1)

    def inverse(x):
        x = jnp.fft.ifft(x, axis=-1)
        if pz > 1:
            x = jax.lax.all_to_all(x, "z", 2, 0, tiled=True)
        x = jnp.fft.ifft(x.transpose([1, 2, 0]), axis=-1)
        if py > 1:
            x = jax.lax.all_to_all(x, "y", 2, 0, tiled=True)
        return jnp.fft.ifft(x.transpose([1, 2, 0]), axis=-1)

    fn = shard_map(forward if kind == "FFT" else inverse, mesh=mesh, in_specs=P("z", "y"), out_specs=P("z", "y"))
    x = jax.ShapeDtypeStruct((n, n, n), real if kind == "FFT" else cplx, sharding=NamedSharding(mesh, P("z", "y")))
    print(jax.jit(fn).lower(x).as_text())


if __name__ == "__main__":
    main(sys.argv[1:])
