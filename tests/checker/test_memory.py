"""A check frees what it built when it returns: no reference cycles keep a syntax tree alive
until the cyclic collector runs (in a long `devkit check` that collector's walks cost time,
and in the language server memory)."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

import pytest

from devkit.checker.engine import check_source

ROOT = Path(__file__).parents[2]
sys.path.insert(0, str(ROOT / "bench"))
from gen_tools import generate_tree  # noqa: E402

EXAMPLES = sorted(ROOT.joinpath("examples").rglob("*.py"))


def _cyclic_garbage_after_check(source: str) -> list[str]:
    check_source(source, "warm.py")  # imports and caches filled before counting
    gc.collect()
    paused = gc.isenabled()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        result = check_source(source, "x.py")
        del result
        gc.collect()
        return sorted({type(o).__qualname__ for o in gc.garbage})
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if paused:
            gc.enable()


def test_a_tool_dense_file_leaves_no_cycles(tmp_path: Path) -> None:
    # loops (a back edge in the control-flow graph), helpers, classes, lambdas, findings
    (path,) = generate_tree(tmp_path, 1)
    assert _cyclic_garbage_after_check(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_examples_leave_no_cycles(path: Path) -> None:
    assert _cyclic_garbage_after_check(path.read_text(encoding="utf-8")) == []
