"""Control-flow graphs of function bodies, and a worklist solver over them.

`build` turns a block of libcst statements into a graph whose nodes are the points an
analysis evaluates: a line of simple statements (or a statement the graph does not open,
such as a nested `def`), the test of an `if`/`while`, the iterable and the next element
of a `for`, the items of a `with`, the subject and each case of a `match`, an `except`
clause, and joins where paths meet. Edges carry labels: on to what follows, a test that
held or failed, `break`, `continue`. A line ending in `return`, `raise`, `break` or
`continue`, or holding a call that never returns (`sys.exit()`, a function annotated
`NoReturn`; the caller says which, as `stops`), has no edge on to what follows. A node
inside a `try` body also raises to that `try`'s `except` clauses: to those that may catch
what it raises, when the caller gives a `Routing` (`raises.py`), else to all. Every node
under a `finally` raises into the copy of the `finally` block that abrupt exits run (a
second copy runs on the normal paths, so that what follows the statement sees only those).

`solve` iterates a transfer function over a graph to a fixpoint (a priority worklist in
an order where every edge but a loop's back edge goes forward, so a loop settles before
what follows it is evaluated), joining the states that reach a node. The graph knows no
analysis: `flow.py` supplies the states, the transfer function and the join.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, Protocol, TypeVar, cast

import libcst as cst

from .imports import dotted_name
from .walk import children

SUPPRESS_CALLS = {"suppress", "contextlib.suppress"}
# Awaited, these run the coroutines handed to them and raise what they raise there
# (`await asyncio.wait_for(ask(), 5)`); `asyncio.wait` keeps the errors in its tasks.
RAISING_RUNNERS = frozenset({"gather", "wait_for", "shield"})


def run_inside(call: cst.Call) -> list[cst.BaseExpression]:
    """The coroutines an awaited call of a raising runner runs (`wait_for(c, 5)`: `c`), and
    those of a runner it is given (`wait_for(shield(c), 5)`: `shield(c)`, then `c`)."""
    name = dotted_name(call.func)
    if name is None or name.rpartition(".")[2] not in RAISING_RUNNERS:
        return []
    args = [a for a in call.args if not a.star and a.keyword is None]
    given = [a.value for a in (args if name.rpartition(".")[2] == "gather" else args[:1])]
    return [*given, *(c for g in given if type(g) is cst.Call for c in run_inside(g))]


# Statements after which nothing on their line or block runs.
_ENDING = frozenset({cst.Return, cst.Raise, cst.Break, cst.Continue})
# The compound statements a graph opens into nodes; others (`def`, `class`) stay whole.
OPENED = frozenset({cst.If, cst.While, cst.For, cst.Try, cst.TryStar, cst.With, cst.Match})

S = TypeVar("S")


def _never(small: cst.CSTNode) -> bool:
    return False


class Routing(Protocol):
    """Which handlers an exception from a node may reach (`raises.RaisingView`). Without
    one, every node raises to every handler around it."""

    def raised(self, kind: Kind, code: cst.CSTNode | None) -> frozenset | None:
        """What evaluating a node may raise (None: anything)."""
        ...

    def handled(self, types: Iterable[cst.BaseExpression | None]) -> frozenset[str] | None:
        """What `except` clauses (or `suppress(...)` arguments) catch (None: anything)."""
        ...

    def admits(self, handled: frozenset[str] | None, raised: frozenset) -> bool:
        """Whether a handler catching `handled` may catch one of `raised`."""
        ...


class Label:
    """Edge labels: plain strings, as they key the states leaving every node evaluated."""

    NEXT = "next"  # on to what follows
    TRUE = "true"  # a test held: `if`/`while`, a `for` got an element, a `case` matched
    FALSE = "false"  # a test failed: the iterable ran out, no `case` matched
    BREAK = "break"
    CONTINUE = "continue"


class Kind(Enum):
    LINE = "line"  # simple statements, or a statement the graph keeps whole (`def`, `class`)
    TEST = "test"  # the test of an `if` or `while`
    ITERABLE = "iterable"  # a `for`'s iterable, evaluated once
    NEXT_ELEMENT = "next-element"  # a `for` binding its target, or running out
    WITH = "with"  # a `with`'s items
    SUBJECT = "subject"  # a `match`'s subject
    CASE = "case"  # one `case`: its pattern and guard
    HANDLER = "handler"  # an `except` clause: its type and name
    JOIN = "join"  # no code: where paths meet


@dataclass(eq=False, slots=True)
class Node:
    index: int  # creation order, which is source order
    kind: Kind
    code: cst.CSTNode | None  # what is evaluated (the line, the `if`, the `case`, ...)
    # The innermost compound statement around the node (for a header node, its own).
    owner: cst.CSTNode | None
    loops: tuple[cst.CSTNode, ...]  # the loops the node is in, innermost last
    # The exceptions caught around the node, per enclosing `try` body or
    # `contextlib.suppress` block (None: a bare `except`), innermost last.
    catching: tuple[frozenset[str] | None, ...]
    edges: list[tuple[str, Node]]
    raises_to: tuple[Node, ...]  # where an exception from inside it goes
    # The `match` of a `case`, the `try` of a handler, the line of a small statement that
    # is a node of its own (`a; b` in a `try`, as `_Builder.simple` splits it).
    extra: object
    # Whether it is on a cycle (a loop's head or body), so evaluated again until the state
    # reaching it settles; any other node is evaluated once.
    repeats: bool
    # Where the worklist takes it: every edge but a loop's back edge leads to a higher
    # place (a join that `break`s or exceptions reach is placed after what reaches it).
    place: int


@dataclass
class Graph:
    nodes: list[Node]
    entry: Node
    exit: Node  # falling off the end of the block
    # `break`/`continue` leaving the block (a statement of a loop body walked alone).
    breaks: Node | None
    continues: Node | None
    cyclic: bool  # whether it has a loop (else one pass in order of place reaches the fixpoint)

    def release(self) -> None:
        """Unlink the nodes. A loop's back edge makes the nodes a cycle, which would keep
        the syntax tree they hold alive until the cyclic collector finds it."""
        for node in self.nodes:
            node.edges = []
            node.raises_to = ()


@dataclass
class _LoopFrame:
    node: cst.CSTNode
    head: Node
    after: Node  # where `break` goes


End = tuple[Node, str]  # an edge waiting for the node it leads to


class _Builder:
    def __init__(self, stops: Callable[[cst.CSTNode], bool], routing: Routing | None) -> None:
        self.stops = stops  # whether a small statement ends its path (a call never returning)
        self.routing = routing
        self.nodes: list[Node] = []
        self.loops: list[_LoopFrame] = []
        # Kept as tuples, which every node made meanwhile shares.
        self.loop_nodes: tuple[cst.CSTNode, ...] = ()
        self.caught: tuple[frozenset[str] | None, ...] = ()
        self.raise_targets: tuple[Node, ...] = ()
        # What each of `raise_targets` catches (None: anything, as a `finally` does).
        self.raise_handled: tuple[frozenset[str] | None, ...] = ()
        self.owner: cst.CSTNode | None = None
        self.clock = 0  # the next place
        self.cyclic = False  # whether a loop was built
        # Where `break`/`continue` outside any loop of the block go (made when one is met).
        self.graph_breaks: Node | None = None
        self.graph_continues: Node | None = None

    def new(self, kind: Kind, code: cst.CSTNode | None, owner: cst.CSTNode | None = None) -> Node:
        node = Node(
            len(self.nodes),
            kind,
            code,
            owner if owner is not None else self.owner,
            self.loop_nodes,
            self.caught,
            [],
            self._raises_to(kind, code),
            None,
            bool(self.loop_nodes),
            self.clock,
        )
        self.clock += 1
        self.nodes.append(node)
        return node

    def _raises_to(self, kind: Kind, code: cst.CSTNode | None) -> tuple[Node, ...]:
        """Where an exception from a new node goes: each handler around it that may catch
        what it raises (`raises.py`), and every `finally`."""
        if not self.raise_targets or self.routing is None:
            return self.raise_targets
        raised = self.routing.raised(kind, code)
        if raised is None:
            return self.raise_targets
        admits = self.routing.admits
        return tuple(
            target
            for target, handled in zip(self.raise_targets, self.raise_handled, strict=True)
            if handled is None or admits(handled, raised)
        )

    def place_after_now(self, node: Node) -> None:
        """Take `node` (a join made before the nodes that lead to it) after them."""
        node.place = self.clock
        self.clock += 1

    @staticmethod
    def link(ends: Sequence[End], target: Node) -> None:
        for node, label in ends:
            node.edges.append((label, target))

    def block(self, body: cst.BaseSuite | Sequence[cst.CSTNode], ends: list[End]) -> list[End]:
        if type(body) is cst.SimpleStatementSuite:
            stmts: Sequence[cst.CSTNode] = body.body  # `if x: return y`: one line
            return self.line(stmts, ends) if stmts else ends
        stmts = body if isinstance(body, (list, tuple)) else list(getattr(body, "body", ()))
        for stmt in stmts:
            ends = self.statement(stmt, ends)
        return ends

    def line(self, smalls: Sequence[cst.CSTNode], ends: list[End]) -> list[End]:
        """The small statements of a one-line block, each a node of its own."""
        for small in smalls:
            ends = self.simple(small, ends)
        return ends

    def simple(self, code: cst.CSTNode, ends: list[End]) -> list[End]:
        if (
            self.routing is not None
            and self.raise_targets
            and type(code) is cst.SimpleStatementLine
            and len(code.body) > 1
        ):
            # `a = ctx.x; b = f()` in a `try`: what each part raises goes where it may, as
            # on two lines. Each part is a node of its own, which knows its line (`extra`).
            for part in code.body:
                first = len(self.nodes)
                ends = self.simple(part, ends)
                self.nodes[first].extra = code
            return ends
        node = self.new(Kind.LINE, code)
        self.link(ends, node)
        smalls = code.body if type(code) is cst.SimpleStatementLine else (code,)
        ends_path = bool(smalls) and (
            type(smalls[-1]) in _ENDING or any(self.stops(small) for small in smalls)
        )
        for small in smalls:
            if type(small) is cst.Break and self.loops:
                node.edges.append((Label.BREAK, self.loops[-1].after))
            elif type(small) is cst.Continue and self.loops:
                node.edges.append((Label.CONTINUE, self.loops[-1].head))
            elif type(small) is cst.Break:
                if self.graph_breaks is None:
                    self.graph_breaks = self.new(Kind.JOIN, None)
                node.edges.append((Label.BREAK, self.graph_breaks))
            elif type(small) is cst.Continue:
                if self.graph_continues is None:
                    self.graph_continues = self.new(Kind.JOIN, None)
                node.edges.append((Label.CONTINUE, self.graph_continues))
        return [] if ends_path else [(node, Label.NEXT)]

    def statement(self, stmt: cst.CSTNode, ends: list[End]) -> list[End]:
        kind = type(stmt)
        if kind is cst.If:
            return self.if_(stmt, ends)  # type: ignore[arg-type]
        if kind is cst.While:
            return self.while_(stmt, ends)  # type: ignore[arg-type]
        if kind is cst.For:
            return self.for_(stmt, ends)  # type: ignore[arg-type]
        if kind is cst.Try or kind is cst.TryStar:
            return self.try_(stmt, ends)  # type: ignore[arg-type]
        if kind is cst.With:
            return self.with_(stmt, ends)  # type: ignore[arg-type]
        if kind is cst.Match:
            return self.match(stmt, ends)  # type: ignore[arg-type]
        return self.simple(stmt, ends)

    def inside(self, owner: cst.CSTNode) -> cst.CSTNode | None:
        saved, self.owner = self.owner, owner
        return saved

    def if_(self, stmt: cst.If, ends: list[End]) -> list[End]:
        test = self.new(Kind.TEST, stmt, stmt)
        self.link(ends, test)
        saved = self.inside(stmt)
        try:
            out = self.block(stmt.body, [(test, Label.TRUE)])
            orelse = stmt.orelse
            if type(orelse) is cst.If:
                out += self.if_(orelse, [(test, Label.FALSE)])
            elif type(orelse) is cst.Else:
                out += self.block(orelse.body, [(test, Label.FALSE)])
            else:
                out.append((test, Label.FALSE))
        finally:
            self.owner = saved
        return out

    def loop(
        self, stmt: cst.While | cst.For, head: Node, body_entry: list[End], done: list[End]
    ) -> list[End]:
        """A loop's body, walked from `body_entry` back to `head`; then its `else`."""
        after = self.new(Kind.JOIN, None)
        saved = self.inside(stmt)
        self.cyclic = True
        self.loops.append(_LoopFrame(stmt, head, after))
        self.loop_nodes = (*self.loop_nodes, stmt)
        try:
            self.link(self.block(stmt.body, body_entry), head)
        finally:
            self.loops.pop()
            self.loop_nodes = self.loop_nodes[:-1]
        self.place_after_now(after)
        try:
            if stmt.orelse is not None:
                done = self.block(stmt.orelse.body, done)
        finally:
            self.owner = saved
        return [*done, (after, Label.NEXT)]

    def while_(self, stmt: cst.While, ends: list[End]) -> list[End]:
        head = self.new(Kind.TEST, stmt, stmt)
        head.repeats = True
        self.link(ends, head)
        return self.loop(stmt, head, [(head, Label.TRUE)], [(head, Label.FALSE)])

    def for_(self, stmt: cst.For, ends: list[End]) -> list[End]:
        iterable = self.new(Kind.ITERABLE, stmt, stmt)
        self.link(ends, iterable)
        head = self.new(Kind.NEXT_ELEMENT, stmt, stmt)
        head.repeats = True
        iterable.edges.append((Label.NEXT, head))
        return self.loop(stmt, head, [(head, Label.TRUE)], [(head, Label.FALSE)])

    def guarded(
        self,
        body: cst.BaseSuite,
        ends: list[End],
        caught: frozenset[str] | None,
        to: list[Node],
        handled: Sequence[frozenset[str] | None],
    ) -> list[End]:
        """A block whose exceptions (`caught`) go to the nodes `to` as well: to each, those
        its handler may catch (`handled`, by target: the classes it names, whether or not
        it raises again; None: anything).

        A handler no node of the block reaches (`try: x = 1` / `except KeyError:`) is read
        as reached from every node, as without routing: its lines are read, not dead."""
        saved = self.caught, self.raise_targets, self.raise_handled
        self.caught = (*saved[0], caught)
        self.raise_targets = (*to, *saved[1])
        self.raise_handled = (*handled, *saved[2])
        first = len(self.nodes)
        try:
            out = self.block(body, ends)
        finally:
            self.caught, self.raise_targets, self.raise_handled = saved
        made = self.nodes[first:]
        for target in to:
            if not any(target in node.raises_to for node in made):
                for node in made:
                    if node.kind is not Kind.JOIN:
                        node.raises_to = (target, *node.raises_to)
        return out

    def try_(self, stmt: cst.Try | cst.TryStar, ends: list[End]) -> list[End]:
        saved_owner = self.inside(stmt)
        saved_targets, saved_handled = self.raise_targets, self.raise_handled
        abrupt = self.new(Kind.JOIN, None) if stmt.finalbody is not None else None
        if abrupt is not None:
            # Every exit through the `finally` but the normal one: exceptions, and (below)
            # `break`/`continue`/`return` states, which also raise into it.
            self.raise_targets = (abrupt, *saved_targets)
            self.raise_handled = (None, *saved_handled)
        try:
            # Where the body's exceptions go: with routing, one join per `except` clause
            # (an error reaches the clauses that may catch it); else one for them all.
            clauses = self.routing is not None and type(stmt) is cst.Try
            routes = len(stmt.handlers) if clauses else min(len(stmt.handlers), 1)
            dispatches = [self.new(Kind.JOIN, None) for _ in range(routes)]
            body_ends = self.guarded(
                stmt.body,
                ends,
                caught_by(stmt.handlers),
                dispatches,
                [self._handled([h]) for h in stmt.handlers] if clauses else [None] * routes,
            )
            for dispatch in dispatches:
                self.place_after_now(dispatch)
            outs: list[End] = []
            handlers: Sequence[cst.ExceptHandler | cst.ExceptStarHandler] = stmt.handlers
            for i, handler in enumerate(handlers):
                clause = self.new(Kind.HANDLER, handler, stmt)
                clause.extra = stmt
                dispatches[i if clauses else 0].edges.append((Label.NEXT, clause))
                outs += self.block(handler.body, [(clause, Label.NEXT)])
            if stmt.orelse is not None:
                body_ends = self.block(stmt.orelse.body, body_ends)
            outs += body_ends
        finally:
            self.raise_targets, self.raise_handled = saved_targets, saved_handled
        try:
            if stmt.finalbody is None:
                return outs
            assert abrupt is not None
            self.place_after_now(abrupt)
            normal = self.block(stmt.finalbody.body, outs)
            self.block(stmt.finalbody.body, [(abrupt, Label.NEXT)])  # ends no path goes on
            return normal
        finally:
            self.owner = saved_owner

    def with_(self, stmt: cst.With, ends: list[End]) -> list[End]:
        items = self.new(Kind.WITH, stmt, stmt)
        self.link(ends, items)
        saved = self.inside(stmt)
        try:
            suppressed = suppressed_by(stmt)
            if not suppressed:
                return self.block(stmt.body, [(items, Label.NEXT)])
            # `with suppress(E):` is `try: ... except E: pass`: what follows may come from
            # any point of the body.
            after = self.new(Kind.JOIN, None)
            handled = self._suppressed(stmt)
            body = self.guarded(stmt.body, [(items, Label.NEXT)], suppressed, [after], [handled])
            self.place_after_now(after)
            return [*body, (after, Label.NEXT)]
        finally:
            self.owner = saved

    def _handled(
        self, handlers: Sequence[cst.ExceptHandler | cst.ExceptStarHandler]
    ) -> frozenset[str] | None:
        """What `except` clauses catch, for routing."""
        if self.routing is None:
            return None
        return self.routing.handled(h.type for h in handlers)

    def _suppressed(self, stmt: cst.With) -> frozenset[str] | None:
        """What a `with` holding `suppress(...)` suppresses, for routing."""
        if self.routing is None:
            return None
        return self.routing.handled(
            arg.value
            for item in stmt.items
            if type(item.item) is cst.Call and dotted_name(item.item.func) in SUPPRESS_CALLS
            for arg in item.item.args
        )

    def match(self, stmt: cst.Match, ends: list[End]) -> list[End]:
        subject = self.new(Kind.SUBJECT, stmt, stmt)
        self.link(ends, subject)
        saved = self.inside(stmt)
        try:
            remaining: list[End] = [(subject, Label.NEXT)]
            out: list[End] = []
            for case in stmt.cases:
                node = self.new(Kind.CASE, case, stmt)
                node.extra = stmt
                self.link(remaining, node)
                out += self.block(case.body, [(node, Label.TRUE)])
                remaining = [(node, Label.FALSE)]
            return out + remaining
        finally:
            self.owner = saved

    def finish(self, entry: Node, ends: list[End]) -> Graph:
        exit_ = self.new(Kind.JOIN, None)
        self.link(ends, exit_)
        for leaving in (self.graph_breaks, self.graph_continues):
            if leaving is not None:
                self.place_after_now(leaving)
        return Graph(self.nodes, entry, exit_, self.graph_breaks, self.graph_continues, self.cyclic)


def caught_by(
    handlers: Sequence[cst.ExceptHandler | cst.ExceptStarHandler],
) -> frozenset[str] | None:
    """The exception names a `try`'s handlers catch; None when one is a bare `except:`. A
    handler that ends in a bare `raise` (`log.exception(...)` then `raise`) catches nothing:
    the error goes on as it came."""
    caught: set[str] = set()
    for handler in handlers:
        if _reraises(handler.body):
            continue
        names = exception_names(handler.type)
        if names is None:
            return None
        caught |= names
    return frozenset(caught)


def _reraises(body: cst.BaseSuite) -> bool:
    """Whether a handler's block ends in a bare `raise`."""
    last = body.body[-1] if type(body) is cst.IndentedBlock and body.body else body
    smalls = getattr(last, "body", None)
    if type(last) not in (cst.SimpleStatementLine, cst.SimpleStatementSuite) or not smalls:
        return False
    final = smalls[-1]
    return type(final) is cst.Raise and final.exc is None


def exception_names(handler_type: cst.BaseExpression | None) -> set[str] | None:
    """Names caught by an except clause; None means a bare `except:`."""
    if handler_type is None:
        return None
    items = handler_type.elements if type(handler_type) is cst.Tuple else [handler_type]
    names = set()
    for item in items:
        value = item.value if type(item) is cst.Element else item
        dotted = dotted_name(value) if isinstance(value, cst.BaseExpression) else None
        if dotted:
            names.add(dotted.rsplit(".", 1)[-1])
    return names


Caught = tuple[frozenset[str] | None, ...]


def calls_caught(scope: cst.CSTNode, definition: cst.FunctionDef) -> list[Caught] | None:
    """For each call of the nested function `definition` in `scope` (its own body left
    out): what the `try` bodies around it catch, innermost last (None for a bare
    `except:`). A coroutine function's body runs where the call is awaited: a call not
    awaited there is caught by nothing. None when the name is also used other than
    called (handed on, it may run anywhere)."""
    name = definition.name.value
    is_async = definition.asynchronous is not None
    found: list[Caught] = []
    pending: list[tuple[cst.CSTNode, Caught]] = [(scope, ())]
    counted: set[int] = set()
    # `job = ask()` then `await job`: the body runs where the name is awaited. Per holding
    # name: how often it is bound so, where it is awaited, and whether it is used otherwise.
    held: Counter[str] = Counter()
    held_awaits: dict[str, list[Caught]] = {}
    other_uses: Counter[str] = Counter()  # names read (or bound) other than so
    copies: dict[str, str] = {}  # `job = pending`: job -> pending
    while pending:
        node, around = pending.pop()
        kind = type(node)
        if node is definition or id(node) in counted:
            continue
        binding = _name_bound(node) if is_async else None
        if binding is not None:
            holder, value = binding
            if type(value) is cst.Name:  # `job = pending`: awaiting either runs what it holds
                copies[holder] = value.value
                continue
            calls = _calls_run(value, name)
            if calls:
                held[holder] += len(calls)
                counted.update(map(id, calls))
                pending.extend((a, around) for c in calls for a in c.args)
                if value not in calls:  # `job = asyncio.gather(ask(a), ask(b))`: the rest of it
                    pending.append((value, around))
                continue
        if kind is cst.Await and is_async:
            inner = cast(cst.Await, node).expression
            if type(inner) is cst.Name:
                held_awaits.setdefault(inner.value, []).append(around)
                continue
            awaited = [inner, *run_inside(inner)] if type(inner) is cst.Call else []
            calls = [
                c
                for c in awaited
                if type(c) is cst.Call and type(c.func) is cst.Name and c.func.value == name
            ]
            if calls:  # `await ask()`, `await asyncio.wait_for(ask(), 5)`
                found += [around] * len(calls)
                pending.extend((a, around) for c in calls for a in c.args)
                counted.update(map(id, calls))  # met again below the runner: already counted
                if inner not in calls:
                    pending.append((inner, around))
                continue
        if kind is cst.Try or kind is cst.TryStar:
            block = cast(cst.Try, node)
            pending.append((block.body, (*around, caught_by(block.handlers))))
            pending.extend((h, around) for h in block.handlers)
            pending.extend((p, around) for p in (block.orelse, block.finalbody) if p is not None)
            continue
        if kind is cst.Call:
            call = cast(cst.Call, node)
            if type(call.func) is cst.Name and call.func.value == name:
                found.append(() if is_async else around)  # a coroutine awaited elsewhere
                pending.extend((a, around) for a in call.args)
                continue
        elif kind is cst.Name:
            if cast(cst.Name, node).value == name:
                return None
            other_uses[cast(cst.Name, node).value] += 1
        pending.extend((child, around) for child in children(node))
    for holder, bound in held.items():
        names = {holder}
        while added := {c for c, o in copies.items() if o in names and c not in names}:
            names |= added
        awaits = [a for n in names for a in held_awaits.get(n, [])]
        if not any(other_uses[n] for n in names) and awaits:
            found += awaits  # a name holding only its coroutines runs them where it is awaited
        else:
            found += [()] * bound  # awaited elsewhere, or not known where
    return found


def _name_bound(node: cst.CSTNode) -> tuple[str, cst.BaseExpression] | None:
    """`job = value` (`job: T = value`, `job := value`): the name and the value."""
    if type(node) is cst.Assign:
        assign = cast(cst.Assign, node)
        if len(assign.targets) == 1 and type(assign.targets[0].target) is cst.Name:
            return cast(cst.Name, assign.targets[0].target).value, assign.value
    elif type(node) is cst.AnnAssign:
        annotated = cast(cst.AnnAssign, node)
        if type(annotated.target) is cst.Name and annotated.value is not None:
            return cast(cst.Name, annotated.target).value, annotated.value
    elif type(node) is cst.NamedExpr:
        walrus = cast(cst.NamedExpr, node)
        if type(walrus.target) is cst.Name:
            return cast(cst.Name, walrus.target).value, walrus.value
    return None


def _calls_run(value: cst.BaseExpression, name: str) -> list[cst.Call]:
    """The calls of `name` awaiting `value` runs: `name(...)`, or those a runner is given
    (`asyncio.gather(name(a), name(b))`)."""
    if type(value) is not cst.Call:
        return []
    return [
        c
        for c in [value, *run_inside(value)]
        if type(c) is cst.Call and type(c.func) is cst.Name and c.func.value == name
    ]


def suppressed_by(stmt: cst.With) -> frozenset[str]:
    """What a `with contextlib.suppress(E, ...)` suppresses (empty: any other `with`)."""
    names: set[str] = set()
    for item in stmt.items:
        call = item.item
        if type(call) is cst.Call and dotted_name(call.func) in SUPPRESS_CALLS:
            for arg in call.args:
                names |= exception_names(arg.value) or set()
    return frozenset(names)


def build(
    body: cst.BaseSuite | Sequence[cst.CSTNode],
    stops: Callable[[cst.CSTNode], bool] = _never,
    routing: Routing | None = None,
) -> Graph:
    """The graph of a block of statements; `stops` tells a small statement after which its
    path goes no further, besides `return`/`raise`/`break`/`continue` (a `sys.exit()`);
    `routing`, which handlers an exception from each node may reach."""
    builder = _Builder(stops, routing)
    entry = builder.new(Kind.JOIN, None)
    return builder.finish(entry, builder.block(body, [(entry, Label.NEXT)]))


Outs = Mapping[str, Sequence[S]]
# An incoming state is keyed by its source and edge: source index * _KEYS + the edge's
# position (from 1), or + 0 for an exception edge; no node has as many edges.
_KEYS = 64  # the states leaving a node, by edge label


@dataclass
class Solution(Generic[S]):
    """The state reaching each node (absent: no path reaches it), and how often each node
    was evaluated."""

    states: dict[int, S]
    visits: dict[int, int]

    def at(self, node: Node | None) -> S | None:
        return self.states.get(node.index) if node is not None else None


def solve(
    graph: Graph,
    start: S,
    transfer: Callable[[Node, S], Outs[S]],
    join: Callable[[Sequence[S | None]], S | None],
    max_visits: int,
) -> Solution[S]:
    """Evaluate `transfer` over the graph from `start` at its entry until no state changes.

    The state reaching a node joins what each incoming edge carries; an exception edge
    carries the join of the state before the raising node and every state leaving it (an
    exception may come from any point of it). A node is evaluated again only when the
    state reaching it changed, and at most `max_visits` times (the join makes states
    settle far sooner; the cap guards against a join that does not)."""
    if not graph.cyclic:
        return _solve_in_order(graph, start, transfer, join)
    count = len(graph.nodes)
    # By node index: what each incoming edge carries, the state last evaluated, how often.
    incoming: list[dict[int, S] | None] = [None] * count
    incoming[graph.entry.index] = {-1: start}
    states: dict[int, S] = {}
    visits = [0] * count
    queued = [False] * count
    pending = [(graph.entry.place, graph.entry.index)]
    queued[graph.entry.index] = True

    def joined(values: Sequence[S | None]) -> S | None:
        return values[0] if len(values) == 1 else join(values) if values else None

    def send(target: Node, key: int, value: S | None) -> None:
        if value is None:
            return
        at = target.index
        parts = incoming[at]
        if parts is None:
            parts = incoming[at] = {}
        parts[key] = value  # unchanged, the target is not evaluated again (below)
        if not queued[at] and visits[at] < max_visits:
            queued[at] = True
            heapq.heappush(pending, (target.place, at))

    while pending:
        index = heapq.heappop(pending)[1]
        queued[index] = False
        parts = incoming[index]
        assert parts is not None
        state = joined(list(parts.values()))
        if state is None:
            continue
        seen = visits[index]
        if seen and states[index] == state:
            continue
        visits[index] = seen + 1
        states[index] = state
        node = graph.nodes[index]
        outs = transfer(node, state) if node.kind is not Kind.JOIN else {Label.NEXT: [state]}
        key = index * _KEYS
        for label, target in node.edges:
            key += 1
            leaving = outs.get(label)
            if leaving:
                send(target, key, joined(leaving))
        if node.raises_to:
            raised = joined([state, *(s for leaving in outs.values() for s in leaving)])
            for target in node.raises_to:
                send(target, index * _KEYS, raised)
    return Solution(states, {i: v for i, v in enumerate(visits) if v})


def _solve_in_order(
    graph: Graph,
    start: S,
    transfer: Callable[[Node, S], Outs[S]],
    join: Callable[[Sequence[S | None]], S | None],
) -> Solution[S]:
    """`solve` for a graph without loops: every edge leads to a later place, so taking the
    nodes by place evaluates each once, after everything that reaches it."""
    incoming: list[list[S | None] | None] = [None] * len(graph.nodes)
    incoming[graph.entry.index] = [start]
    states: dict[int, S] = {}
    for node in sorted(graph.nodes, key=_place):
        parts = incoming[node.index]
        if parts is None:
            continue
        state = parts[0] if len(parts) == 1 else join(parts)
        if state is None:
            continue
        states[node.index] = state
        outs = transfer(node, state) if node.kind is not Kind.JOIN else {Label.NEXT: [state]}
        for label, target in node.edges:
            leaving = outs.get(label)
            if leaving:
                value = leaving[0] if len(leaving) == 1 else join(leaving)
                into = incoming[target.index]
                if into is None:
                    incoming[target.index] = [value]
                else:
                    into.append(value)
        if node.raises_to:
            raised = join([state, *(s for leaving in outs.values() for s in leaving)])
            for target in node.raises_to:
                into = incoming[target.index]
                if into is None:
                    incoming[target.index] = [raised]
                else:
                    into.append(raised)
    return Solution(states, dict.fromkeys(states, 1))


def _place(node: Node) -> int:
    return node.place
