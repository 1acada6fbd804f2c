"""What the module's own functions do to a path, read once per module from their text.

- `no_return_functions`: functions annotated `-> NoReturn` / `-> Never`, or that always
  raise; a call ends a path.
- `NeverNoneFields`: the fields of the module's classes annotated with a type that is
  never None (`q: str` in an args model), so `args.q == ctx.run_id` proves the member.
- `member_getters`: functions that hand back a member of a parameter, or what a member
  call returned, unchanged (`def identity_of(ctx): return ctx.identity`); a call names
  that member, so `identity_of(ctx).tenant` dereferences `ctx.identity`, as pyright's
  inferred return type says.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import cast

import libcst as cst

from . import syntax
from .annotations import admits_none, elements_exclude_none, string_annotation
from .carriers import carrier_of_call
from .cfg import suppressed_by
from .discovery import annotated_fields, is_static
from .imports import ImportMap, dotted_name
from .literals import code_lines, string_value
from .reuse import Reuse
from .walk import children, descendants, statements

# Reads the text a string argument holds (a literal; a module constant, where known).
LiteralReader = Callable[[cst.BaseExpression], str | None]

# Calls that never return (`sys.exit()` raises SystemExit; `os._exit()` ends the process).
NO_RETURN_CALLS = frozenset({"sys.exit", "os._exit", "exit", "quit", "os.abort"})


def no_return_functions(
    module: cst.Module, imports: ImportMap | None = None, reuse: Reuse | None = None
) -> frozenset[str]:
    """Functions of the module that never return, so calling one ends a path: annotated
    `-> NoReturn` / `-> Never`, or unannotated with a body that ends in `raise` and holds no
    `return` (their inferred return type is NoReturn). Methods are named `Class.m`, as called
    through `self`/`cls`. With the module's `imports`, also the local spellings of the
    standard calls that never return (`system.exit` after `import sys as system`).

    A statement's functions depend on that statement and the standard imports alone: an
    editor's check (`reuse`) reads them again only for the statements an edit changed."""
    names: set[str] = set()
    if reuse is not None:
        spelled = reuse.token("standard imports", imports.standard if imports else None)
        for statement in module.body:
            names.update(
                reuse.of_statement(
                    ("no return", spelled), statement, lambda s: _no_return_in(s, imports)
                )
            )
    else:
        for statement in module.body:
            names.update(_no_return_in(statement, imports))
    for local, real in imports.standard.items() if imports is not None else ():
        if real in NO_RETURN_CALLS:
            names.add(local)  # `from sys import exit as bye`
        names |= {
            f"{local}{call[len(real) :]}" for call in NO_RETURN_CALLS if call.startswith(real + ".")
        }
    return frozenset(names)


def _no_return_in(statement: cst.CSTNode, imports: ImportMap | None) -> tuple[str, ...]:
    """The names of `statement`'s functions that never return (see `no_return_functions`)."""
    if type(statement) is cst.FunctionDef:
        return (statement.name.value,) if never_returns(statement, imports) else ()
    if type(statement) is cst.ClassDef and type(statement.body) is cst.IndentedBlock:
        return tuple(
            f"{statement.name.value}.{member.name.value}"
            for member in statement.body.body
            if type(member) is cst.FunctionDef and never_returns(member, imports)
        )
    return ()


def string_constants(module: cst.Module, text: str | None = None) -> dict[str, tuple[str, ...]]:
    """Module-level names bound only to string literals (`SCOPE = "session"`, maybe another
    on some path), that no function declares `global`: a function that does not bind such
    a name itself reads one of those texts through it. `text` (the module's source) spares
    the look for `global`."""
    if not any(
        type(small) in (cst.Assign, cst.AnnAssign) and syntax.string_values(small.value) is not None  # type: ignore[attr-defined]
        for line in module.body
        if type(line) is cst.SimpleStatementLine
        for small in line.body
    ):
        return {}  # most modules: no candidate, no walk
    held, _ = syntax.literal_bindings(syntax.scope_nodes(module))
    if held:
        declared = _declared_global(module, text)
        held = {name: texts for name, texts in held.items() if name not in declared}
    return held


def _declared_global(module: cst.Module, text: str | None) -> set[str]:
    """The names some function of the module declares `global` (`text`, the module's
    source, spares the look when it never says `global`)."""
    if text is not None and "global" not in text:
        return set()
    return {item.name.value for node in descendants(module, cst.Global) for item in node.names}


def literal_collections(module: cst.Module, text: str | None = None) -> frozenset[str]:
    """Module-level names bound once, to a tuple, list or set of literals none of which is
    None (`ALLOWED = ("alpha", "beta")`, `frozenset({...})` of one too) or declared a builtin
    container of a type without None (`ALLOWED: frozenset[str] = load()`), that no function
    declares `global`: `x in ALLOWED` being true shows `x` is not None, as pyright reads it."""
    candidates = {
        target.value
        for line in module.body
        if type(line) is cst.SimpleStatementLine
        for small in line.body
        if type(small) in (cst.Assign, cst.AnnAssign)
        and (target := _single_target(small)) is not None
        and (
            syntax.literal_collection(small.value)  # type: ignore[attr-defined]
            or (type(small) is cst.AnnAssign and elements_exclude_none(small.annotation.annotation))
        )
    }
    if not candidates:
        return frozenset()  # most modules: no candidate, no walk
    times = syntax.binding_counts(syntax.scope_nodes(module))
    candidates -= _declared_global(module, text)
    return frozenset(name for name in candidates if times.get(name) == 1)


def _single_target(small: cst.BaseSmallStatement) -> cst.Name | None:
    """The one name an assignment binds (`A = ...`, `A: T = ...`), if that is all it binds."""
    targets = syntax.targets_of(small)
    return targets[0] if len(targets) == 1 and type(targets[0]) is cst.Name else None


def never_returns(function: cst.FunctionDef, imports: ImportMap | None = None) -> bool:
    """Whether a call of `function` never returns (see `no_return_functions`); `imports`
    tells what the module's names of standard modules stand for (`NR` for `NoReturn`)."""
    if function.returns is not None:
        annotation = function.returns.annotation
        if type(annotation) in (cst.SimpleString, cst.ConcatenatedString):
            text = string_value(annotation) or ""
        else:
            text = dotted_name(annotation) or ""
        if imports is not None:
            text = imports.standard_name(text)
        return text.rsplit(".", 1)[-1] in ("NoReturn", "Never")
    if function.asynchronous is not None or function.decorators:
        return False  # a coroutine returns; a decorator decides what the name holds
    body = function.body
    if type(body) is not cst.IndentedBlock or not body.body:
        return False
    last = body.body[-1]
    if type(last) is not cst.SimpleStatementLine:
        return False
    final = last.body[-1]
    if type(final) is cst.Expr and type(final.value) is cst.Call:
        called = dotted_name(final.value.func) or ""
        if (imports.standard_name(called) if imports is not None else called) in NO_RETURN_CALLS:
            return not _returns_or_yields(body)  # `sys.exit(1)` as its last statement
    if type(final) is not cst.Raise:
        return False
    raised = final.exc
    if raised is not None and "NotImplementedError" in (
        dotted_name(raised.func if type(raised) is cst.Call else raised) or ""
    ):
        return False  # an abstract method's body: overridden, so its callers go on
    return not _returns_or_yields(body)


def _returns_or_yields(body: cst.CSTNode) -> bool:
    stack = list(children(body))
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is cst.Return or kind is cst.Yield:
            return True
        if kind is not cst.FunctionDef and kind is not cst.ClassDef and kind is not cst.Lambda:
            stack.extend(children(node))
    return False


def never_none_type(annotation: cst.BaseExpression) -> bool:
    """Whether a value annotated so is never None: not Optional, not Any or object, not a
    type variable's one letter."""
    annotation = string_annotation(annotation) or annotation  # `run: "str"`
    if admits_none(annotation) or isinstance(annotation, (cst.SimpleString, cst.FormattedString)):
        return False
    written = dotted_name(annotation.value if type(annotation) is cst.Subscript else annotation)
    if written is None:
        return False
    last = written.rpartition(".")[2]
    return last not in ("Any", "object", "TypeVar") and not (len(last) == 1 and last.isupper())


class NeverNoneFields:
    """Per class of the module (the discovery's index), its own fields annotated with a type
    never None and not defaulting to None (`q: str = ""`); inherited fields are not known.
    Read per class on demand: most checks never ask."""

    def __init__(self, classes: Mapping[str, cst.ClassDef]) -> None:
        self._classes = classes
        self._fields: dict[str, frozenset[str] | None] = {}

    def get(self, name: str) -> frozenset[str] | None:
        if name not in self._fields:
            node = self._classes.get(name)
            self._fields[name] = _never_none_fields_of(node) if node is not None else None
        return self._fields[name]

    def stored_as_passed(self, name: str) -> frozenset[str] | None:
        """The fields of record class `name` that its constructor stores as passed, None
        included (`Job(run=ctx.run_id).run` is `ctx.run_id`): every field of a dataclass, an
        attrs class or a NamedTuple; those of a pydantic model that admit None (validation
        rejects None for the others). None: not a record class of the module."""
        key = name + "()"
        if key not in self._fields:
            node = self._classes.get(name)
            kind = _record_kind(node) if node is not None else None
            if kind is None or node is None:
                self._fields[key] = None
            else:
                every = frozenset(n for n, _ in annotated_fields(node))
                never_none = self.get(name) or frozenset()
                self._fields[key] = every - never_none if kind == "model" else every
        return self._fields[key]

    def containers(self, name: str) -> frozenset[str] | None:
        """The fields of class `name` declared a builtin container with no None among its
        elements (`allowed: list[str] = []`, `elements_exclude_none`): `x in obj.allowed`
        being true shows `x` is not None, as pyright narrows it. None: not a class here."""
        key = name + "[]"
        if key not in self._fields:
            node = self._classes.get(name)
            self._fields[key] = (
                frozenset(
                    field
                    for field, small in annotated_fields(node)
                    if elements_exclude_none(small.annotation.annotation)
                )
                if node is not None
                else None
            )
        return self._fields[key]

    def read(self, key: str) -> frozenset[str] | None:
        """What `get` (a class name), `stored_as_passed` (the name and `()`) or `containers`
        (the name and `[]`) said of `key`."""
        if key.endswith("()"):
            return self.stored_as_passed(key[:-2])
        return self.containers(key[:-2]) if key.endswith("[]") else self.get(key)


RECORD_DECORATORS = {"dataclass", "define", "frozen", "mutable", "s", "attrs"}
UNVALIDATED_BASES = {"NamedTuple"}
VALIDATED_BASES = {"BaseModel"}


def _record_kind(node: cst.ClassDef) -> str | None:
    """ "record" (fields stored as passed), "model" (a pydantic model validates them), or
    None (any other class: what its constructor stores is not known)."""
    for decorator in node.decorators:
        target = decorator.decorator
        name = dotted_name(target.func if type(target) is cst.Call else target) or ""
        if name.rsplit(".", 1)[-1] in RECORD_DECORATORS and (
            "." not in name or name.split(".", 1)[0] in ("dataclasses", "attr", "attrs")
        ):
            return "record"
    for base in node.bases:
        name = (dotted_name(base.value) or "").rsplit(".", 1)[-1]
        if name in UNVALIDATED_BASES:
            return "record"
        if name in VALIDATED_BASES:
            return "model"
    return None


def _never_none_fields_of(node: cst.ClassDef) -> frozenset[str]:
    return frozenset(
        name
        for name, small in annotated_fields(node)
        if never_none_type(small.annotation.annotation)
        and not (type(small.value) is cst.Name and small.value.value == "None")
    )


@dataclass(frozen=True)
class Getter:
    """`def name(..., p, ...): return p.chain`: a call returns member `chain` of argument `p`
    (the argument itself when the chain is empty)."""

    name: str  # `f` for a module function, `Class.m` for a method called as `self.m(...)`
    index: int  # the parameter's position among the call's arguments (-1: keyword-only)
    param: str
    # dotted, relative to the parameter: `identity`, `request_context.meta`, and
    # `remaining_time()` for the result of a member call
    chain: str
    is_async: bool
    # A predicate (`def has_memory(ctx): return ctx.memory_service is not None`): the test
    # it returns, which a call of it in a condition proves about its argument. The chain
    # is then empty: the call's value is a bool, not a member.
    test: cst.BaseExpression | None = None
    # A function some `return` of which hands back a revealed secret (`return
    # c.credential.secret.reveal()` after its own checks): a call of it is a DK402 source.
    reveals: bool = False
    # A function that opens with `if <test on p>: raise ...` (`require_identity(ctx)`): after
    # a call returns, `test` (the negation of those tests) holds of the argument.
    requires: bool = False
    # `return c.signal, c.identity`: the member of the parameter each element of the returned
    # tuple is (None: not a member), for `sig, ident = both(ctx)`. The chain is then empty.
    elements: tuple[str | None, ...] = ()
    # A predicate's other parameters (`scope` of `def honours(ctx, scope): return scope in
    # ...`) by position: a call's literal argument for one is read in its place.
    others: tuple[tuple[int, str], ...] = ()
    # `def current() -> Context: return get_context()`: a call hands back the context of
    # this profile itself, whatever its arguments (`index`, `param` and `chain` unused).
    context: str = ""
    context_or_none: bool = False  # `-> Context | None`: the context or None
    # Learned from the function's analysis (`model._learn_requirements`), not its text.
    learned: bool = False
    # The members of the parameter a getter reads on its way back (`return c.identity.tenant`
    # reads `identity`): not None once a call has returned, as after a requiring helper.
    ensures: frozenset[str] = frozenset()
    # `return await c.load_artifact(n)`: the chain's member call is awaited (its result is
    # what a call hands back, not its coroutine).
    awaits: bool = False


def member_getters(
    module: cst.Module,
    reveal: str | None = None,
    aliases: Mapping[str, str] | None = None,
    reuse: Reuse | None = None,
    text: str | None = None,
) -> dict[str, Getter]:
    """By name: what calls of the module's functions (and methods) establish or return.

    Getters: straight-line code ending in `return p.x` (or a tuple of such members), or a
    predicate. Only straight-line bodies count: a function that tests the member first (`if
    ctx.identity is None: raise`) returns something narrower than the member, and one with
    several returns may return something else. Such a function may instead be a requiring
    helper (its leading `if ...: raise` hold after it returns) or return a revealed secret.

    What one top-level statement's functions are is a function of that statement alone: an
    editor's check (`reuse`) works it out again only for the statements an edit changed.
    Without one, `text` (the module's) lets a function no code names be skipped: what its
    calls establish matters only where it is called.
    """
    functions: list[tuple[cst.FunctionDef, str | None]] = []
    found: dict[str, Getter] = {}
    named = _named_elsewhere(text) if reuse is None and text is not None else None
    for statement in module.body:
        if reuse is not None:
            own = reuse.of_statement(
                ("getters", reveal), statement, lambda s: _statement_getters(s, reveal)
            )
        else:
            own = _statement_getters(statement, reveal, named)
        for function, owner, getter in own:
            functions.append((function, owner))
            if getter is not None:
                found[getter.name] = getter
    aliases = aliases or {}
    _composed_predicates(functions, found, aliases)
    _composed_getters(functions, found, aliases)
    return found


def _named_elsewhere(text: str) -> Callable[[str], bool]:
    """Whether a function's name occurs in `text` other than where a `def` gives it (see
    `_refers`). A function it says no is never called by name."""

    def named(name: str) -> bool:
        at = text.find(name)
        while at != -1:
            if _refers(text, at, at + len(name)):
                return True
            at = text.find(name, at + len(name))
        return False

    return functools.lru_cache(maxsize=None)(named)


def _refers(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` may name a function: a whole word (`helper(ctx)`,
    `self.helper`, `f = helper`, `partial(helper`, a comment too), not at a quote's edge
    (`name="helper"`), not ending a sentence (`"... for helper."`), not a `def`'s name."""
    before = text[start - 1] if start else " "
    after = text[end : end + 2]
    if _word_part(before) or before in _QUOTES:
        return False
    if after and (_word_part(after[0]) or after[0] in _QUOTES):
        return False
    if after[:1] == "." and (len(after) == 1 or after[1].isspace() or after[1] in _QUOTES):
        return False
    head = text[max(0, start - 16) : start].rstrip(" \t")
    return not (head.endswith("def") and not _word_part(head[-4:-3] or " "))


_QUOTES = "'\""


def _word_part(char: str) -> bool:
    return char.isalnum() or char == "_"


def _statement_getters(
    statement: cst.CSTNode,
    reveal: str | None,
    named: Callable[[str], bool] | None = None,
) -> tuple[tuple[cst.FunctionDef, str | None, Getter | None], ...]:
    """The functions a top-level statement defines (a function, a class's methods, `has_x
    = lambda c: ...`), each read as lines (`_blocks_as_lines`), with its owning class and
    what a call of it is, if it is a getter, a helper or a predicate of its own; with
    `named`, only those it says are named elsewhere."""
    functions: list[tuple[cst.FunctionDef, str | None]] = []
    if type(statement) is cst.SimpleStatementLine:
        functions += [(f, None) for f in syntax.named_lambdas(statement)]
    elif type(statement) is cst.FunctionDef and type(statement.body) is cst.IndentedBlock:
        functions.append((statement, None))
    elif type(statement) is cst.ClassDef and type(statement.body) is cst.IndentedBlock:
        for member in statement.body.body:  # `self.identity_of(ctx)` in a class tool
            if type(member) is cst.FunctionDef and type(member.body) is cst.IndentedBlock:
                functions.append((member, statement.name.value))
    if named is not None:
        functions = [(f, owner) for f, owner in functions if named(f.name.value)]
    found = []
    for function, owner in functions:
        function = _blocks_as_lines(function)
        getter = (
            _helper(function, reveal, owner)
            or _getter(function, owner)
            or _branching_getter(function, owner)
        )
        found.append((function, owner, getter))
    return tuple(found)


def _blocks_as_lines(node: cst.FunctionDef) -> cst.FunctionDef:
    """`node` with each `try` or `with` of its body that changes nothing its summary reads
    (`try: ... finally: lock.release()`, handlers that raise, `with lock:`) read as the
    lines it holds."""
    body = node.body
    if type(body) is not cst.IndentedBlock:
        return node
    kinds = set(map(type, body.body))
    if cst.Try not in kinds and cst.With not in kinds:
        return node
    given = node.params
    taken = {p.name.value for p in [*given.posonly_params, *given.params, *given.kwonly_params]}
    if any(type(line) is cst.With and any(i.asname for i in line.items) for line in body.body):
        # `with cm() as x:` read as lines must not hide that `x` is bound elsewhere too
        taken |= {n for each in syntax.scope_nodes(body) for n in syntax.bound_names(each)}
    return node.with_changes(body=body.with_changes(body=_spliced(body.body, taken)))


def _spliced(lines: Sequence[cst.BaseStatement], taken: set[str]) -> list[cst.BaseStatement]:
    out: list[cst.BaseStatement] = []
    for line in lines:
        if (type(line) is cst.Try and _transparent(line)) or (
            type(line) is cst.With and _transparent_with(line, taken)
        ):
            out += _spliced(cast(cst.IndentedBlock, line.body).body, taken)
        else:
            out.append(line)
    return out


def _transparent_with(block: cst.With, taken: set[str]) -> bool:
    """Whether a `with` runs its body as the lines alone would: not `suppress(...)` (the
    flow reads other context managers as letting exceptions through too), binding no
    parameter or name bound elsewhere (`with lock:`, `with open(p) as f:`)."""
    for item in block.items:
        bound = item.asname.name if item.asname is not None else None
        if bound is not None and (type(bound) is not cst.Name or bound.value in taken):
            return False
    return type(block.body) is cst.IndentedBlock and not suppressed_by(block)


def _transparent(block: cst.Try) -> bool:
    """Whether a `try` returns, raises and binds just what its body does: no `else`, a
    `finally` that only calls (or passes), handlers that end by raising."""
    if block.orelse is not None or type(block.body) is not cst.IndentedBlock:
        return False
    if block.finalbody is not None and not _only_calls(block.finalbody.body, 0):
        return False
    for handler in block.handlers:
        lines = handler.body.body if type(handler.body) is cst.IndentedBlock else []
        if not lines or not _ends_path_line(lines[-1]) or not _only_calls(handler.body, 1):
            return False
    return True


def _only_calls(block: cst.BaseSuite, but_last: int) -> bool:
    """Whether a block's lines (the last `but_last` left out) are calls and `pass` only."""
    lines = block.body if type(block) is cst.IndentedBlock else [block]
    for line in lines[: len(lines) - but_last]:
        if type(line) is not cst.SimpleStatementLine and type(line) is not cst.SimpleStatementSuite:
            return False
        for small in line.body:  # type: ignore[attr-defined]
            if type(small) is not cst.Pass and (
                type(small) is not cst.Expr or type(small.value) is not cst.Call
            ):
                return False
    return True


def _with_aliases(found: Mapping[str, Getter], aliases: Mapping[str, str]) -> dict[str, Getter]:
    """`found`, and each summary under the other names its function is bound to."""
    return {**found, **{a: found[t] for a, t in aliases.items() if t in found}}


def _composed_getters(
    functions: list[tuple[cst.FunctionDef, str | None]],
    found: dict[str, Getter],
    aliases: Mapping[str, str],
) -> None:
    """Functions returning what a getter of the module returns are getters too, to a
    fixpoint (a chain of them)."""
    candidates = [(f, owner) for f, owner in functions if _returns_a_call(f)]
    added = True
    while added and candidates:
        added = False
        known = _with_aliases(found, aliases)
        for function, owner in candidates:
            name = function.name.value if owner is None else f"{owner}.{function.name.value}"
            if name in found or _calls_none_of(function, known):
                continue
            getter = _composed_getter(function, owner, known)
            if getter is not None:
                found[name] = known[name] = getter
                added = True


def _returns_a_call(node: cst.FunctionDef) -> bool:
    """Whether the function's last line returns a call (awaited or not): the cheap test."""
    lines = node.body.body
    last = lines[-1] if lines else None
    if type(last) is not cst.SimpleStatementLine or type(last.body[-1]) is not cst.Return:
        return False
    value = cast(cst.Return, last.body[-1]).value
    if type(value) is cst.Await:
        value = value.expression
    return type(value) is cst.Call or type(value) is cst.Name  # (a name bound to a call)


def _calls_none_of(node: cst.FunctionDef, known: Mapping[str, Getter]) -> bool:
    """Whether the function's last line returns a call of none of `known` (a name it
    returns may hold one): `_composed_getter` has nothing to compose then."""
    value = cast(cst.Return, cast(cst.SimpleStatementLine, node.body.body[-1]).body[-1]).value
    if type(value) is cst.Await:
        value = value.expression
    return type(value) is cst.Call and dotted_name(value.func) not in known


def _composed_predicates(
    functions: list[tuple[cst.FunctionDef, str | None]],
    found: dict[str, Getter],
    aliases: Mapping[str, str],
) -> None:
    """Functions returning a call of a predicate of the module (`def no_signal(c): return
    _is_none(c.signal)`) are predicates too, to a fixpoint (a chain of them)."""
    while True:
        predicates = {
            name: g
            for name, g in _with_aliases(found, aliases).items()
            if g.test is not None and not g.requires
        }
        added = False
        for function, owner in functions:
            name = function.name.value if owner is None else f"{owner}.{function.name.value}"
            if name in found or not predicates:
                continue
            predicate = _predicate(function, owner, predicates)
            if predicate is not None:
                found[name] = predicate
                added = True
        if not added:
            return


def _helper(node: cst.FunctionDef, reveal: str | None, owner: str | None = None) -> Getter | None:
    """What a call of a function that is no plain getter establishes or hands back."""
    requirer = _requirer(node, owner)
    if _reveals(node, reveal):
        if requirer is not None:
            return replace(requirer, reveals=True)
        name = node.name.value if owner is None else f"{owner}.{node.name.value}"
        return Getter(name, 0, "", "", node.asynchronous is not None, reveals=True)
    return requirer


def _requirer(node: cst.FunctionDef, owner: str | None = None) -> Getter | None:
    """`def require_identity(c): if c.identity is None: raise ...`: the leading `if`s whose
    bodies end in `raise` (or `sys.exit()`) and `assert`s, testing one parameter, or an
    `if` whose body only returns, after which the function ends in `raise` without another
    `return` (`if c.identity: return` then `raise ...`); a call that returns has passed
    every one of them."""
    positional = called_params(node, owner)
    if positional is None:
        return None
    params = {p.name.value for p in positional} | {p.name.value for p in node.params.kwonly_params}
    # Each a condition under which the call fails; one that reads a name the function bound
    # to no member (None) is left out: the others still fail the call.
    found: list[cst.BaseExpression | None] = []
    aliases: dict[str, cst.BaseExpression | None] = {}  # `ident = c.identity` before a test
    lines = _one_per_line(code_lines(node.body.body))  # type: ignore[union-attr, arg-type]
    for index, line in enumerate(lines):
        if type(line) is cst.SimpleStatementLine and all(type(s) is cst.Assert for s in line.body):
            found += [_through(_negated(cast(cst.Assert, s).test), aliases) for s in line.body]
            continue
        if type(line) is cst.SimpleStatementLine and _bookkeeping(line, params, aliases):
            continue  # `log.debug(...)`, `ident = c.identity`: the tests may still follow
        if type(line) is not cst.If or line.orelse is not None:
            break
        if _ends_path(line.body):
            found.append(_through(line.test, aliases))
            continue
        rest = lines[index + 1 :]
        if (
            _only_returns(line.body)
            and _ends_path_line(rest[-1] if rest else None)
            and not any(_returns_or_yields(other) for other in rest)
        ):
            found.append(_through(_negated(line.test), aliases))  # returns only when it holds
        break
    tests = [test for test in found if test is not None]
    if not tests:
        return None
    failed = tests[0]
    for test in tests[1:]:
        failed = cst.BooleanOperation(failed, cst.Or(), test)
    # The parameter whose members the tests read (`c` of `c.identity is None`) is bound to
    # the call's argument; every other one becomes a name no caller has.
    keyword_only = [p.name.value for p in node.params.kwonly_params]
    names = [p.name.value for p in positional] + keyword_only
    read = {
        a.value.value for a in descendants(failed, cst.Attribute) if type(a.value) is cst.Name
    } & set(names)
    if len(read) != 1:
        return None
    (param,) = read
    index = names.index(param) if param not in keyword_only else -1  # -1: by keyword only
    others = [n for n in _names(failed) if n.value in names and n.value != param]
    failed = syntax.replaced(failed, {id(other): cst.Name("_unbound_") for other in others})
    name = node.name.value if owner is None else f"{owner}.{node.name.value}"
    passed = cst.UnaryOperation(cst.Not(), failed)
    return Getter(name, index, param, "", node.asynchronous is not None, passed, requires=True)


def _one_per_line(lines: Sequence[cst.BaseStatement]) -> list[cst.BaseStatement]:
    """`lines` with `a = x; b = y` read as two lines."""
    out: list[cst.BaseStatement] = []
    for line in lines:
        if type(line) is cst.SimpleStatementLine and len(line.body) > 1:
            out += [cst.SimpleStatementLine([small]) for small in line.body]
        else:
            out.append(line)
    return out


def _bookkeeping(
    line: cst.SimpleStatementLine,
    params: set[str] | None,
    aliases: dict[str, cst.BaseExpression | None],
    literal: LiteralReader = string_value,
) -> bool:
    """Whether a line before a helper's tests leaves its parameters alone: calls (`log.debug
    (...)`), `pass`, and names bound to a value. `aliases` records each name bound: to the
    member it holds when that is a member of a parameter (`ident = c.identity`), so a test of
    the name is read as a test of the member; to None otherwise. `params` None: a closure,
    whose members are those of the names it closes over (any it does not bind)."""
    for small in line.body:
        if type(small) is cst.Pass or (
            type(small) is cst.Expr and type(small.value) is not cst.NamedExpr
        ):
            continue
        binding = syntax.assignment(small)  # `ident = c.identity`, or `(ident := ...)`
        if binding is None:
            return False
        targets, value = binding
        if any(type(t) is not cst.Name for t in targets):
            return False
        names = [cast(cst.Name, t).value for t in targets]
        if params is not None and any(name in params for name in names):
            return False  # the parameter rebound: what a test of it reads is not known
        value = syntax.member_read(value, literal)
        root = value
        while type(root) is cst.Attribute:
            root = root.value
        member = (
            type(value) is cst.Attribute
            and type(root) is cst.Name
            and (root.value in params if params is not None else root.value not in aliases)
        )
        held = value if member else _plain_value(value, aliases)
        for name in names:
            for other, stored in aliases.items():  # `x = flag; flag = 0`: x is no longer flag
                if stored is not None and any(n.value == name for n in _names(stored)):
                    aliases[other] = None
            aliases[name] = held
    return True


# What a value read in place of a name bound to it may hold: names, members, literals and
# operators on them; not calls, whose results may differ from one call to the next.
_PLAIN_VALUES = frozenset(
    {
        cst.Name,
        cst.Attribute,
        cst.BooleanOperation,
        cst.Comparison,
        cst.UnaryOperation,
        cst.SimpleString,
        cst.Integer,
        cst.Tuple,
        cst.List,
        cst.Element,
        cst.ComparisonTarget,
        cst.Or,
        cst.And,
        cst.Not,
        cst.Is,
        cst.IsNot,
        cst.In,
        cst.NotIn,
        cst.Equal,
        cst.NotEqual,
        cst.LeftParen,
        cst.RightParen,
        cst.Comma,
        cst.LeftSquareBracket,
        cst.RightSquareBracket,
        cst.SimpleWhitespace,
    }
)


def _plain_value(
    value: cst.BaseExpression, aliases: dict[str, cst.BaseExpression | None]
) -> cst.BaseExpression | None:
    """`value` as a test may read it in place of a name bound to it (`scopes = c.scopes or
    ()`, `held = c`), through the names bound before it; None for any other value."""
    stack: list[cst.CSTNode] = [value]
    reads = False  # `getattr(c, "scopes") or ()`
    while stack:
        node = stack.pop()
        if type(node) is cst.Call and syntax.member_read(node) is not node:
            reads = True
            stack.append(cast(cst.Call, node).args[0].value)
        elif type(node) in _PLAIN_VALUES:
            stack.extend(children(node))
        else:
            return None
    if reads:
        value = _members_read(value)
    if type(value) is not cst.Name and not value.lpar:
        value = value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    return _through(value, aliases)


def _members_read(test: cst.BaseExpression) -> cst.BaseExpression:
    """`test` with each `getattr(c, "name")` in it read as the member (`member_read`)."""
    return cast(cst.BaseExpression, test.visit(_GetattrReads()))


class _GetattrReads(cst.CSTTransformer):
    def leave_Call(self, original: cst.Call, updated: cst.Call) -> cst.BaseExpression:
        return syntax.member_read(updated)  # (inner ones first: `getattr(getattr(c, ...))`)


def _through(
    test: cst.BaseExpression, aliases: dict[str, cst.BaseExpression | None]
) -> cst.BaseExpression | None:
    """`test` with each alias name read as the member it was bound to; None when it reads
    a name bound to something else (`ok = ...; return ok is True`: not a test of a member)."""
    bound_here = {
        w.target.value for w in descendants(test, cst.NamedExpr) if type(w.target) is cst.Name
    }
    found: dict[int, cst.CSTNode] = {}
    for name in [n for n in _names(test) if n.value in aliases and n.value not in bound_here]:
        member = aliases[name.value]
        if member is None:
            return None
        found[id(name)] = member
    return syntax.replaced(test, found)


def called_params(node: cst.FunctionDef, owner: str | None) -> list[cst.Param] | None:
    """The parameters a call's positional arguments bind (a method's `self` left out)."""
    params = node.params
    positional = [*params.posonly_params, *params.params]
    if owner is not None and not is_static(node):
        if not positional or any(
            dotted_name(d.decorator) not in (None, "classmethod") for d in node.decorators
        ):
            return None  # a property or another wrapper: not called as `self.m(ctx)`
        positional = positional[1:]  # `self` (`cls`): a call through `self.` binds it
    return positional


def _negated(test: cst.BaseExpression) -> cst.BaseExpression:
    return cst.UnaryOperation(
        cst.Not(), test.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    )


def _sole_small(block: cst.BaseSuite) -> cst.BaseSmallStatement | None:
    """The one small statement a block holds, on its own line or after the colon."""
    lines = block.body if type(block) is cst.IndentedBlock else [block]
    if len(lines) != 1 or not isinstance(
        lines[0], (cst.SimpleStatementLine, cst.SimpleStatementSuite)
    ):
        return None
    smalls = lines[0].body
    return smalls[0] if len(smalls) == 1 else None


def _only_returns(body: cst.BaseSuite) -> bool:
    """Whether a block is a bare `return` (or `return None`)."""
    small = _sole_small(body)
    return type(small) is cst.Return and (small.value is None or syntax.is_none(small.value))


def _ends_path(body: cst.BaseSuite) -> bool:
    """Whether a block's last statement is `raise` or `sys.exit()`."""
    last = body.body[-1] if type(body) is cst.IndentedBlock and body.body else None
    return _ends_path_line(last)


def _ends_path_line(last: cst.CSTNode | None) -> bool:
    """Whether a statement line is (ends in) `raise` or `sys.exit()`."""
    if type(last) is not cst.SimpleStatementLine:
        return False
    final = last.body[-1]
    return type(final) is cst.Raise or (
        type(final) is cst.Expr
        and type(final.value) is cst.Call
        and dotted_name(final.value.func) in NO_RETURN_CALLS
    )


def _names(node: cst.CSTNode) -> Iterator[cst.Name]:
    stack = [node]
    while stack:
        current = stack.pop()
        if type(current) is cst.Name:
            yield current
        elif type(current) is cst.Attribute:
            stack.append(current.value)  # `c.identity`: `identity` is no name of this scope
        else:
            stack.extend(children(current))


# Expressions whose value never shows a secret they read (`tok == x`, `not tok`).
_SHOWS_NOTHING = frozenset({cst.Comparison, cst.UnaryOperation, cst.Lambda, cst.Attribute})


def _reveals(node: cst.FunctionDef, reveal: str | None) -> bool:
    """Whether one of the function's `return`s holds a `.reveal()` call, or a name assigned one."""
    if reveal is None:
        return False
    revealed: set[str] = set()

    def holds(value: cst.CSTNode) -> bool:
        """Whether `value` shows a revealed secret, by the flow's rules (`carriers.py`):
        `len(s)`, `bool(s)`, `s.startswith(...)` and comparisons do not."""
        kind = type(value)
        if kind is cst.Name:
            return cast(cst.Name, value).value in revealed
        if kind is cst.Call:
            call = cast(cst.Call, value)
            func = call.func
            if type(func) is cst.Attribute and func.attr.value == reveal:
                return True
            return carrier_of_call(call, lambda part: part if holds(part) else None) is not None
        if kind in _SHOWS_NOTHING:
            return False  # a test's outcome, a lambda, an attribute of something else
        return any(holds(child) for child in children(value))

    # Statements, not every node: only the values of assignments and returns are read.
    for statement in statements(node.body):
        if type(statement) is not cst.SimpleStatementLine:
            continue
        for small in statement.body:
            assigned = syntax.assignment(small)
            if assigned is not None and holds(assigned[1]):
                revealed.update(t.value for t in assigned[0] if type(t) is cst.Name)
            elif type(small) is cst.Return and small.value is not None and holds(small.value):
                return True
    return False


def _getter(node: cst.FunctionDef, owner: str | None = None) -> Getter | None:
    lines = node.body.body
    last = lines[-1] if lines else None
    if type(last) is not cst.SimpleStatementLine or type(last.body[-1]) is not cst.Return:
        return None  # the cheap test first: most functions end otherwise
    predicate = _predicate(node, owner)
    if predicate is not None:
        return predicate
    returned = _straight_return(node)
    if returned is None:
        return None
    value, assigned = returned
    if type(value) is cst.Tuple:
        return _tuple_getter(node, owner, value, assigned)
    chosen = type(value) is cst.IfExp  # (the member read only when the test allows it)
    if type(value) is cst.IfExp and syntax.is_none(value.orelse):
        value = value.body  # `c.identity if <test> else None`: the member, or None
    elif type(value) is cst.IfExp and syntax.is_none(value.body):
        value = value.orelse
    value = _resolved(value, assigned)
    awaits = type(value) is cst.Await and node.asynchronous is not None
    if awaits:
        value = cast(cst.Await, value).expression  # `return await c.load_artifact(n)`
        if type(value) is not cst.Call:
            return None
    chain: list[str] = []
    if type(value) is cst.Call and type(value.func) is cst.Attribute:
        # `return ctx.remaining_time()`: the member's result, named as the engine names it
        chain.append(value.func.attr.value + "()")
        value = value.func.value
    while type(value) is cst.Attribute:
        chain.append(value.attr.value)
        value = value.value
    if type(value) is not cst.Name or value.value in assigned:
        return None  # an empty chain: `return p`, the argument itself (`def current(ctx)`)
    found = _param_index(node, owner, value.value)
    if found is None:
        return None
    parts = list(reversed(chain))
    read = () if chosen else (".".join(parts[:i]) for i in range(1, len(parts)))
    return Getter(
        node.name.value if owner is None else f"{owner}.{node.name.value}",
        found,
        value.value,
        ".".join(parts),
        node.asynchronous is not None,
        ensures=frozenset(read),
        awaits=awaits,
    )


def _param_index(node: cst.FunctionDef, owner: str | None, name: str) -> int | None:
    """The position among a call's arguments of parameter `name` (-1: keyword-only; None:
    no such parameter, or a function not called plainly)."""
    positional = called_params(node, owner)
    if positional is None:
        return None
    names = [p.name.value for p in positional]
    if name in names:
        return names.index(name)
    if any(p.name.value == name for p in node.params.kwonly_params):
        return -1
    return None


def _straight_return(
    node: cst.FunctionDef,
) -> tuple[cst.BaseExpression, dict[str, cst.BaseExpression]] | None:
    """The value a straight-line body ends by returning (a name bound in it read as its
    value), and the names it binds; None for a body that may narrow, rebind or end early."""
    lines = code_lines(node.body.body)  # type: ignore[arg-type]
    last = lines[-1] if lines else None
    if type(last) is not cst.SimpleStatementLine or type(last.body[-1]) is not cst.Return:
        return None
    assigned: dict[str, cst.BaseExpression] = {}
    for line in lines:
        if type(line) is not cst.SimpleStatementLine:
            return None
        for small in line.body:
            if (binding := syntax.assignment(small)) is not None:
                for target in binding[0]:
                    if type(target) is not cst.Name:
                        return None
                    assigned[target.value] = binding[1]
            elif type(small) in (cst.AnnAssign, cst.AugAssign, cst.Assert, cst.Raise):
                return None  # may narrow, rebind or end the path: not a plain getter
            elif type(small) is cst.Return and small is not last.body[-1]:
                return None
    value = last.body[-1].value  # type: ignore[attr-defined]
    if value is None:
        return None
    if type(value) is cst.Name and value.value in assigned:
        value = assigned[value.value]
    return value, assigned


def _composed_getter(
    node: cst.FunctionDef, owner: str | None, found: Mapping[str, Getter]
) -> Getter | None:
    """`def identity_of(c): return _identity(c)` (or `return await ...`, or `.request_context`
    of the parameter handed on): what the getter it calls returns, of its own parameter."""
    returned = _straight_return(node)
    if returned is None:
        return None
    value, assigned = returned
    awaited = type(value) is cst.Await
    call = cast(cst.Await, value).expression if awaited else value
    called = dotted_name(call.func) if type(call) is cst.Call else None
    if called is None or called.count(".") > 1:
        return None  # `_identity(c)`, or `Helpers.identity(c)` of a static method
    inner = found.get(called)
    if inner is None or inner.test is not None or inner.requires:
        return None
    if inner.reveals:
        return None  # (a secret handed back: `_helper`'s, by its text)
    outer_async = node.asynchronous is not None
    if awaited and not inner.is_async:
        return None
    if not awaited and outer_async and inner.is_async:
        return None  # awaiting the call gives the inner coroutine, not what it returns
    is_async = awaited or outer_async or inner.is_async
    name = node.name.value if owner is None else f"{owner}.{node.name.value}"
    if inner.context:  # a wrapper of a wrapper of the accessor
        return replace(inner, name=name, is_async=is_async, learned=False)
    argument = _plain_argument(cast(cst.Call, call), inner)
    prefix: list[str] = []  # `return _identity(c.request_context)`: members of that member
    while type(argument) is cst.Attribute:
        prefix.append(argument.attr.value)
        argument = argument.value
    if type(argument) is not cst.Name or argument.value in assigned:
        return None
    index = _param_index(node, owner, argument.value)
    if index is None:
        return None

    def under(chain: str | None) -> str | None:
        parts = [*reversed(prefix), chain] if chain else list(reversed(prefix))
        return ".".join(parts) if chain is not None else None

    read = frozenset(cast(str, under(e)) for e in inner.ensures)
    if inner.elements:  # `return _both(c)`, `_both` returning `c.signal, c.identity`
        elements = tuple(under(e) for e in inner.elements)
        return Getter(name, index, argument.value, "", is_async, elements=elements, ensures=read)
    chain = under(inner.chain) or ""
    return Getter(name, index, argument.value, chain, is_async, ensures=read, awaits=inner.awaits)


def _plain_argument(call: cst.Call, getter: Getter) -> cst.BaseExpression | None:
    """The argument a call without `*`/`**` hands to the getter's parameter."""
    for i, arg in enumerate(call.args):
        if arg.star:
            return None
        if (arg.keyword is not None and arg.keyword.value == getter.param) or (
            arg.keyword is None and i == getter.index
        ):
            return arg.value
    return None


def _branching_getter(node: cst.FunctionDef, owner: str | None = None) -> Getter | None:
    """A function with branches whose every `return` hands back one member of a parameter
    (directly, or through names every binding of which is that member) or None, falling
    off its end included: a call is that member, or None (pyright infers `X | None` too).
    One that can `raise` or `assert` is left alone: what it returns may have been narrowed."""
    positional = called_params(node, owner)
    if positional is None or type(node.body) is not cst.IndentedBlock:
        return None
    # The cheap look first (statements only): every value returned is a member, or a name
    # bound by an assignment; most functions return something else.
    lines = [
        line
        for line in statements(node.body)
        if type(line) is cst.SimpleStatementLine or type(line) is cst.SimpleStatementSuite
    ]
    values = [
        small.value
        for line in lines
        for small in line.body  # type: ignore[attr-defined]
        if type(small) is cst.Return and small.value is not None and not syntax.is_none(small.value)
    ]
    if not values or not all(
        type(v) is cst.Name or type(syntax.member_read(v)) is cst.Attribute for v in values
    ):
        return None
    bindings: dict[str, list[cst.BaseExpression]] = {}  # by plain `name = value` statements
    for line in lines:
        for small in line.body:  # type: ignore[attr-defined]
            binding = syntax.assignment(small)
            if binding is not None and len(binding[0]) == 1 and type(binding[0][0]) is cst.Name:
                bindings.setdefault(binding[0][0].value, []).append(binding[1])
    if any(type(v) is cst.Name and v.value not in bindings for v in values):
        return None
    nodes = syntax.scope_nodes(node.body)
    if any(type(n) in (cst.Raise, cst.Assert, cst.Yield) for n in nodes):
        return None
    times_bound: dict[str, int] = {}
    for each in nodes:
        for name in syntax.bound_names(each):
            times_bound[name] = times_bound.get(name, 0) + 1

    returned: set[tuple[str, tuple[str, ...]]] = set()
    for value in values:
        found = _origins(value, bindings, times_bound)
        if not found or any(not parts for _, parts in found):
            return None  # not a member of a parameter (or of one rebound here)
        returned |= found
    if len(returned) != 1:
        return None
    ((param, parts),) = returned
    names = [p.name.value for p in positional]
    if param in names:
        index = names.index(param)
    elif any(p.name.value == param for p in node.params.kwonly_params):
        index = -1
    else:
        return None
    name = node.name.value if owner is None else f"{owner}.{node.name.value}"
    return Getter(name, index, param, ".".join(parts), node.asynchronous is not None)


def _origins(
    value: cst.BaseExpression,
    bindings: Mapping[str, list[cst.BaseExpression]],
    times_bound: Mapping[str, int],
    depth: int = 0,
) -> set[tuple[str, tuple[str, ...]]]:
    """The (name not bound in the function, members of it) `value` may be, following the
    names every binding of which is a plain assignment; empty when it may be anything else."""
    value = syntax.members_read(value, string_value)
    chain: list[str] = []
    while type(value) is cst.Attribute:
        chain.append(value.attr.value)
        value = value.value
    if type(value) is not cst.Name:
        return set()
    members = tuple(reversed(chain))
    if value.value not in times_bound:
        return {(value.value, members)}
    bound = bindings.get(value.value, [])
    if depth == 3 or len(bound) != times_bound[value.value]:
        return set()  # bound some other way too (`for`, `with`, unpacking)
    found: set[tuple[str, tuple[str, ...]]] = set()
    for each in bound:
        if type(each) is cst.Name and each.value == value.value:
            continue  # `held = held`: what it held
        inner = _origins(each, bindings, times_bound, depth + 1)
        if not inner:
            return set()
        found |= {(param, parts + members) for param, parts in inner}
    return found


def _resolved(
    value: cst.BaseExpression, assigned: Mapping[str, cst.BaseExpression]
) -> cst.BaseExpression:
    """`value` with `getattr(c, "x")` read as `c.x`, and the name it starts from read as
    what a straight-line body bound it to last, when that is a name or a member (`held =
    ctx` then `held.identity`, `ident = ctx.identity` then `ident`)."""
    for _ in range(4):  # (a chain of names, each bound to the one before)
        value = syntax.members_read(value, string_value)
        chain: list[cst.Name] = []
        root = value
        while type(root) is cst.Attribute:
            chain.append(root.attr)
            root = root.value
        bound = assigned.get(root.value) if type(root) is cst.Name else None
        if bound is None:
            return value
        bound = syntax.members_read(bound, string_value)
        if type(bound) is not cst.Name and type(bound) is not cst.Attribute:
            return value
        if type(bound) is cst.Name and bound.value == cast(cst.Name, root).value:
            return value
        value = bound
        for attr in reversed(chain):
            value = cst.Attribute(value, attr)
    return value


def _tuple_getter(
    node: cst.FunctionDef,
    owner: str | None,
    value: cst.Tuple,
    assigned: dict[str, cst.BaseExpression],
) -> Getter | None:
    """`return c.signal, c.identity`: members of one parameter, element by element (a name
    bound to one first, `sig = c.signal`, read as the member)."""
    elements: list[str | None] = []
    roots: set[str] = set()
    for element in value.elements:
        inner = element.value
        if type(element) is cst.StarredElement:
            return None  # which element lands where is not known
        inner = _resolved(inner, assigned)
        chain = []
        while type(inner) is cst.Attribute:
            chain.append(inner.attr.value)
            inner = inner.value
        if chain and type(inner) is cst.Name and inner.value not in assigned:
            roots.add(inner.value)
            elements.append(".".join(reversed(chain)))
        else:
            elements.append(None)
    positional = called_params(node, owner)
    if len(roots) != 1 or positional is None:
        return None
    (root,) = roots
    names = [p.name.value for p in positional]
    if root not in names and root not in {p.name.value for p in node.params.kwonly_params}:
        return None
    name = node.name.value if owner is None else f"{owner}.{node.name.value}"
    return Getter(
        name,
        names.index(root) if root in names else -1,
        root,
        "",
        node.asynchronous is not None,
        elements=tuple(elements),
    )


# What a predicate may return: a test (a comparison, `not`, `and`/`or`, a call such as
# `isinstance(...)`, `bool(...)`), not a value.
_TESTS = (cst.Comparison, cst.UnaryOperation, cst.BooleanOperation, cst.Call)


def _returned_test(
    node: cst.FunctionDef,
    values: bool = False,
    predicates: frozenset[str] = frozenset(),
    params: set[str] | None = None,
    closure: bool = False,
    literal: LiteralReader = string_value,
) -> cst.BaseExpression | None:
    """The test a function's body returns, when that is all it does (a docstring at most
    before it): `return ctx.memory_service is not None`, or the same written `ok = <test>`
    then `return ok`, `if <test>: return True` then `return False` (or the reverse), or
    `return True if <test> else False`. With the function's `params`, lines that leave them
    alone may come first (`_bookkeeping`), and the test reads through their aliases."""
    if type(node.body) is not cst.IndentedBlock or node.asynchronous is not None:
        return None
    lines = code_lines(node.body.body)
    test = _test_of(lines, values, predicates)
    if test is not None or (params is None and not closure):
        return test
    last = lines[-1] if lines else None
    if type(last) is not cst.SimpleStatementLine or type(last.body[-1]) is not cst.Return:
        return None  # every form ends in `return`
    # `log.debug(...)` or `ident = c.identity` first, then one of the forms above
    lines = _one_per_line(lines)
    aliases: dict[str, cst.BaseExpression | None] = {}
    for start, line in enumerate(lines[:-1], 1):
        if type(line) is not cst.SimpleStatementLine or not _bookkeeping(
            line, params, aliases, literal
        ):
            return None
        if len(lines) - start > 2:
            continue  # every form is one or two lines
        test = _test_of(lines[start:], values, predicates)
        if test is not None:
            return _through(test, aliases)
    return None


def _test_of(
    lines: list[cst.BaseStatement], values: bool, predicates: frozenset[str]
) -> cst.BaseExpression | None:
    """The test `lines` return, in one of the forms `_returned_test` reads."""
    if len(lines) > 2:
        return None
    smalls = [_only_small(line) for line in lines]
    if len(lines) == 1:
        test = _return_value(smalls[0])
    elif len(lines) == 2 and type(lines[0]) is cst.If:
        test = _test_returning_bools(lines[0], _return_value(smalls[1]))
    elif len(lines) == 2 and (held := syntax.assignment(smalls[0])) is not None:
        test = _held_then_returned(held, _return_value(smalls[1]))
    else:
        return None
    if type(test) is cst.IfExp:
        test = _test_choosing_bools(test)
    if values and type(test) in (cst.Name, cst.Attribute):
        return test  # a value whose truth is the call's (`def ready(): return ctx.run_id`)
    if not isinstance(test, _TESTS):
        return None
    if type(test) is cst.UnaryOperation and type(test.operator) is not cst.Not:
        return None
    if type(test) is cst.BooleanOperation and syntax.is_none(test.right):
        return None  # `return ctx.run_id or None`: a value (the member, or None)
    if values and type(test) is cst.Call:
        return test  # read where the closure is called (a predicate of the module proves)
    if type(test) is cst.Call and dotted_name(test.func) not in (
        "isinstance",
        "bool",
        "callable",
        "hasattr",
        *predicates,  # `return _is_none(c.signal)`, `_is_none` a predicate of the module
    ):
        return None
    return test


def _only_small(line: cst.BaseStatement) -> cst.BaseSmallStatement | None:
    if type(line) is cst.SimpleStatementLine and len(line.body) == 1:
        return line.body[0]
    return None


def _return_value(small: cst.BaseSmallStatement | None) -> cst.BaseExpression | None:
    return small.value if type(small) is cst.Return else None


def _bool_constant(node: cst.BaseExpression | None) -> bool | None:
    if type(node) is cst.Name and node.value in ("True", "False"):
        return node.value == "True"
    return None


def _test_returning_bools(
    branch: cst.If, fallback: cst.BaseExpression | None
) -> cst.BaseExpression | None:
    """`if <test>: return True` then `return False`: the test (negated for the reverse)."""
    if branch.orelse is not None:
        return None
    first = _bool_constant(_return_value(_sole_small(branch.body)))
    if first is None or _bool_constant(fallback) is not (not first):
        return None
    return branch.test if first else _negated(branch.test)


def _test_choosing_bools(choice: cst.IfExp) -> cst.BaseExpression | None:
    """`True if <test> else False` (or the reverse)."""
    first, second = _bool_constant(choice.body), _bool_constant(choice.orelse)
    if first is None or second is not (not first):
        return None
    return choice.test if first else _negated(choice.test)


def _held_then_returned(
    held: tuple[list[cst.BaseAssignTargetExpression], cst.BaseExpression],
    returned: cst.BaseExpression | None,
) -> cst.BaseExpression | None:
    """`ok = <test>` then `return ok`: the test."""
    targets, value = held
    target = targets[0] if len(targets) == 1 else None
    if type(target) is cst.Name and type(returned) is cst.Name and returned.value == target.value:
        return value
    return None


def closure_test(
    node: cst.FunctionDef, literal: LiteralReader = string_value
) -> cst.BaseExpression | None:
    """What a nested predicate taking nothing tests of the names it closes over (`def
    ready(): return ctx.identity is not None`): read where it is called, those names hold
    what they hold then, as a closure's do."""
    params = node.params
    if params.params or params.posonly_params or params.kwonly_params or node.decorators:
        return None
    if isinstance(params.star_arg, cst.Param) or params.star_kwarg is not None:
        return None
    return _returned_test(node, values=True, closure=True, literal=literal)


def _predicate(
    node: cst.FunctionDef, owner: str | None, predicates: Mapping[str, Getter] | None = None
) -> Getter | None:
    """`def has_memory(ctx): return ctx.memory_service is not None` (a docstring at most
    before it): a test of one parameter, which a call in a condition proves. `predicates`:
    the module's predicates its test may call."""
    known = frozenset(predicates or ())
    positional = called_params(node, owner)
    if positional is None:
        return None
    params = node.params
    keyword_only = [p.name.value for p in params.kwonly_params]
    if isinstance(params.star_arg, cst.Param) or params.star_kwarg is not None:
        return None
    names = [p.name.value for p in positional]
    test = _returned_test(node, predicates=known, params={*names, *keyword_only})
    if test is None or not (names or keyword_only):
        return None
    if any(n.value == "getattr" for n in _names(test)):
        test = _members_read(test)
    every = [*names, *keyword_only]
    # The parameter the test reads members of is the one the call proves things about
    # (`ctx` of `scope in ctx.teardown_scopes`); the others are values read in the test.
    read = {
        n.value.value
        for n in descendants(test, cst.Attribute)
        if type(n.value) is cst.Name and n.value.value in every
    }
    if not read and predicates and type(test) is cst.Call:
        called = predicates.get(dotted_name(test.func) or "")  # `return _honours(ctx, scope)`
        handed = _plain_argument(test, called) if called is not None else None
        if type(handed) is cst.Name and handed.value in every:
            read = {handed.value}
    if len(every) == 1:
        subject = every[0]
    elif len(read) == 1:
        (subject,) = read
    else:
        return None
    name = node.name.value if owner is None else f"{owner}.{node.name.value}"
    index = names.index(subject) if subject in names else -1  # -1: keyword-only (`*, ctx`)
    others = tuple((i, n) for i, n in enumerate(names) if i != index)
    return Getter(name, index, subject, "", False, test, others=others)


def getters_called(getters: Mapping[str, Getter], called: Iterable[str]) -> frozenset[Getter]:
    """The getters among the names a function calls, and those the test of a predicate
    among them calls in turn (`return not _missing(c)`): what its analysis read of them."""
    if not getters:
        return frozenset()
    found = {g for n in called if (g := getters.get(n)) is not None}
    tested = [g.test for g in found if g.test is not None]
    while tested:
        for name in called_in_test(tested.pop(), getters):
            more = getters[name]
            if more not in found:
                found.add(more)
                if more.test is not None:
                    tested.append(more.test)
    return frozenset(found)


def called_in_test(test: cst.BaseExpression, getters: Mapping[str, Getter]) -> list[str]:
    """The names of `getters` a predicate's test calls (`self.m` is method `Class.m`)."""
    found = []
    for call in descendants(test, cst.Call):
        name = dotted_name(call.func)
        if name is None:
            continue
        if name in getters:
            found.append(name)
        elif name.startswith("self."):
            method = "." + name[len("self.") :]
            found += [n for n in getters if n.endswith(method)]
    return found
