"""What pieces of Python syntax are, and what they bind: pure functions of libcst nodes
that the flow analysis asks (is this `None`, a constant test, a literal; which names does
this statement bind; what does this `case` pattern exclude or capture).
"""

from __future__ import annotations

import keyword
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import cast

import libcst as cst

from .imports import dotted_name
from .literals import string_value
from .walk import children, descendants, statements


def literal_key(node: cst.CSTNode | None) -> str | int | None:
    """A literal dict key or index: a string, or a decimal integer."""
    text = string_value(node)
    if text is not None:
        return text
    if type(node) is cst.Integer and node.value.isdigit():
        return int(node.value)
    return None


KeyReader = Callable[[cst.CSTNode | None], "str | int | None"]


def element_name(node: cst.CSTNode, key_of: KeyReader = literal_key) -> str | None:
    """`d["i"]` / `t[0]` as the name its alias is kept under (`d['i']`, `t[0]`); `key_of`
    reads the key (a literal; the flow also reads a name bound to one)."""
    if type(node) is not cst.Subscript or type(node.value) is not cst.Name or len(node.slice) != 1:
        return None
    index = node.slice[0].slice
    key = key_of(index.value) if type(index) is cst.Index else None
    return f"{node.value.value}[{key!r}]" if key is not None else None


def got_element(call: cst.Call, key_of: KeyReader = literal_key) -> str | None:
    """`d.get("i")` (no default) as the name the element's alias is kept under (`d['i']`)."""
    func = call.func
    if type(func) is not cst.Attribute or func.attr.value != "get" or len(call.args) != 1:
        return None
    if type(func.value) is not cst.Name or call.args[0].keyword is not None:
        return None
    key = key_of(call.args[0].value)
    return f"{func.value.value}[{key!r}]" if key is not None else None


# Templates that spell their one argument and nothing else.
_BARE_FORMATS = frozenset({"{}", "{0}", "{!s}", "{0!s}"})


def text_of(node: cst.BaseExpression) -> cst.BaseExpression | None:
    """The expression `node` spells as text with nothing added (`f"{x}"`, `str(x)`,
    `"{}".format(x)`, `"%s" % x`): the same key as `x` itself."""
    kind = type(node)
    if kind is cst.FormattedString and len(node.parts) == 1:  # type: ignore[attr-defined]
        part = node.parts[0]  # type: ignore[attr-defined]
        return part.expression if type(part) is cst.FormattedStringExpression else None
    if kind is cst.Call:
        call = cast(cst.Call, node)
        if len(call.args) != 1 or call.args[0].keyword is not None or call.args[0].star:
            return None
        func = call.func
        if dotted_name(func) == "str":
            return call.args[0].value
        if type(func) is cst.Attribute and func.attr.value == "format":
            template = string_value(func.value)
            return call.args[0].value if template in _BARE_FORMATS else None
        return None
    if kind is cst.BinaryOperation and type(node.operator) is cst.Modulo:  # type: ignore[attr-defined]
        operation = cast(cst.BinaryOperation, node)
        if string_value(operation.left) != "%s":
            return None
        right = operation.right
        if type(right) is cst.Tuple:  # `"%s" % (x,)`
            parts = right.elements
            return parts[0].value if len(parts) == 1 and type(parts[0]) is cst.Element else None
        return right
    return None


def branches(node: cst.BaseExpression) -> tuple[cst.BaseExpression, ...]:
    """The values a conditional expression can be (`a if t else b`: `a` and `b`, nested
    ones opened too); any other expression is its own one value."""
    if type(node) is cst.IfExp:
        return (*branches(node.body), *branches(node.orelse))
    return (node,)


def is_none(node: cst.BaseExpression) -> bool:
    return type(node) is cst.Name and node.value == "None"


def constant(node: cst.BaseExpression) -> bool | None:
    """The truth value of a constant test (`while True`, `if 0`), else None."""
    if type(node) is cst.Name and node.value in ("True", "False", "None"):
        return node.value == "True"
    if type(node) is cst.Integer:
        text = node.value.lower()
        digits = text[2:] if text[:2] in ("0x", "0o", "0b") else text
        return digits.strip("0_") != ""
    return None


def without_bool(node: cst.BaseExpression) -> cst.BaseExpression:
    """`x` of `bool(x)` (tested alike), else `node`."""
    while (
        type(node) is cst.Call
        and len(node.args) == 1
        and node.args[0].keyword is None
        and not node.args[0].star
        and type(node.func) is cst.Name
        and node.func.value == "bool"
    ):
        node = node.args[0].value
    return node


def without_negations(node: cst.BaseExpression) -> tuple[cst.BaseExpression, bool]:
    """(the test under any `not`s and `bool(...)`s, whether an odd number of `not`s
    negated it): `not not bool(x)` is `(x, False)`."""
    negated = False
    node = without_bool(node)
    while type(node) is cst.UnaryOperation and type(node.operator) is cst.Not:
        negated = not negated
        node = without_bool(node.expression)
    return node, negated


def assignment(
    small: cst.CSTNode | None,
) -> tuple[list[cst.BaseAssignTargetExpression], cst.BaseExpression] | None:
    """(targets, value) of `a = b = value`, `a: T = value` or a walrus alone on its line
    (`(a := value)`); None for anything else."""
    if type(small) is cst.Assign:
        return [t.target for t in small.targets], small.value
    if type(small) is cst.AnnAssign and small.value is not None:
        return [small.target], small.value
    if type(small) is cst.Expr and type(small.value) is cst.NamedExpr:
        return [cast(cst.BaseAssignTargetExpression, small.value.target)], small.value.value
    return None


def returned_after_bookkeeping(
    lines: Sequence[cst.CSTNode],
) -> tuple[cst.BaseExpression | None, set[str]] | None:
    """For a body (its bare strings left out, `literals.code_lines`) that is calls (`log.debug
    (m)`), `pass` and bindings of plain names, then `return value`: the value and the names
    bound before it. None for any other body."""
    if not lines or any(type(line) is not cst.SimpleStatementLine for line in lines):
        return None
    smalls = [small for line in lines for small in cast(cst.SimpleStatementLine, line).body]
    last = smalls[-1]
    if type(last) is not cst.Return:
        return None
    bound: set[str] = set()
    for small in smalls[:-1]:
        if type(small) is cst.Pass or (type(small) is cst.Expr and type(small.value) is cst.Call):
            continue
        binding = assignment(small)
        if binding is None or any(type(t) is not cst.Name for t in binding[0]):
            return None
        bound.update(cast(cst.Name, t).value for t in binding[0])
    return last.value, bound


def lambda_as_def(name: str, value: cst.Lambda) -> cst.FunctionDef:
    """`name = lambda c: <body>` read as the function it defines, `def name(c): return <body>`
    (the body's nodes are the module's own, so findings in it are located there)."""
    body = cst.IndentedBlock(body=[cst.SimpleStatementLine(body=[cst.Return(value.body)])])
    return cst.FunctionDef(name=cst.Name(name), params=value.params, body=body)


def named_lambdas(line: cst.CSTNode) -> list[cst.FunctionDef]:
    """The functions a line defines as `name = lambda ...: ...`, as `def`s (`lambda_as_def`)."""
    found = []
    for small in line.body if type(line) is cst.SimpleStatementLine else ():
        assigned = assignment(small)
        if assigned is not None and len(assigned[0]) == 1 and type(assigned[1]) is cst.Lambda:
            target = assigned[0][0]
            if type(target) is cst.Name:
                found.append(lambda_as_def(target.value, assigned[1]))
    return found


def nonlocal_writes(node: cst.FunctionDef) -> list[tuple[str, cst.BaseExpression | None]]:
    """(name, value) of each assignment a nested function makes to a `nonlocal` name of its
    enclosing function (value None: bound some other way, `del`, a loop, `+=`)."""
    body = list(statements(node.body))
    lines = [s for s in body if isinstance(s, (cst.SimpleStatementLine, cst.SimpleStatementSuite))]
    declared = {
        name.name.value
        for line in lines
        for small in line.body
        if type(small) is cst.Nonlocal
        for name in small.names
    }
    if not declared:
        return []  # most nested functions
    writes: list[tuple[str, cst.BaseExpression | None]] = []
    for stmt in body:
        if not isinstance(stmt, (cst.SimpleStatementLine, cst.SimpleStatementSuite)):
            writes += [(n, None) for n in bound_names(stmt)]  # `for x in ...`
            continue
        for small in stmt.body:
            if (assigned := assignment(small)) is not None:
                targets, value = assigned
                for target in targets:
                    if type(target) is cst.Name:
                        writes.append((target.value, value))
                    else:
                        writes += [(n.value, None) for n in names_in(target)]
            elif isinstance(small, (cst.AugAssign, cst.AnnAssign, cst.Del)):
                writes += [(n.value, None) for n in names_in(small)]
    return [(name, value) for name, value in writes if name in declared]


def literals_without_none(node: cst.BaseExpression) -> bool:
    """A tuple, list or set display of literals, none of them None (`("a", "b")`)."""
    if (
        not (type(node) is cst.Tuple or type(node) is cst.List or type(node) is cst.Set)
        or not node.elements
    ):
        return False
    return all(
        type(e) is not cst.StarredElement and is_literal(e.value) and not is_none(e.value)
        for e in node.elements
    )


def display_holds_none(node: cst.BaseExpression) -> bool:
    """A tuple, list or set display with `None` among its elements (`(None, "")`)."""
    if not (type(node) is cst.Tuple or type(node) is cst.List or type(node) is cst.Set):
        return False
    return any(type(e) is not cst.StarredElement and is_none(e.value) for e in node.elements)


def is_test(node: cst.BaseExpression) -> bool:
    """An expression whose value is the outcome of a test (`x is not None`, `a and b`)."""
    if type(node) is cst.Comparison or type(node) is cst.BooleanOperation:
        return True
    if type(node) is cst.UnaryOperation and type(node.operator) is cst.Not:
        return True
    return type(node) is cst.Call and dotted_name(node.func) in (
        "isinstance",
        "callable",
        "hasattr",
        "bool",
    )


def sole_element(iterable: cst.BaseExpression) -> cst.BaseExpression | None:
    """What a loop over `[x]` or `(x,)` binds its target to: `x` (else unknown)."""
    if (
        type(iterable) is cst.List or type(iterable) is cst.Tuple or type(iterable) is cst.Set
    ) and len(iterable.elements) == 1:
        element = iterable.elements[0]
        if type(element) is cst.Element:
            return element.value
    return None


_LITERAL_KINDS = frozenset({cst.SimpleString, cst.ConcatenatedString, cst.Integer, cst.Float})


def is_literal(node: cst.BaseExpression) -> bool:
    if type(node) in _LITERAL_KINDS:
        return True
    return type(node) is cst.Name and node.value in ("None", "True", "False")


def types_admit_none(types: cst.BaseExpression) -> bool:
    """Whether an isinstance() type argument matches None (`type(None)`, `NoneType`, `object`)."""
    items = [e.value for e in types.elements] if type(types) is cst.Tuple else [types]
    for item in items:
        name = dotted_name(item) if type(item) is not cst.Call else None
        if name is not None and name.rsplit(".", 1)[-1] in ("NoneType", "object", "None"):
            return True
        if (
            type(item) is cst.Call
            and dotted_name(item.func) == "type"
            and item.args
            and is_none(item.args[0].value)
        ):
            return True
    return False


def defined_functions(body: cst.BaseSuite | Sequence[cst.CSTNode]) -> Iterator[cst.FunctionDef]:
    """The functions a block defines, in its nested blocks too (not inside those functions)."""
    for stmt in statements(body):
        if type(stmt) is cst.FunctionDef:
            yield stmt


def names_in(node: cst.CSTNode) -> Iterator[cst.Name]:
    return descendants(node, cst.Name)


def scope_nodes(body: cst.CSTNode) -> list[cst.CSTNode]:
    """Every node of `body` in source order, but not what nested functions, classes and
    lambdas hold (their own scopes; the defining nodes themselves are listed)."""
    found: list[cst.CSTNode] = []
    stack = list(reversed(children(body)))
    while stack:
        node = stack.pop()
        found.append(node)
        kind = type(node)
        if kind is cst.FunctionDef or kind is cst.ClassDef or kind is cst.Lambda:
            continue
        stack.extend(reversed(children(node)))
    return found


def names_bound_twice(body: cst.CSTNode, walrus: bool = True) -> frozenset[str]:
    """The names a scope's body binds more than once (assignments, `+=`, loops, `as`),
    nested functions, classes and lambdas left out. `walrus`: whether its expressions may
    bind names (`:=`, which the module's text tells); when not, its statements alone are
    read, several times fewer nodes than `scope_nodes`."""
    counts: dict[str, int] = {}
    for node in scope_nodes(body) if walrus else _statement_bindings(body):
        for bound in bound_names(node):
            counts[bound] = counts.get(bound, 0) + 1
    return frozenset(n for n, c in counts.items() if c > 1)


def _statement_bindings(body: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """The nodes of a block's statements that bind names (`BINDING_NODES`), comprehension
    targets left out (a comprehension binds in a scope of its own)."""
    for stmt in statements(body):  # type: ignore[arg-type]
        kind = type(stmt)
        if kind is cst.SimpleStatementLine or kind is cst.SimpleStatementSuite:
            for small in stmt.body:  # type: ignore[attr-defined]
                small_kind = type(small)
                if small_kind in BINDING_NODES:
                    yield small
                elif small_kind is cst.Import or small_kind is cst.ImportFrom:
                    names = small.names
                    if type(names) is not cst.ImportStar:
                        yield from (a.asname for a in names if a.asname is not None)
        elif kind is cst.For:
            yield stmt
        elif kind is cst.With:
            yield from (i.asname for i in stmt.items if i.asname is not None)  # type: ignore[attr-defined]
        elif kind is cst.Try or kind is cst.TryStar:
            yield from (h.name for h in stmt.handlers if h.name is not None)  # type: ignore[attr-defined]


def bound_in(nodes: list[cst.CSTNode]) -> tuple[set[str], set[str]]:
    """The names these nodes (`scope_nodes`) bind or delete, and the names whose
    attributes they assign (`args.q = None`)."""
    found: set[str] = set()
    stored: set[str] = set()
    for node in nodes:
        kind = type(node)
        if kind not in BINDING_NODES:
            continue
        found |= bound_names(node)
        if kind is cst.Del:
            found.update(n.value for n in names_in(cast(cst.Del, node).target))
        for target in targets_of(node):
            if type(target) is cst.Attribute:
                stored.update(n.value for n in names_in(target.value))
    return found, stored


def every_param(params: cst.Parameters) -> list[cst.Param]:
    """Every parameter a function or lambda declares, `*args` and `**kwargs` included, in
    source order."""
    star = [params.star_arg] if type(params.star_arg) is cst.Param else []
    kwargs = [params.star_kwarg] if params.star_kwarg is not None else []
    return [*params.posonly_params, *params.params, *star, *params.kwonly_params, *kwargs]


def string_values(node: cst.BaseExpression | None) -> set[str] | None:
    """The texts a string literal, or a conditional choosing between such (`"run" if t
    else "session"`), can have; None for anything else."""
    if type(node) is cst.IfExp:
        body, orelse = string_values(node.body), string_values(node.orelse)
        return body | orelse if body is not None and orelse is not None else None
    text = string_value(node)
    return None if text is None else {text}


def _paired(
    target: cst.BaseExpression, value: cst.BaseExpression | None
) -> list[tuple[cst.Name, cst.BaseExpression]]:
    """The names a target binds with the value each gets, where the value shows it: `a = v`,
    and `a, b = v, w` element by element (no starred element on either side)."""
    if value is None:
        return []
    if type(target) is cst.Name:
        return [(target, value)]
    sequences = (cst.Tuple, cst.List)
    if type(target) not in sequences or type(value) not in sequences:
        return []
    targets = target.elements  # type: ignore[attr-defined]
    values = value.elements  # type: ignore[attr-defined]
    if len(targets) != len(values) or any(
        type(e) is cst.StarredElement for e in (*targets, *values)
    ):
        return []
    return [
        (t.value, v.value)
        for t, v in zip(targets, values, strict=True)
        if type(t.value) is cst.Name
    ]


def literal_bindings(nodes: list[cst.CSTNode]) -> tuple[dict[str, tuple[str, ...]], set[str]]:
    """Over one scope's nodes (`scope_nodes`): the names bound only by `name = "text"` (or
    `name: str = "text"`), with their texts (one, or several on different paths: `s =
    "run"` then `if t: s = "session"`), sorted; and every name the scope binds in any way
    (`binding_counts`). Read anywhere in the scope, such a name holds one of its texts or is
    not bound yet (which raises), whatever the path."""
    texts: dict[str, set[str]] = {}
    literal_counts: dict[str, int] = {}
    for node in nodes:
        kind = type(node)
        if kind is cst.Assign or kind is cst.AnnAssign or kind is cst.NamedExpr:
            targets = targets_of(node)
            value = node.value  # type: ignore[attr-defined]
            pairs = _paired(targets[0], value) if len(targets) == 1 else []
            for target, part in pairs:  # `s = "run"`, `a, b = "run", "session"`
                values = string_values(part)
                if values is not None:
                    texts.setdefault(target.value, set()).update(values)
                    literal_counts[target.value] = literal_counts.get(target.value, 0) + 1
    counts = binding_counts(nodes)
    held = {
        name: tuple(sorted(values))
        for name, values in texts.items()
        if counts.get(name) == literal_counts[name]
    }
    return held, set(counts)


def binding_counts(nodes: list[cst.CSTNode]) -> dict[str, int]:
    """How many times these nodes (one scope's, `scope_nodes`) bind each name, in any way:
    assignments, loops, `as`, imports, definitions, `del`, match captures,
    `global`/`nonlocal` declarations, assignments of nested functions to its names (those
    count twice: another scope's binding)."""
    counts: dict[str, int] = {}

    def bind(name: str, times: int = 1) -> None:
        counts[name] = counts.get(name, 0) + times

    for node in nodes:
        kind = type(node)
        if kind in BINDING_NODES:
            for name in bound_names(node):
                bind(name)
            if kind is cst.Del:
                for deleted in names_in(cast(cst.Del, node).target):
                    bind(deleted.value)
        elif kind is cst.FunctionDef or kind is cst.ClassDef:
            bind(node.name.value)  # type: ignore[attr-defined]
            if kind is cst.FunctionDef:
                for written, _ in nonlocal_writes(cast(cst.FunctionDef, node)):
                    bind(written, 2)  # rebound when the nested function runs
        elif kind is cst.ImportAlias and cast(cst.ImportAlias, node).asname is None:
            imported: cst.BaseExpression = cast(cst.ImportAlias, node).name
            while type(imported) is cst.Attribute:  # `import a.b` binds `a`
                imported = imported.value
            bind(cast(cst.Name, imported).value)
        elif kind is cst.MatchAs or kind is cst.MatchStar:
            captured = node.name  # type: ignore[attr-defined]
            if captured is not None:
                bind(captured.value)
        elif kind is cst.Global or kind is cst.Nonlocal:
            for item in node.names:  # type: ignore[attr-defined]
                bind(item.name.value, 2)  # another scope's name
    return counts


def literal_collection(value: cst.BaseExpression | None) -> bool:
    """`("a", "b")`, `["a"]`, `{"a"}`, or `frozenset(...)`/`set(...)`/`tuple(...)`/`list(...)`
    of one: a collection of literals, none of them None; or a dict display whose keys are
    such literals (`{"a": 1}`: `in` tests its keys)."""
    if type(value) is cst.Dict:
        return bool(value.elements) and all(
            type(e) is cst.DictElement and is_literal(e.key) and not is_none(e.key)
            for e in value.elements
        )
    if (
        type(value) is cst.Call
        and dotted_name(value.func) in ("frozenset", "set", "tuple", "list")
        and len(value.args) == 1
        and not value.args[0].star
        and value.args[0].keyword is None
    ):
        value = value.args[0].value
    return value is not None and literals_without_none(value)


def comp_fors(node: cst.BaseComp | cst.DictComp) -> Iterator[cst.CompFor]:
    """A comprehension's `for` clauses, outermost first."""
    for_in: cst.CompFor | None = node.for_in
    while for_in is not None:
        yield for_in
        for_in = for_in.inner_for_in


def comp_targets(node: cst.BaseComp | cst.DictComp) -> Iterator[cst.BaseExpression]:
    return (for_in.target for for_in in comp_fors(node))


def walruses_in(node: cst.CSTNode) -> Iterator[cst.NamedExpr]:
    """Assignment expressions in a comprehension (nested ones too), not in lambdas."""
    stack = list(children(node))
    while stack:
        current = stack.pop()
        if type(current) is cst.NamedExpr:
            yield current
        if type(current) is not cst.Lambda:
            stack.extend(children(current))


ONE_TARGET = frozenset({cst.AnnAssign, cst.AugAssign, cst.For, cst.CompFor, cst.NamedExpr})


# The nodes that bind or delete names (`targets_of`, and `del`).
BINDING_NODES = ONE_TARGET | {cst.Assign, cst.AsName, cst.Del}


def targets_of(node: cst.CSTNode) -> list[cst.BaseExpression]:
    """What a statement or expression node writes to: assignment targets, `for` targets, the
    walrus's name, an `as` name."""
    kind = type(node)  # not isinstance: libcst's classes are (slow) ABCs
    if kind is cst.Assign:
        return [t.target for t in cast(cst.Assign, node).targets]
    if kind in ONE_TARGET:
        return [node.target]  # type: ignore[attr-defined]
    if kind is cst.AsName:
        return [cast(cst.AsName, node).name]
    return []


def bound_names(node: cst.CSTNode) -> set[str]:
    """Names a statement or expression node binds itself (assignment targets, walrus)."""
    names: set[str] = set()
    for target in targets_of(node):
        if type(target) is cst.Name:
            names.add(target.value)
        elif type(target) is cst.Tuple or type(target) is cst.List:
            names |= {n.value for n in names_in(target)}
    return names


def type_of(node: cst.BaseExpression) -> cst.BaseExpression | None:
    """`x` in `type(x)`."""
    if (
        type(node) is cst.Call
        and type(node.func) is cst.Name
        and node.func.value == "type"
        and len(node.args) == 1
        and not node.args[0].star
        and node.args[0].keyword is None
    ):
        return node.args[0].value
    return None


def no_default(call: cst.Call) -> bool:
    """Whether a `.get(key)` call has no default, or None as its default."""
    args = call.args
    if any(a.star or a.keyword is not None for a in args):
        return len(args) == 2 and args[1].keyword is not None and is_none(args[1].value)
    return len(args) == 1 or (len(args) == 2 and is_none(args[1].value))


def none_or_other(value: cst.BaseExpression) -> cst.BaseExpression | None:
    """The other side of a value that is None or one other thing: a conditional expression
    with a `None` branch, or `x or None` (None whenever `x` is falsy)."""
    if type(value) is cst.IfExp:
        if is_none(value.orelse):
            return value.body
        if is_none(value.body):
            return value.orelse
    if (
        type(value) is cst.BooleanOperation
        and type(value.operator) is cst.Or
        and is_none(value.right)
    ):
        return value.left
    return None


def holder_key(target: cst.BaseExpression) -> str | None:
    """What a store into `target` puts a secret into: `headers` for `headers["a"] = s`,
    `client.headers` for `client.headers["a"] = s`, `h.token` for `h.token = s` (the object
    `client` itself does not hand it back from its other methods)."""
    while type(target) is cst.Subscript:
        target = target.value
    return dotted_name(target)


def base_name(node: cst.BaseExpression) -> str | None:
    while type(node) is cst.Attribute or type(node) is cst.Subscript:
        node = node.value  # type: ignore[attr-defined]
    return node.value if type(node) is cst.Name else None


def excludes_none(pattern: cst.MatchPattern) -> bool:
    """Whether a subject that matches `pattern` cannot be None."""
    if type(pattern) is cst.MatchSingleton:
        return not is_none(pattern.value)
    if isinstance(pattern, (cst.MatchValue, cst.MatchClass, cst.MatchSequence, cst.MatchMapping)):
        return True
    if type(pattern) is cst.MatchAs:
        return pattern.pattern is not None and excludes_none(pattern.pattern)
    if type(pattern) is cst.MatchOr:
        return all(excludes_none(p.pattern) for p in pattern.patterns)
    return False


def value_pattern_text(pattern: cst.MatchPattern) -> str | None:
    """The text of a pattern that compares the subject with values and binds nothing
    (`case "strict":`, `case 1 | 2:`, `case None:`); None for any other pattern. Two cases
    with the same text match the same subjects."""
    if type(pattern) is cst.MatchValue or type(pattern) is cst.MatchSingleton:
        return cst.Module([]).code_for_node(pattern.value)
    if type(pattern) is cst.MatchOr:
        parts = [value_pattern_text(p.pattern) for p in pattern.patterns]
        return None if None in parts else " | ".join(cast(list[str], parts))
    return None


def matches_none(pattern: cst.MatchPattern) -> bool:
    """Whether None matches `pattern` (`case None:`, `case None | 0:`): a subject that gets
    past such a case (with no guard) is not None."""
    if type(pattern) is cst.MatchSingleton:
        return is_none(pattern.value)
    if type(pattern) is cst.MatchAs:
        return pattern.pattern is not None and matches_none(pattern.pattern)
    if type(pattern) is cst.MatchOr:
        return any(matches_none(p.pattern) for p in pattern.patterns)
    return False


def iteration_parts(
    target: cst.BaseExpression, iterable: cst.BaseExpression
) -> list[tuple[cst.BaseExpression, cst.BaseExpression]] | None:
    """A loop over several iterables at once, split into (target, iterable) pairs: `i, x`
    over `enumerate(xs)` is `x` over `xs` (`i` counts); `a, b` over `zip(xs, ys)` is `a`
    over `xs` and `b` over `ys`. None for any other loop."""
    if type(target) is not cst.Tuple and type(target) is not cst.List:
        return None
    if any(type(e) is not cst.Element for e in target.elements):
        return None
    names = [e.value for e in target.elements]
    if type(iterable) is not cst.Call or any(a.star for a in iterable.args):
        return None
    called = dotted_name(iterable.func)
    args = [a.value for a in iterable.args if a.keyword is None]
    if called == "enumerate" and len(args) in (1, 2) and len(names) == 2:
        return [(names[1], args[0])]
    if called == "zip" and len(args) == len(names) and args:
        return list(zip(names, args, strict=True))
    return None


def loop_parts(
    loop: cst.For | cst.CompFor,
) -> list[tuple[cst.BaseExpression, cst.BaseExpression]]:
    """(target, iterable) pairs of a loop: itself, or its parts (`iteration_parts`), split
    again where a part is itself such a loop (`enumerate(zip(xs, ys))`)."""
    pairs: list[tuple[cst.BaseExpression, cst.BaseExpression]] = [(loop.target, loop.iter)]
    done: list[tuple[cst.BaseExpression, cst.BaseExpression]] = []
    while pairs:
        target, iterable = pairs.pop()
        parts = iteration_parts(target, iterable)
        if parts is None:
            done.append((target, iterable))
        else:
            pairs += parts
    return done


def literal_items(node: cst.BaseExpression | None) -> list[cst.BaseExpression] | None:
    """The elements of a tuple or list literal without a starred one, else None."""
    if not (type(node) is cst.Tuple or type(node) is cst.List):
        return None
    if any(type(e) is cst.StarredElement for e in node.elements):
        return None
    return [e.value for e in node.elements]


def dict_call_entries(node: cst.CSTNode | None) -> list[tuple[str, cst.BaseExpression]] | None:
    """The keys and values of `dict(a=x, b=y)` (keyword arguments only), the display
    `{"a": x, "b": y}` written as a call; None for anything else."""
    if type(node) is not cst.Call or type(node.func) is not cst.Name or node.func.value != "dict":
        return None  # (checked first, cheaply: every call the flow meets is asked)
    if not node.args:
        return None
    entries = []
    for arg in node.args:
        if arg.keyword is None or arg.star:
            return None
        entries.append((arg.keyword.value, arg.value))
    return entries


def unpacked(
    targets: list[cst.BaseExpression], value: cst.BaseExpression | None
) -> list[cst.BaseExpression | None] | None:
    """The value each target of an unpacking receives from a tuple or list literal (for a
    starred target, a list of the values it takes), or None when that is not known."""
    items = literal_items(value)
    if items is None:
        return None
    values: list[cst.BaseExpression | None] = list(items)
    stars = [i for i, t in enumerate(targets) if type(t) is cst.StarredElement]
    if not stars:
        return values if len(values) == len(targets) else None
    if len(stars) > 1 or len(values) < len(targets) - 1:
        return None
    star, after = stars[0], len(targets) - stars[0] - 1
    rest = values[star : len(values) - after]
    taken = cst.List([cst.Element(v) for v in rest if v is not None])  # `first, *rest = ...`
    return [*values[:star], taken, *values[len(values) - after :]]


def matched_parts(
    pattern: cst.MatchPattern, subject: cst.BaseExpression
) -> list[tuple[cst.MatchPattern, cst.BaseExpression]] | None:
    """Each element pattern of a sequence pattern with the subject's element it matches, when
    the subject is a tuple or list literal of the same length, without stars."""
    elements = literal_items(subject)
    if not isinstance(pattern, cst.MatchSequence) or elements is None:
        return None
    patterns = list(pattern.patterns)
    if len(patterns) != len(elements) or any(
        type(p) is not cst.MatchSequenceElement for p in patterns
    ):
        return None
    return [
        (cast(cst.MatchSequenceElement, p).value, e)
        for p, e in zip(patterns, elements, strict=True)
    ]


def irrefutable(pattern: cst.MatchPattern) -> bool:
    """Whether everything matches `pattern` (`case _:`, `case x:`)."""
    if type(pattern) is cst.MatchAs:
        return pattern.pattern is None or irrefutable(pattern.pattern)
    if type(pattern) is cst.MatchOr:
        return any(irrefutable(p.pattern) for p in pattern.patterns)
    return False


# Expressions whose value is never None.
NON_NONE_NODES = (
    cst.SimpleString,
    cst.ConcatenatedString,
    cst.FormattedString,
    cst.Integer,
    cst.Float,
    cst.Imaginary,
    cst.List,
    cst.Tuple,
    cst.Set,
    cst.Dict,
    cst.ListComp,
    cst.SetComp,
    cst.DictComp,
    cst.GeneratorExp,
    cst.Lambda,
)


NON_NONE_KINDS = frozenset(NON_NONE_NODES)


NON_NONE_CALLS = {
    "dict",
    "list",
    "set",
    "tuple",
    "frozenset",
    "str",
    "int",
    "float",
    "bool",
    "bytes",
    "object",
}


def member_read(
    value: cst.BaseExpression, literal: Callable[[cst.BaseExpression], str | None] = string_value
) -> cst.BaseExpression:
    """`getattr(c, "identity")` (or `getattr(c, "identity", None)`) as the member it reads
    (`c.identity`), its name read by `literal` (a module constant too, where the caller
    knows them); any other value as is."""
    if (
        type(value) is cst.Call
        and dotted_name(value.func) == "getattr"
        and (len(value.args) == 2 or (len(value.args) == 3 and is_none(value.args[2].value)))
        and not any(arg.star or arg.keyword for arg in value.args)
    ):
        attr = literal(value.args[1].value)
        if attr is not None and attr.isidentifier() and not keyword.iskeyword(attr):
            return cst.Attribute(value.args[0].value, cst.Name(attr))
    return value


def members_read(
    value: cst.BaseExpression, literal: Callable[[cst.BaseExpression], str | None] = string_value
) -> cst.BaseExpression:
    """`value` with each `getattr(c, "x")` along its chain of members read as `c.x`
    (`getattr(getattr(c, "identity"), "tenant")` is `c.identity.tenant`)."""
    value = member_read(value, literal)
    if type(value) is cst.Attribute:
        inner = members_read(value.value, literal)
        if inner is not value.value:
            return cst.Attribute(inner, value.attr)
    return value


class _Replacing(cst.CSTTransformer):
    def __init__(self, by_id: Mapping[int, cst.CSTNode]) -> None:
        self.by_id = by_id

    def on_leave(self, original: cst.CSTNode, updated: cst.CSTNode):  # type: ignore[override]
        return self.by_id.get(id(original), updated)


def replaced(tree: cst.BaseExpression, by_id: Mapping[int, cst.CSTNode]) -> cst.BaseExpression:
    """`tree` with the nodes `by_id` names (by their id) replaced, in one walk: replacing
    one at a time (`deep_replace`) rebuilds the tree, and the others are then not in it."""
    return cast(cst.BaseExpression, tree.visit(_Replacing(by_id))) if by_id else tree
