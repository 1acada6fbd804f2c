from devkit.agent import tool, ToolExecutionContext


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    *head, last = (ctx.run_id, ctx.session_id, ctx.signal)
    if last is None or head[0] is None:
        return None
    return last.aborted, head[0].upper()
