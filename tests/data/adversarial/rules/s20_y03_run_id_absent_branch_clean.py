import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.run_id is None:
        return {"traced": False}
    return {"traced": True, "run": ctx.run_id}
