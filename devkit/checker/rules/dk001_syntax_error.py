from __future__ import annotations

from ..finding import Severity
from ._common import AGENT, snippet
from .base import Invalid, Rule


class SyntaxErrorRule(Rule):
    """Reported by the engine itself when a file cannot be read or parsed."""

    code = "DK001"
    name = "syntax-error"
    severity = Severity.ERROR
    summary = (
        "Reports a file that cannot be decoded, parsed or compiled, at the position of the error."
    )
    why = (
        "Nothing in a file that does not parse can be checked. The finding points at the "
        "error so the rest of the run (other files) goes on unaffected. Some errors only "
        "CPython's compiler finds (`await` in a function that is not `async`, `break` outside "
        "a loop, `return` with a value in an async generator): the parsers accept the file, "
        "the import fails. Where the analysis of a tool or helper meets such syntax, or the "
        "text holds `except*` or a `yield` beside an `async def`, CPython is asked for its "
        "error, which is reported as is, beside the other findings of the file."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext)
            return 1
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            return 1
    """,
    )
    valid = (use_instead,)
    invalid = (
        Invalid(example, message="does not parse"),
        Invalid("from devkit.agent import tool\nx = (\n", message="does not parse"),
        Invalid(
            snippet(
                AGENT,
                """
                @tool(name="t")
                def t(args, ctx: ToolExecutionContext):
                    await ctx.artifacts.get("a")
                    return 1
            """,
            ),
            message="'await' outside async function",
        ),
        Invalid(
            snippet(
                AGENT,
                """
                @tool(name="t")
                async def t(args, ctx: ToolExecutionContext):
                    if ctx.signal is not None and ctx.signal.aborted:
                        break
                    return 1
            """,
            ),
            message="'break' outside loop",
        ),
    )
