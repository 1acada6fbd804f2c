from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    if ctx.credential is None:
        return None
    name = ctx.credential.name  # expect: DK101
    return f"{name}:{ctx.credential.kind}"
