"""`parse_module` without libcst's per-node validation, for trees that come from its parser.

Every libcst node validates itself when built (`CSTNode.__post_init__`). That guards trees
built by hand; a tree built by the parser from source it accepted is valid by construction,
and libcst's own comment on `__post_init__` names skipping it on parse as the speed-up it
would like. It saves about 15% of the parse on a tool-dense tree.

The hook is swapped for a no-op only while a parse runs (a wrapper that tested a flag on
every node would cost a call per node, more than it saves). Another thread building nodes
meanwhile skips validation too, which changes nothing for nodes that are valid.
"""

from __future__ import annotations

import threading

import libcst as cst
from libcst._nodes.base import CSTNode

_VALIDATE = CSTNode.__post_init__
_lock = threading.Lock()
_parsing = 0  # parses under way, in any thread


def _skip(node: CSTNode) -> None:
    return None


def parse_module(source: str) -> cst.Module:
    """`libcst.parse_module(source)`: the same tree and errors, built faster."""
    global _parsing
    with _lock:
        _parsing += 1
        CSTNode.__post_init__ = _skip  # type: ignore[method-assign,assignment]
    try:
        return cst.parse_module(source)
    finally:
        with _lock:
            _parsing -= 1
            if _parsing == 0:
                CSTNode.__post_init__ = _VALIDATE  # type: ignore[method-assign,assignment]
