"""An exception reaches only the handlers that may catch it (`devkit/checker/raises.py`).

A guard written inside `try` whose `raise` no handler catches keeps its meaning after the
`try`; where what a node raises or what a handler catches is not known, every handler may
run, as before. The adversarial corpus holds the guard forms (s44_x*, s45_x*, s45_f*);
these are the edges of the reading itself.
"""

from __future__ import annotations

import pytest

from .test_semantics import codes

HEAD = "from devkit.agent import ToolExecutionContext, tool\n"


def _tool(body: str, before: str = "") -> str:
    lines = "".join(f"    {line}\n" for line in body.strip("\n").splitlines())
    return f"{HEAD}{before}\n@tool(name='t')\ndef t(args, ctx: ToolExecutionContext):\n{lines}"


GUARD = "if ctx.identity is None:\n    raise PermissionError('anonymous')\n"


def _guarded_body(guard: str = GUARD, handler: str = "KeyError") -> str:
    return (
        "try:\n"
        + "".join(f"    {line}\n" for line in guard.strip("\n").splitlines())
        + f"    value = args.lookup()\nexcept {handler}:\n    value = None\n"
        + "return f'{value}:{ctx.identity.tenant}'\n"
    )


def _guarded(handler: str, before: str = "", guard: str = GUARD) -> str:
    return _tool(_guarded_body(guard, handler), before)


# Handlers that may catch the guard's PermissionError, or whatever they name: the read
# after the `try` is unguarded on the handler's path.
CATCHING = {
    "the same class": _guarded("PermissionError"),
    "a base class": _guarded("OSError"),
    "a tuple holding a base": _guarded("(KeyError, Exception)"),
    "a bare except": _tool(
        "try:\n    " + GUARD.replace("\n", "\n    ") + "value = 1\nexcept:\n    value = None\n"
        "return ctx.identity.tenant\n"
    ),
    "an alias of OSError from the standard library": _guarded("socket.error", "import socket\n"),
    "a name bound to a tuple": _guarded("ERRORS", "ERRORS = (KeyError, PermissionError)\n"),
    "KeyboardInterrupt, which may arrive anywhere": _guarded("KeyboardInterrupt"),
    "a module class deriving from it": _guarded(
        "Refused", "class Refused(PermissionError):\n    pass\n", GUARD
    ).replace("raise PermissionError", "raise Refused"),
}

# Handlers that cannot catch it: the guard holds after the `try`.
NOT_CATCHING = {
    "an unrelated builtin": _guarded("KeyError"),
    "a subclass of its base that is not it": _guarded("FileNotFoundError"),
    "a library error of its own": _guarded("httpx.HTTPError", "import httpx\n"),
    "a module class named as a builtin it is not": _guarded(
        "OSError", "class TimeoutError(Exception):\n    pass\n", GUARD
    ).replace("raise PermissionError", "raise TimeoutError"),
    "a module class on unknown bases": _guarded(
        "StoreDown", "from vendor import Base\nclass StoreDown(Base):\n    pass\n"
    ),
}


@pytest.mark.parametrize("source", CATCHING.values(), ids=CATCHING.keys())
def test_a_handler_that_may_catch_the_guards_error_leaves_the_member_unguarded(source):
    assert [c for c, _ in codes(source)] == ["DK201"]


@pytest.mark.parametrize("source", NOT_CATCHING.values(), ids=NOT_CATCHING.keys())
def test_a_handler_that_cannot_catch_the_guards_error_keeps_the_guard(source):
    assert codes(source) == []


# Guards whose test or raise may raise anything: every handler around may run.
OPAQUE = {
    "a test calling a function not read": GUARD.replace("ctx.identity is None", "check(ctx)"),
    "a test comparing with ==": GUARD.replace("is None", "== None"),
    "a raise of an imported class": GUARD.replace("PermissionError", "vendor.Denied"),
    "a raise of a caught error": "if ctx.identity is None:\n    raise err\n",
    "a method of another object logging": GUARD.replace("raise", "audit.warning('x')\n    raise"),
    "a print to another stream": GUARD.replace("raise", "print('x', file=audit)\n    raise"),
    "a decorated predicate": GUARD.replace("ctx.identity is None", "anonymous(ctx)"),
    "a recursive predicate": GUARD.replace("ctx.identity is None", "deep(ctx, 3)"),
    "an error class with its own __init__": GUARD.replace("PermissionError", "Loud"),
}
_OPAQUE_BEFORE = (
    "import functools\nimport vendor\nerr = KeyError('x')\naudit = vendor.Audit()\n"
    "@functools.cache\ndef anonymous(c):\n    return c.identity is None\n"
    "def deep(c, n):\n    return c.identity is None if n == 0 else deep(c, n - 1)\n"
    "class Loud(Exception):\n    def __init__(self, m):\n        super().__init__(m.upper())\n"
)


@pytest.mark.parametrize("guard", OPAQUE.values(), ids=OPAQUE.keys())
def test_a_guard_raising_what_is_not_read_reaches_every_handler(guard):
    assert [c for c, _ in codes(_guarded("KeyError", _OPAQUE_BEFORE, guard))] == ["DK201"]


def test_a_handler_no_node_reaches_is_read_as_reachable():
    # `try: value = 1` raises nothing a KeyError handler catches; its lines are still read
    # (a placeholder body, a handler written for later), not taken for dead code.
    source = _tool(
        "try:\n    value = 1\nexcept KeyError:\n    return ctx.identity.tenant\nreturn value\n"
    )
    assert [c for c, _ in codes(source)] == ["DK201"]


def test_a_suppress_block_routes_as_a_try():
    source = _tool(
        "with contextlib.suppress(KeyError):\n"
        "    if ctx.identity is None:\n        raise PermissionError('anonymous')\n"
        "    args.cache.pop('k')\n"
        "return ctx.identity.tenant\n",
        "import contextlib\n",
    )
    assert codes(source) == []
    assert [c for c, _ in codes(source.replace("suppress(KeyError)", "suppress(OSError)"))] == [
        "DK201"
    ]


def test_a_finally_block_sees_the_state_before_the_guard():
    # `finally` runs on every exit, the guard's own raise included.
    source = _tool(
        "try:\n    " + GUARD.replace("\n", "\n    ") + "return 1\n"
        "finally:\n    print(ctx.identity.tenant)\n"
    )
    assert [c for c, _ in codes(source)] == ["DK201"]


# Spellings whose raising is read as the plain guard's: the guard keeps its meaning.
READ_THROUGH = {
    "parts of one line": (
        "try:\n    assert ctx.identity is not None; value = args.lookup()\n"
        "except KeyError:\n    value = None\nreturn f'{value}:{ctx.identity.tenant}'\n",
        "",
    ),
    "a predicate re-raising what it catches": (
        "try:\n    if anonymous(ctx):\n        raise PermissionError('no')\n"
        "    value = args.lookup()\nexcept KeyError:\n    value = None\n"
        "return f'{value}:{ctx.identity.tenant}'\n",
        "def anonymous(c):\n    try:\n        return c.identity is None\n"
        "    except ZeroDivisionError:\n        raise\n",
    ),
    "a predicate under contextlib.nullcontext()": (
        "try:\n    if anonymous(ctx):\n        raise PermissionError('no')\n"
        "    value = args.lookup()\nexcept KeyError:\n    value = None\n"
        "return f'{value}:{ctx.identity.tenant}'\n",
        "import contextlib\ndef anonymous(c):\n    with contextlib.nullcontext():\n"
        "        return c.identity is None\n",
    ),
    "an f-string message": (
        _guarded_body(GUARD.replace("'anonymous'", "f'{args.name} is anonymous'")),
        "",
    ),
    "a message built by str.format": (
        _guarded_body(GUARD.replace("'anonymous'", "'{} is anonymous'.format(args.name)")),
        "",
    ),
    "a message logged through a module logger": (
        _guarded_body(GUARD.replace("raise", "log.warning('refused %s', args.name)\n    raise")),
        "import logging\nlog = logging.getLogger(__name__)\n",
    ),
    "a message printed to stderr": (
        _guarded_body(GUARD.replace("raise", "print('refused', file=sys.stderr)\n    raise")),
        "import sys\n",
    ),
    "a dict returned by the guard": (
        _guarded_body("if ctx.identity is None:\n    return {'ok': False, 'why': 'anonymous'}\n"),
        "",
    ),
}


@pytest.mark.parametrize("body, before", READ_THROUGH.values(), ids=READ_THROUGH.keys())
def test_spellings_of_a_guard_that_raise_nothing_more_keep_it(body, before):
    assert codes(_tool(body, before)) == []


def test_a_predicate_opening_a_file_may_raise_what_the_handler_catches():
    # `open()` may raise an `OSError`, and the handler then runs with identity untested.
    body = READ_THROUGH["a predicate under contextlib.nullcontext()"][0]
    before = "def anonymous(c):\n    with open('x'):\n        return c.identity is None\n"
    assert [c for c, _ in codes(_tool(body.replace("KeyError", "OSError"), before))] == ["DK201"]


def test_each_except_clause_gets_only_what_it_may_catch():
    # The guard's PermissionError goes to its own clause, which returns; the KeyError clause,
    # which falls through, runs only after the guard held.
    body = (
        "try:\n    " + GUARD.replace("\n", "\n    ") + "value = args.lookup()\n"
        "except PermissionError:\n    return None\nexcept KeyError:\n    value = None\n"
        "return f'{value}:{ctx.identity.tenant}'\n"
    )
    assert codes(_tool(body)) == []
    swapped = body.replace(
        "except PermissionError:\n    return None", "except PermissionError:\n    value = 0"
    )
    assert [c for c, _ in codes(_tool(swapped))] == ["DK201"]
