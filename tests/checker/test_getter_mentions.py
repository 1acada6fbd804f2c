"""A helper is summarised wherever the module calls it, however its name also appears.

`devkit check` skips summarising functions whose name the module's text never uses
outside their `def` (tools called only by their framework). These modules name each helper
in strings, docstrings and sentences too, and call it one way each: what a call of the
helper proves or returns must still count, in `devkit check` and in an editor's check.
"""

from __future__ import annotations

import pytest

from devkit.checker.engine import check_source
from devkit.checker.incremental import IncrementalParser

HEADER = '''from functools import partial

from devkit.agent import ToolExecutionContext, tool


def both(c: ToolExecutionContext):
    """Returns both's answer: the signal and the identity."""
    return c.signal, c.identity


def honours(c: ToolExecutionContext, scope: str) -> bool:
    return scope in (c.teardown_scopes or ())


LABELS = ("both", "honours")  # their names as text alone are no call
pair = both
'''

# (the tool's body, the lines of the body that hold a DK201)
CALLS = {
    "a plain call": ("    sig, ident = both(ctx)\n    return sig.aborted\n", [2]),
    "a call in an f-string": ('    return f"{both(ctx)[0].aborted}"\n', [1]),
    "a call through partial": (
        "    sig, ident = partial(both, ctx)()\n    return sig.aborted\n",
        [2],
    ),
    "a module-level alias": ("    sig, ident = pair(ctx)\n    return sig.aborted\n", [2]),
    "a predicate": (
        "    if ctx.on_teardown is not None and honours(ctx, 'run'):\n"
        "        ctx.on_teardown(lambda: None, scope='run', key='k')\n",
        [],
    ),
    "a predicate called after a space": (
        "    if ctx.on_teardown is not None and honours (ctx, 'run'):\n"
        "        ctx.on_teardown(lambda: None, scope='run', key='k')\n",
        [],
    ),
}


def _module(body: str) -> tuple[str, int]:
    tool = (
        '\n\n@tool(name="t", description="Calls both and honours.")\n'
        "async def t(args, ctx: ToolExecutionContext):\n"
    )
    text = HEADER + tool + body
    return text, text[: text.index(body)].count("\n")


@pytest.mark.parametrize("case", CALLS, ids=str)
def test_a_helper_named_also_in_strings_is_still_summarised(case: str) -> None:
    body, lines = CALLS[case]
    text, offset = _module(body)
    expected = [("DK201", offset + line) for line in lines]
    found = [(f.code, f.line) for f in check_source(text, "t.py").findings]
    assert found == expected, f"{case}: {found}"
    # an editor's check summarises every function: the same answer
    parser = IncrementalParser()
    assert [(f.code, f.line) for f in check_source(text, "t.py", parser=parser).findings] == found


def test_a_method_called_through_self_is_still_summarised() -> None:
    text = '''from devkit.agent import Tool, ToolExecutionContext


class Lookup(Tool):
    """Uses honours. Its name is "honours" in this sentence: honours."""

    name = "lookup"

    def honours(self, c: ToolExecutionContext, scope: str) -> bool:
        return scope in (c.teardown_scopes or ())

    def execute(self, args, ctx: ToolExecutionContext) -> None:
        if ctx.on_teardown is not None and self.honours(ctx, "run"):
            ctx.on_teardown(lambda: None, scope="run", key="k")
'''
    assert check_source(text, "t.py").findings == []
