from __future__ import annotations

from ..finding import Severity
from ._common import AGENT, snippet
from .base import Invalid, Rule


class UnusedSuppression(Rule):
    """Reported by the engine after suppressions are applied (it needs to know which hit)."""

    code = "DK902"
    name = "unused-suppression"
    severity = Severity.WARNING
    opt_in = True
    summary = (
        "Flags a `# devkit: ignore[...]` (or `# noqa: DK...`) comment that suppresses nothing "
        "on its line. Off by default: enable it with `--extend-select DK902` or "
        '`extend-select = ["DK902"]`.'
    )
    why = (
        "A suppression outlives the bug it hid: the code is fixed or moved and the comment "
        "stays, ready to hide the next real finding on that line. Reporting the ones that no "
        "longer suppress anything lets a team ratchet: adopt the checker with "
        "`devkit check --add-ignore`, then remove suppressions as the findings are fixed."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            if ctx.identity is None:
                return None
            return ctx.identity.tenant  # devkit: ignore[DK201]
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            if ctx.identity is None:
                return None
            return ctx.identity.tenant
    """,
    )
    fix_safety = "No automatic fix: remove the comment (or the code from it) by hand."
    valid = (
        use_instead,
        snippet(
            AGENT,
            """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                return ctx.identity.tenant  # devkit: ignore[DK201]
        """,
        ),
        snippet(
            AGENT,
            """
            import os  # noqa: F401
        """,
        ),
    )
    invalid = (
        Invalid(example, message="`DK201` is suppressed here but not reported"),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                return ctx.tool_call_id  # devkit: ignore
        """,
            ),
            message="blanket",
        ),
    )
