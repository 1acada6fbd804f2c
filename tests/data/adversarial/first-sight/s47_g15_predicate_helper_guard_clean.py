from devkit.agent import ToolExecutionContext, tool


def _has_identity(ctx: ToolExecutionContext) -> bool:
    return ctx.identity is not None


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str | None:
    if not _has_identity(ctx):
        return None
    return ctx.identity.tenant
