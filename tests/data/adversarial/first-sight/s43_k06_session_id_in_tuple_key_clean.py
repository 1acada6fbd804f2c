from devkit.agent import ToolExecutionContext, tool

_SEEN: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.session_id is None or ctx.identity is None:
        return 0
    owner = (ctx.identity.tenant, ctx.identity.principal, ctx.session_id)
    print("owner", owner)
    return len(owner)
