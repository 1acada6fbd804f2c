from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    good = [i.tenant for i in [ctx.identity] if i]
    bad = [i.principal for i in (ctx.identity,)]  # expect: DK201
    return good, bad
