from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.run_id is None:
        return {"persisted": False}
    return {"persisted": True, "run": ctx.run_id}
