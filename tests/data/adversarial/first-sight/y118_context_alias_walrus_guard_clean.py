from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    if (c := ctx).identity is None:
        return "anon"
    return f"{c.identity.tenant}"
