from devkit.agent import ToolExecutionContext, tool


def identity_of(ctx: ToolExecutionContext):
    return ctx.identity


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    who = identity_of(ctx)
    if who is None:
        return "anon"
    return f"{who.tenant}"
