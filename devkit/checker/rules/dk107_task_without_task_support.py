from __future__ import annotations

from ..finding import Severity
from ._common import MCP, snippet
from ._declared import DeclarationRequiredRule
from .base import Invalid


class TaskWithoutTaskSupport(DeclarationRequiredRule):
    code = "DK107"
    name = "task-without-task-support"
    severity = Severity.ERROR
    declaration = "task_support"
    how_to_declare = "declare the tool with `@tool(..., task_support=True)`"
    lacks = "does not declare `task_support=True`"
    summary = "Flags a tool that reads `ctx.task` without `task_support=True`."
    why = (
        "Task tracking exists only for tools that declare task support. Elsewhere `ctx.task` "
        "is always None and progress updates written to it are lost."
    )
    example = snippet(
        MCP,
        """
        @tool(name="export")
        async def export(input, ctx: ExecutionContext):
            if ctx.task is not None:
                ctx.task.current_step = 1
    """,
    )
    use_instead = snippet(
        MCP,
        """
        @tool(name="export", task_support=True)
        async def export(input, ctx: ExecutionContext):
            if ctx.task is not None:
                ctx.task.current_step = 1
    """,
    )
    valid = (
        use_instead,
        snippet(
            MCP,
            """
        @tool(name="export", task_support=False)
        async def export(input, ctx: ExecutionContext):
            return ctx.request_id
    """,
        ),
    )
    invalid = (
        Invalid(example, message="task_support"),
        Invalid(
            snippet(
                MCP,
                """
            @tool(name="export", task_support=False)
            async def export(input, ctx: ExecutionContext):
                return ctx.task
        """,
            )
        ),
    )
