from __future__ import annotations

from ..finding import Severity
from ._common import AGENT, snippet
from .base import Rule


class InternalError(Rule):
    """Reported by the engine when a rule raises; the other rules' findings still stand."""

    code = "DK901"
    name = "internal-error"
    severity = Severity.WARNING
    summary = (
        "Reports that a rule failed on this file, once per failing rule, with the rule's code."
    )
    why = (
        "A bug in one rule must not hide the findings of the others or stop the run. The "
        "finding says which rule failed so it can be reported; the file was otherwise checked."
    )
    example = ""
    use_instead = ""
    fix_safety = "Not applicable. Please report the message and the file's shape."
    # No embedded invalid example: a correct checker never produces this. The test suite
    # injects a failing rule to show the engine reports it.
    valid = (
        snippet(
            AGENT,
            """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            return ctx.tool_call_id
    """,
        ),
    )
