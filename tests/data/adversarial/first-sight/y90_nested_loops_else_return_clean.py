from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    for _ in range(3):
        for _ in range(3):
            if ctx.identity is not None:
                break
        else:
            continue
        break
    else:
        return None
    return ctx.identity.tenant
