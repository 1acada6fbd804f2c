from devkit.agent import ToolExecutionContext, tool


def require_identity(c: ToolExecutionContext) -> None:
    """Stops a call without an identity."""
    if c.identity is None:
        raise PermissionError("no identity")
    "the run id is not checked here"


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    require_identity(ctx)
    return ctx.identity.tenant, ctx.run_id.upper()  # expect: DK201
