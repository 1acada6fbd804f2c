from devkit.agent import tool, ToolExecutionContext

CACHE: dict = {}


@tool(name="rebound")
def rebound(args, ctx: ToolExecutionContext):
    k = f"{ctx.session_id}"
    k = "shared"
    return CACHE.get(k)


@tool(name="prefixed")
def prefixed(args, ctx: ToolExecutionContext):
    k = f"cache:{ctx.session_id}"
    return CACHE.get(k)


@tool(name="shown")
def shown(args, ctx: ToolExecutionContext):
    text = str(ctx.session_id)
    print(text.upper())
    return {"session": text}


@tool(name="run_text")
def run_text(args, ctx: ToolExecutionContext):
    k = f"{ctx.run_id}"
    return CACHE.get(k)
