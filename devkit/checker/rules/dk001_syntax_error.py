from __future__ import annotations

from ..finding import Severity
from ._common import AGENT, snippet
from .base import Invalid, Rule


class SyntaxErrorRule(Rule):
    """Reported by the engine itself when a file cannot be read or parsed."""

    code = "DK001"
    name = "syntax-error"
    severity = Severity.ERROR
    summary = "Reports a file that cannot be decoded or parsed, at the position of the error."
    why = (
        "Nothing in a file that does not parse can be checked. The finding points at the "
        "error so the rest of the run (other files) goes on unaffected."
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
    )
