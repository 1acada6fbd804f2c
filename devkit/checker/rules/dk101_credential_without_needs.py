from __future__ import annotations

from ..finding import Severity
from ._common import AGENT, snippet
from ._declared import DeclarationRequiredRule
from .base import Invalid


class CredentialWithoutNeeds(DeclarationRequiredRule):
    code = "DK101"
    name = "credential-without-needs"
    severity = Severity.ERROR
    declaration = "needs"
    how_to_declare = 'declare the credential with `needs=[Need("name")]`'
    summary = "Flags a tool that reads its resolved credential without declaring any `needs`."
    why = (
        "The runtime resolves `ctx.credential` only for the needs a tool declares. A tool "
        "that declares none always sees None, so the code that reads it never runs as "
        "written, or crashes on the first attribute access."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="open_issue")
        async def open_issue(args, ctx: ToolExecutionContext):
            if ctx.credential is not None:
                return ctx.credential.name
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="open_issue", needs=[Need("github")])
        async def open_issue(args, ctx: ToolExecutionContext):
            if ctx.credential is not None:
                return ctx.credential.name
    """,
    )
    valid = (use_instead,)
    invalid = (
        Invalid(example, message="declares no `needs`"),
        Invalid(
            snippet(
                AGENT,
                """
            def _token(ctx):
                return ctx.credential
            class Deploy(Tool):
                name = "deploy"
                def execute(self, args, ctx: ToolExecutionContext):
                    return _token(ctx)
        """,
            ),
            message="in helper `_token`",
        ),
    )
