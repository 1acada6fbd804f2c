from __future__ import annotations

from ..finding import Severity
from ._common import MCP, snippet
from ._declared import DeclarationRequiredRule
from .base import Invalid


class AuthWithoutGuard(DeclarationRequiredRule):
    code = "DK106"
    name = "auth-without-guard"
    severity = Severity.ERROR
    declaration = "guards"
    how_to_declare = "add `@use_guards(SomeGuard)` to the tool"
    summary = "Flags a tool that reads `ctx.auth` or `ctx.verified_subject` without `@use_guards`."
    why = (
        "Guards are what fill in `auth` and `verified_subject`. A tool without guards never "
        "has an authenticated caller, so an authorisation check on these fields silently "
        "treats every caller the same way."
    )
    example = snippet(
        MCP,
        """
        @tool(name="whoami")
        async def whoami(input, ctx: ExecutionContext):
            return ctx.auth.subject if ctx.auth else None
    """,
    )
    use_instead = snippet(
        MCP,
        """
        @tool(name="whoami")
        @use_guards(JWTGuard)
        async def whoami(input, ctx: ExecutionContext):
            return ctx.auth.subject if ctx.auth else None
    """,
    )
    valid = (use_instead,)
    invalid = (
        Invalid(example, message="no `guards`"),
        Invalid(
            snippet(
                MCP,
                """
            class Tools:
                @tool(name="who")
                def who(self, input, ctx: ExecutionContext):
                    return ctx.verified_subject
        """,
            )
        ),
        Invalid(
            snippet(
                MCP,
                """
            @use_guards(JWTGuard)
            class Tools:
                @tool(name="who")
                def who(self, input, ctx: ExecutionContext):
                    return ctx.verified_subject
        """,
            ),
            message="does not reach its methods",
        ),
    )
