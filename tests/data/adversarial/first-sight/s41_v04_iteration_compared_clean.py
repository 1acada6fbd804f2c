from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.iteration > 3:
        return "too many rounds"
    return f"round {ctx.iteration + 1}"
