from devkit.agent import ToolExecutionContext, tool


def _require_identity(ctx: ToolExecutionContext) -> None:
    if ctx.identity is None:
        raise PermissionError("an identity is required")


@tool(name="aborted", description="Says whether aborted.")
def aborted(args, ctx: ToolExecutionContext) -> bool:
    _require_identity(ctx)
    return ctx.signal.aborted  # expect: DK201
