from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def identity_of(ctx: ToolExecutionContext):
    return ctx.identity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    return str(identity_of(ctx).principal)  # expect: DK201
