from devkit.agent import ToolExecutionContext, tool

tenant_of = lambda c: c.identity.tenant
has_identity = lambda c: c.identity is not None


@tool(name="tenant")
def tenant(args, ctx: ToolExecutionContext):
    if not has_identity(ctx):
        return {"tenant": None}
    return {"tenant": tenant_of(ctx), "principal": ctx.identity.principal}
