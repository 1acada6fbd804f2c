from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if (run := ctx.run_id or "local") == "local":  # expect: DK204
        return "offline"
    return run
