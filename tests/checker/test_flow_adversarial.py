"""The dataflow engine on the control flow real code is made of (SPEC §10).

Each form comes as buggy cases (the finding must be there, on the right line) and clean
cases (no finding): break/continue/return/raise, loop `else`, try/except/else/finally,
with, match/case, NoReturn calls, loops to a fixpoint, assignments that kill or
establish facts, aliases (unpacking, lambda and nested-function defaults, closures,
comprehension scopes), sound guard tests, and secret taint through the ways a value
travels.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from devkit.checker.engine import check_source

CORPUS = Path(__file__).parents[1] / "data" / "adversarial"

HEADER = (
    "import sys, os, functools, logging\n"
    "from typing import NoReturn\n"
    "from devkit.agent import tool, Need, ToolExecutionContext\n"
    "from devkit.mcp import tool as mcp_tool, ExecutionContext\n"
    "log = logging.getLogger(__name__)\n\n\n"
    "def fail(message) -> NoReturn:\n"
    "    raise RuntimeError(message)\n\n\n"
    "def leave():\n"
    "    sys.exit(1)\n\n\n"
    "@tool(name='t', needs=[Need('g')])\n"
    "def t(args, ctx: ToolExecutionContext, items=(), flag=False):\n"
)
FIRST_BODY_LINE = HEADER.count("\n") + 1


def findings(body: str, code: str) -> list[int]:
    """Body lines (1 = first line of the tool's body) with a finding of `code`."""
    source = HEADER + textwrap.indent(textwrap.dedent(body).strip("\n"), "    ") + "\n"
    found = check_source(source, "t.py").findings
    assert not [f for f in found if f.code in ("DK901", "DK001")], [f.message for f in found]
    return [f.line - FIRST_BODY_LINE + 1 for f in found if f.code == code]


# Each case: (body, lines of the tool body that must carry DK201).
DK201_CASES = {
    # -- joins of a name holding a member on some paths and another value on others ----------
    "default-when-none-is-never-none": (
        """
        ident = ctx.identity
        if ident is None:
            ident = MemoryIdentity(tenant="t")
        return ident.principal
        """,
        [],
    ),
    "default-on-another-condition-may-be-none": (
        """
        ident = ctx.identity
        if flag:
            ident = MemoryIdentity(tenant="t")
        print(ident.principal)
        """,
        [4],
    ),
    "default-in-the-else-branch": (
        """
        if ctx.identity is not None:
            ident = ctx.identity
        else:
            ident = MemoryIdentity(tenant="t")
        return ident.principal
        """,
        [],
    ),
    # -- what a method of a field's value returns may be None ---------------------------------
    "artifact-get-result": (
        """
        if not ctx.has_artifacts:
            return None
        found = ctx.artifacts.get("report")
        print(found.data)
        """,
        [4],
    ),
    "artifact-get-result-tested": (
        """
        if not ctx.has_artifacts:
            return None
        found = ctx.artifacts.get("report")
        if found is None:
            return None
        other = ctx.artifacts.get("other")
        return found.data, other.data if other else None
        """,
        [],
    ),
    "one-result-tested-says-nothing-of-another": (
        """
        if not ctx.has_artifacts:
            return None
        first = ctx.artifacts.get("a")
        if first is None:
            return None
        second = ctx.artifacts.get("b")
        return first.data + second.data
        """,
        [7],
    ),
    # -- members of a field's value that may be None (`identity.tenant: str | None`) ------------
    "nested-member-may-be-none": (
        """
        if ctx.identity is None:
            return None
        return ctx.identity.tenant.upper()
        """,
        [3],
    ),
    "nested-member-guarded-by-a-conjunction": (
        """
        if ctx.identity and ctx.identity.tenant:
            return ctx.identity.tenant.upper()
        """,
        [],
    ),
    "nested-member-read-not-dereferenced": (
        """
        if ctx.identity is None:
            return None
        return ctx.identity.tenant
        """,
        [],
    ),
    "nested-member-through-an-alias": (
        """
        ident = ctx.identity
        if ident is None or ident.principal is None:
            return None
        return ident.principal.lower(), ident.conversation.lower()
        """,
        [4],
    ),
    "match-class-keyword-capture-may-be-none": (
        """
        match ctx.identity:
            case MemoryIdentity(tenant=tenant):
                return tenant.upper()
        """,
        [3],
    ),
    "match-class-keyword-capture-tested": (
        """
        match ctx.identity:
            case MemoryIdentity(tenant=tenant) if tenant:
                return tenant.upper()
        """,
        [],
    ),
    # -- membership in a display of literals ----------------------------------------------------
    "in-literals-proves-not-none": (
        """
        if ctx.run_id in ("a", "b"):
            print(ctx.run_id.upper())
        """,
        [],
    ),
    "not-in-literals-with-early-return": (
        """
        if ctx.run_id not in {"a", "b"}:
            return None
        return ctx.run_id.upper()
        """,
        [],
    ),
    "in-literals-with-none-proves-nothing": (
        """
        if ctx.run_id in ("a", None):
            print(ctx.run_id.upper())
        """,
        [2],
    ),
    "in-a-name-proves-nothing": (
        """
        if ctx.run_id in items:
            print(ctx.run_id.upper())
        """,
        [2],
    ),
    # -- a nested function that rebinds a name of this one (`nonlocal`) ----------------------
    "nonlocal-rebound-to-none-by-a-call": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        def reset():
            nonlocal ident
            ident = None
        reset()
        return ident.tenant
        """,
        [8],
    ),
    "nonlocal-rebinding-not-called": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        def reset():
            nonlocal ident
            ident = None
        return ident.tenant
        """,
        [],
    ),
    "nonlocal-of-another-name": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        count = 0
        def bump():
            nonlocal count
            count += 1
        bump()
        return ident.tenant
        """,
        [],
    ),
    # -- a name holding a test's outcome (`ok = x is not None`) -------------------------------
    "aliased-condition-guards": (
        """
        ident = ctx.identity
        ok = ident is not None
        if ok:
            print(ident.tenant)
        """,
        [],
    ),
    "aliased-negated-condition-with-early-return": (
        """
        missing = ctx.identity is None or ctx.signal is None
        if missing:
            return None
        ctx.signal.throw_if_aborted()
        return ctx.identity.tenant
        """,
        [],
    ),
    "aliased-condition-of-two-with-not": (
        """
        ident, signal = ctx.identity, ctx.signal
        ready = ident is not None and signal is not None
        if not ready:
            raise ValueError("not ready")
        signal.throw_if_aborted()
        return ident.tenant
        """,
        [],
    ),
    "aliased-condition-after-its-name-is-rebound": (
        """
        ident = ctx.identity
        ok = ident is not None
        ident = ctx.identity if flag else None
        if ok:
            print(ident.tenant)
        """,
        [5],
    ),
    "aliased-condition-rebound-itself": (
        """
        ok = ctx.identity is not None
        if flag:
            ok = True
        if ok:
            print(ctx.identity.tenant)
        """,
        [5],
    ),
    "aliased-condition-after-the-member-is-stored": (
        """
        ok = ctx.identity is not None
        ctx.identity = lookup()
        if ok:
            print(ctx.identity.tenant)
        """,
        [4],
    ),
    "aliased-condition-set-on-one-path-only": (
        """
        ident = ctx.identity
        if flag:
            ok = ident is not None
        else:
            ok = bool(items)
        if ok:
            print(ident.tenant)
        """,
        [7],
    ),
    "aliased-condition-that-proves-nothing": (
        """
        ident = ctx.identity
        ok = ident is not None or flag
        if ok:
            print(ident.tenant)
        """,
        [4],
    ),
    # -- break / continue / return / raise are different edges --------------------------
    "continue-skips-the-none-path": (
        """
        for item in items:
            if ctx.identity is None:
                continue
            print(ctx.identity.tenant)
        """,
        [],
    ),
    "break-leaves-the-loop-unguarded": (
        """
        for item in items:
            if ctx.identity is None:
                break
        print(ctx.identity.tenant)
        """,
        [4],
    ),
    "break-guarded-exit": (
        """
        while True:
            if ctx.identity is not None:
                break
        print(ctx.identity.tenant)
        """,
        [],
    ),
    "while-true-without-break-never-ends": (
        """
        while True:
            if ctx.identity is None:
                continue
            print(ctx.identity.tenant)
        """,
        [],
    ),
    "loop-else-runs-without-break": (
        """
        for item in items:
            if ctx.identity is None:
                break
        else:
            print(ctx.identity.tenant)
        """,
        [5],
    ),
    "while-else-after-false-test": (
        """
        while ctx.identity is None:
            pass
        else:
            print(ctx.identity.tenant)
        """,
        [],
    ),
    "raise-in-one-branch": (
        """
        if ctx.identity is None:
            raise ValueError("no identity")
        print(ctx.identity.tenant)
        """,
        [],
    ),
    "return-in-only-one-of-two-branches": (
        """
        if flag:
            return None
        elif ctx.identity is None:
            print("none")
        print(ctx.identity.tenant)
        """,
        [5],
    ),
    # -- loops reach a fixpoint ----------------------------------------------------------------
    "guard-lost-on-the-second-iteration": (
        """
        if ctx.identity is None:
            return None
        for item in items:
            print(ctx.identity.tenant)
            ctx.identity = None
        """,
        [4],
    ),
    "guard-kept-around-the-loop": (
        """
        if ctx.identity is None:
            return None
        for item in items:
            print(ctx.identity.tenant)
        """,
        [],
    ),
    "alias-rebound-later-in-the-loop": (
        """
        c = ctx
        for item in items:
            print(c.identity.tenant if c.identity else "")
            c = item
        """,
        [],
    ),
    # -- try / except / else / finally ------------------------------------------------------
    # the handler runs only after `int(args)` raised, which is after the guard: the test of
    # identity raises no ValueError (raises.py)
    "handler-sees-the-body-guard-before-what-raises-into-it": (
        """
        try:
            if ctx.identity is None:
                return None
            value = int(args)
        except ValueError:
            print(ctx.identity.tenant)
        """,
        [],
    ),
    "handler-does-not-see-the-body-guard-after-what-raises-into-it": (
        """
        try:
            value = int(args)
            if ctx.identity is None:
                return None
        except ValueError:
            print(ctx.identity.tenant)
        """,
        [6],
    ),
    "else-runs-after-the-guarded-body": (
        """
        try:
            if ctx.identity is None:
                return None
        except ValueError:
            return None
        else:
            print(ctx.identity.tenant)
        """,
        [],
    ),
    "after-try-when-every-handler-exits": (
        """
        try:
            assert ctx.identity is not None
        except AssertionError:
            return None
        print(ctx.identity.tenant)
        """,
        [],
    ),
    "after-try-when-a-handler-falls-through": (
        """
        try:
            assert ctx.identity is not None
        except AssertionError:
            pass
        print(ctx.identity.tenant)
        """,
        [5],
    ),
    "finally-sees-the-weakest-path": (
        """
        try:
            if ctx.identity is None:
                return None
        finally:
            print(ctx.identity.tenant)
        """,
        [5],
    ),
    # -- with ------------------------------------------------------------------------------
    "with-body-keeps-the-guard": (
        """
        if ctx.identity is None:
            return None
        with open("f") as handle:
            print(ctx.identity.tenant, handle)
        """,
        [],
    ),
    "with-target-rebinds-an-alias": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        with open("f") as ident:
            print(ident.name)
        print(ctx.identity.tenant)
        """,
        [],
    ),
    # -- match / case ----------------------------------------------------------------------
    "case-none-then-capture": (
        """
        match ctx.identity:
            case None:
                return None
            case other:
                print(other.tenant)
        """,
        [],
    ),
    "class-pattern-narrows": (
        """
        match ctx.identity:
            case object(tenant=tenant):
                print(ctx.identity.tenant)
        """,
        [],
    ),
    "capture-without-none-case": (
        """
        match ctx.identity:
            case found:
                print(found.tenant)
        """,
        [3],
    ),
    "after-match-with-a-none-case-falling-through": (
        """
        match ctx.identity:
            case None:
                print("nobody")
            case _:
                pass
        print(ctx.identity.tenant)
        """,
        [6],
    ),
    "guard-in-case": (
        """
        match flag:
            case True if ctx.identity is not None:
                print(ctx.identity.tenant)
            case _:
                print(ctx.identity.tenant)
        """,
        [5],
    ),
    # -- calls that never return -----------------------------------------------------------
    "sys-exit-ends-the-path": (
        """
        if ctx.identity is None:
            sys.exit(1)
        print(ctx.identity.tenant)
        """,
        [],
    ),
    "os-exit-ends-the-path": (
        """
        if not ctx.identity:
            os._exit(2)
        print(ctx.identity.tenant)
        """,
        [],
    ),
    "noreturn-helper-ends-the-path": (
        """
        if ctx.identity is None:
            fail("no identity")
        print(ctx.identity.tenant)
        """,
        [],
    ),
    "an-ordinary-call-does-not": (
        """
        if ctx.identity is None:
            print("no identity")
        print(ctx.identity.tenant)
        """,
        [3],
    ),
    # -- assignments kill and establish ------------------------------------------------------
    "reassigned-to-maybe-none": (
        """
        if ctx.identity is not None:
            ctx.identity = lookup()
            print(ctx.identity.tenant)
        """,
        [3],
    ),
    "assigned-a-value-known-non-none": (
        """
        ctx.identity = dict(tenant="t")
        print(ctx.identity.get("tenant"))
        """,
        [],
    ),
    "deleted-then-used": (
        """
        if ctx.identity:
            del ctx.identity
            print(ctx.identity.tenant)
        """,
        [3],
    ),
    # -- aliases ---------------------------------------------------------------------------------
    "tuple-unpacking": (
        """
        ident, run = ctx.identity, ctx.run_id
        print(ident.tenant, run.upper())
        """,
        [2, 2],
    ),
    "tuple-unpacking-guarded": (
        """
        ident, run = ctx.identity, ctx.run_id
        if ident is None or run is None:
            return None
        print(ident.tenant, run.upper())
        """,
        [],
    ),
    "lambda-default": (
        """
        getter = lambda c=ctx: c.identity.tenant
        return getter()
        """,
        [1],
    ),
    "nested-function-default": (
        """
        def inner(c=ctx):
            return c.identity.tenant
        return inner()
        """,
        [2],
    ),
    "closure-captures-the-context": (
        """
        def inner():
            return ctx.identity.tenant
        return inner()
        """,
        [2],
    ),
    "parameter-shadows-the-context": (
        """
        def inner(ctx):
            return ctx.identity.tenant
        return inner(object())
        """,
        [],
    ),
    "comprehension-variable-is-its-own": (
        """
        names = [ctx for ctx in items]
        return ctx.identity.tenant
        """,
        [2],
    ),
    "comprehension-filter-guards": (
        """
        return [ctx.identity.tenant for item in items if ctx.identity]
        """,
        [],
    ),
    "alias-from-one-branch-only": (
        """
        if flag:
            ident = ctx.identity
        else:
            ident = None
        return ident.tenant
        """,
        [5],
    ),
    "walrus-in-the-test": (
        """
        if (ident := ctx.identity) is not None:
            return ident.tenant
        """,
        [],
    ),
    # -- sound guard tests -----------------------------------------------------------------
    "equal-to-a-literal-proves-it": (
        """
        if ctx.run_id == "run-1":
            return ctx.run_id.upper()
        """,
        [],
    ),
    "equal-to-another-maybe-none-proves-nothing": (
        """
        if ctx.run_id == ctx.session_id:
            return ctx.run_id.upper()
        """,
        [2],
    ),
    "equal-to-a-guarded-value-proves-it": (
        """
        if ctx.session_id is not None and ctx.run_id == ctx.session_id:
            return ctx.run_id.upper()
        """,
        [],
    ),
    "equal-to-a-name-holding-a-literal-proves-it": (
        """
        expected = "run-1"
        if ctx.run_id == expected:
            return ctx.run_id.upper()
        """,
        [],
    ),
    "equal-to-a-name-holding-a-literal-on-one-path-only-proves-nothing": (
        """
        expected = "run-1"
        if flag:
            expected = ctx.session_id
        if ctx.run_id == expected:
            return ctx.run_id.upper()
        """,
        [5],
    ),
    "isinstance-admitting-none-proves-nothing": (
        """
        if isinstance(ctx.identity, (dict, type(None))):
            return ctx.identity.tenant
        """,
        [2],
    ),
    "iterated-by-zip-map-filter-dict-frozenset": (
        """
        fine = dict(scope=ctx.teardown_scopes), list(map(ctx.teardown_scopes, items))
        if flag == 1:
            return list(zip(items, ctx.teardown_scopes))
        if flag == 2:
            return list(map(str.upper, ctx.teardown_scopes))
        if flag == 3:
            return filter(None, ctx.teardown_scopes)
        if flag == 4:
            return dict(ctx.teardown_scopes)
        return frozenset(ctx.teardown_scopes)
        """,
        [3, 5, 7, 9, 10],
    ),
    "type-is-a-class-proves-the-member": (
        """
        if type(ctx.signal) is AbortSignal:
            print(ctx.signal.aborted)
        if type(ctx.identity) == type(None):
            return ctx.identity.tenant
        if AbortSignal is not type(ctx.signal):
            return ctx.signal.aborted
        """,
        [4, 6],
    ),
    "none-on-the-left": (
        """
        if None is not ctx.identity:
            return ctx.identity.tenant
        """,
        [],
    ),
    "none-on-the-left-negative": (
        """
        if None is ctx.identity:
            return ctx.identity.tenant
        """,
        [2],
    ),
    "getattr-with-a-none-default-is-a-dereference": (
        """
        return getattr(ctx, "identity", None).tenant
        """,
        [1],
    ),
    "getattr-guarded": (
        """
        ident = getattr(ctx, "identity", None)
        return ident.tenant if ident else None
        """,
        [],
    ),
}


# Helpers at any depth (local ones too), conditional values, elif chains, guards by hasattr,
# walrus and handlers: more forms, each checked against what the code does when run.
MORE_DK201_CASES = {
    "helper-chain-4": (
        """
        def h1(c):
            return h2(c)
        def h2(c):
            return h3(c)
        def h3(c):
            return h4(c)
        def h4(c):
            return c.identity.tenant
        return h1(ctx)
        """,
        [8],
    ),
    "partial-helper": (
        """
        def h(c, x):
            return c.identity.tenant + x
        g = functools.partial(h, ctx)
        return g('a')
        """,
        [2],
    ),
    "kwargs-helper": (
        """
        def h(c):
            return c.identity.tenant
        return h(**{'c': ctx})
        """,
        [2],
    ),
    "helper-guarded-by-caller": (
        """
        def h(c):
            return c.identity.tenant
        if ctx.identity is None:
            return None
        return h(ctx)
        """,
        [],
    ),
    "try-else-guard": (
        """
        try:
            x = 1
        except Exception:
            return None
        else:
            if ctx.identity is None:
                return None
        return ctx.identity.tenant
        """,
        [],
    ),
    "while-loop-reassign": (
        """
        ident = ctx.identity
        while ident is None:
            ident = ctx.identity
        return ident.tenant
        """,
        [],
    ),
    "match-class-pattern-none": (
        """
        match ctx.identity:
            case None:
                return 1
            case _:
                pass
        return ctx.identity.tenant
        """,
        [],
    ),
    "match-no-none-case": (
        """
        match ctx.identity:
            case object(tenant=t):
                return t
        return ctx.identity.tenant
        """,
        [4],
    ),
    "nested-tuple-unpack": (
        """
        (a, (b, c)) = (1, (ctx.identity, 2))
        return b.tenant
        """,
        [2],
    ),
    "star-unpack": (
        """
        a, *rest = [1, ctx.identity]
        return a
        """,
        [],
    ),
    "if-expression-assign": (
        """
        ident = ctx.identity if ctx.identity is not None else None
        return ident.tenant
        """,
        [2],
    ),
    "guard-via-any-not-none": (
        """
        if all(v is not None for v in [ctx.identity]):
            return ctx.identity.tenant
        """,
        [2],
    ),
    "return-in-finally-covered": (
        """
        try:
            if ctx.identity is None:
                raise ValueError()
            t = ctx.identity.tenant
        finally:
            pass
        return t
        """,
        [],
    ),
    "elif-chain": (
        """
        if flag:
            return 1
        elif ctx.identity is None:
            return 2
        else:
            return ctx.identity.tenant
        """,
        [],
    ),
    "elif-chain-bug": (
        """
        if flag:
            pass
        elif ctx.identity is None:
            return 2
        return ctx.identity.tenant
        """,
        [5],
    ),
    "not-is-none": (
        """
        if not (ctx.identity is None):
            return ctx.identity.tenant
        """,
        [],
    ),
    "and-or-mixed": (
        """
        if ctx.identity is None or flag:
            return None
        return ctx.identity.tenant
        """,
        [],
    ),
    "or-and-bug": (
        """
        if ctx.identity is None and flag:
            return None
        return ctx.identity.tenant
        """,
        [3],
    ),
    "lambda-called-later": (
        """
        f = lambda: ctx.identity.tenant
        return f()
        """,
        [1],
    ),
    "nested-def-after-guard": (
        """
        if ctx.identity is None:
            return None
        def inner():
            return ctx.identity.tenant
        return inner()
        """,
        [],
    ),
    "global-alias": (
        """
        ident = ctx.identity
        other = ident
        if other is None:
            return None
        return ident.tenant
        """,
        [],
    ),
    "isinstance-positive": (
        """
        if isinstance(ctx.identity, object):
            return ctx.identity.tenant
        """,
        [2],
    ),
    "hasattr": (
        """
        if hasattr(ctx.identity, 'tenant'):
            return ctx.identity.tenant
        """,
        [],
    ),
    "callable-none-check": (
        """
        if ctx.on_teardown:
            ctx.on_teardown(lambda: None)
        """,
        [],
    ),
    "async-for-else": (
        """
        for x in items:
            if ctx.identity is not None:
                break
        else:
            return None
        return ctx.identity.tenant
        """,
        [],
    ),
    "with-suppress-deref": (
        """
        import contextlib
        with contextlib.suppress(AttributeError):
            return ctx.identity.tenant
        """,
        [],
    ),
    "try-except-attribute": (
        """
        try:
            return ctx.identity.tenant
        except AttributeError:
            return None
        """,
        [],
    ),
    "try-except-typeerror-wrong": (
        """
        try:
            return ctx.identity.tenant
        except KeyError:
            return None
        """,
        [2],
    ),
    "assert-not-none": (
        """
        assert ctx.identity is not None
        return ctx.identity.tenant
        """,
        [],
    ),
    "early-return-truthy-alias": (
        """
        i = ctx.identity
        if not i:
            return None
        return i.tenant
        """,
        [],
    ),
    "walrus-deref": (
        """
        if (i := ctx.identity) and i.tenant:
            return i.tenant
        """,
        [],
    ),
    "walrus-bug": (
        """
        if (i := ctx.identity) or flag:
            return i.tenant
        """,
        [2],
    ),
    "comprehension-leak": (
        """
        return [ctx.identity.tenant for _ in items]
        """,
        [1],
    ),
    "generator-guarded": (
        """
        if ctx.identity is None:
            return []
        return [ctx.identity.tenant for _ in items]
        """,
        [],
    ),
    "method-on-alias": (
        """
        s = ctx.signal
        s.throw_if_aborted()
        """,
        [2],
    ),
    "class-in-tool": (
        """
        class X:
            def m(self):
                return ctx.identity.tenant
        return X().m()
        """,
        [3],
    ),
}

# Session 4: a name that holds the member *or None*, and names bound where Python binds them.
OWN_FACTS_CASES = {
    "reassigned-from-a-conditional-after-the-guard": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        ident = ctx.identity if flag else None
        return ident.tenant
        """,
        [5],
    ),
    "conditional-alias-guarded-by-its-own-test": (
        """
        if ctx.identity is None:
            return None
        ident = ctx.identity if flag else None
        if ident is not None:
            return ident.tenant
        """,
        [],
    ),
    "conditional-alias-of-a-member-never-none": (
        """
        call = ctx.tool_call_id if flag else None
        return call.upper()
        """,
        [2],
    ),
    "a-test-of-the-member-does-not-guard-the-conditional-alias": (
        """
        ident = None if flag else ctx.identity
        if ctx.identity is not None:
            return ident.tenant
        """,
        [3],
    ),
    "type-is-not-type-none-guards": (
        """
        if type(ctx.identity) is not type(None):
            return ctx.identity.tenant
        """,
        [],
    ),
    "type-equals-type-none-returns-early": (
        """
        if type(ctx.identity) == type(None):
            return None
        return ctx.identity.tenant
        """,
        [],
    ),
    "type-of-something-else-proves-nothing": (
        """
        if type(flag) is not type(None):
            return ctx.identity.tenant
        """,
        [2],
    ),
    "walrus-in-a-comprehension-binds-outside": (
        """
        found = [(i := ctx.identity) for _ in items]
        return i.tenant
        """,
        [2],
    ),
    "walrus-of-a-comprehension-variable-is-unknown-outside": (
        """
        ident = ctx.identity
        last = [(ident := x) for x in items]
        return ident.upper()
        """,
        [],
    ),
    "closure-over-a-name-rebound-after-it": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        def later():
            return ident.tenant
        ident = None
        return later()
        """,
        [5],
    ),
    "closure-over-a-guarded-name-never-rebound": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        def later():
            return ident.tenant
        return later()
        """,
        [],
    ),
    "closure-guarding-a-rebound-name-itself": (
        """
        ident = ctx.identity
        def later():
            if ident is not None:
                return ident.tenant
        ident = None
        return later()
        """,
        [],
    ),
    "closure-over-a-value-bound-to-the-member-after-it": (
        """
        rid = "adhoc"
        def shout():
            return rid.upper()
        rid = ctx.run_id
        return shout()
        """,
        [3],
    ),
    "closure-over-a-value-bound-to-a-default-after-it": (
        """
        rid = "adhoc"
        def shout():
            return rid.upper()
        rid = ctx.run_id or "none"
        return shout()
        """,
        [],
    ),
    "lambda-over-a-value-bound-to-the-member-in-a-branch-after-it": (
        """
        rid = "adhoc"
        shout = lambda: rid.upper()
        if flag:
            rid = ctx.run_id
        return shout()
        """,
        [2],
    ),
}

# Where paths meet, a name that is the member on one path and something else on another.
JOIN_CASES = {
    # -- a name holding one member on some paths and another member on others -------------
    "a-literal-on-the-none-path": (
        """
        if ctx.run_id is None:
            scope = "adhoc"
        else:
            scope = ctx.run_id
        return scope.upper()
        """,
        [],
    ),
    "a-literal-on-another-path": (
        """
        if flag:
            scope = "adhoc"
        else:
            scope = ctx.run_id
        return scope.upper()
        """,
        [5],
    ),
    "a-member-never-none-or-a-literal": (
        """
        if flag:
            x = ctx.tool_call_id
        else:
            x = "fixed"
        return x.upper()
        """,
        [],
    ),
    "different-members-one-may-be-none": (
        """
        if flag:
            x = ctx.tool_call_id
        else:
            x = ctx.run_id
        return x.upper()
        """,
        [5],
    ),
    "different-members-both-guarded-before": (
        """
        if ctx.run_id is None or ctx.session_id is None:
            return None
        if flag:
            x = ctx.run_id
        else:
            x = ctx.session_id
        return x.upper()
        """,
        [],
    ),
    "different-members-name-tested-after": (
        """
        if flag:
            x = ctx.run_id
        else:
            x = ctx.session_id
        if x:
            return x.upper()
        """,
        [],
    ),
    "different-members-never-none-and-guarded": (
        """
        if flag:
            x = ctx.tool_call_id
        else:
            x = ctx.session_id
            if x is None:
                return None
        return x.upper()
        """,
        [],
    ),
    "loop-over-several-members-one-may-be-none": (
        """
        for value in (ctx.run_id, "fallback"):
            print(value.upper())
        return [i.tenant for i in (ctx.identity, ctx.identity)]
        """,
        [2, 3],
    ),
    "loop-over-several-members-each-tested": (
        """
        for value in (ctx.run_id, ctx.session_id):
            if value is None:
                continue
            print(value.upper())
        if ctx.run_id:
            for value in [ctx.run_id, "x"]:
                print(value.upper())
        return [i.tenant for i in (ctx.identity, ctx.identity) if i]
        """,
        [],
    ),
    "rebound-to-another-member-for-the-next-iteration": (
        """
        run = ctx.run_id
        if run is None:
            return None
        for part in items:
            print(run.upper())
            run = ctx.session_id
        """,
        [5],
    ),
    "rebound-to-a-value-never-none-on-the-none-path": (
        """
        ident = ctx.identity
        if ident is None:
            ident = object()
        return ident.tenant
        """,
        [],
    ),
    "rebound-to-none-in-a-handler": (
        """
        try:
            ident = ctx.identity
            if ident is None:
                raise ValueError
        except ValueError:
            ident = None
        return ident.tenant
        """,
        [7],
    ),
    "member-or-none-guarded-after-the-join": (
        """
        ident = ctx.identity
        if flag:
            ident = None
        if ident is not None:
            return ident.tenant
        """,
        [],
    ),
    "member-or-none-unguarded-after-the-join": (
        """
        if ctx.identity is None:
            return None
        ident = ctx.identity
        if flag:
            ident = None
        return ident.tenant
        """,
        [6],
    ),
    "case-none-or-zero-returns-early": (
        """
        match ctx.identity:
            case None | 0:
                return None
        return ctx.identity.tenant
        """,
        [],
    ),
    "a-case-guard-that-proves-none-then-reads-it": (
        """
        match flag:
            case True if ctx.identity is None:
                return ctx.identity.tenant
        return None
        """,
        [3],
    ),
    # A member re-read in a loop is the same value: the guard before the loop still holds
    # (pyright re-widens the name at the back edge; the context's member cannot change).
    "a-guarded-member-re-read-in-a-loop-stays-guarded": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        for _ in items:
            print(ident.tenant)
            ident = ctx.identity
        """,
        [],
    ),
    "a-loop-that-rebinds-the-name-to-none-is-unguarded-on-the-next-round": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        for _ in items:
            print(ident.tenant)
            ident = None if flag else ident
        """,
        [5],
    ),
    # The value is read before the name is rebound.
    "a-name-rebound-to-none-or-itself-may-be-none": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        ident = None if flag else ident
        print(ident.tenant)
        """,
        [5],
    ),
    "a-name-rebound-to-its-own-optional-member": (
        """
        ident = ctx.identity
        if ident is None:
            return None
        ident = ident.tenant
        print(ident.upper())
        if ident:
            print(ident.lower())
        """,
        [5],
    ),
    # A name holding the context or None is dereferenced like an optional context.
    "a-name-holding-the-context-or-none": (
        """
        c = ctx if flag else None
        print(c.identity)
        """,
        [2],
    ),
    "a-name-holding-the-context-or-none-tested": (
        """
        c = None if flag else ctx
        if not c:
            return None
        print(c.identity)
        if c is not None:
            print(c.session_id)
        """,
        [],
    ),
    "testing-the-context-says-nothing-of-a-name-that-may-hold-none": (
        """
        c = ctx if flag else None
        if ctx is not None:
            print(c.identity)
        """,
        [3],
    ),
    "a-member-or-none-is-none-when-the-member-is-falsy": (
        """
        x = ctx.identity or None
        print(x.tenant)
        y = ctx.session_id or None
        if y:
            print(y.upper())
        """,
        [2],
    ),
    # An element of a literal holding a member is that member (`d["i"]`, `t[0]`).
    "a-dict-literal-value-is-the-member": (
        """
        d = {"i": ctx.identity, "n": "name"}
        print(d["n"].upper())
        print(d["i"].tenant)
        """,
        [3],
    ),
    "a-tuple-and-a-list-element-are-the-member": (
        """
        pair = (ctx.signal, 1)
        items = [ctx.identity]
        print(pair[0].aborted)
        print(items[0].tenant)
        """,
        [3, 4],
    ),
    "a-dict-literal-value-tested": (
        """
        d = {"i": ctx.identity}
        if d["i"]:
            print(d["i"].tenant)
        if d["i"] is None:
            return None
        print(d["i"].principal)
        """,
        [],
    ),
    "a-literal-element-guarded-through-the-member": (
        """
        if ctx.signal is None:
            return None
        items = [ctx.signal]
        print(items[0].aborted)
        """,
        [],
    ),
    "a-literal-element-read-into-a-name": (
        """
        d = {"i": ctx.identity}
        who = d["i"]
        print(who.tenant)
        """,
        [3],
    ),
    "a-literal-element-stored-or-rebound-is-no-longer-the-member": (
        """
        d = {"i": ctx.identity}
        d["i"] = MemoryIdentity(tenant="t")
        print(d["i"].tenant)
        e = {"i": ctx.identity}
        e = {"i": "x"}
        print(e["i"].upper())
        """,
        [],
    ),
    "a-member-stored-in-an-element-is-that-member": (
        """
        box = {}
        box["who"] = ctx.identity
        print(box["who"].tenant)
        """,
        [3],
    ),
    "a-member-stored-in-an-element-then-tested": (
        """
        box = {}
        box["who"] = ctx.identity
        if box["who"] is None:
            return None
        print(box["who"].tenant)
        """,
        [],
    ),
    "a-member-stored-in-an-element-with-a-default": (
        """
        box = {}
        box["who"] = ctx.identity or MemoryIdentity(tenant="t")
        box[0] = ctx.signal
        box[0] = None if flag else box[0]
        print(box["who"].tenant)
        """,
        [],
    ),
    "a-literal-element-after-a-starred-one-is-not-followed": (
        """
        items = [*rest, ctx.identity]
        print(items[0].tenant)
        """,
        [],
    ),
    "a-literal-element-in-a-loop": (
        """
        d = {"s": ctx.signal}
        for _ in items:
            if d["s"].aborted:
                break
        """,
        [3],
    ),
    "equal-to-a-maybe-none-value-proves-nothing": (
        """
        other = ctx.session_id
        if ctx.run_id == other:
            return ctx.run_id.upper()
        return None
        """,
        [3],
    ),
    "case-none-with-a-guard-proves-nothing": (
        """
        match ctx.identity:
            case None if flag:
                return None
        return ctx.identity.tenant
        """,
        [4],
    ),
}

# Every value of an unpacking is read before any name is rebound.
SWAP_CASES = {
    "swapped-into-the-unguarded-name": (
        """
        a = ctx.run_id
        b = "x"
        a, b = b, a
        return b.upper()
        """,
        [4],
    ),
    "swapped-out-of-the-unguarded-name": (
        """
        a = ctx.run_id
        b = "x"
        a, b = b, a
        return a.upper()
        """,
        [],
    ),
    "swapped-after-a-guard": (
        """
        a = "x"
        b = ctx.run_id
        if b is None:
            return None
        a, b = b, a
        return a.upper() + b.upper()
        """,
        [],
    ),
    "rotated-three-ways": (
        """
        a, b, c = "x", "y", ctx.session_id
        a, b, c = c, a, b
        first = b.upper() + c.upper()
        return first + a.upper()
        """,
        [4],
    ),
    "a-pair-each-guarded": (
        """
        run, session = ctx.run_id, ctx.session_id
        if run is None or session is None:
            return None
        return run.upper() + session.upper()
        """,
        [],
    ),
}

DK201_CASES.update(MORE_DK201_CASES)
DK201_CASES.update(OWN_FACTS_CASES)
DK201_CASES.update(JOIN_CASES)
DK201_CASES.update(SWAP_CASES)

# A sequence pattern against a tuple of members: each capture holds its own member.
SEQUENCE_PATTERN_CASES = {
    "plain-captures-hold-the-members": (
        """
        match (ctx.run_id, ctx.session_id):
            case (r, s):
                return r.upper() + s
        return None
        """,
        [3, 3],  # `r.upper()`, and `s` as an operand of `+`
    ),
    "class-patterns-prove-each-part": (
        """
        match (ctx.run_id, ctx.session_id):
            case (str() as r, str() as s):
                return r.upper() + s.upper()
        return None
        """,
        [],
    ),
    "one-part-proved-the-other-not": (
        """
        match [ctx.run_id, ctx.session_id]:
            case [str() as r, s]:
                head = r.upper()
                return head + s.upper()
        return None
        """,
        [4],
    ),
    "a-guard-on-a-capture": (
        """
        match (ctx.run_id, 1):
            case (r, n) if r is not None:
                return r.upper() * n
        return None
        """,
        [],
    ),
    "the-member-read-again-after-a-proving-case": (
        """
        match (ctx.run_id, "x"):
            case (str(), _):
                return ctx.run_id.upper()
        return None
        """,
        [],
    ),
}

# A starred target receives a list; the others, the elements around it.
STARRED_UNPACK_CASES = {
    "first-before-the-star": (
        """
        first, *rest = ctx.run_id, "a", "b"
        return first.upper(), rest
        """,
        [2],
    ),
    "last-after-the-star": (
        """
        *rest, last = "a", "b", ctx.session_id
        return last.upper()
        """,
        [2],
    ),
    "the-star-itself-is-a-list": (
        """
        head, *rest = "a", ctx.session_id
        return head.upper(), len(rest)
        """,
        [],
    ),
    "guarded-after-unpacking": (
        """
        first, *_ = ctx.run_id, 1
        if first is None:
            return None
        return first.upper()
        """,
        [],
    ),
}

# A `while` left through its test: what the test proves holds for the names as the test
# read them, not as the body rebound them.
WHILE_EXIT_CASES = {
    "none-until-the-body-binds-the-member": (
        """
        rid = None
        while rid is None:
            rid = ctx.run_id
        return rid.upper()
        """,
        [],
    ),
    "left-by-a-break-before-the-test": (
        """
        rid = None
        while rid is None:
            rid = ctx.run_id
            if flag:
                break
        return rid.upper()
        """,
        [6],
    ),
    "the-test-of-another-name": (
        """
        rid = None
        attempts = 0
        while attempts < 3:
            rid = ctx.run_id
            attempts += 1
        return rid.upper()
        """,
        [6],
    ),
}

# A conditional expression or `or` of which one side is a member that may be None and the
# other a value never None: the name is that member or the value, as after a join.
ONE_SIDED_VALUE_CASES = {
    "member-or-a-literal-by-a-flag": (
        """
        rid = ctx.run_id if flag else "adhoc"
        return rid.upper()
        """,
        [2],
    ),
    "literal-or-the-member-by-a-flag": (
        """
        rid = "adhoc" if flag else ctx.run_id
        return rid.upper()
        """,
        [2],
    ),
    "tested-after-the-conditional": (
        """
        rid = "adhoc" if flag else ctx.run_id
        if rid:
            return rid.upper()
        return None
        """,
        [],
    ),
    "member-guarded-by-its-own-test": (
        """
        rid = ctx.run_id if ctx.run_id is not None else "adhoc"
        return rid.upper()
        """,
        [],
    ),
    "a-value-or-the-member": (
        """
        rid = args.get("rid") or ctx.run_id
        return rid.upper()
        """,
        [2],
    ),
    "the-member-or-a-value": (
        """
        rid = ctx.session_id or "anonymous"
        return rid.upper()
        """,
        [],
    ),
}

# `get` on a member that is a mapping returns None for a missing key (as its type says).
MAPPING_GET_CASES = {
    "a-wanted-artifact-got-by-key": (
        """
        if ctx.wanted is None:
            return None
        meta = ctx.wanted.get("report")
        return meta.size
        """,
        [4],
    ),
    "got-with-a-default-of-none": (
        """
        if ctx.wanted is None:
            return None
        return ctx.wanted.get("report", None).size
        """,
        [3],
    ),
    "got-and-tested": (
        """
        if ctx.wanted is None:
            return None
        meta = ctx.wanted.get("report")
        return meta.size if meta is not None else 0
        """,
        [],
    ),
    "got-with-a-default": (
        """
        if ctx.wanted is None:
            return None
        return ctx.wanted.get("report", DEFAULT_META).size
        """,
        [],
    ),
    "indexed-not-got": (
        """
        if ctx.wanted is None or "report" not in ctx.wanted:
            return None
        return ctx.wanted["report"].size
        """,
        [],
    ),
}

# A function defined in the tool whose body always raises or exits: calling it ends the
# path (pyright infers NoReturn for it).
LOCAL_NO_RETURN_CASES = {
    "a-local-function-that-raises": (
        """
        def deny(why):
            raise PermissionError(why)
        if ctx.identity is None:
            deny("anonymous")
        return ctx.identity.tenant
        """,
        [],
    ),
    "a-local-function-that-exits": (
        """
        def stop():
            sys.exit(2)
        if ctx.identity is None:
            stop()
        return ctx.identity.tenant
        """,
        [],
    ),
    "a-local-function-that-may-return": (
        """
        def warn(why):
            if flag:
                raise PermissionError(why)
            print(why)
        if ctx.identity is None:
            warn("anonymous")
        return ctx.identity.tenant
        """,
        [7],
    ),
    "a-module-function-that-exits": (
        """
        if ctx.identity is None:
            leave()
        return ctx.identity.tenant
        """,
        [],
    ),
}

DK201_CASES.update(SEQUENCE_PATTERN_CASES)
DK201_CASES.update(LOCAL_NO_RETURN_CASES)
DK201_CASES.update(MAPPING_GET_CASES)
DK201_CASES.update(STARRED_UNPACK_CASES)
DK201_CASES.update(WHILE_EXIT_CASES)
DK201_CASES.update(ONE_SIDED_VALUE_CASES)


@pytest.mark.parametrize("case", DK201_CASES, ids=str)
def test_narrowing_on_control_flow(case):
    body, expected = DK201_CASES[case]
    assert findings(body, "DK201") == expected


SECRET_CASES = {
    "stored-in-an-attribute-and-printed": (
        "if ctx.credential is None:\n    return None\nholder = Holder()\n"
        "holder.token = ctx.credential.secret.reveal()\nprint(holder.token)\nprint(holder.name)",
        [5],
    ),
    "stored-in-a-client-s-headers-then-the-client-is-used": (
        "if ctx.credential is None:\n    return None\nclient = make_client()\n"
        "client.headers['Authorization'] = 'Bearer ' + ctx.credential.secret.reveal()\n"
        "log.info('timeout %s', client.timeout)\nlog.info('auth %s', client.headers)\n"
        "return client.get('https://x').json()",
        [6],
    ),
    "drawn-out-by-a-comprehension": (
        "if ctx.credential is None:\n    return None\ntok = ctx.credential.secret.reveal()\n"
        "print({c for c in tok})\nprint([len(p) for p in tok.split('.')])\n"
        "return {k: v for k, v in [(1, tok)]}",
        [4, 6],
    ),
    "yielded-by-a-generator-tool": (
        "if ctx.credential is None:\n    return\ntok = ctx.credential.secret.reveal()\n"
        "yield 'start'\nyield tok[:4]",
        [5],
    ),
    "tested-with-a-string-method-lets-nothing-out": (
        "if ctx.credential is None:\n    return None\ntok = ctx.credential.secret.reveal()\n"
        "log.info('classic: %s', tok.startswith('ghp_'))\nreturn tok.isalnum(), tok.count('_')",
        [],
    ),
    "a-string-method-returning-part-of-it-still-does": (
        "if ctx.credential is None:\n    return None\ntok = ctx.credential.secret.reveal()\n"
        "return tok.partition('_')[2]",
        [4],
    ),
    "appended-to-a-list-that-is-returned": (
        "parts = []\nif ctx.credential:\n    parts.append(ctx.credential.secret.reveal())\n"
        "return {'parts': parts}",
        [4],
    ),
    "put-into-a-dict-by-update-and-logged": (
        "headers = {}\nif ctx.credential:\n"
        "    headers.update(Authorization=ctx.credential.secret.reveal())\n"
        "log.info('headers %s', headers)",
        [4],
    ),
    "appended-and-only-counted": (
        "parts = []\nif ctx.credential:\n    parts.append(ctx.credential.secret.reveal())\n"
        "return len(parts)",
        [],
    ),
    "assert-message": (
        "if ctx.credential:\n    token = ctx.credential.secret.reveal()\n    assert len(token) > 8, token",
        [3],
    ),
    "iterated-piece-by-piece": (
        "if ctx.credential:\n    for ch in ctx.credential.secret.reveal():\n        print(ch)",
        [3],
    ),
    "walrus-in-the-sink": (
        "if ctx.credential:\n    print((t := ctx.credential.secret.reveal()))",
        [2],
    ),
    "warnings-warn": (
        "import warnings\nif ctx.credential:\n    warnings.warn(ctx.credential.secret.reveal())",
        [3],
    ),
    "assert-message-without-it": (
        "if ctx.credential:\n    token = ctx.credential.secret.reveal()\n    assert len(token) > 8, 'short'",
        [],
    ),
    "method-call-on-the-secret": (
        'token = ctx.credential.secret.reveal() if ctx.credential else ""\nprint(token.strip())',
        [2],
    ),
    "subscript-store": (
        'headers = {}\nif ctx.credential:\n    headers["auth"] = ctx.credential.secret.reveal()\nlog.info("sent %s", headers)',
        [4],
    ),
    "augmented-assignment": (
        'text = "Bearer "\nif ctx.credential:\n    text += ctx.credential.secret.reveal()\nprint(text)',
        [4],
    ),
    "unpacking": (
        'if ctx.credential:\n    user, token = "me", ctx.credential.secret.reveal()\n    print(token)',
        [3],
    ),
    "percent-format": (
        'if ctx.credential:\n    print("token %s" % ctx.credential.secret.reveal())',
        [2],
    ),
    "format-method": (
        'if ctx.credential:\n    print("token {}".format(ctx.credential.secret.reveal()))',
        [2],
    ),
    "slice-of-it": (
        "if ctx.credential:\n    secret = ctx.credential.secret.reveal()\n    raise ValueError(secret[:6])",
        [3],
    ),
    "taint-from-one-branch": (
        'token = ""\nif ctx.credential:\n    token = ctx.credential.secret.reveal()\nprint(token)',
        [4],
    ),
    "rebound-to-something-else": (
        'if ctx.credential:\n    token = ctx.credential.secret.reveal()\n    token = "redacted"\n    print(token)',
        [],
    ),
    "length-only": ("if ctx.credential:\n    print(len(ctx.credential.secret.reveal()))", []),
    "rebound-to-a-method-call-on-itself": (
        "if ctx.credential:\n    token = ctx.credential.secret.reveal()\n"
        "    token = token.strip()\n    print(token)",
        [4],
    ),
    "swapped-with-a-harmless-name": (
        'if ctx.credential:\n    a, b = ctx.credential.secret.reveal(), "x"\n    a, b = b, a\n'
        "    print(a)\n    log.info(b)",
        [5],
    ),
}


@pytest.mark.parametrize("case", SECRET_CASES, ids=str)
def test_secret_taint_travels(case):
    body, expected = SECRET_CASES[case]
    assert findings(body, "DK402") == expected


REVEALING_HELPERS = """
import logging
from devkit.agent import tool, Need, ToolExecutionContext
log = logging.getLogger(__name__)


def token_of(c):
    return c.credential.secret.reveal()


def checked_token(c):
    if c.credential is None:
        raise RuntimeError("no credential")
    raw = c.credential.secret.reveal()
    return raw


def token_name(c):
    raw = c.credential.secret.reveal()
    return c.credential.name


class Client:
    async def bearer(self, c):
        if not c.credential:
            return ""
        return "Bearer " + c.credential.secret.reveal().strip()

    @tool(name="a", needs=[Need("gh")])
    async def a(self, args, ctx: ToolExecutionContext):
        if ctx.credential is None:
            return None
        print(token_of(ctx))  # leak
        value = checked_token(ctx)
        log.info("using %s", value)  # leak
        log.info("auth %s", await self.bearer(ctx))  # leak
        print(token_name(ctx))
        return {"length": len(checked_token(ctx))}
"""


def _found_and_marked(module: str, code: str, marker: str) -> tuple[list[int], list[int]]:
    """Lines of `module` with a finding of `code`, and lines ending in `marker`."""
    source = textwrap.dedent(module)
    found = [f.line for f in check_source(source, "m.py").findings if f.code == code]
    lines = source.splitlines()
    return found, [i for i, text in enumerate(lines, 1) if text.endswith(marker)]


REQUIRING_HELPERS = """
import sys
from devkit.agent import tool, ToolExecutionContext


def require_identity(c):
    \"\"\"Stops a caller that did not name itself.\"\"\"
    if c.identity is None:
        raise PermissionError("identity required")
    if not c.signal:
        sys.exit(2)
    return c.identity


def warn_only(c):
    if c.identity is None:
        print("no identity")
    return True


def require_run(label, c):
    if c.run_id is None or label is None:
        raise ValueError(label)


def require_signal(*, c):
    if c.signal is None:
        raise RuntimeError("no signal")


class Steps:
    async def need_run(self, c):
        if c.run_id is None:
            raise RuntimeError("no run")


@tool(name="a")
async def a(args, ctx: ToolExecutionContext, label=None):
    ident = require_identity(ctx)
    print(ctx.signal.aborted, ctx.identity.tenant, ident)
    warn_only(ctx)
    if label:
        require_run(label, ctx)
    print(ctx.run_id.upper())  # unguarded
    require_run(label, ctx)
    print(ctx.run_id.upper())
    return await Steps().need_run(ctx)


@tool(name="b")
def b(args, ctx: ToolExecutionContext):
    warn_only(ctx)
    require_signal(c=ctx)
    print(ctx.signal.aborted)
    return ctx.identity.principal  # unguarded


class Tooled:
    @tool(name="c")
    async def c(self, args, ctx: ToolExecutionContext):
        await Steps.need_run(self, ctx)
        await self.checked(ctx)
        return ctx.run_id.upper(), ctx.signal.aborted

    async def checked(self, c):
        if c.signal is None:
            raise RuntimeError("no signal")
        if c.run_id is None:
            raise RuntimeError("no run")
"""


def test_a_helper_that_raises_unless_a_member_is_set_establishes_it_for_its_caller():
    found, marked = _found_and_marked(REQUIRING_HELPERS, "DK201", "# unguarded")
    assert found == marked


TUPLE_GETTERS = """
from devkit.agent import tool, ToolExecutionContext


def both(c):
    return c.signal, c.identity


def labelled(label, c):
    return label, c.identity.tenant


async def fetched(c):
    return c.run_id, "fixed"


@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    sig, ident = both(ctx)
    print(sig.aborted)  # unguarded
    if ctx.identity is None:
        return None
    sig, ident = both(ctx)
    print(ident.principal)
    name, tenant = labelled("x", ctx)
    print(name.upper(), tenant.upper())  # unguarded
    rid, fixed = await fetched(ctx)
    print(fixed.upper())
    return rid.upper()  # unguarded
"""


def test_a_helper_returning_a_tuple_of_members_unpacks_into_those_members():
    found, marked = _found_and_marked(TUPLE_GETTERS, "DK201", "# unguarded")
    assert found == marked


def test_a_helper_returning_a_revealed_secret_is_a_source():
    found, marked = _found_and_marked(REVEALING_HELPERS, "DK402", "# leak")
    assert found == marked


# -- helpers: summaries to a fixpoint, partial, **kwargs, bound methods ---------------------

HELPERS = """
import functools
from devkit.agent import tool, ToolExecutionContext
from devkit.adk import ToolContext


def h1(c):
    return h2(c)


def h2(c):
    return h3(c)


def h3(c):
    return h4(c)


def h4(c):
    return h5(c)


def h5(c):
    return c.identity.tenant


@tool(name="deep")
def deep(args, ctx: ToolExecutionContext):
    return h1(ctx)


@tool(name="deep_guarded")
def deep_guarded(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    return h1(ctx)


def leaf(prefix, c):
    return prefix + c.run_id.upper()


@tool(name="via_partial")
def via_partial(args, ctx: ToolExecutionContext):
    later = functools.partial(leaf, "x", ctx)
    return later()


def kw_leaf(*, context):
    return context.session_id.upper()


@tool(name="via_kwargs")
def via_kwargs(args, ctx: ToolExecutionContext):
    return kw_leaf(**{"context": ctx})


async def adk_tool(query: str, tool_context: ToolContext):
    save = functools.partial(tool_context.save_artifact, "notes.txt")
    return await save(b"x")
"""


def _by_tool(source: str) -> dict[tuple[str, str | None], list[int]]:
    found: dict[tuple[str, str | None], list[int]] = {}
    for f in check_source(source.lstrip(), "h.py").findings:
        found.setdefault((f.code, f.tool), []).append(f.line)
    return found


def test_helper_chains_partial_kwargs_and_bound_methods():
    found = _by_tool(HELPERS)
    lines = HELPERS.lstrip().splitlines()
    line_of = {text.strip(): i + 1 for i, text in enumerate(lines)}
    deref = line_of["return c.identity.tenant"]
    # Five helpers deep: the unguarded tool is named, the guarded one is not.
    assert found.get(("DK201", "deep")) == [deref]
    assert ("DK201", "deep_guarded") not in found
    # Through functools.partial and **{"context": ctx}.
    assert found.get(("DK201", "via_partial")) == [line_of["return prefix + c.run_id.upper()"]]
    assert found.get(("DK201", "via_kwargs")) == [line_of["return context.session_id.upper()"]]
    # A bound context method handed to partial is still a call of it.
    assert ("DK203", "adk_tool") in found


MEMBER_HELPERS = """
import functools
from devkit.agent import tool, Tool, ToolExecutionContext

STORE = {}


def tenant_of(ident):
    return ident.tenant


def checked_tenant(ident):
    if ident is None:
        return None
    return ident.tenant


def stored(sid):
    return STORE[sid]


def either(value):
    return value.upper()
"""
# A member handed to a helper of the module (`tenant_of(ctx.identity)`): the helper's
# parameter is that member, guarded where the call is (pyright says the same of a helper
# whose parameter is annotated with the member's non-None type).
MEMBER_ARGUMENT_CASES = {
    "unguarded-at-the-call": ("return tenant_of(ctx.identity)", {("DK201", "tenant_of")}),
    "guarded-at-the-call": (
        "if ctx.identity is None:\n    return None\nreturn tenant_of(ctx.identity)",
        set(),
    ),
    "an-alias-guarded-at-the-call": (
        "ident = ctx.identity\nif not ident:\n    return None\nreturn tenant_of(ident)",
        set(),
    ),
    "by-keyword": ("return tenant_of(ident=ctx.identity)", {("DK201", "tenant_of")}),
    "the-helper-guards-it": ("return checked_tenant(ctx.identity)", set()),
    "a-session-id-used-as-a-key-there": (
        "if ctx.session_id is None:\n    return None\nreturn stored(ctx.session_id)",
        {("DK401", "stored")},
    ),
    "different-members-to-one-parameter-assume-none": (
        "if flag:\n    return either(ctx.run_id)\nreturn either(ctx.tool_call_id)",
        set(),
    ),
    "a-local-helper": (
        "def local(ident):\n    return ident.principal\nreturn local(ctx.identity)",
        {("DK201", "t")},
    ),
}


@pytest.mark.parametrize("case", MEMBER_ARGUMENT_CASES, ids=str)
def test_a_member_handed_to_a_helper_is_that_member_there(case):
    body, expected = MEMBER_ARGUMENT_CASES[case]
    source = (
        MEMBER_HELPERS
        + "\n\n@tool(name='t')\ndef t(args, ctx: ToolExecutionContext, flag=False):\n"
        + textwrap.indent(body, "    ")
        + "\n"
    )
    lines = source.lstrip().splitlines()
    found = [f for f in check_source("\n".join(lines), "m.py").findings]
    where = {(f.code, _module_function_at(lines, f.line)) for f in found}
    assert {w for w in where if w[0] in ("DK201", "DK401")} == expected
    assert {f.tool for f in found if f.code in ("DK201", "DK401")} <= {"t"}


def _module_function_at(lines: list[str], line: int) -> str:
    """The module-level function holding 1-based `line`."""
    for text in reversed(lines[:line]):
        if text.startswith("def "):
            return text[4:].split("(")[0]
    raise AssertionError(f"line {line} is in no function")


def test_a_member_helper_finding_names_the_tool_that_hands_it_unguarded():
    source = MEMBER_HELPERS + (
        "\n\n@tool(name='guarded')\ndef guarded(args, ctx: ToolExecutionContext):\n"
        "    if ctx.identity is None:\n        return None\n    return tenant_of(ctx.identity)\n"
        "\n\n@tool(name='unguarded')\ndef unguarded(args, ctx: ToolExecutionContext):\n"
        "    return tenant_of(ctx.identity)\n"
    )
    found = [f for f in check_source(source.lstrip(), "m.py").findings if f.code == "DK201"]
    assert [(f.line, f.tool) for f in found] == [(8, "unguarded")]
    # there is no context in the helper to test: the guard is on its parameter
    assert "guard it with `if ident is not None:`" in found[0].message


SELF_ATTRIBUTES = """
from devkit.agent import Tool, ToolExecutionContext


class Stored(Tool):
    name = "stored"

    def __init__(self):
        self.ident = None

    def execute(self, args, ctx: ToolExecutionContext):
        self.ident = ctx.identity
        return self.tenant(), self.checked()

    def tenant(self):
        return self.ident.tenant

    def checked(self):
        if self.ident is None:
            return None
        return self.ident.principal


class SameMethod(Tool):
    name = "same"

    def execute(self, args, ctx: ToolExecutionContext):
        self.sig = ctx.signal
        self.tid = ctx.tool_call_id
        return self.sig.aborted, self.tid.upper()


class GuardedFirst(Tool):
    name = "guarded"

    def execute(self, args, ctx: ToolExecutionContext):
        if ctx.signal is None:
            return None
        self.sig = ctx.signal
        self.other = ctx.identity or "nobody"
        return self.sig.aborted, self.other.upper()


class Replaced(Tool):
    name = "replaced"

    def execute(self, args, ctx: ToolExecutionContext):
        self.ident = ctx.identity
        self.ident = lookup(args)
        return self.ident.tenant


class TwoMembers(Tool):
    name = "two"

    def execute(self, args, ctx: ToolExecutionContext):
        self.value = ctx.identity
        return self.show()

    def other(self, ctx: ToolExecutionContext):
        self.value = ctx.signal

    def show(self):
        return self.value.tenant


class AlwaysThere(Tool):
    name = "always"

    def execute(self, args, ctx: ToolExecutionContext):
        self.call = ctx.tool_call_id
        return self.shout()

    def shout(self):
        return self.call.upper()


class NoneAtFirst(Tool):
    name = "none_first"

    def __init__(self):
        self.call = None

    def execute(self, args, ctx: ToolExecutionContext):
        self.call = ctx.tool_call_id
        return self.shout()

    def shout(self):
        return self.call.lower()
"""


def test_an_attribute_of_self_holding_a_member_may_be_none_where_it_may():
    # pyright infers the attribute's type from what is stored in it (`MemoryIdentity |
    # None`): read in another method, or after the store, it is the member.
    found = [f for f in check_source(SELF_ATTRIBUTES.lstrip(), "s.py").findings]
    lines = SELF_ATTRIBUTES.lstrip().splitlines()
    reported = [(f.code, lines[f.line - 1].strip()) for f in found if f.code == "DK201"]
    assert reported == [
        ("DK201", "return self.ident.tenant"),
        ("DK201", "return self.sig.aborted, self.tid.upper()"),
        ("DK201", "return self.call.lower()"),
    ]


BOUND_PARTIAL = """
import functools
from google.adk.tools import ToolContext


async def adk_tool(query: str, tool_context: ToolContext):
    save = functools.partial(tool_context.save_artifact, "notes.txt")
{body}
"""


@pytest.mark.parametrize(
    ("body", "lines"),
    [
        # the name is the member: each call of it is a call of the member, where it is
        ("    await save(b'x')\n    return {}", [7]),
        ("    try:\n        await save(b'x')\n    except ValueError:\n        return {}", []),
        ("    return {}", []),
        # handed to a function that calls it: once, where it is handed over
        ("    await retry(save)\n    return {}", [7]),
    ],
)
def test_a_partial_of_a_member_bound_to_a_name_is_that_member(body, lines):
    found = check_source(BOUND_PARTIAL.format(body=body).lstrip(), "p.py").findings
    assert [f.line for f in found if f.code == "DK203"] == lines


def test_a_partial_of_a_member_handed_to_a_function_is_one_call():
    source = BOUND_PARTIAL.format(body="    return {}").replace(
        '    save = functools.partial(tool_context.save_artifact, "notes.txt")',
        "    await retry(functools.partial(tool_context.save_artifact, 'notes.txt'))",
    )
    found = check_source(source.lstrip(), "p.py").findings
    assert [f.line for f in found if f.code == "DK203"] == [6]


# -- rules on the engine: one root cause, aliases of the scopes, keys, defaults ------------

RULE_CASES = {
    "no-wants-at-all-is-one-finding-not-one-per-key": (
        "a = ctx.wanted['report'].size\nb = ctx.wanted.get('notes')\nreturn a, b",
        {"DK103": [1]},
    ),
    "undeclared-credential-once-at-the-first-read": (
        "a = ctx.identity.tenant\nb = ctx.wanted['x'] if ctx.wanted is not None else None\n"
        "c = ctx.wanted.get('y')\nreturn a, b, c",
        {"DK103": [2], "DK201": [1]},
    ),
    "guard-of-an-undeclared-field-is-not-a-read": (
        "if ctx.wanted is None:\n    return None\nreturn 1",
        {},
    ),
    "teardown-scopes-through-frozenset": (
        "scopes = frozenset(ctx.teardown_scopes or ())\n"
        "if 'run' in scopes and ctx.on_teardown is not None:\n"
        "    ctx.on_teardown(print, scope='run', key='k')",
        {},
    ),
    "teardown-scopes-not-tested": (
        "if ctx.on_teardown is not None:\n    ctx.on_teardown(print, scope='run', key='k')",
        {"DK301": [2]},
    ),
    "session-id-as-a-dict-literal-key": ("return {ctx.session_id: 1}", {"DK401": [1]}),
    "session-id-compared-with-literals": (
        "if ctx.session_id in (None, ''):\n    return None\nreturn 1",
        {},
    ),
    "reversed-default-fabricates": (
        "return 'none' if ctx.run_id is None else ctx.run_id",
        {"DK204": [1]},
    ),
    "pure-none-test-does-not": ("missing = ctx.run_id is None\nreturn missing", {}),
    "negated-reversed-default-fabricates": (
        "return 'anonymous' if not ctx.session_id else ctx.session_id",
        {"DK204": [1]},
    ),
    "a-default-of-none-invents-nothing": (
        "a = ctx.run_id if ctx.run_id is not None else None\n"
        "b = None if ctx.run_id is None else ctx.run_id\n"
        "c = ctx.session_id or None\nreturn a, b, c",
        {},
    ),
    "default-assigned-when-absent-fabricates": (
        "rid = ctx.run_id\nif rid is None:\n    rid = 'local'\n"
        "sid = ctx.session_id\nif not sid: sid = 'anonymous'\nreturn rid, sid",
        {"DK204": [2, 5]},
    ),
    "absent-branched-on-does-not": (
        "rid = ctx.run_id\nif rid is None:\n    return None\n"
        "sid = ctx.session_id\nif sid is None:\n    sid = None\nreturn rid, sid",
        {},
    ),
}


@pytest.mark.parametrize("case", RULE_CASES, ids=str)
def test_rules_on_the_engine(case):
    body, expected = RULE_CASES[case]
    codes = ("DK103", "DK105", "DK201", "DK301", "DK401", "DK204")
    got = {code: findings(body, code) for code in codes}
    assert {k: v for k, v in got.items() if v} == expected


def test_tools_defined_in_nested_scopes_are_found():
    source = (
        "from devkit.agent import tool, ToolExecutionContext\n\n\n"
        "def make_tools(flag):\n"
        "    if flag:\n"
        "        @tool(name='inner')\n"
        "        def inner(args, ctx: ToolExecutionContext):\n"
        "            return ctx.identity.tenant\n"
        "        return [inner]\n\n\n"
        "class Registry:\n"
        "    def build(self):\n"
        "        @tool(name='method_inner')\n"
        "        def method_inner(args, ctx):\n"
        "            return ctx.run_id.upper()\n"
        "        return method_inner\n"
    )
    found = [(f.code, f.line, f.tool) for f in check_source(source, "n.py").findings]
    assert found == [("DK201", 8, "inner"), ("DK201", 16, "method_inner")]


def test_tools_defined_in_module_level_blocks_are_found():
    source = (
        "from devkit.agent import tool, ToolExecutionContext\n\n"
        "with open(__file__) as registry:\n"
        "    @tool(name='in_with')\n"
        "    def in_with(args, ctx: ToolExecutionContext):\n"
        "        return ctx.run_id.upper()\n\n"
        "for suffix in ('a', 'b'):\n"
        "    @tool(name='in_for_' + suffix)\n"
        "    def in_for(args, ctx: ToolExecutionContext):\n"
        "        return ctx.signal.aborted\n"
        "else:\n"
        "    while False:\n"
        "        @tool(name='in_while')\n"
        "        def in_while(args, ctx):\n"
        "            return ctx.identity.tenant\n"
    )
    found = [(f.code, f.line, f.tool) for f in check_source(source, "n.py").findings]
    assert found == [("DK201", 6, "in_with"), ("DK201", 11, "in_for"), ("DK201", 16, "in_while")]


# -- more forms: counts of DK201 in the body ----------------------------------------------

MORE_HEADER = (
    "import contextlib, sys\n"
    "from devkit.agent import tool, Need, ToolExecutionContext, MemoryIdentity\n\n"
    "@tool(name='t', needs=[Need('g')])\n"
    "def t(args, ctx: ToolExecutionContext, items=(), flag=False):\n"
)
MORE_CASES = {
    "suppress-attr": (
        "with contextlib.suppress(AttributeError):\n    print(ctx.identity.tenant)",
        0,
    ),
    "two-or-guard": (
        "if ctx.identity is None or ctx.run_id is None:\n    return None\nreturn ctx.identity.tenant, ctx.run_id.upper()",
        0,
    ),
    "while-until": ("while ctx.signal is None:\n    pass\nctx.signal.throw_if_aborted()", 0),
    "handler-reraises": (
        "try:\n    assert ctx.identity is not None\nexcept AssertionError:\n    raise\nreturn ctx.identity.tenant",
        0,
    ),
    "assert-isinstance": (
        "assert isinstance(ctx.identity, MemoryIdentity)\nreturn ctx.identity.tenant",
        0,
    ),
    "walrus-while": (
        "while (s := ctx.signal) is not None and not s.aborted:\n    s.throw_if_aborted()",
        0,
    ),
    "else-return": (
        "if ctx.identity is not None:\n    pass\nelse:\n    return None\nreturn ctx.identity.tenant",
        0,
    ),
    "sorted-key-lambda": ("return sorted(items, key=lambda i: ctx.identity.tenant)", 1),
    "if-not-raise-elif": (
        "if not ctx.identity:\n    raise ValueError()\nelif flag:\n    pass\nreturn ctx.identity.tenant",
        0,
    ),
    "for-else-return": (
        "for i in items:\n    if ctx.identity:\n        break\nelse:\n    return None\nreturn ctx.identity.tenant",
        0,
    ),
    "nested-if-return": (
        "if flag:\n    if ctx.identity is None:\n        return None\n    return ctx.identity.tenant\nreturn ctx.identity.tenant",
        1,
    ),
    "try-finally-return": (
        "try:\n    if ctx.identity is None:\n        return None\nfinally:\n    pass\nreturn ctx.identity.tenant",
        0,
    ),
    "augassign-other": (
        "n = 0\nif ctx.identity is None:\n    return None\nn += 1\nreturn ctx.identity.tenant",
        0,
    ),
    "del-other-name": (
        "x = 1\nif ctx.identity is None:\n    return None\ndel x\nreturn ctx.identity.tenant",
        0,
    ),
    "bool-call": ("if bool(ctx.identity):\n    return ctx.identity.tenant", 0),
    "not-not": ("if not not ctx.identity:\n    return ctx.identity.tenant", 0),
    "ternary-deref": ("return ctx.identity.tenant if ctx.identity else None", 0),
    "and-chain-value": ("return ctx.identity and ctx.identity.tenant", 0),
    "or-early": ("return ctx.identity is None or ctx.identity.tenant", 0),
    "comprehension-cond": (
        "return [i for i in items if ctx.identity and ctx.identity.tenant == i]",
        0,
    ),
    "reassign-alias-in-loop": (
        "ident = ctx.identity\nfor i in items:\n    if ident is None:\n        continue\n    print(ident.tenant)",
        0,
    ),
    "getattr-default-no-deref": ("return getattr(ctx.identity, 'tenant', None)", 0),
    "len-unguarded": ("return len(ctx.teardown_scopes)", 1),
    "in-unguarded": ("return 'run' in ctx.teardown_scopes", 1),
    "in-guarded-or": ("return 'run' in (ctx.teardown_scopes or ())", 0),
    "iter-unguarded": ("for s in ctx.teardown_scopes:\n    print(s)", 1),
    "await-none": ("import asyncio\nreturn ctx.signal.aborted", 1),
    "exit-call": ("if ctx.identity is None:\n    exit(1)\nreturn ctx.identity.tenant", 0),
    "raise-in-else-of-try": (
        "try:\n    pass\nexcept Exception:\n    pass\nelse:\n    if ctx.identity is None:\n        raise ValueError\n    return ctx.identity.tenant",
        0,
    ),
    # arithmetic and ordering on None raise TypeError, either side; formatting does not
    "plus-right-operand": ("return 'id=' + ctx.run_id", 1),
    "plus-left-operand": ("return ctx.run_id + '!'", 1),
    "augmented-assignment": ("rid = ctx.run_id\nrid += '!'\nreturn rid", 1),
    "ordering-comparison": ("return ctx.run_id < 'b'", 1),
    "equality-is-no-operand-use": ("return ctx.run_id == 'b'", 0),
    "percent-formatting-takes-none": ("return 'id=%s' % ctx.run_id", 0),
    "guarded-operand": ("if ctx.run_id is None:\n    return None\nreturn 'id=' + ctx.run_id", 0),
    # assigning a value known non-None establishes the fact; a maybe-None one kills it
    "assign-or-default-establishes": (
        "ctx.identity = ctx.identity or MemoryIdentity('t', 'p', 'c')\nreturn ctx.identity.tenant",
        0,
    ),
    "assign-guarded-conditional-establishes": (
        "ctx.identity = ctx.identity if ctx.identity is not None else MemoryIdentity('t', 'p', 'c')\n"
        "return ctx.identity.tenant",
        0,
    ),
    "assign-conditional-with-none-kills": (
        "ctx.identity = MemoryIdentity('t', 'p', 'c') if flag else None\nreturn ctx.identity.tenant",
        1,
    ),
    "assign-or-none-kills": ("ctx.identity = ctx.identity or None\nreturn ctx.identity.tenant", 1),
    # a loop over a one-element literal binds its target to the element
    "loop-over-one-element": ("for i in (ctx.identity,):\n    print(i.tenant)", 1),
    "loop-over-one-element-guarded": (
        "for i in [ctx.identity]:\n    if i is None:\n        continue\n    print(i.tenant)",
        0,
    ),
    "comprehension-over-one-element": ("return [i.tenant for i in [ctx.identity]]", 1),
    "comprehension-over-one-element-filtered": (
        "return [i.tenant for i in [ctx.identity] if i]",
        0,
    ),
    # every other use of None that raises, as pyright flags them
    "with-item": ("with ctx.signal:\n    pass", 1),
    "tuple-unpacking": ("a, b = ctx.teardown_scopes\nreturn a", 1),
    "conversion": ("return int(ctx.run_id)", 1),
    "str-is-no-use": ("return str(ctx.run_id)", 0),
    "join": ("return ', '.join(ctx.teardown_scopes)", 1),
    "unary-minus": ("return -ctx.iteration, -ctx.run_id", 1),
    "match-or-none": (
        "match ctx.identity:\n    case None | MemoryIdentity():\n        return ctx.identity.tenant",
        1,
    ),
    "match-guard-none": (
        "match ctx.run_id:\n    case str() as r if r:\n        return r.upper()",
        0,
    ),
}


@pytest.mark.parametrize("case", MORE_CASES, ids=str)
def test_more_forms(case):
    body, expected = MORE_CASES[case]
    source = MORE_HEADER + textwrap.indent(body, "    ") + "\n"
    found = check_source(source, "m.py").findings
    assert not [f for f in found if f.code in ("DK901", "DK001")]
    assert len([f for f in found if f.code == "DK201"]) == expected


NEVER_RETURNING = """
from typing import Never
from devkit.agent import tool, Tool, ToolExecutionContext


def die(why):
    \"\"\"Always raises: its inferred return type is NoReturn.\"\"\"
    raise RuntimeError(why)


def complain(why):
    if why:
        return None
    raise RuntimeError(why)


def abstract(why):
    raise NotImplementedError(why)


class T(Tool):
    name = "t"

    def _fail(self, why: str) -> Never:
        raise RuntimeError(why)

    def _bail(self, why):
        raise RuntimeError(why)

    async def execute(self, args, ctx: ToolExecutionContext):
        if ctx.identity is None:
            self._fail("anonymous")
        if ctx.run_id is None:
            self._bail("no run")
        return ctx.identity.principal, ctx.run_id.upper()


@tool(name="u")
def u(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        die("anonymous")
    if ctx.run_id is None:
        complain("no run")
    if ctx.session_id is None:
        abstract("no session")
    return ctx.identity.principal, ctx.run_id.upper(), ctx.session_id.upper()
"""


def test_calls_that_never_return_end_the_path():
    found = check_source(NEVER_RETURNING, "n.py").findings
    assert [(f.code, f.line) for f in found] == [("DK201", 46), ("DK201", 46)]
    assert [f.column for f in found] == [36, 56]  # run_id after `complain`, session_id


TYPED_PARAMS = (
    "from pydantic import BaseModel\n"
    "from devkit.agent import tool, ToolExecutionContext\n\n"
    "class Args(BaseModel):\n"
    "    q: str = ''\n"
    "    maybe: str | None = None\n\n"
    "@tool(name='t')\n"
    "def t(args: Args, ctx: ToolExecutionContext, expected: str = 'x', maybe: str | None = None,\n"
    "      implicit: str = None, anything=None, kept: str = 'y'):\n"
)
TYPED_PARAM_CASES = {
    "a-str-parameter": ("if ctx.run_id == expected:\n    return ctx.run_id.upper()", 0),
    "an-optional-parameter": ("if ctx.run_id == maybe:\n    return ctx.run_id.upper()", 1),
    "a-str-parameter-defaulting-to-none": (
        "if ctx.run_id == implicit:\n    return ctx.run_id.upper()",
        1,
    ),
    "an-unannotated-parameter": ("if ctx.run_id == anything:\n    return ctx.run_id.upper()", 1),
    "a-str-field-of-the-args-model": ("if ctx.run_id == args.q:\n    return ctx.run_id.upper()", 0),
    "an-optional-field-of-the-args-model": (
        "if ctx.run_id == args.maybe:\n    return ctx.run_id.upper()",
        1,
    ),
    "a-field-assigned-in-the-tool": (
        "args.q = ctx.session_id\nif ctx.run_id == args.q:\n    return ctx.run_id.upper()",
        1,
    ),
    "a-str-parameter-rebound": (
        "kept = ctx.session_id\nif ctx.run_id == kept:\n    return ctx.run_id.upper()",
        1,
    ),
}


@pytest.mark.parametrize("case", TYPED_PARAM_CASES)
def test_equal_to_a_parameter_or_field_of_a_type_never_none_proves_it(case):
    body, expected = TYPED_PARAM_CASES[case]
    source = TYPED_PARAMS + textwrap.indent(body, "    ") + "\n"
    found = check_source(source, "p.py").findings
    assert [f.code for f in found] == ["DK201"] * expected


# -- secrets, services, teardown scopes and fail-closed fields on the engine ---------------

AG = (
    "import logging, json\n"
    "from devkit.agent import tool, Need, ToolExecutionContext, tool_session_key\n"
    "log = logging.getLogger(__name__)\nCACHE = {}\n\n"
    "@tool(name='t', needs=[Need('g')])\n"
    "def t(args, ctx: ToolExecutionContext, items=(), flag=False):\n"
)
ADK = "from devkit.adk import ToolContext\n\nasync def t(query: str, tool_context: ToolContext):\n"
RULE_FORMS = {
    # our SDK's coroutine methods must be awaited, as pyright's reportUnusedCoroutine says
    ("ADK", "seed-save-artifact-not-awaited"): (
        "if tool_context.artifact_service is None:\n    return None\n"
        "tool_context.save_artifact('a', b'x')",
        "DK005",
        1,
    ),
    ("ADK", "seed-save-artifact-awaited"): (
        "if tool_context.artifact_service is None:\n    return None\n"
        "await tool_context.save_artifact('a', b'x')",
        "DK005",
        0,
    ),
    ("ADK", "seed-loaded-artifact-may-be-none"): (
        "if tool_context.artifact_service is None:\n    return None\n"
        "data = await tool_context.load_artifact('a')\nreturn data.decode()",
        "DK201",
        1,
    ),
    ("ADK", "seed-two-loads-one-tested"): (
        "if tool_context.artifact_service is None:\n    return None\n"
        "a = await tool_context.load_artifact('a')\nif a is None:\n    return None\n"
        "b = await tool_context.load_artifact('b')\nreturn a.decode() + b.decode()",
        "DK201",
        1,
    ),
    ("ADK", "seed-loaded-artifact-tested"): (
        "if tool_context.artifact_service is None:\n    return None\n"
        "data = await tool_context.load_artifact('a')\nreturn data.decode() if data else ''",
        "DK201",
        0,
    ),
    # one root cause, one finding (session 4)
    ("AG", "key-named-alias-reported-where-assigned"): (
        "cache_key = ctx.session_id\nreturn CACHE[cache_key]",
        "DK401",
        1,
    ),
    ("AG", "plain-alias-reported-where-used-as-key"): (
        "sid = ctx.session_id\nreturn CACHE[sid]",
        "DK401",
        1,
    ),
    ("AG", "session-id-in-an-f-string-of-its-own-is-the-same-key"): (
        'CACHE[f"{ctx.session_id}"] = 1\nreturn CACHE[str(ctx.session_id)]',
        "DK401",
        2,
    ),
    ("AG", "session-id-in-a-longer-f-string-is-not-on-its-own"): (
        'return CACHE[f"{ctx.session_id}:{ctx.run_id}"]',
        "DK401",
        0,
    ),
    ("AG", "misregistered-key-is-dk302-not-also-dk303"): (
        "key = tool_session_key(ctx, 'run')\n"
        "if 'session' in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:\n"
        "    ctx.on_teardown(lambda: None, scope='session', key=key)",
        "DK303",
        0,
    ),
    ("AG", "misregistered-key-is-dk302"): (
        "key = tool_session_key(ctx, 'run')\n"
        "if 'session' in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:\n"
        "    ctx.on_teardown(lambda: None, scope='session', key=key)",
        "DK302",
        1,
    ),
    ("AG", "scope-found-by-a-loop-over-the-scopes-is-honoured"): (
        "for s in ctx.teardown_scopes or ():\n    if s == 'run':\n        break\n"
        "else:\n    raise RuntimeError('run is not honoured')\n"
        "if ctx.on_teardown is not None:\n"
        "    ctx.on_teardown(lambda: None, scope='run', key=tool_session_key(ctx, 'run'))",
        "DK301",
        0,
    ),
    ("AG", "another-scope-found-by-a-loop-honours-nothing-else"): (
        "for s in ctx.teardown_scopes or ():\n    if 'session' != s:\n        continue\n"
        "    if ctx.on_teardown is not None:\n"
        "        ctx.on_teardown(lambda: None, scope='session', key='k')\n"
        "        ctx.on_teardown(lambda: None, scope='run', key='k')",
        "DK301",
        1,
    ),
    ("AG", "misregistered-key-through-another-name-is-dk302"): (
        "run_key = tool_session_key(ctx, 'run')\nk = run_key\n"
        "if 'session' in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:\n"
        "    ctx.on_teardown(lambda: None, scope='session', key=k)",
        "DK302",
        1,
    ),
    # DK402
    ("AG", "leak-json-dumps"): (
        "if ctx.credential:\n    tok = ctx.credential.secret.reveal()\n    log.info(json.dumps({'t': tok}))",
        "DK402",
        1,
    ),
    ("AG", "leak-fstring-return"): (
        "if ctx.credential:\n    return f'Bearer {ctx.credential.secret.reveal()}'",
        "DK402",
        1,
    ),
    ("AG", "leak-exception-kw"): (
        "if ctx.credential:\n    raise ValueError(msg=ctx.credential.secret.reveal())",
        "DK402",
        1,
    ),
    ("AG", "no-leak-header-use"): (
        "if ctx.credential:\n    headers = {'Authorization': ctx.credential.secret.reveal()}\n    return {'ok': True}",
        "DK402",
        0,
    ),
    ("AG", "leak-dict-return"): (
        "if ctx.credential:\n    headers = {'Authorization': ctx.credential.secret.reveal()}\n    return headers",
        "DK402",
        1,
    ),
    ("AG", "leak-logger-extra"): (
        "if ctx.credential:\n    log.info('x', extra={'tok': ctx.credential.secret.reveal()})",
        "DK402",
        1,
    ),
    ("AG", "secret-object-printed"): (
        "if ctx.credential:\n    print(ctx.credential.secret)",
        "DK402",
        0,
    ),
    ("AG", "leak-print-join"): (
        "if ctx.credential:\n    print(' '.join(['a', ctx.credential.secret.reveal()]))",
        "DK402",
        1,
    ),
    # DK203 adk
    ("ADK", "load-unguarded"): ("return await tool_context.load_artifact('x')", "DK203", 1),
    ("ADK", "load-guarded"): (
        "if tool_context.artifact_service is None:\n    return None\nreturn await tool_context.load_artifact('x')",
        "DK203",
        0,
    ),
    ("ADK", "load-try-valueerror"): (
        "try:\n    return await tool_context.load_artifact('x')\nexcept Exception:\n    return None",
        "DK203",
        0,
    ),
    ("ADK", "search-guarded-walrus"): (
        "if (m := tool_context.memory_service) is not None:\n    return await tool_context.search_memory(query)",
        "DK203",
        0,
    ),
    ("ADK", "search-guard-lost"): (
        "if tool_context.memory_service is None:\n    print('no memory')\nreturn await tool_context.search_memory(query)",
        "DK203",
        1,
    ),
    ("ADK", "bound-method-handed-to-a-function-that-calls-it"): (
        "return await retry(tool_context.list_artifacts, times=3)",
        "DK203",
        1,
    ),
    ("ADK", "bound-method-handed-over-inside-a-try"): (
        "try:\n    return await retry(tool_context.list_artifacts)\nexcept Exception:\n    return []",
        "DK203",
        0,
    ),
    ("ADK", "bound-method-printed-is-not-called"): (
        "print(tool_context.list_artifacts)\nreturn None",
        "DK203",
        0,
    ),
    # DK301
    ("AG", "teardown-tuple-alias"): (
        "scopes = tuple(ctx.teardown_scopes or ())\nif 'run' in scopes and ctx.on_teardown:\n    ctx.on_teardown(print, scope='run', key='k')",
        "DK301",
        0,
    ),
    ("AG", "teardown-wrong-scope-tested"): (
        "if 'session' in (ctx.teardown_scopes or ()) and ctx.on_teardown:\n    ctx.on_teardown(print, scope='run', key='k')",
        "DK301",
        1,
    ),
    ("AG", "teardown-early-return"): (
        "if 'run' not in (ctx.teardown_scopes or ()) or ctx.on_teardown is None:\n    return None\nctx.on_teardown(print, scope='run', key='k')",
        "DK301",
        0,
    ),
    # DK202
    ("AG", "fail-closed-or"): ("store = ctx.artifacts or None\nreturn store", "DK202", 1),
    ("AG", "fail-closed-flag"): (
        "if ctx.has_artifacts:\n    return ctx.artifacts.list()",
        "DK202",
        0,
    ),
    ("AG", "fail-closed-is-none"): ("if ctx.credentials is None:\n    return None", "DK202", 1),
}


# A helper's use that raises, called from inside the caller's `try`: the caller handles it.
HELPER_ADK = (
    "from devkit.adk import ToolContext\n\n"
    "async def h3(c):\n    return await c.list_artifacts()\n\n"
    "async def h2(c):\n    return await h3(c)\n\n"
    "async def h1(c):\n    return await h2(c)\n\n"
    "async def t(query: str, tool_context: ToolContext):\n"
)
HELPER_AG = (
    "from devkit.agent import tool, Need, ToolExecutionContext\n\n"
    "def tenant(c):\n    return c.identity.tenant\n\n"
    "@tool(name='t', needs=[Need('g')])\n"
    "def t(args, ctx: ToolExecutionContext):\n"
)
CALLER_HANDLES = {
    "service-error-caught-around-a-helper-chain": (
        HELPER_ADK,
        "try:\n    return await h1(tool_context)\nexcept Exception:\n    return []",
        "DK203",
        0,
    ),
    "service-error-caught-by-its-own-class": (
        HELPER_ADK,
        "try:\n    return await h2(tool_context)\nexcept ServiceNotAttached:\n    return []",
        "DK203",
        0,
    ),
    "helper-chain-called-outside-the-try": (
        HELPER_ADK,
        "try:\n    pass\nexcept Exception:\n    return []\nreturn await h1(tool_context)",
        "DK203",
        1,
    ),
    "a-handler-for-another-error-does-not-cover-it": (
        HELPER_ADK,
        "try:\n    return await h1(tool_context)\nexcept KeyError:\n    return []",
        "DK203",
        1,
    ),
    "called-once-inside-and-once-outside": (
        HELPER_ADK,
        "try:\n    await h1(tool_context)\nexcept Exception:\n    pass\nreturn await h3(tool_context)",
        "DK203",
        1,
    ),
    "attribute-error-caught-around-a-helper": (
        HELPER_AG,
        "try:\n    return tenant(ctx)\nexcept AttributeError:\n    return None",
        "DK201",
        0,
    ),
    "attribute-error-not-caught": (HELPER_AG, "return tenant(ctx)", "DK201", 1),
    "with-suppress-around-a-helper": (
        "import contextlib\n" + HELPER_AG,
        "with contextlib.suppress(AttributeError):\n    return tenant(ctx)",
        "DK201",
        0,
    ),
}


@pytest.mark.parametrize("case", CALLER_HANDLES)
def test_a_callers_try_handles_what_its_helpers_raise(case):
    header, body, code, expected = CALLER_HANDLES[case]
    source = header + textwrap.indent(body, "    ") + "\n"
    found = check_source(source, "m.py").findings
    assert not [f for f in found if f.code in ("DK901", "DK001")]
    assert len([f for f in found if f.code == code]) == expected, [f.message for f in found]


@pytest.mark.parametrize("case", RULE_FORMS, ids=lambda c: c[1])
def test_rule_forms(case):
    body, code, expected = RULE_FORMS[case]
    source = (AG if case[0] == "AG" else ADK) + textwrap.indent(body, "    ") + "\n"
    found = check_source(source, "r.py").findings
    assert not [f for f in found if f.code in ("DK901", "DK001")]
    assert len([f for f in found if f.code == code]) == expected


# -- precision: realistic correct tools get no error or warning ------------------------------

CLEAN_HEADER = (
    "import asyncio, contextlib\n"
    "from devkit.agent import tool, Need, Tool, ToolExecutionContext, tool_session_key\n\n"
    "@tool(name='t', needs=[Need('g')], wants=['doc'])\n"
    "async def t(args, ctx: ToolExecutionContext, items=(), flag=False):\n"
)
CLEAN_TOOLS = {
    "short-circuit-return": "if not ctx.identity or not ctx.identity.tenant:\n    return None\nreturn ctx.identity.tenant",
    "alias-raise": "identity = ctx.identity\nif identity is None:\n    raise ValueError('anon')\nreturn identity.tenant",
    "with-return": "with contextlib.nullcontext():\n    if ctx.identity is None:\n        return None\nreturn ctx.identity.tenant",
    "async-loop": "if ctx.signal is None:\n    return None\nfor i in items:\n    await asyncio.sleep(0)\n    ctx.signal.throw_if_aborted()",
    "assert-msg": "assert ctx.identity, 'needs identity'\nreturn ctx.identity.tenant",
    "both-branches-exit": "if ctx.identity is None:\n    if flag:\n        return 1\n    else:\n        raise ValueError()\nreturn ctx.identity.tenant",
    "and-attr": "x = ctx.identity\nif x is not None and x.tenant:\n    return x.tenant",
    "async-with": "if ctx.identity is None:\n    return None\nasync with contextlib.AsyncExitStack():\n    return ctx.identity.tenant",
    "wanted-items": "if ctx.wanted:\n    for name, meta in ctx.wanted.items():\n        print(name, meta.size)",
    "credential-guard-secret": "if ctx.credential is None:\n    return {'ok': False}\nheaders = {'Authorization': 'Bearer ' + ctx.credential.secret.reveal()}\nreturn {'ok': True}",
    "teardown-ok": "if ctx.on_teardown is not None and 'run' in (ctx.teardown_scopes or ()):\n    ctx.on_teardown(lambda: None, scope='run', key=tool_session_key(ctx, 'run'))",
    "signal-wait": "if ctx.signal is not None:\n    await ctx.signal",
    "len-guarded": "scopes = ctx.teardown_scopes or ()\nreturn len(scopes)",
    "try-except-typeerror": "try:\n    return len(ctx.teardown_scopes)\nexcept TypeError:\n    return 0",
    "nested-helper-guarded": "def tenant():\n    return ctx.identity.tenant if ctx.identity else None\nreturn tenant()",
    "early-continue-while": "while items:\n    if ctx.identity is None:\n        break\n    print(ctx.identity.tenant)\n    items = items[1:]",
}


@pytest.mark.parametrize("case", CLEAN_TOOLS, ids=str)
def test_correct_tools_are_clean(case):
    source = CLEAN_HEADER + textwrap.indent(CLEAN_TOOLS[case], "    ") + "\n"
    found = check_source(source, "c.py").findings
    # Loops that wait (DK501, info), the declared-but-unused need and session teardown
    # are not what these cases are about.
    noisy = [
        (f.code, f.line, f.message)
        for f in found
        if f.severity.value in ("error", "warning") and f.code not in ("DK102", "DK303")
    ]
    assert noisy == []


def test_testing_a_conditional_alias_of_a_member_never_none_is_not_redundant():
    # `call` is the id or None: testing it is the guard DK201 asks for, not DK205's noise.
    body = """
    call = ctx.tool_call_id if flag else None
    if call is None:
        return None
    return call.upper()
    """
    assert findings(body, "DK205") == []
    assert findings(body, "DK201") == []
    assert findings("if ctx.tool_call_id is None:\n    return None", "DK205") == [1]


def test_a_helper_finding_names_the_tools_whose_path_is_unguarded():
    source = textwrap.dedent(
        """
        from devkit.agent import ToolExecutionContext, tool

        def tenant_of(ctx: ToolExecutionContext) -> str:
            return ctx.identity.tenant

        def checked(ctx: ToolExecutionContext):
            if ctx.identity is None:
                return None
            return tenant_of(ctx)

        def unchecked(ctx: ToolExecutionContext):
            return tenant_of(ctx)

        @tool(name="guarded")
        async def guarded(args, ctx: ToolExecutionContext):
            if not ctx.identity:
                return None
            return unchecked(ctx)

        @tool(name="via_checked")
        async def via_checked(args, ctx: ToolExecutionContext):
            return checked(ctx)

        @tool(name="bare")
        async def bare(args, ctx: ToolExecutionContext):
            return unchecked(ctx)

        @tool(name="direct")
        async def direct(args, ctx: ToolExecutionContext):
            return tenant_of(ctx)
        """
    )
    (finding,) = check_source(source, "h.py").findings
    assert finding.message.endswith("(in helper `tenant_of`, reached from tool `bare`, `direct`)")
    assert finding.tool in ("bare", "direct")


def test_a_helper_raising_service_call_names_only_the_tools_that_do_not_handle_it():
    source = textwrap.dedent(
        """
        from fastmcp import Context, FastMCP

        mcp = FastMCP("x")

        async def ask(ctx: Context) -> str:
            return await ctx.elicit("name?", response_type=str)

        @mcp.tool
        async def handled(ctx: Context) -> str:
            try:
                return await ask(ctx)
            except Exception:
                return "anonymous"

        @mcp.tool
        async def bare(ctx: Context) -> str:
            return await ask(ctx)
        """
    )
    (finding,) = check_source(source, "h.py").findings
    assert finding.code == "DK203"
    assert finding.message.endswith("(in helper `ask`, reached from tool `bare`)")
    assert finding.tool == "bare"


TOOL_CALLING_A_TOOL = """
from devkit.agent import ToolExecutionContext, tool

def tenant_of(c):
    return c.identity.tenant

@tool(name="outer")
def outer(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    return inner(args, ctx), run(args, ctx)

@tool(name="inner")
def inner(args, ctx: ToolExecutionContext):
    return tenant_of(ctx)

@tool(name="run")
def run(args, ctx: ToolExecutionContext):
    return ctx.identity.principal
"""


@pytest.mark.parametrize("outer_first", [True, False])
def test_a_tool_another_tool_calls_after_a_guard_is_still_called_without_one(outer_first):
    # The framework calls `inner` and `run` too, with nothing established: what `outer`
    # guards before calling them does not hold there, whichever is defined first.
    header, outer, rest = TOOL_CALLING_A_TOOL.partition('@tool(name="outer")')
    body, inner, tail = rest.partition('@tool(name="inner")')
    source = header + (outer + body + inner + tail if outer_first else inner + tail + outer + body)
    found = check_source(source, "t.py").findings
    assert sorted((f.code, f.message.split(" may be None")[0]) for f in found) == [
        ("DK201", "`c.identity`"),
        ("DK201", "`ctx.identity`"),
    ]
    (helper,) = [f for f in found if "helper" in f.message]
    assert helper.message.endswith("(in helper `tenant_of`, reached from tool `inner`)")


def test_what_a_caller_defined_later_establishes_reaches_the_whole_helper_chain():
    # `f` is analysed before its caller `x` (and `lookup` before `fn`): the guard found
    # afterwards still holds in them and in the helpers they call.
    agent = textwrap.dedent(
        """
        from devkit.agent import ToolExecutionContext

        def g(c):
            return c.identity.tenant

        def f(c: ToolExecutionContext):
            return g(c)

        def x(c: ToolExecutionContext):
            if c.identity is None:
                return None
            return f(c)
        """
    )
    adk = textwrap.dedent(
        """
        from devkit.adk import create_tool, ToolContext

        async def recall(c, q):
            return await c.search_memory(q)

        async def lookup(ctx: ToolContext, q):
            return await recall(ctx, q)

        async def fn(args, ctx: ToolContext):
            if ctx.memory_service is None:
                return None
            return await lookup(ctx, args.q)

        t = create_tool(name="t", description="d", fn=fn)
        """
    )
    assert check_source(agent, "a.py").findings == []
    assert check_source(adk, "b.py").findings == []


# -- the context or None handed to a helper: the helper's parameter may be None -------------

MAYBE_HELPERS = """
from devkit.agent import ToolExecutionContext, tool

def tenant_of(c):
    return c.identity

def guarded_tenant(c):
    if c is None:
        return None
    return c.identity

def by_keyword(*, c):
    return c.iteration

@tool(name="t")
async def t(args, ctx: ToolExecutionContext, flag: bool = False):
"""
MAYBE_CASES = {
    # (tool body, helper lines (1 = the module's first line) with a DK201 about the context)
    "passed-untested": ("c = ctx if flag else None\nreturn tenant_of(c)", [4]),
    "passed-by-keyword": ("c = None if flag else ctx\nreturn by_keyword(c=c)", [12]),
    "tested-before-the-call": ("c = ctx if flag else None\nif c:\n    return tenant_of(c)", []),
    "the-helper-tests-it": ("c = ctx if flag else None\nreturn guarded_tenant(c)", []),
    "the-context-itself": ("return tenant_of(ctx), by_keyword(c=ctx)", []),
}


@pytest.mark.parametrize("case", MAYBE_CASES)
def test_the_context_or_none_handed_to_a_helper_may_be_none_there(case):
    body, expected = MAYBE_CASES[case]
    source = MAYBE_HELPERS.lstrip("\n") + textwrap.indent(body, "    ") + "\n"
    found = check_source(source, "m.py").findings
    assert not [f for f in found if f.code in ("DK901", "DK001")]
    about_context = [f for f in found if f.code == "DK201" and "`c` may be None" in f.message]
    assert [f.line for f in about_context] == expected, [f.message for f in found]
    for finding in about_context:
        assert "a caller passes the context or None" in finding.message
        assert "reached from tool `t`" in finding.message


# -- a context parameter annotated as maybe None: the context itself is optional ------------

OPT_HEADER = (
    "from typing import Optional, Union\n"
    "from devkit.agent import tool, ToolExecutionContext\n\n"
    "@tool(name='t')\n"
)
OPTIONAL_CONTEXT = {
    # (signature, body, body lines with DK201)
    "pipe-none-used": (
        "async def t(args, ctx: ToolExecutionContext | None = None):",
        "return ctx.tool_call_id",
        [1],
    ),
    "optional-used": (
        "async def t(args, ctx: Optional[ToolExecutionContext] = None):",
        "x = 1\nreturn ctx.iteration + x",
        [2],
    ),
    "union-none-used": (
        "async def t(args, ctx: Union[None, ToolExecutionContext] = None):",
        "print(ctx.run_id)",
        [1],
    ),
    "string-annotation": (
        "async def t(args, ctx: 'ToolExecutionContext | None' = None):",
        "print(ctx.run_id)",
        [1],
    ),
    "each-use-after-a-partial-guard": (
        "async def t(args, ctx: ToolExecutionContext | None = None):",
        "if ctx:\n    print(ctx.run_id)\nprint(ctx.iteration)\nreturn ctx.tool_call_id",
        [3],  # one root cause: had it been None, line 3 would have raised
    ),
    "one-statement-one-finding": (
        "async def t(args, ctx: ToolExecutionContext | None = None):",
        "return ctx.iteration, ctx.tool_call_id",
        [1],
    ),
    "alias-of-an-optional-context": (
        "async def t(args, ctx: ToolExecutionContext | None = None):",
        "c = ctx\nreturn c.tool_call_id",
        [2],
    ),
    "early-return-guards": (
        "async def t(args, ctx: ToolExecutionContext | None = None):",
        "if ctx is None:\n    return None\nreturn ctx.tool_call_id",
        [],
    ),
    "not-early-return-guards": (
        "async def t(args, ctx: Optional[ToolExecutionContext] = None):",
        "if not ctx:\n    raise ValueError('no context')\nc = ctx\nreturn c.tool_call_id",
        [],
    ),
    "short-circuits-guard": (
        "async def t(args, ctx: ToolExecutionContext | None = None):",
        "a = ctx.run_id if ctx else None\nb = ctx is not None and ctx.iteration\nreturn a, b",
        [],
    ),
    "try-attribute-error-guards": (
        "async def t(args, ctx: ToolExecutionContext | None = None):",
        "try:\n    return ctx.tool_call_id\nexcept AttributeError:\n    return None",
        [],
    ),
    "not-optional-annotation-is-not-flagged": (
        "async def t(args, ctx: ToolExecutionContext):",
        "return ctx.tool_call_id",
        [],
    ),
}


@pytest.mark.parametrize("case", OPTIONAL_CONTEXT)
def test_a_context_annotated_maybe_none_is_guarded_like_an_optional_field(case):
    signature, body, expected = OPTIONAL_CONTEXT[case]
    source = OPT_HEADER + signature + "\n" + textwrap.indent(body, "    ") + "\n"
    first = source.count("\n", 0, source.index(signature)) + 2
    found = check_source(source, "o.py").findings
    assert not [f for f in found if f.code in ("DK901", "DK001")]
    lines = [f.line - first + 1 for f in found if f.code == "DK201"]
    assert lines == expected, [f.message for f in found]


FASTMCP_OPTIONAL = (
    "from fastmcp import FastMCP, Context\n"
    "from fastmcp.server.dependencies import get_context\n"
    "mcp = FastMCP('x')\n\n"
    "@mcp.tool\n"
    "async def hello(name: str, ctx: Context | None = None) -> str:\n"
)
FASTMCP_OPTIONAL_CASES = {
    "used-unguarded": ("await ctx.info(name)", [1]),
    "rebound-to-get-context-guards": (
        "if ctx is None:\n    ctx = get_context()\nawait ctx.info(name)",
        [],
    ),
    "or-get-context-guards-and-stays-the-context": (
        "ctx = ctx or get_context()\nawait ctx.info(name)\nreturn ctx.client_id.upper()",
        [3],  # the context is there; its client id still may be None
    ),
}


@pytest.mark.parametrize("case", FASTMCP_OPTIONAL_CASES)
def test_an_optional_fastmcp_context_is_guarded_or_replaced(case):
    body, expected = FASTMCP_OPTIONAL_CASES[case]
    source = FASTMCP_OPTIONAL + textwrap.indent(body, "    ") + "\n"
    first = FASTMCP_OPTIONAL.count("\n") + 1
    found = check_source(source, "f.py").findings
    assert not [f for f in found if f.code in ("DK901", "DK001")]
    assert [f.line - first + 1 for f in found if f.code == "DK201"] == expected


@pytest.mark.parametrize(
    ("statement", "expected"),
    [
        ("ctx.info(name) if name else None", 1),
        ("return f'read: {ctx.read_resource(name)}'", 1),
        ("await ctx.info(name) if name else None", 0),
        ("return f'read: {await ctx.read_resource(name)}'", 0),
        ("asyncio.create_task(ctx.info(name))", 0),
    ],
)
def test_a_coroutine_dropped_by_a_conditional_or_formatted_is_not_awaited(statement, expected):
    source = (
        "import asyncio\nfrom fastmcp import FastMCP, Context\nmcp = FastMCP('x')\n\n"
        f"@mcp.tool\nasync def hello(name: str, ctx: Context) -> str:\n    {statement}\n"
    )
    found = check_source(source, "c.py").findings
    assert len([f for f in found if f.code == "DK005"]) == expected, found


@pytest.mark.parametrize(
    ("statement", "expected"), [("emit_event('e', 1)", 1), ("await emit_event('e', 1)", 0)]
)
def test_emit_event_is_a_coroutine_function(statement, expected):
    source = (
        "from devkit.mcp import tool, ExecutionContext, emit_event\n\n"
        "@tool(name='t')\nasync def t(input, ctx: ExecutionContext):\n"
        f"    {statement}\n"
    )
    found = check_source(source, "e.py").findings
    assert len([f for f in found if f.code == "DK005"]) == expected


# -- an attribute of `self` holding the context --------------------------------------------

SELF_HEADER = (
    "from dataclasses import dataclass\n"
    "from devkit.agent import Tool, ToolExecutionContext\n"
    "from devkit.adk import ToolContext\n"
    "CACHE = {}\n\n"
)
SELF_CASES = {
    # (class source, {line of the class source: code})
    "stored-then-read-in-another-method": (
        """
        class Lookup(Tool):
            name = "lookup"
            async def execute(self, args, ctx: ToolExecutionContext):
                self.ctx = ctx
                return self.report()
            def report(self):
                return self.ctx.identity.tenant
        """,
        {7: "DK201"},
    ),
    "stored-then-guarded-where-read": (
        """
        class Lookup(Tool):
            name = "lookup"
            async def execute(self, args, ctx: ToolExecutionContext):
                if ctx.identity is None:
                    return None
                self.ctx = ctx
                print(self.ctx.identity.tenant)
                return self.report()
            def report(self):
                ident = self.ctx.identity
                return ident.tenant if ident else ""
        """,
        {},
    ),
    "also-set-to-none-so-the-attribute-is-optional": (
        """
        class Lookup(Tool):
            name = "lookup"
            def __init__(self):
                self.ctx = None
            async def execute(self, args, ctx: ToolExecutionContext):
                self.ctx = ctx
                return self.ctx.tool_call_id, self.report(), self.guarded()
            def report(self):
                return self.ctx.tool_call_id
            def guarded(self):
                if self.ctx is None:
                    return ""
                return self.ctx.tool_call_id
        """,
        {9: "DK201"},
    ),
    "annotated-on-the-class": (
        """
        @dataclass
        class Helper:
            ctx: ToolExecutionContext
            def key(self):
                return CACHE[self.ctx.session_id]
        """,
        {5: "DK401"},
    ),
    "service-method-through-the-attribute": (
        """
        class Saver:
            def __init__(self, tool_context: ToolContext):
                self.tc = tool_context
            async def save(self, data):
                return await self.tc.save_artifact("a", data)
        """,
        {5: "DK203"},
    ),
    "stored-inside-a-block": (
        """
        class Lookup(Tool):
            name = "lookup"
            async def execute(self, args, ctx: ToolExecutionContext):
                try:
                    if args:
                        self.ctx = ctx
                finally:
                    pass
                return self.report()
            def report(self):
                return self.ctx.identity.tenant
        """,
        {11: "DK201"},
    ),
    "an-attribute-holding-something-else-is-not-the-context": (
        """
        class Lookup(Tool):
            name = "lookup"
            async def execute(self, args, ctx: ToolExecutionContext):
                self.ctx = args
                return self.report()
            def report(self):
                return self.ctx.identity.tenant
        """,
        {},
    ),
}


@pytest.mark.parametrize("case", SELF_CASES)
def test_an_attribute_of_self_holding_the_context_is_the_context(case):
    body, expected = SELF_CASES[case]
    source = SELF_HEADER + textwrap.dedent(body).strip("\n") + "\n"
    first = SELF_HEADER.count("\n") + 1
    found = check_source(source, "s.py").findings
    assert not [f for f in found if f.code in ("DK901", "DK001")]
    got = {f.line - first + 1: f.code for f in found if f.code.startswith("DK") and f.code >= "DK2"}
    assert got == expected, [(f.line - first + 1, f.code, f.message) for f in found]


# -- a secret handed to a function of the module --------------------------------------------

SECRET_HELPERS = (
    "import logging, hashlib\n"
    "from devkit.agent import tool, Need, ToolExecutionContext\n"
    "log = logging.getLogger(__name__)\n\n"
    "def show(value):\n    print(value)\n\n"
    "def fingerprint(value):\n    return hashlib.sha256(value.encode()).hexdigest()\n\n"
    "def relay(prefix, value):\n    show(prefix + value)\n\n"
    "def note(*, value):\n    log.info('using %s', value)\n\n"
    "def ping(value):\n    return ping(value)\n\n"
    "class Client:\n"
    "    def send(self, value):\n        raise RuntimeError(f'refused {value}')\n"
    "    def call(self, token):\n        self.send(token)\n\n"
    "@tool(name='t', needs=[Need('gh')])\n"
    "def t(args, ctx: ToolExecutionContext):\n"
    "    if ctx.credential is None:\n        return None\n"
    "    token = ctx.credential.secret.reveal()\n"
)
SECRET_HELPER_CASES = {
    "printed-by-the-helper": ("show(token)", [1]),
    "printed-two-calls-down": ("relay('Bearer ', token)", [1]),
    "logged-by-keyword": ("note(value=token)", [1]),
    "a-derived-value-still-carries-it": ("show(token.strip())", [1]),
    "hashed-by-the-helper": ("print(fingerprint(token))", []),
    "in-a-recursive-helper-that-keeps-it": ("ping(token)", []),
    "the-helper-gets-something-else": ("show(len(token))", []),
}


@pytest.mark.parametrize("case", SECRET_HELPER_CASES)
def test_a_secret_passed_to_a_function_that_lets_it_out_leaks(case):
    body, expected = SECRET_HELPER_CASES[case]
    source = SECRET_HELPERS + textwrap.indent(body, "    ") + "\n"
    first = SECRET_HELPERS.count("\n") + 1
    found = check_source(source, "h.py").findings
    assert not [f for f in found if f.code in ("DK901", "DK001")]
    assert [f.line - first + 1 for f in found if f.code == "DK402"] == expected


def test_a_secret_passed_to_a_method_that_raises_with_it_leaks():
    source = (
        "from devkit.agent import Tool, Need, ToolExecutionContext\n\n"
        "class Issue(Tool):\n"
        "    name = 'issue'\n"
        "    needs = [Need('gh')]\n"
        "    def send(self, value):\n"
        "        raise RuntimeError(f'refused {value}')\n"
        "    async def execute(self, args, ctx: ToolExecutionContext):\n"
        "        if ctx.credential is not None:\n"
        "            self.send(ctx.credential.secret.reveal())\n"
    )
    found = [f for f in check_source(source, "m.py").findings if f.code == "DK402"]
    assert [(f.line, "`send()`" in f.message) for f in found] == [(10, True)]


def test_a_method_called_on_a_module_level_instance_is_the_class_method():
    source = textwrap.dedent(
        """
        import logging
        from fastmcp import FastMCP, Context
        from devkit.agent import tool, Need, ToolExecutionContext
        mcp = FastMCP("x")
        log = logging.getLogger(__name__)

        class Service:
            async def note(self, ctx: Context) -> None:
                await ctx.info("x")
            def tenant(self, ctx: ToolExecutionContext):
                return ctx.identity.tenant
            def keep(self, token):
                log.info("token %s", token)
        service = Service()
        other = dict()

        @mcp.tool
        async def noted(q: str, ctx: Context) -> str:
            service.note(ctx)
            other.note(ctx)
            return q

        @tool(name="a", needs=[Need("g")])
        def a(args, ctx: ToolExecutionContext):
            if ctx.credential:
                service.keep(ctx.credential.secret.reveal())
            return service.tenant(ctx)
        """
    )
    found = {(f.code, f.line) for f in check_source(source, "i.py").findings}
    assert found == {("DK005", 20), ("DK402", 27), ("DK201", 12)}


GETTERS = """
def identity_of(ctx):
    return ctx.identity

def kept(ctx):
    ident = ctx.identity
    return ident

async def fetched(c):
    return c.identity

def checked(ctx):
    if ctx.identity is None:
        raise ValueError("anonymous")
    return ctx.identity

def by_name(*, context):
    return context.identity

def credential_for(ctx, need):
    return ctx.credentials.get(need)
"""
# A module function whose straight-line body returns a member of its parameter hands back
# that member: dereferencing the call's result dereferences the member (pyright infers the
# same from the return type). A getter that tests the member first returns it narrowed.
GETTER_CASES = {
    "getter-result-dereferenced": ("return identity_of(ctx).tenant", [1]),
    "getter-through-a-local": ("return kept(ctx).tenant", [1]),
    "async-getter-awaited": ("return (await fetched(ctx)).tenant", [1]),
    "keyword-only-getter": ("return by_name(context=ctx).tenant", [1]),
    "getter-result-held-then-used": ("i = identity_of(ctx)\nreturn i.principal", [2]),
    "getter-after-a-guard-of-the-member": (
        "if ctx.identity is None:\n    return None\nreturn identity_of(ctx).tenant",
        [],
    ),
    "getter-result-tested": (
        "i = identity_of(ctx)\nif i is None:\n    return None\nreturn i.principal",
        [],
    ),
    "narrowing-helper-is-not-a-getter": ("return checked(ctx).tenant", []),
    "getter-result-not-dereferenced": ("return identity_of(ctx)", []),
    "getter-of-a-member-call-result": (
        "if not ctx.has_credentials:\n    return None\nreturn credential_for(ctx, 'g').name",
        [3],
    ),
}


def _dk201_after(helpers: str, body: str) -> tuple[list[int], list[str]]:
    """DK201's lines (1 = the tool's first body line) in a tool written after `helpers`,
    with every finding's message (to show when the lines differ)."""
    source = (
        "from devkit.agent import tool, ToolExecutionContext\n"
        + helpers
        + "\n@tool(name='t')\nasync def t(args, ctx: ToolExecutionContext, flag=False):\n"
        + textwrap.indent(body, "    ")
        + "\n"
    )
    first = source.count("\n", 0, source.index("async def t(")) + 2
    found = check_source(source, "g.py").findings
    return [f.line - first + 1 for f in found if f.code == "DK201"], [f.message for f in found]


@pytest.mark.parametrize("case", GETTER_CASES)
def test_a_helper_returning_a_member_returns_what_may_be_none(case):
    body, expected = GETTER_CASES[case]
    lines, messages = _dk201_after(GETTERS, body)
    assert lines == expected, messages


PREDICATES = """
def has_identity(ctx):
    \"\"\"Whether the caller named itself.\"\"\"
    return ctx.identity is not None

def anonymous(c):
    return c.identity is None or not c.identity.tenant

def ran(ctx):
    return ctx.iteration > 0

def both(ctx, other):
    return ctx.identity is not None and other
"""
# A module function returning a test of its one parameter: a call of it in a condition
# proves what the test proves about the argument (pyright needs a TypeGuard for it).
PREDICATE_CASES = {
    "guarded-by-a-predicate": (
        "if not has_identity(ctx):\n    return None\nreturn ctx.identity.tenant",
        [],
    ),
    "used-where-the-predicate-is-false": (
        "if has_identity(ctx):\n    return None\nreturn ctx.identity.tenant",
        [3],
    ),
    "a-negative-predicate": ("if anonymous(ctx):\n    return None\nreturn ctx.identity.tenant", []),
    "a-predicate-of-something-else-proves-nothing": (
        "if ran(ctx):\n    return ctx.identity.tenant\nreturn None",
        [2],
    ),
    # the test reads members of one parameter: the other is a value, whatever it is
    "a-second-parameter-is-read-as-given": (
        "if both(ctx, flag):\n    return ctx.identity.tenant\nreturn None",
        [],
    ),
    "a-second-parameter-proves-nothing-when-false": (
        "if both(ctx, flag):\n    return None\nreturn ctx.identity.tenant",
        [3],
    ),
    "a-predicate-in-a-conjunction": (
        "if flag and has_identity(ctx):\n    return ctx.identity.tenant\nreturn None",
        [],
    ),
    "a-predicate-of-an-alias": (
        "c = ctx\nif has_identity(c):\n    return ctx.identity.tenant\nreturn None",
        [],
    ),
    "a-predicate-held-in-a-name-is-not-followed": (
        "ok = has_identity(ctx)\nprint(ok)\nreturn ctx.identity.tenant",
        [3],
    ),
}


@pytest.mark.parametrize("case", PREDICATE_CASES)
def test_a_helper_returning_a_test_of_the_context_guards_like_the_test(case):
    body, expected = PREDICATE_CASES[case]
    lines, messages = _dk201_after(PREDICATES, body)
    assert lines == expected, messages


def test_a_method_returning_a_member_is_a_getter_through_self():
    source = textwrap.dedent(
        """
        from devkit.agent import Tool, ToolExecutionContext

        class Who(Tool):
            name = "who"
            def _identity(self, ctx):
                return ctx.identity
            @staticmethod
            def _static(ctx):
                return ctx.identity
            def execute(self, args, ctx: ToolExecutionContext):
                if args:
                    return self._static(ctx).principal
                return self._identity(ctx).tenant

        class Guarded(Tool):
            name = "guarded"
            def _identity(self, ctx):
                return ctx.identity
            def execute(self, args, ctx: ToolExecutionContext):
                i = self._identity(ctx)
                if i is None:
                    return None
                return i.tenant
        """
    )
    found = [(f.code, f.line) for f in check_source(source, "m.py").findings]
    assert found == [("DK201", 13), ("DK201", 14)]


# -- loops settle ------------------------------------------------------------------------


def test_every_loop_head_reaches_a_fixpoint_before_the_round_limit(monkeypatch):
    """A loop's head is its entry joined with its back edges until nothing changes. A join
    that is not monotone (a name dropped where paths disagree read as "bound on the other
    paths only" in the next round) swings between two states up to the round limit on every
    check: the tool-dense benchmark ran 1.6x slower, with a head state left to parity."""
    import random
    import sys
    from pathlib import Path

    from devkit.checker import flow

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from gen_tools import generate_module

    rounds: list[int] = []
    repeated: list[str] = []
    solve = flow.cfg.solve

    def counted(graph, start, transfer, join, max_visits):
        solution = solve(graph, start, transfer, join, max_visits)
        rounds.append(max(solution.visits.values(), default=0))
        # What a node off every cycle records is kept as it is: it must run once only.
        repeated.extend(
            f"{n.kind.value} at {n.index}"
            for n in graph.nodes
            if not n.repeats and solution.visits.get(n.index, 0) > 1
        )
        return solution

    monkeypatch.setattr(flow.cfg, "solve", counted)
    sources = [generate_module(random.Random(seed), seed) for seed in range(6)]
    sources += [
        HEADER + textwrap.indent(textwrap.dedent(body).strip("\n"), "    ") + "\n"
        for body, _ in DK201_CASES.values()
        if "for " in body or "while " in body
    ]
    corpus = Path(__file__).resolve().parents[1] / "data" / "adversarial"
    sources += [path.read_text(encoding="utf-8") for path in sorted(corpus.rglob("*.py"))]
    for source in sources:
        check_source(source, "loops.py")
    assert rounds, "no loop was analysed"
    assert max(rounds) > 1, "no loop was iterated"
    assert not repeated, repeated
    assert max(rounds) < flow.MAX_VISITS, sorted(rounds)[-5:]


AWAITED_SYNC_MEMBER = """
from devkit.agent import tool, Need, ToolExecutionContext


@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    if not ctx.has_credentials:
        return None
    cred = await ctx.credentials.get(Need("x"))  # one finding
    other = ctx.credentials.get(Need("y"))
    return cred, other.name  # one finding
"""


def test_awaiting_a_synchronous_member_is_one_finding_not_also_an_optional_result():
    source = textwrap.dedent(AWAITED_SYNC_MEMBER)
    found = [(f.line, f.code) for f in check_source(source, "s.py").findings]
    marked = [i for i, text in enumerate(source.splitlines(), 1) if text.endswith("# one finding")]
    assert found == [(marked[0], "DK005"), (marked[1], "DK201")]


def test_a_context_parameter_rebound_to_another_context_keeps_no_facts():
    source = (
        "from devkit.adk import ToolContext\n\n"
        "async def recall(q: str, tool_context: ToolContext, fallback: ToolContext):\n"
        "    if tool_context.memory_service is None:\n"
        "        return []\n"
        "    first = await tool_context.search_memory(q)\n"
        "    tool_context = fallback\n"
        "    return first + await tool_context.search_memory(q)\n"
    )
    found = [(f.code, f.line) for f in check_source(source, "r.py").findings]
    assert found == [("DK203", 8)]


HELPERS_ON_OBJECTS = """
from devkit.agent import tool, Tool, ToolExecutionContext


class Base(Tool):
    def tenant(self, ctx):
        return ctx.identity.tenant  # unguarded

    def signal_of(self, ctx):
        return ctx.signal.aborted


class Child(Base):
    name = "child"

    def execute(self, args, ctx: ToolExecutionContext):
        if ctx.signal is not None:
            print(self.signal_of(ctx))
        return self.tenant(ctx)


class Formatter:
    def principal(self, ctx):
        return ctx.identity.principal  # unguarded

    def run(self, ctx):
        return ctx.run_id.upper()


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    f = Formatter()
    print(f.principal(ctx))
    if ctx.run_id is None:
        return None
    return Formatter().run(ctx)
"""


def test_methods_reached_through_a_base_class_or_an_instance_made_here_are_followed():
    found, marked = _found_and_marked(HELPERS_ON_OBJECTS, "DK201", "# unguarded")
    assert found == marked


CONTEXT_SPREAD = """
from devkit.agent import tool, ToolExecutionContext


def h1(c):
    return c.identity.tenant  # unguarded


def h2(label, c):
    return c.signal.aborted  # unguarded


def h3(*, c):
    return c.run_id.upper()  # unguarded


def h4(c):
    return c.identity.principal


def h5(label, **options):
    context = options["context"]
    return context.identity.conversation  # unguarded


def h6(**kwargs):
    return kwargs["ctx"].run_id.upper()


def h7(deps, *, extra=None):
    principal = deps["ctx"].identity.principal  # unguarded
    return principal, extra["ctx"].signal.aborted  # unguarded


@tool(name="a")
def a(args, ctx: ToolExecutionContext, rest=()):
    h1(*[ctx])
    h2(*("x",), *(ctx,))
    kw = {"c": ctx}
    h3(**kw)
    h4(*rest, ctx)  # where `ctx` lands is not known
    h5("x", context=ctx)
    if ctx.run_id is not None:
        h6(ctx=ctx)
    box = {"ctx": ctx, "n": 1}
    h7({"ctx": ctx}, extra=box)
    return box["ctx"].session_id.upper()  # unguarded
"""


def test_a_context_spread_from_literals_or_held_in_a_dict_is_the_context():
    found, marked = _found_and_marked(CONTEXT_SPREAD, "DK201", "# unguarded")
    assert found == marked


def test_a_predicate_testing_a_member_names_only_the_tools_that_did_not_make_it_optional():
    # `store` made the member optional itself (reported at its getattr, once); `direct`
    # hands the member as it is, so the predicate's test is the mistake on its path only
    path = CORPUS / "guards-and-helpers" / "s30_getattr_default_tested_by_predicate_buggy.py"
    findings = check_source(path.read_text(encoding="utf-8"), path.name).findings
    assert [(f.code, f.line) for f in findings] == [("DK202", 5), ("DK202", 15)]
    assert findings[0].message.endswith("(in helper `_is_none`, reached from tool `direct`)")
