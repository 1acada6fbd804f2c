from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity or MemoryIdentity(tenant="public")
    return ident.tenant or "public"
