"""The CLI parses only the definitions that can hold a finding: same findings, fewer lines.

`devkit check` blanks (line for line) the definitions of a framework module that neither
take a context, call a member function, nor are named by what does. These tests compare
every finding, position, related location and fix with the check of the whole text.
"""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path
from unittest import mock

import pytest

import devkit.checker.engine as engine
from devkit.checker.prescan import prescan, pruned
from devkit.checker.rules import ALL_RULES

ROOT = Path(__file__).resolve().parents[2]


def _filler(indent: str) -> str:
    return "\n".join(f"{indent}value_{i} = {i} * 2" for i in range(30))


SERVER = (
    textwrap.dedent(
        '''
        """A server whose module also holds much that is not a tool."""
        from fastmcp import Context, FastMCP

        mcp = FastMCP("demo")


        def unrelated_a(x):
        FILLER4
            return x


        def helper(c):
            return c.client_id.upper()  # DK201 through the helper


        def decorate(fn):
        FILLER4
            return fn


        class Store:
            """Methods reached through self stay; the others go."""

            limit = 3

            def save(self, ctx: Context) -> str:
                return self._key(ctx)

            def _key(self, ctx: Context):
                return ctx.client_id.lower()  # DK201 in a method reached through self

            def unrelated_b(self):
        FILLER8
                return 1


        class OnlyUnrelated:
            def one(self):
        FILLER8
                return 1

            @property
            def two(self):
        FILLER8
                return 2


        @mcp.tool
        @decorate
        async def shout(text: str, ctx: Context) -> str:
            await ctx.elicit("Sure?")  # DK203
            return helper(ctx)


        def unrelated_c():
        FILLER4
            return OnlyUnrelated()
        '''
    )
    .replace("FILLER4", _filler("    "))
    .replace("FILLER8", _filler("        "))
)


def _key(result):
    return result.skipped, [
        (f.code, f.line, f.column, f.end_line, f.end_column, f.message, f.fix, f.related)
        for f in result.findings
    ]


def _whole_and_pruned(source: str, path: str = "server.py"):
    pruned_result = engine.check_source(source, path)
    with mock.patch.object(engine, "pruned", lambda text, scan: None):
        whole_result = engine.check_source(source, path)
    return whole_result, pruned_result


def test_unrelated_definitions_are_blanked_line_for_line():
    text = pruned(SERVER, prescan(SERVER))
    assert text is not None
    assert len(text.splitlines()) == len(SERVER.splitlines())
    ast.parse(text)  # still Python: a class left without members gets `pass`
    for name in ("unrelated_a", "unrelated_b", "unrelated_c", "def one", "def two"):
        assert name in SERVER and name not in text
    for kept in ("def helper", "def decorate", "def save", "def _key", "async def shout"):
        assert kept in text  # a tool, what it names, and methods reached through self
    # Every kept line is unchanged, at the same number.
    for before, after in zip(SERVER.splitlines(), text.splitlines(), strict=True):
        assert after in (before, "", "    pass")


@pytest.mark.parametrize("ending", ["\n", "\r\n", "\r"])
def test_findings_positions_and_fixes_equal_the_whole_file(ending):
    source = SERVER.replace("\n", ending)
    whole, pruned_result = _whole_and_pruned(source)
    assert {f.code for f in whole.findings} >= {"DK201"}
    assert len(whole.findings) >= 3  # the tool, the helper and the method
    assert _key(pruned_result) == _key(whole)


def _corpus() -> list[tuple[str, str]]:
    """The shipped examples and every rule example, as files a user would check."""
    found = [(str(p), p.read_text()) for p in sorted((ROOT / "examples").rglob("*.py"))]
    for rule in ALL_RULES:
        for i, case in enumerate([*rule.valid, *rule.invalid]):
            code = case if isinstance(case, str) else case.code
            found.append((f"{rule.code}_{i}.py", code + "\n" + SERVER))
    return found


def test_the_corpus_checks_the_same_pruned_or_whole():
    differing = []
    for path, text in _corpus():
        whole, pruned_result = _whole_and_pruned(text, path)
        if _key(whole) != _key(pruned_result):
            differing.append(path)
    assert differing == []


HOLDER = textwrap.dedent(
    """
        from fastmcp import Context, FastMCP

        mcp = FastMCP("demo")


        class Session:
            def bind(self, ctx: Context) -> None:
                self.ctx = ctx

            def meta(self):
                return self.ctx.request_context.meta  # DK201, named by nothing kept


        class Child(Session):
            def token(self):
                return self.ctx.request_context.meta  # DK201 through the inherited attribute


        class Annotated:
            ctx: Context

            def peek(self):
                return self.ctx.request_context.meta  # DK201


        def unrelated():
        FILLER4
            return 1
        """
).replace("FILLER4", _filler("    "))


def test_classes_keeping_the_context_on_self_stay_whole():
    text = pruned(HOLDER, prescan(HOLDER))
    assert text is not None and "def unrelated" not in text  # the pruning did happen
    for kept in ("def meta", "def token", "def peek"):
        assert kept in text
    whole, pruned_result = _whole_and_pruned(HOLDER)
    assert [f.line for f in whole.findings if f.code == "DK201"] == [12, 17, 24]
    assert _key(pruned_result) == _key(whole)
