from devkit.agent import ToolExecutionContext, tool


@tool(name="check", description="d")
def check(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.tool_call_id is None:  # expect: DK205
        return "no call"
    store = getattr(ctx, "artifacts", None)  # expect: DK202
    return str(store)
