from devkit.agent import ToolExecutionContext, tool


def require_identity(c: ToolExecutionContext) -> None:
    "Stops a call without an identity."; assert c.identity is not None


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    require_identity(ctx)
    return ctx.identity.tenant
