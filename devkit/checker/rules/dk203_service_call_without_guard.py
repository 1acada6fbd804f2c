from __future__ import annotations

from collections.abc import Iterator

from ...profiles import ContextField, PresenceKind
from ..config import Config
from ..discovery import ToolInfo
from ..events import Analysis, Usage
from ..facts import CTX, SERVICE_ERRORS_HANDLED, NotNone
from ..finding import Severity
from ..model import ModuleModel
from ._common import ADK, always_here, ctx_name, report, snippet
from .base import FunctionRule, Invalid, Report


class ServiceCallWithoutGuard(FunctionRule):
    code = "DK203"
    name = "service-call-without-guard"
    severity = Severity.WARNING
    summary = (
        "Flags a call of a service-backed context method with no guard on its service and no `try`."
    )
    why = (
        "`search_memory`, `list_artifacts`, `load_artifact` and `save_artifact` always exist "
        "but raise when the runner has no memory or artifact service. A tool that may run "
        "without one should check the service first, or handle the error. A framework "
        "method that needs something of the client (asking the user, sampling its model) "
        "raises when the client did not declare it: there, a test of what the client "
        "declared is the check (also a function of another module taking the context "
        "whose name says it, `supports_elicitation(ctx)`, as its body is not read)."
    )
    example = snippet(
        ADK,
        """
        async def list_files(args, ctx: ToolContext):
            return await ctx.list_artifacts()
        files = create_tool(name="files", schema=None, fn=list_files)
    """,
    )
    use_instead = snippet(
        ADK,
        """
        async def list_files(args, ctx: ToolContext):
            if ctx.artifact_service is None:
                return []
            return await ctx.list_artifacts()
        files = create_tool(name="files", schema=None, fn=list_files)
    """,
    )
    valid = (
        use_instead,
        snippet(
            ADK,
            """
            async def recall(query: str, ctx: ToolContext):
                try:
                    return await ctx.search_memory(query)
                except RuntimeError:
                    return []
        """,
        ),
    )
    invalid = (
        Invalid(example, message="`ctx.artifact_service` is None"),
        Invalid(
            snippet(
                ADK,
                """
            recall = create_tool(name="recall", schema=None, fn=lambda args, ctx: ctx.search_memory(args.q))
        """,
            ),
            message="`ctx.memory_service` is None",
        ),
    )

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        for access in analysis.accesses:
            f = access.field
            if f is None or f.presence.kind is not PresenceKind.RAISES_WITHOUT:
                continue
            if access.usage is not Usage.DEREF or access.deref != "call":
                continue
            if access.service_guarded or access.try_service:
                continue
            if id(access.node) in model.handed_to_helpers:
                continue  # `run_query(ctx.search_memory, q)`: reported where the helper calls it
            if f.presence.service and always_here(model, analysis, f.presence.service):
                continue  # e.g. ADK's function_call_id in a tool (only callbacks lack it)
            name = ctx_name(access, analysis)
            if f.presence.service is None:
                handled = ", ".join(analysis.function.profile.handling_exceptions) or "Exception"
                check = f.presence.check
                test = f" or check `{name}{check[3:]}` first" if check else ""  # (`ctx.` ...)
                yield report(
                    model,
                    analysis,
                    access.node,
                    f"`{name}.{f.name}()` raises {f.presence.condition}; handle the error "
                    f"(`except ({handled})`) and keep a fallback{test}",
                    tools=_unguarded_tools(model, analysis, f),
                )
                continue
            yield report(
                model,
                analysis,
                access.node,
                f"`{name}.{f.name}()` raises when `{name}.{f.presence.service}` is None; "
                f"check `{name}.{f.presence.service} is not None` first or handle the error",
                tools=_unguarded_tools(model, analysis, f),
            )


def _unguarded_tools(model: ModuleModel, analysis: Analysis, f: ContextField) -> list[ToolInfo]:
    """In a helper, the tools reaching it along a path that neither handles the error nor
    shows the service (or the capability) there: not those that guarded their call."""
    tools = model.tools_without(analysis.function, SERVICE_ERRORS_HANDLED)
    proofs = (f.presence.service,) if f.presence.service else f.presence.proven_by
    for proof in proofs:
        unproven = {
            id(t) for t in model.tools_without(analysis.function, NotNone(f"{CTX}.{proof}"))
        }
        tools = [t for t in tools if id(t) in unproven] or tools
    return tools
