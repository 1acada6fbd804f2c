"""Errors only CPython's compiler finds are DK001, at CPython's position, beside the rest."""

from __future__ import annotations

import textwrap

import pytest

from devkit.checker import engine
from devkit.checker.engine import check_source

MCP = "from fastmcp import FastMCP, Context\nmcp = FastMCP('x')\n"


def _check(body: str) -> list[tuple[str, int, str]]:
    source = MCP + textwrap.dedent(body)
    return [(f.code, f.line, f.message) for f in check_source(source, "t.py").findings]


@pytest.mark.parametrize(
    ("body", "line", "message"),
    [
        (
            """
            @mcp.tool
            def t(ctx: Context) -> str:
                await ctx.info("x")
                return "a"
            """,
            6,
            "'await' outside async function",
        ),
        (
            """
            @mcp.tool
            async def t(ctx: Context) -> str:
                f = lambda: await ctx.info("x")
                return "a"
            """,
            6,
            "'await' outside async function",
        ),
        (
            """
            @mcp.tool
            def t(ctx: Context) -> str:
                async with ctx.fastmcp.lock:
                    pass
                return "a"
            """,
            6,
            "'async with' outside async function",
        ),
        (
            """
            @mcp.tool
            async def t(ctx: Context) -> str:
                if ctx.request_id:
                    continue
                return "a"
            """,
            7,
            "'continue' not properly in loop",
        ),
    ],
)
def test_syntax_the_compiler_refuses_is_dk001(body: str, line: int, message: str) -> None:
    found = _check(body)
    assert ("DK001", line, f"file does not compile: {message}") in found, found


def test_other_findings_of_the_file_are_kept() -> None:
    found = _check(
        """
        @mcp.tool
        def t(ctx: Context) -> str:
            await ctx.info("x")
            return ctx.request_context.meta.progressToken
        """
    )
    assert [c for c, _, _ in found] == ["DK001", "DK201"], found


def test_valid_syntax_near_the_edge_is_not_dk001() -> None:
    # `await` in a comprehension of an async function, `break` in a nested loop's `else`
    found = _check(
        """
        @mcp.tool
        async def t(ctx: Context) -> str:
            done = [await ctx.read_resource(u) for u in ("a", "b")]
            for i in range(3):
                for j in range(2):
                    pass
                else:
                    break
            return str(done)
        """
    )
    assert [c for c, _, _ in found if c == "DK001"] == [], found


def test_the_compiler_is_asked_only_when_the_analysis_met_such_syntax(monkeypatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(engine, "compiler_rejects", lambda text: asked.append(text))
    _check(
        """
        @mcp.tool
        async def t(ctx: Context) -> str:
            await ctx.info("x")
            return "a"
        """
    )
    assert asked == []
    _check(
        """
        @mcp.tool
        def t(ctx: Context) -> str:
            await ctx.info("x")
            return "a"
        """
    )
    assert len(asked) == 1


@pytest.mark.parametrize(
    ("body", "line", "message"),
    [
        (
            """
            @mcp.tool
            async def t(ctx: Context):
                for i in range(3):
                    yield i
                return "done"
            """,
            8,
            "'return' with value in async generator",
        ),
        (
            """
            @mcp.tool
            async def t(ctx: Context) -> str:
                try:
                    await ctx.info("x")
                except* ValueError:
                    return "failed"
                return "ok"
            """,
            9,
            "'break', 'continue' and 'return' cannot appear in an except* block",
        ),
    ],
)
def test_compiler_errors_the_analysis_does_not_meet_are_found_by_the_text(
    body: str, line: int, message: str
) -> None:
    found = _check(body)
    assert ("DK001", line, f"file does not compile: {message}") in found, found


# PEP 695 (Python 3.12) and PEP 758 (3.14) syntax: libcst reads it whatever Python runs
# devkit, so an older interpreter's "invalid syntax" is no finding; the tool is checked.
NEWER_GRAMMAR = """
type Mode = str


def first[T](items: list[T]) -> T:
    try:
        return items[0]
    except IndexError, KeyError:
        raise


async def each[T](items: list[T]):  # an async generator: the engine asks the compiler too
    for item in items:
        yield item


@mcp.tool
async def t(ctx: Context) -> str:
    return ctx.client_id.upper()
"""


@pytest.mark.parametrize("long_line", [False, True], ids=["plain", "long-logical-line"])
def test_a_grammar_newer_than_the_interpreter_is_checked_not_reported(long_line):
    # a logical line past the guard's threshold makes the engine ask CPython first
    padding = f"NOTE = {'x' * 3000!r}\n" if long_line else ""
    found = _check(padding + NEWER_GRAMMAR)
    assert [(code, line) for code, line, _ in found] == [("DK201", 21 + bool(long_line))]


def test_a_syntax_error_is_still_one_in_a_file_using_a_newer_grammar():
    found = _check(NEWER_GRAMMAR + "\ndef broken(:\n    pass\n")
    assert [code for code, _, _ in found] == ["DK001"]
