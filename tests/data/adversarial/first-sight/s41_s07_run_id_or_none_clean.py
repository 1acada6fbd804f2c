from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> dict:
    return {"run": ctx.run_id or None, "call": ctx.tool_call_id}
