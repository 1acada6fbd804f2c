from devkit.agent import ToolExecutionContext, tool


def _require_identity(ctx: ToolExecutionContext) -> None:
    print("checking")
    if ctx.identity is None:
        raise PermissionError("no identity")


require_identity = _require_identity


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    require_identity(ctx)
    return str(ctx.signal.aborted)  # expect: DK201
