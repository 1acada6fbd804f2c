"""Finding positions: 1-based lines, character columns, same as a full codegen pass."""

from __future__ import annotations

import random
import sysconfig
import tempfile
from pathlib import Path

import hypothesmith
import libcst as cst
import pytest
from hypothesis import HealthCheck, example, given, settings

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


def _innermost_statements(module: cst.Module) -> dict[int, cst.CSTNode]:
    """Every node below a statement, by id, with the innermost statement holding it (what
    the flow walk records as `owners` for the expressions it sees)."""
    owners: dict[int, cst.CSTNode] = {}
    stack: list[tuple[cst.CSTNode, cst.CSTNode | None]] = [(s, None) for s in module.body]
    while stack:
        node, owner = stack.pop()
        if isinstance(node, (cst.SimpleStatementLine, cst.BaseCompoundStatement)):
            owner = node
        elif owner is not None:
            owners[id(node)] = owner
        stack.extend((child, owner) for child in children(node))
    return owners


def _owner_spans_match_full_codegen(text: str, rng: random.Random) -> bool:
    """Spans found by generating each node's innermost statement equal a whole-module pass.
    False when libcst does not parse the text, or does not write it back as it was (then a
    whole-module pass is not a reference: `except (A) :` loses its space)."""
    try:
        module = cst.parse_module(text)
    except Exception:
        return False
    if module.code != text:
        return False
    index = PositionIndex(module, text)
    by_statement = _sample_nodes(module, rng)
    wanted = frozenset(id(n) for nodes in by_statement.values() for n in nodes)
    full = {k: index._span(*v) for k, v in index._codegen_all(wanted).items()}
    assert index.spans(by_statement, owners=_innermost_statements(module)) == full, text
    return True


TRICKY_LAYOUTS = [
    # comments before, between and after decorators; a multi-line decorator
    "# lead\n@a\n# between\n@b(\n  1,\n)\n\n# after\ndef f(x):\n    # c\n    y = x.a\n    return y.b\n",
    # every clause kind, nested, with one-line suites
    "def f(x):\n    if x: x.a\n    elif x.b:\n        x.c\n    elif x.d: pass\n    else:\n        x.e\n"
    "    try:\n        x.f\n    except E as e: x.g\n    except (A, B):\n        x.h\n    else:\n        x.i\n"
    "    finally:\n        x.j\n    for i in x.k:\n        i.l\n    else:\n        x.m\n"
    "    while x.n:\n        break\n    else: x.o\n    with x.p as q, x.r:\n        q.s\n",
    # match with class, value and guarded cases
    "def f(x):\n    match x.a:\n        case None:\n            x.b\n        case C(y=1) if x.c:\n            x.d\n"
    "        case _:\n            x.e\n    x.f\n",
    # semicolons, backslash continuations, brackets over lines, strings holding code
    "def f(x):\n    a = x.a; b = x.b\n    c = x.c + \\\n        x.d\n    d = [\n        x.e,  # def g():\n    ]\n"
    "    s = '''\ndef h():\n    x.no\n'''\n    return x.f\n",
    # tabs, a comment at column 0 inside a block, a form feed line, CRLF endings mixed in
    "def f(x):\n\tif x:\n\t\tx.a\n# col0\n\f\n\t\tx.b\r\n\tx.c\r\n",
    # nested functions and classes, async forms, no newline at the end
    "class K:\n    @staticmethod\n    async def m(x):\n        async with x.a as y:\n            async for z in y.b:\n"
    "                def inner(w=x.c):\n                    return w.d\n        return x.e",
    # a docstring and blank lines with trailing whitespace
    'def f(x):\n    """Doc.\n\n    more\n    """\n    \n    x.a\n',
]


def test_positions_from_the_innermost_statement_equal_a_full_codegen_pass():
    """The fast path (only the statement holding the node is generated, from a line counted
    by the scanner) gives the positions a whole-module codegen gives, on real, generated
    and deliberately awkward layouts."""
    import sys

    sys.path.insert(0, str(ROOT / "bench"))
    from gen_tools import generate_tree

    rng = random.Random(11)
    root = Path(sysconfig.get_paths()["stdlib"])
    compared = sum(_owner_spans_match_full_codegen(t, rng) for t in TRICKY_LAYOUTS)
    assert compared == len(TRICKY_LAYOUTS)
    files = sorted(root.glob("*.py"))[1::6] + sorted(ROOT.joinpath("fixtures").rglob("*.py"))
    with tempfile.TemporaryDirectory() as tmp:
        files += generate_tree(Path(tmp), 8)
        texts = [p.read_text(encoding="utf-8", errors="replace") for p in files]
    assert sum(_owner_spans_match_full_codegen(t, rng) for t in texts) > 40


def test_a_wrong_owner_never_gives_a_wrong_position():
    """Were the walk to name the wrong statement, the generated code would not match the
    source there: the node is then found from its top-level statement."""
    text = "def f(x):\n    a = 1\n    b = x.attr\n"
    module = cst.parse_module(text)
    body = module.body[0].body.body  # type: ignore[attr-defined]
    target = body[1].body[0].value
    index = PositionIndex(module, text)
    span = index.spans({0: [target]}, owners={id(target): body[0]})[id(target)]
    assert (span.line, span.column, span.end_column) == (3, 9, 15)


@pytest.mark.filterwarnings("ignore::SyntaxWarning")
@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(hypothesmith.from_grammar())
# A lone `\r` (old Mac) ends a line for libcst; the statement scan reads `\n` only.
@example(program="#\r0\n\\\n\n")
def test_innermost_statement_positions_hold_on_generated_programs(program):
    _owner_spans_match_full_codegen(program, random.Random(0))
