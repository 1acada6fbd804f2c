"""Finding positions: 1-based lines, character columns, same as a full codegen pass."""

from __future__ import annotations

import random
import sysconfig
import tempfile
from pathlib import Path

import libcst as cst

from devkit.checker.engine import check_source
from devkit.checker.positions import PositionIndex
from devkit.checker.walk import children

ROOT = Path(__file__).resolve().parents[2]


def test_columns_count_characters_not_bytes_or_utf16_units():
    source = 'from devkit.agent import ToolExecutionContext\ndef f(ctx: ToolExecutionContext):\n    s = "héllo 🎉"; t = ctx.identity.tenant\n'
    finding = check_source(source, "t.py").findings[0]
    line = source.splitlines()[2]
    assert (finding.line, finding.column) == (3, line.index("ctx.identity") + 1)
    assert finding.end_column == line.index(".tenant") + 1


def _sample_nodes(module: cst.Module, rng: random.Random) -> dict[int, list[cst.CSTNode]]:
    by_statement = {}
    for i, stmt in enumerate(module.body):
        stack, nodes = [stmt], []
        while stack and len(nodes) < 40:
            node = stack.pop()
            nodes.append(node)
            stack.extend(children(node))
        by_statement[i] = rng.sample(nodes, min(3, len(nodes)))
    return by_statement


def test_statement_targeted_positions_equal_a_full_codegen_pass():
    import sys

    sys.path.insert(0, str(ROOT / "bench"))
    from gen_tools import generate_tree

    rng = random.Random(3)
    root = Path(sysconfig.get_paths()["stdlib"])
    files = sorted(root.glob("*.py"))[::4] + sorted(ROOT.joinpath("fixtures").rglob("*.py"))
    with tempfile.TemporaryDirectory() as tmp:
        files += generate_tree(Path(tmp), 12)
        checked = 0
        for path in files:
            text = path.read_text(encoding="utf-8", errors="replace")
            try:
                module = cst.parse_module(text)
            except Exception:
                continue
            index = PositionIndex(module, text)
            assert index._statement_offsets() is not None, path
            by_statement = _sample_nodes(module, rng)
            wanted = frozenset(id(n) for nodes in by_statement.values() for n in nodes)
            full = {k: index._span(*v) for k, v in index._codegen_all(wanted).items()}
            assert index.spans(by_statement) == full, path
            checked += 1
    assert checked > 50
