from __future__ import annotations

from collections.abc import Iterator

import libcst as cst

from ...profiles import PresenceKind
from ..config import Config
from ..discovery import ToolInfo
from ..events import Access, Analysis, Usage
from ..finding import Severity
from ..model import ModuleModel
from ._common import AGENT, ctx_name, describe, member_accesses, report, snippet
from .base import FixPlan, FunctionRule, Invalid, NodeEdit, Report

TESTS = {Usage.TRUTH, Usage.NONE_TEST, Usage.OR_DEFAULT, Usage.OR_NONE, Usage.HASATTR}


def _flag_fix(access: Access, flag: str) -> FixPlan | None:
    if access.via_alias:
        return None
    name = ctx_name(access)
    if access.usage is Usage.TRUTH and type(access.node) is cst.Attribute:
        return FixPlan(f"Use `{name}.{flag}`", "safe", (NodeEdit(access.node, f"{name}.{flag}"),))
    if (
        access.usage is Usage.HASATTR
        and type(access.node) is cst.Call
        and len(access.node.args) == 2
    ):
        return FixPlan(f"Use `{name}.{flag}`", "safe", (NodeEdit(access.node, f"{name}.{flag}"),))
    outer = access.outer
    if access.usage is Usage.NONE_TEST and type(outer) is cst.Comparison:
        negative = isinstance(outer.comparisons[0].operator, (cst.Is, cst.Equal))
        text = f"not {name}.{flag}" if negative else f"{name}.{flag}"
        return FixPlan(f"Use `{text}`", "safe", (NodeEdit(outer, text),))
    return None


def _makes_optional(access: Access) -> bool:
    """`x or None`, `getattr(ctx, "f", None)`: a fail-closed member made into an optional."""
    f = access.field
    return (
        f is not None
        and f.presence.kind is PresenceKind.FAIL_CLOSED
        and access.usage in TESTS
        and (access.usage is Usage.OR_NONE or type(access.node) is cst.Call)
    )


def _tools_not_made_optional(
    model: ModuleModel, analysis: Analysis, field: str
) -> list[ToolInfo] | None:
    """In a helper testing a member it was handed: the tools reaching it through a caller
    that handed the member as it is. A caller that made it optional first (`p =
    getattr(ctx, "artifacts", None)`, then `_is_none(p)`) had its mistake reported there,
    once: not again in the helper testing it. None: no caller hands the member."""
    handing = [
        (caller, a)
        for caller, _, _ in model.callers.get(analysis.function, [])
        if (a := model.analyses.get(caller)) is not None
        and any(x.attr == field for x in a.accesses)
    ]
    if not handing:
        return None
    tools: dict[int, ToolInfo] = {}
    for caller, a in handing:
        if not any(x.attr == field and _makes_optional(x) for x in a.accesses):
            tools.update((id(t), t) for t in model.tools_of(caller))
    return list(tools.values())


class FailClosedTestedAsOptional(FunctionRule):
    code = "DK202"
    name = "fail-closed-tested-as-optional"
    severity = Severity.WARNING
    summary = "Flags a None or truthiness test, an `or`/`and` default, or `getattr`/`hasattr` on a fail-closed field."
    why = (
        "Fail-closed fields (`ctx.credentials`, `ctx.artifacts`) are always objects: without "
        "a real service every call on them raises a teaching error. Testing the object "
        "itself is always true, so the degraded branch never runs and the call raises "
        "anyway. The `has_*` flag says whether a real service is attached."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="save")
        def save(args, ctx: ToolExecutionContext):
            if ctx.artifacts:
                ctx.artifacts.put("a.txt", "data")
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="save")
        def save(args, ctx: ToolExecutionContext):
            if ctx.has_artifacts:
                ctx.artifacts.put("a.txt", "data")
    """,
    )
    fix_safety = "Replacing the test with the `has_*` flag is safe: it is the test the code meant."
    valid = (use_instead,)
    invalid = (
        Invalid(example, fixed=use_instead, message="use `ctx.has_artifacts`"),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="save")
            def save(args, ctx: ToolExecutionContext):
                if ctx.credentials is None or not hasattr(ctx, "artifacts"):
                    return None
                store = ctx.artifacts or None
                return store
        """,
            ),
            count=3,
            fixed=snippet(
                AGENT,
                """
            @tool(name="save")
            def save(args, ctx: ToolExecutionContext):
                if not ctx.has_credentials or not ctx.has_artifacts:
                    return None
                store = ctx.artifacts or None
                return store
        """,
            ),
        ),
    )

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        # `p = getattr(ctx, "credentials", None)` then `if p is None`: one mistake, reported
        # where the None was made up, not again where it is tested
        made_optional: set[str] = set()
        for access in member_accesses(analysis):
            f = access.field
            if (
                f is None
                or f.presence.kind is not PresenceKind.FAIL_CLOSED
                or access.usage not in TESTS
            ):
                continue
            tools = _tools_not_made_optional(model, analysis, f.name) if access.via_alias else None
            if access.via_alias and (f.name in made_optional or tools == []):
                continue
            if _makes_optional(access):
                made_optional.add(f.name)
            flag = f.presence.flag or ""
            yield report(
                model,
                analysis,
                access.outer or access.node,
                f"{describe(access, analysis)} is never None (it raises when no service is attached); "
                f"use `{ctx_name(access)}.{flag}` to test for a real service",
                fix=_flag_fix(access, flag),
                tools=tools or None,
            )
