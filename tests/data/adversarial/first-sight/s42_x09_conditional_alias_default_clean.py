from devkit.agent import MemoryIdentity, ToolExecutionContext, tool

DEFAULT = MemoryIdentity(tenant="public")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity if ctx.identity is not None else DEFAULT
    return ident.tenant or "public"
