"""hlopeak from Python: XLA device memory before the compile.

The estimator is hlopeak's C library, called in-process; this module only
turns Python objects into what the library reads (paths, HLO text) and its
JSON report into objects.  ``estimate`` takes a path, HLO text, a
``jax.stages.Lowered`` or a ``jax.stages.Compiled``::

    import jax, hlopeak
    lowered = jax.jit(step).lower(params, batch)
    e = hlopeak.estimate(lowered, device="h100")
    print(e.used_bytes, e.peak_lower_bound_bytes, e.peak_upper_bound_bytes)
    print(e.report())
"""
from __future__ import annotations

import json
import os
import sys
from typing import Any, Optional, Union

from . import _hlopeak

__all__ = ["Estimate", "HlopeakError", "OverBudget", "estimate", "check", "parse_size"]

#: what ``estimate`` accepts: a path, HLO text, or a JAX Lowered/Compiled
Source = Union[str, bytes, "os.PathLike[str]", Any]

_STATUS_INPUT = 3


class HlopeakError(Exception):
    """An input hlopeak cannot read; the message is ``file:line:col: error: ...``."""


class OverBudget(Exception):
    """The program does not fit: the message is XLA's E1000 sentence."""

    def __init__(self, message: str, estimate: "Estimate") -> None:
        super().__init__(message)
        self.estimate = estimate


class Estimate:
    """One module's figures: every key of hlopeak's JSON report is an
    attribute (``used_bytes``, ``argument_size_in_bytes``,
    ``peak_upper_bound_bytes``, ``buffers_at_peak``, ...)."""

    def __init__(self, fields: dict, request: "_Request") -> None:
        self._fields = fields
        self._request = request
        for key, value in fields.items():
            setattr(self, key, value)

    def as_dict(self) -> dict:
        """The JSON report of this module, as a dict."""
        return dict(self._fields)

    def report(self) -> str:
        """The text report, as ``hlopeak peak`` prints it."""
        status, out, err = self._request.run("peak", "text")
        if status == _STATUS_INPUT:
            raise HlopeakError(err.strip())
        return out

    def verdict(self) -> Optional[str]:
        """XLA's sentence for the budget (None without one)."""
        if self._request.budget is None:
            return None
        status, out, err = self._request.run("check", "text")
        if status == _STATUS_INPUT:
            raise HlopeakError(err.strip())
        line = out.strip().splitlines()[0] if out.strip() else ""
        return line.split("): ", 1)[1] if "): " in line else line

    def __repr__(self) -> str:
        return "<hlopeak.Estimate %s: used %s bytes (%s)>" % (
            self._fields.get("name"), self._fields.get("used_bytes"), self._fields.get("estimate"))


class _Request:
    """What to run the library on, kept so a report can be run again."""

    def __init__(self, paths, text, name, target, budget, gate, workspace) -> None:
        self.paths = paths
        self.text = text
        self.name = name
        self.target = target
        self.budget = budget
        self.gate = gate
        self.workspace = workspace

    def run(self, command: str, fmt: str):
        kw = dict(name=self.name, target=self.target, budget=self.budget, gate=self.gate,
                  workspace=self.workspace, top=20)
        if self.paths is not None:
            return _hlopeak.run(command, fmt, paths=self.paths, **kw)
        return _hlopeak.run(command, fmt, text=self.text, **kw)


def parse_size(size: Union[str, int]) -> int:
    """Bytes of a size written as XLA prints it (``"30.75G"``, ``"40M"``), or an int."""
    if isinstance(size, int):
        return size
    return _hlopeak.parsesize(size)


def _text_of(source: Source):
    """(paths, text, name) for the library."""
    if isinstance(source, os.PathLike):
        return [os.fspath(source)], None, os.fspath(source)
    if isinstance(source, bytes):
        return None, source, "<text>"
    if isinstance(source, str):
        # module text (HLO, or StableHLO as lower().as_text() prints it),
        # else a path: no file name holds a newline
        head = source.lstrip()
        if "\n" in source or head.startswith(("HloModule", "module", "func.func", '"builtin.module"')):
            return None, source.encode(), "<text>"
        return [source], None, source
    # JAX's stages, without importing JAX: a Compiled has memory_analysis
    if hasattr(source, "memory_analysis") and hasattr(source, "as_text"):
        return None, source.as_text().encode(), "<jax.stages.Compiled>"
    if hasattr(source, "compile") and hasattr(source, "as_text"):
        return None, source.as_text(dialect="hlo").encode(), "<jax.stages.Lowered>"
    raise TypeError("estimate() takes a path, HLO text, or a jax.stages.Lowered or Compiled, not %s"
                    % type(source).__name__)


#: JAX's platform names as hlopeak's targets
_PLATFORMS = {"cpu": "cpu", "tpu": "tpu", "cuda": "gpu", "rocm": "gpu", "gpu": "gpu"}


def _platform_of(source) -> Optional[str]:
    """The target a JAX Lowered or Compiled was made for, or None: a
    Compiled's devices (its shardings' device_set); a Lowered's lowering
    platforms (JAX 0.4 to 0.10 keep them on ``_lowering._platforms``),
    else, JAX being imported already, its default backend, which ``jit``
    lowers for."""
    if not hasattr(source, "as_text") or isinstance(source, (str, bytes)):
        return None
    try:
        for shardings in (getattr(source, "input_shardings", None), getattr(source, "output_shardings", None)):
            for s in _leaves(shardings):
                for d in getattr(s, "device_set", ()):
                    return _PLATFORMS.get(getattr(d, "platform", ""))
        platforms = getattr(getattr(source, "_lowering", None), "_platforms", None)
        if platforms and len(set(platforms)) == 1:
            return _PLATFORMS.get(platforms[0])
        jax = sys.modules.get("jax")
        if jax is not None and hasattr(source, "compile"):
            return _PLATFORMS.get(jax.default_backend())
    except Exception:  # an object of another JAX: no guess, the default target
        return None
    return None


def _leaves(tree):
    """the leaves of nested tuples, lists and dicts"""
    if isinstance(tree, (tuple, list)):
        for x in tree:
            yield from _leaves(x)
    elif isinstance(tree, dict):
        for x in tree.values():
            yield from _leaves(x)
    elif tree is not None:
        yield tree


def _request(source: Source, target: Optional[str], budget, device: Optional[str], gate: str,
             gemm_workspace) -> _Request:
    paths, text, name = _text_of(source)
    workspace = parse_size(gemm_workspace) if gemm_workspace is not None else 0
    if device is not None:
        if budget is not None:
            raise ValueError("give budget or device, not both")
        preset = _hlopeak.device(device)
        if preset is None:
            raise ValueError("unknown device '%s'" % device)
        capacity, reserved, dev_workspace = preset
        # a preset names its platform: a GPU's has a GEMM workspace, a TPU's none
        if target is None:
            target = "gpu" if dev_workspace else "tpu"
        budget = capacity - reserved
        if not workspace:
            workspace = dev_workspace
    if budget is not None:
        budget = parse_size(budget)
    if target is None:
        target = _platform_of(source)
    return _Request(paths, text, name, target, budget, gate, workspace)


def _estimates(req: _Request, command: str):
    status, out, err = req.run(command, "json")
    if status == _STATUS_INPUT:
        raise HlopeakError(err.strip() or "hlopeak could not read the input")
    modules = json.loads(out)["modules"]
    return status, [Estimate(m, req) for m in modules]


def estimate(source: Source, target: Optional[str] = None, budget: Union[str, int, None] = None,
             device: Optional[str] = None, gate: str = "best",
             gemm_workspace: Union[str, int, None] = None):
    """Estimate the device memory of one module (or each module of a dump folder).

    ``source``: a path (an HLO or StableHLO file, or a ``--xla_dump_to`` folder), HLO or StableHLO text,
    a ``jax.stages.Lowered`` (estimated before compiling) or a
    ``jax.stages.Compiled``.  ``target``: ``"gpu"``, ``"tpu"`` or ``"cpu"``
    (default: the platform of ``device``'s preset, or the one a Lowered or
    Compiled was made for; else TPU when layouts are tiled, else GPU).  ``budget``: usable
    bytes (``"30.75G"`` or an int), or ``device``: a preset name such as
    ``"tpu-v4"`` or ``"h100"``.  Returns an :class:`Estimate`, or a list of
    them for a folder with several programs.  Raises :class:`HlopeakError`
    on input it cannot read."""
    req = _request(source, target, budget, device, gate, gemm_workspace)
    _, found = _estimates(req, "peak")
    return found[0] if len(found) == 1 else found


def check(source: Source, target: Optional[str] = None, budget: Union[str, int, None] = None,
          device: Optional[str] = None, gate: str = "best",
          gemm_workspace: Union[str, int, None] = None):
    """Like :func:`estimate` with a budget; raises :class:`OverBudget` with
    XLA's sentence ("Ran out of memory in memory space hbm. Used ... of ...")
    when a module does not fit, as ``hlopeak check`` would exit 1."""
    if budget is None and device is None:
        raise ValueError("check() needs a budget or a device")
    req = _request(source, target, budget, device, gate, gemm_workspace)
    _, found = _estimates(req, "check")
    for e in found:
        if e.over_budget:
            raise OverBudget(e.verdict() or "over budget", e)
    return found[0] if len(found) == 1 else found
