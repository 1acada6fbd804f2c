from devkit.agent import ToolExecutionContext, tool


def identity_of(ctx: ToolExecutionContext):
    return ctx.identity


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    who = identity_of(ctx)
    return f"{who.tenant}"  # expect: DK201
