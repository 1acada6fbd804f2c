from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
CACHE = {}

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.session_id in (None, ""):
        return None
    entry = {ctx.session_id: args.value}  # expect: DK401
    CACHE.update(entry)
    return "stored"
