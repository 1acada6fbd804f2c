from devkit.agent import ToolExecutionContext, tool


def tenant_of(c: ToolExecutionContext) -> str:
    return (c.identity.tenant or "").lower()


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext):
    read = tenant_of
    if ctx.identity is None:
        return {"tenant": None}
    return {"tenant": read(ctx)}
