from devkit.agent import ToolExecutionContext, tool

_store: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None or ctx.session_id is None:
        return "no session"
    _store[(ctx.identity.tenant, ctx.identity.principal, ctx.session_id)] = args.value
    return "ok"
