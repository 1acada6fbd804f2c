from devkit.adk import ToolContext, create_tool


def count(args, ctx: ToolContext) -> int:
    n = ctx.state.get("count", 0) + 1
    ctx.state["count"] = n
    return n


tool = create_tool(name="count", schema=None, fn=count)
