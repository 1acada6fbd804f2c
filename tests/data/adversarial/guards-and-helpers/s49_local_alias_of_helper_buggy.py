from devkit.agent import ToolExecutionContext, tool


def tenant_of(c: ToolExecutionContext) -> str:
    return c.identity.tenant.lower()  # expect: DK201


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext):
    read = tenant_of
    return {"tenant": read(ctx)}
