from devkit.agent import ToolExecutionContext, tool


async def warn(what: str) -> None:
    print(f"no {what}")


@tool(name="a", description="d")
async def a(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        await warn("identity")
    return ctx.identity.tenant  # expect: DK201
