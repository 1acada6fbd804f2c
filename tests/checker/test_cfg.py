"""The control-flow graph of a block (`cfg.build`) and the worklist solver (`cfg.solve`).

The flow analysis is tested through the checker (test_flow*.py, the adversarial corpus);
these tests pin the graph's shape for each statement form, the order the worklist relies
on, and the solver's fixpoint on a small analysis of their own.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from pathlib import Path

import libcst as cst
import pytest

from devkit.checker import cfg
from devkit.checker.cfg import Kind, Label

LABELS = (Label.NEXT, Label.TRUE, Label.FALSE, Label.BREAK, Label.CONTINUE)
CORPUS = Path(__file__).resolve().parents[1] / "data" / "adversarial"


def graph_of(source: str) -> cfg.Graph:
    function = cst.parse_module(textwrap.dedent(source)).body[0]
    assert isinstance(function, cst.FunctionDef)
    return cfg.build(function.body)


def code_of(node: cfg.Node) -> str:
    """The first line of what a node evaluates, or its kind for a join."""
    if node.code is None:
        return node.kind.value
    if isinstance(node.code, cst.SimpleStatementLine | cst.BaseSmallStatement):
        return cst.Module([]).code_for_node(node.code).strip().rstrip(";")
    if isinstance(node.code, cst.If | cst.While):
        return cst.Module([]).code_for_node(node.code.test)
    if isinstance(node.code, cst.MatchCase):
        return "case " + cst.Module([]).code_for_node(node.code.pattern)
    return node.kind.value


def line(graph: cfg.Graph, text: str) -> list[cfg.Node]:
    found = [n for n in graph.nodes if code_of(n) == text]
    assert found, f"no node for {text!r} in {[code_of(n) for n in graph.nodes]}"
    return found


def edges(node: cfg.Node) -> set[tuple[str, str]]:
    """(label, target) of a node's edges, joins followed to the code they lead to."""
    out = set()
    for label, target in node.edges:
        for reached in _through_joins(target):
            out.add((label, reached))
    return out


def _through_joins(node: cfg.Node) -> list[str]:
    if node.kind is not Kind.JOIN or not node.edges:
        return [code_of(node)]
    return [r for _, t in node.edges for r in _through_joins(t)]


def test_if_elif_else_tests_edges_by_truth():
    graph = graph_of(
        """
        def f(ctx):
            if a:
                one()
            elif b:
                two()
            else:
                three()
            after()
        """
    )
    (first,) = line(graph, "a")
    assert edges(first) == {("true", "one()"), ("false", "b")}
    (second,) = line(graph, "b")
    assert edges(second) == {("true", "two()"), ("false", "three()")}
    for text in ("one()", "two()", "three()"):
        assert edges(line(graph, text)[0]) == {("next", "after()")}
    assert edges(line(graph, "after()")[0]) == {("next", "join")}  # the exit


def test_while_loop_back_edge_break_continue_and_else():
    graph = graph_of(
        """
        def f(ctx):
            while more():
                if stop:
                    break
                if skip:
                    continue
                step()
            else:
                ran_out()
            after()
        """
    )
    (head,) = line(graph, "more()")
    assert edges(head) == {("true", "stop"), ("false", "ran_out()")}
    assert edges(line(graph, "break")[0]) == {("break", "after()")}  # past the `else`
    assert edges(line(graph, "continue")[0]) == {("continue", "more()")}
    assert edges(line(graph, "step()")[0]) == {("next", "more()")}
    assert edges(line(graph, "ran_out()")[0]) == {("next", "after()")}
    # The body is inside the loop; the test and what follows are not.
    assert line(graph, "step()")[0].loops and not head.loops
    assert not line(graph, "after()")[0].loops


def test_for_evaluates_its_iterable_once_and_binds_at_the_head():
    graph = graph_of(
        """
        def f(ctx):
            for item in items():
                use(item)
            after()
        """
    )
    (iterable,) = [n for n in graph.nodes if n.kind is Kind.ITERABLE]
    (head,) = [n for n in graph.nodes if n.kind is Kind.NEXT_ELEMENT]
    assert iterable.edges == [(Label.NEXT, head)]
    assert edges(head) == {("true", "use(item)"), ("false", "after()")}
    assert edges(line(graph, "use(item)")[0]) == {("next", "next-element")}


def test_try_body_raises_to_handlers_and_finally_runs_twice():
    graph = graph_of(
        """
        def f(ctx):
            try:
                risky()
                more()
            except (KeyError, errors.Missing) as e:
                handle(e)
            except:
                anything()
            else:
                fine()
            finally:
                cleanup()
            after()
        """
    )
    risky, more = line(graph, "risky()")[0], line(graph, "more()")[0]
    dispatch = [n for n in risky.raises_to if any(t.kind is Kind.HANDLER for _, t in n.edges)]
    assert len(dispatch) == 1
    assert {code_of(t) for _, t in dispatch[0].edges} == {"handler"}
    clauses = [n for n in graph.nodes if n.kind is Kind.HANDLER]
    assert len(clauses) == 2 and all(n in more.raises_to for n in dispatch)
    # Both clauses of the `try` are guarded; the bare one catches everything.
    assert risky.catching == (None,)
    assert not line(graph, "handle(e)")[0].catching
    # One copy of the `finally` block for the normal paths (on to what follows), one for
    # the abrupt ones (no edge out).
    copies = line(graph, "cleanup()")
    assert len(copies) == 2
    assert sorted(len(c.edges) for c in copies) == [0, 1]
    assert edges(line(graph, "fine()")[0]) == {("next", "cleanup()")}
    abrupt = next(c for c in copies if not c.edges)
    assert all(any(t.edges and t.edges[0][1] is abrupt for t in n.raises_to) for n in (risky,))
    assert cfg.exception_names(cst.parse_expression("(KeyError, errors.Missing)")) == {
        "KeyError",
        "Missing",
    }


def test_a_handler_of_an_inner_try_raises_to_the_outer_one():
    graph = graph_of(
        """
        def f(ctx):
            try:
                try:
                    inner()
                except ValueError:
                    handler()
            except KeyError:
                outer()
        """
    )
    inner, handler = line(graph, "inner()")[0], line(graph, "handler()")[0]
    assert len(inner.raises_to) == 2 and inner.catching == (
        frozenset({"KeyError"}),
        frozenset({"ValueError"}),
    )
    assert len(handler.raises_to) == 1 and handler.raises_to[0] in inner.raises_to


def test_with_suppress_lets_the_rest_of_the_body_be_skipped():
    graph = graph_of(
        """
        def f(ctx):
            with contextlib.suppress(AttributeError):
                a()
                b()
            after()
        """
    )
    a = line(graph, "a()")[0]
    assert a.catching == (frozenset({"AttributeError"}),)
    (skip,) = a.raises_to
    assert edges(skip) == {("next", "after()")}
    plain = graph_of(
        """
        def f(ctx):
            with open(p) as fh:
                a()
        """
    )
    assert not line(plain, "a()")[0].raises_to


def test_match_cases_fall_through_in_order():
    graph = graph_of(
        """
        def f(ctx):
            match ctx.identity:
                case None:
                    none()
                case MemoryIdentity(tenant=t) if t:
                    tenant(t)
            after()
        """
    )
    first, second = [n for n in graph.nodes if n.kind is Kind.CASE]
    assert edges(first) == {("true", "none()"), ("false", "case MemoryIdentity(tenant=t)")}
    assert edges(second) == {("true", "tenant(t)"), ("false", "after()")}


def test_one_line_blocks_are_a_node_per_small_statement():
    graph = graph_of(
        """
        def f(ctx):
            while x:
                if y: a(); break
                b()
        """
    )
    assert edges(line(graph, "a()")[0]) == {("next", "break")}
    (break_,) = line(graph, "break")
    assert edges(break_) == {("break", "join")} and break_.loops  # out of the loop: the exit
    assert edges(line(graph, "b()")[0]) == {("next", "x")}


def test_a_call_that_never_returns_ends_its_path_in_the_graph():
    function = cst.parse_module(
        textwrap.dedent(
            """
            def f(ctx):
                try:
                    if x:
                        sys.exit(1)
                    a()
                except SystemExit:
                    b()
                c()
            """
        )
    ).body[0]
    assert isinstance(function, cst.FunctionDef)

    def stops(small: cst.CSTNode) -> bool:
        return isinstance(small, cst.Expr) and "exit" in cst.Module([]).code_for_node(small)

    graph = cfg.build(function.body, stops)
    (exit_,) = line(graph, "sys.exit(1)")
    assert exit_.edges == [] and exit_.raises_to  # no way on, but its handler is reached
    assert edges(line(cfg.build(function.body), "sys.exit(1)")[0]) == {("next", "a()")}


def _functions(module: cst.Module) -> list[cst.FunctionDef]:
    found: list[cst.FunctionDef] = []

    class Collect(cst.CSTVisitor):
        def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
            found.append(node)

    module.visit(Collect())
    return found


def test_every_edge_but_a_back_edge_goes_forward_in_the_corpus():
    """The worklist takes nodes by place: a loop settles before what follows it only if
    every edge that is not a loop's back edge (to its head) leads to a later place."""
    checked = 0
    for path in sorted(CORPUS.rglob("*.py")):
        for function in _functions(cst.parse_module(path.read_text(encoding="utf-8"))):
            graph = cfg.build(function.body)
            heads = {
                n.index for n in graph.nodes if n.kind in (Kind.NEXT_ELEMENT, Kind.TEST) and n.code
            }
            for node in graph.nodes:
                targets = [t for _, t in node.edges] + list(node.raises_to)
                for target in targets:
                    back = target.index in heads and node.loops and target.code in node.loops
                    assert back or target.place > node.place, (path.name, code_of(node))
                    checked += 1
    assert checked > 1000


# -- the solver, on an analysis of its own: names assigned on every path -----------------


def _assigned(node: cfg.Node) -> set[str]:
    names: set[str] = set()
    if node.kind is Kind.LINE and node.code is not None:
        for sub in _small(node.code):
            if isinstance(sub, cst.Assign):
                names |= {t.target.value for t in sub.targets if isinstance(t.target, cst.Name)}
    return names


def _small(code: cst.CSTNode) -> Sequence[cst.CSTNode]:
    return code.body if isinstance(code, cst.SimpleStatementLine) else [code]


def _definite(source: str, may: bool = False) -> cfg.Solution[frozenset[str]]:
    """Names assigned on every path (`may`: on some path) to each node."""
    graph = graph_of(source)

    def transfer(node: cfg.Node, state: frozenset[str]) -> cfg.Outs[frozenset[str]]:
        after = state | _assigned(node)
        ends = isinstance(node.code, cst.SimpleStatementLine) and any(
            isinstance(s, cst.Return | cst.Raise) for s in node.code.body
        )
        dead = set()
        if ends:
            dead.add(Label.NEXT)
        test = node.code.test if isinstance(node.code, cst.While) else None
        if isinstance(test, cst.Name) and test.value == "True":
            dead.add(Label.FALSE)  # `while True`
        if isinstance(node.code, cst.MatchCase) and isinstance(node.code.pattern, cst.MatchAs):
            dead.add(Label.FALSE)  # `case _`
        return {label: [] if label in dead else [after] for label in LABELS}

    def join(states: Sequence[frozenset[str] | None]) -> frozenset[str] | None:
        live = [s for s in states if s is not None]
        if not live:
            return None
        return frozenset.union(*live) if may else frozenset.intersection(*live)

    return cfg.solve(graph, frozenset(), transfer, join, max_visits=50)


def _at(source: str, text: str) -> frozenset[str] | None:
    graph = graph_of(source)
    solution = _definite(source)
    (node,) = line(graph, text)
    return solution.states.get(node.index)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("if a:\n    x = 1\nelse:\n    x = 2\ny = 0\nuse()", {"x", "y"}),
        ("if a:\n    x = 1\ny = 0\nuse()", {"y"}),
        ("if a:\n    x = 1\nelse:\n    return\nuse()", {"x"}),
        ("while a:\n    x = 1\nuse()", set()),
        ("while True:\n    x = 1\n    if b:\n        break\nuse()", {"x"}),
        ("for i in s:\n    pass\nelse:\n    x = 1\nuse()", {"x"}),
        ("try:\n    x = 1\n    y = 2\nexcept E:\n    x = 3\nuse()", {"x"}),
        ("try:\n    x = 1\nfinally:\n    z = 1\nuse()", {"x", "z"}),
        ("match v:\n    case 1:\n        x = 1\n    case _:\n        x = 2\nuse()", {"x"}),
    ],
)
def test_solver_reaches_the_fixpoint_of_a_definite_assignment_analysis(source, expected):
    body = "def f(ctx):\n" + textwrap.indent(source, "    ")
    assert _at(body, "use()") == frozenset(expected)


def test_solver_iterates_a_loop_until_its_head_settles():
    source = "def f(ctx):\n    x = 1\n    while a:\n        use()\n        y = 0\n    after()\n"
    graph = graph_of(source)
    (use,), (head,), (after,) = line(graph, "use()"), line(graph, "a"), line(graph, "after()")
    must = _definite(source)
    assert must.states[use.index] == frozenset({"x"})
    assert must.visits[head.index] == 1  # the back edge changed nothing: not walked again
    may = _definite(source, may=True)
    assert may.states[use.index] == frozenset({"x", "y"})  # `y` from the previous round
    assert may.visits[head.index] == 2 and may.visits[after.index] == 1


def test_unreachable_code_gets_no_state():
    source = "def f(ctx):\n    return 1\n    use()\n"
    assert _at(source, "use()") is None
