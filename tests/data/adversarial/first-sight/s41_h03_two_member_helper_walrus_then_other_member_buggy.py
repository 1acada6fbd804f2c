from devkit.mcp import ExecutionContext, tool


def _label(ctx: ExecutionContext, by_session: bool):
    if by_session:
        return ctx.session_id
    return ctx.tool_name


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    if (label := _label(ctx, input.flag)) is not None:
        return label.lower() + ctx.tool_name.lower()  # expect: DK201
    return ""
