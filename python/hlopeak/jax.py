"""hlopeak for a JAX function: lower it (never compile) and estimate."""
from __future__ import annotations

from typing import Any, Callable, Optional, Union

from . import estimate as _estimate


def estimate(fn: Callable[..., Any], *args: Any, target: Optional[str] = None,
             budget: Union[str, int, None] = None, device: Optional[str] = None,
             gate: str = "best", gemm_workspace: Union[str, int, None] = None, **kwargs: Any):
    """``jax.jit(fn).lower(*args, **kwargs)``, then :func:`hlopeak.estimate`
    on the lowered module: XLA's memory before paying for the compile.
    ``fn`` may already be jitted (its own ``lower`` is used)."""
    import jax

    jitted = fn if hasattr(fn, "lower") else jax.jit(fn)
    lowered = jitted.lower(*args, **kwargs)
    return _estimate(lowered, target=target, budget=budget, device=device, gate=gate,
                     gemm_workspace=gemm_workspace)
