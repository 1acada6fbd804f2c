from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
async def t(args: dict, ctx: ToolExecutionContext) -> str:
    tries = 0
    while tries < 3:
        if ctx.identity is not None:
            break
        tries += 1
    else:
        return ctx.identity.principal or ""  # expect: DK201
    return ctx.identity.principal or ""
