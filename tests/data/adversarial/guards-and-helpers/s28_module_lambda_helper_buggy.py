from devkit.agent import ToolExecutionContext, tool

tenant_of = lambda c: c.identity.tenant  # expect: DK201


@tool(name="tenant")
def tenant(args, ctx: ToolExecutionContext):
    return {"tenant": tenant_of(ctx)}
