from __future__ import annotations

from collections.abc import Iterator

from ..config import Config
from ..finding import Severity
from ..model import ModuleModel
from ._common import AGENT, MCP, snippet
from .base import Invalid, Report, Rule


class UncheckableDeclaration(Rule):
    code = "DK003"
    name = "uncheckable-declaration"
    severity = Severity.WARNING
    summary = "Flags `needs`, `wants` or `task_support` written in a form the checker cannot read."
    why = (
        "The declaration rules compare what a tool declares with what it reads. When the "
        "declaration is a variable, a function call or `**kwargs`, that comparison is "
        "skipped for the tool, so its bugs go unreported. Write declarations as literals."
    )
    example = snippet(
        AGENT,
        """
        NEEDS = [Need("github")]
        @tool(name="deploy", needs=NEEDS)
        def deploy(args, ctx: ToolExecutionContext):
            return ctx.credential
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="deploy", needs=[Need("github")])
        def deploy(args, ctx: ToolExecutionContext):
            return ctx.credential
    """,
    )
    valid = (use_instead,)
    invalid = (
        Invalid(example, message="`needs` of tool `deploy`"),
        Invalid(
            snippet(
                MCP,
                """
            SUPPORT = True
            @tool(name="export", task_support=SUPPORT)
            async def export(input, ctx: ExecutionContext):
                return ctx.task
        """,
            ),
            message="task_support",
        ),
        Invalid(
            snippet(
                MCP,
                """
            GUARDS = []
            @tool(name="who")
            @use_guards(*GUARDS)
            async def who(input, ctx: ExecutionContext):
                return ctx.auth
        """,
            ),
            message="`guards` of tool `who`",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="summarise", wants=[ARG])
            def summarise(args, ctx: ToolExecutionContext):
                return ctx.wanted
        """,
            )
        ),
    )

    def check(self, model: ModuleModel, config: Config) -> Iterator[Report]:
        for tool, declaration, node in model.discovery.unreadable:
            yield Report(
                node=node,
                message=f"`{declaration}` of tool `{tool.name}` is not a literal the checker can read; "
                f"rules that depend on it are skipped for this tool",
                function=tool.entry,
                tool=tool,
            )
