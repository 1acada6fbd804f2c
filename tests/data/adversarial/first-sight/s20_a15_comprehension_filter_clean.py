from devkit.agent import ToolExecutionContext, tool


@tool(name="metas", description="metas", wants=["report"])
def metas(args: dict, ctx: ToolExecutionContext) -> list:
    keys = ["report"]
    return [ctx.wanted[k].size for k in keys if ctx.wanted and k in ctx.wanted]
