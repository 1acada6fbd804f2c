from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    attached = ctx.has_artifacts
    if not attached:
        return []
    return list(ctx.artifacts.list())
