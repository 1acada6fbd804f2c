"""Which exceptions a node of the control-flow graph can raise, where that is plain to see.

By default any node may raise anything, and its state reaches every `except` and
`contextlib.suppress` around it. Two kinds of node raise less, and only there is that
narrowed, so a guard's own `raise` is not taken for an error a handler swallows:

- `raise PermissionError("...")`: a builtin exception built from literals or names raises
  that exception alone; an `except KeyError:` around it never sees it.
- `if ctx.identity is None:`: a test made of names, attribute reads, `is`/`is not`, `not`,
  `and`/`or` and truth values raises what an attribute read raises: `AttributeError`, or
  what the frameworks' context properties raise outside their service or request
  (`ValueError`, `RuntimeError`; see the framework facts).

What reaches a handler is then decided by the classes' hierarchy (`issubclass` on the
builtins); a name that is not a builtin exception may be anything, so it catches all.
"""

from __future__ import annotations

import builtins

import libcst as cst

BUILTIN_EXCEPTIONS: dict[str, type[BaseException]] = {
    name: value
    for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, BaseException)
}
_PLAIN_ARGUMENTS = (
    cst.SimpleString,
    cst.ConcatenatedString,
    cst.Integer,
    cst.Float,
    cst.Name,
)
_IDENTITY_TESTS = (cst.Is, cst.IsNot)
_ATTRIBUTE_READ_RAISES = frozenset({"AttributeError", "ValueError", "RuntimeError"})


def raised_by(code: cst.CSTNode | None, test: bool) -> frozenset[str] | None:
    """What evaluating `code` can raise (a `test`: the test of its `if`/`while`); None when
    it may be anything."""
    if test:
        if type(code) is cst.If or type(code) is cst.While:
            return _test_raises(code.test)
        return None
    smalls = code.body if type(code) is cst.SimpleStatementLine else (code,)
    raised: set[str] = set()
    for small in smalls:
        # (`pass` is left to raise anything: `try: pass` is a placeholder, and the handlers
        # written under it are read as if the body could reach them)
        if type(small) is not cst.Raise:
            return None
        name = _builtin_raised(small)
        if name is None:
            return None
        raised.add(name)
    return frozenset(raised)


def admits(handled: frozenset[str] | None, raised: frozenset[str]) -> bool:
    """Whether handlers catching `handled` (None: anything) may catch one of `raised`."""
    if handled is None:
        return True
    for caught in handled:
        catching = BUILTIN_EXCEPTIONS.get(caught)
        if catching is None:
            return True  # a class of the program, or an alias: it may be any of them
        if any(issubclass(BUILTIN_EXCEPTIONS[name], catching) for name in raised):
            return True
    return False


def _builtin_raised(statement: cst.Raise) -> str | None:
    exc = statement.exc
    if type(exc) is cst.Call and all(type(a.value) in _PLAIN_ARGUMENTS for a in exc.args):
        exc = exc.func
    if type(exc) is not cst.Name or exc.value not in BUILTIN_EXCEPTIONS:
        return None
    if statement.cause is not None and type(statement.cause.item) is not cst.Name:
        return None  # `raise E from f()`: the call may raise first
    return exc.value


def _test_raises(test: cst.BaseExpression) -> frozenset[str] | None:
    stack = [test]
    raised: set[str] = set()
    while stack:
        node = stack.pop()
        if type(node) is cst.Name:
            continue
        if type(node) is cst.Attribute:
            raised |= _ATTRIBUTE_READ_RAISES
            stack.append(node.value)
        elif type(node) is cst.UnaryOperation and type(node.operator) is cst.Not:
            stack.append(node.expression)
        elif type(node) is cst.BooleanOperation:
            stack += (node.left, node.right)
        elif type(node) is cst.Comparison and all(
            type(c.operator) in _IDENTITY_TESTS for c in node.comparisons
        ):
            stack.append(node.left)
            stack += (c.comparator for c in node.comparisons)
        else:
            return None
    return frozenset(raised)
