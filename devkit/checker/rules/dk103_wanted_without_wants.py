from __future__ import annotations

from ..finding import Severity
from ._common import AGENT, snippet
from ._declared import DeclarationRequiredRule
from .base import Invalid


class WantedWithoutWants(DeclarationRequiredRule):
    code = "DK103"
    name = "wanted-without-wants"
    severity = Severity.ERROR
    declaration = "wants"
    how_to_declare = 'declare the artifact arguments with `wants=["argument"]`'
    summary = "Flags a tool that reads `ctx.wanted` without declaring any `wants`."
    why = (
        "`ctx.wanted` carries the metadata of artifacts that replaced declared `wants` "
        "arguments. Without a `wants` declaration nothing is ever resolved and the field is "
        "always None."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="summarise")
        def summarise(args, ctx: ToolExecutionContext):
            if ctx.wanted is not None:
                return ctx.wanted["document"].size
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="summarise", wants=["document"])
        def summarise(args, ctx: ToolExecutionContext):
            if ctx.wanted is not None:
                return ctx.wanted["document"].size
    """,
    )
    valid = (use_instead,)
    invalid = (Invalid(example, message="declares no `wants`"),)
