from __future__ import annotations

from collections.abc import Iterator

from ...profiles import PresenceKind, Role
from ..config import Config
from ..events import Analysis, Usage
from ..finding import Severity
from ..model import ModuleModel
from ._common import AGENT, MCP, describe, member_accesses, report, snippet
from .base import FunctionRule, Invalid, Report

# Types whose truthiness says something (false, zero, empty), so testing it is meaningful.
# Ids (str) of the always class are never empty: testing them is as pointless as `is None`.
MEANINGFUL_TRUTH = ("bool", "int", "dict", "list", "tuple", "State", "Mapping")
# What a member's type says when the profile does not know the value's type (a real
# framework's property or method): its truthiness may mean anything, only `is None` is
# known to be pointless.
UNKNOWN_TYPES = ("", "property", "method", "coroutine")


class RedundantGuard(FunctionRule):
    code = "DK205"
    name = "redundant-guard"
    severity = Severity.HINT
    summary = (
        "Flags a None test (or a pointless truthiness test) on a field that is always present."
    )
    why = (
        "Fields of the `always` class are never None. Testing them suggests the author "
        "expected them to be missing, and the dead branch hides the real degraded mode."
    )
    example = snippet(
        MCP,
        """
        @tool(name="t")
        def t(input, ctx: ExecutionContext):
            if ctx.logger is not None:
                ctx.logger.info("hi")
    """,
    )
    use_instead = snippet(
        MCP,
        """
        @tool(name="t")
        def t(input, ctx: ExecutionContext):
            ctx.logger.info("hi")
    """,
    )
    valid = (
        use_instead,
        snippet(
            AGENT,
            """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                if ctx.has_credentials and ctx.iteration:
                    return ctx.tool_call_id
        """,
        ),
    )
    invalid = (
        Invalid(example, message="never None"),
        Invalid(
            snippet(
                MCP,
                """
            @tool(name="t")
            def t(input, ctx: ExecutionContext):
                log = ctx.logger or None
                if ctx.request_id:
                    return ctx.request_id is None, log
        """,
            ),
            count=3,
        ),
    )

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        for access in member_accesses(analysis):
            f = access.field
            if f is None or f.presence.kind is not PresenceKind.ALWAYS:
                continue
            if Role.CALLER_SUPPLIED in f.roles:
                continue  # whatever the caller passed, None included (`RunContext[T].deps`)
            base_type = f.type.split("[", 1)[0].strip()
            pointless_truth = (
                access.usage in (Usage.TRUTH, Usage.OR_DEFAULT, Usage.OR_NONE)
                and base_type not in MEANINGFUL_TRUTH
                and base_type not in UNKNOWN_TYPES
            )
            if access.usage is not Usage.NONE_TEST and not pointless_truth:
                continue
            yield report(
                model,
                analysis,
                access.outer or access.node,
                f"{describe(access, analysis)} is never None ({f.type}); this test is always the same",
            )
