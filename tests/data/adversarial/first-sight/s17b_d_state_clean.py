from devkit.adk import ToolContext, create_tool


def fn(args, ctx: ToolContext) -> dict:
    count = ctx.state.get("count", 0) + 1
    ctx.state["count"] = count
    ctx.actions.state_delta["count"] = count
    return {"count": count}


TOOL = create_tool(name="t", description="d", schema=None, fn=fn)
