from __future__ import annotations

from collections.abc import Iterator

import libcst as cst

from ..config import Config
from ..discovery import ToolInfo
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
            NEEDS = [Need("github")]
            class GitHubTool(Tool):
                needs = NEEDS
            class Issues(GitHubTool):
                name = "issues"
                def execute(self, args, ctx: ToolExecutionContext):
                    return ctx.credential
            class Pulls(GitHubTool):
                name = "pulls"
                def execute(self, args, ctx: ToolExecutionContext):
                    return ctx.credential
        """,
            ),
            message="`needs` of tools `issues`, `pulls`",
            count=1,
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
        # A base class's declaration read by several tool classes is one finding, at the
        # base, naming every tool it leaves unchecked.
        grouped: dict[tuple[int, str], list[tuple[ToolInfo, cst.CSTNode]]] = {}
        for tool, declaration, node in model.discovery.unreadable:
            grouped.setdefault((id(node), declaration), []).append((tool, node))
        for (_, declaration), found in grouped.items():
            tools = [tool for tool, _ in found]
            names = ", ".join(f"`{t.name}`" for t in tools)
            whose = f"tools {names}" if len(tools) > 1 else f"tool {names}"
            yield Report(
                node=found[0][1],
                message=f"`{declaration}` of {whose} is not a literal the checker can read; "
                f"rules that depend on it are skipped for {'these tools' if len(tools) > 1 else 'this tool'}",
                function=tools[0].entry,
                tool=tools[0],
            )
