from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def next_identity():
    return None


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    names = []
    while ident is not None:
        names.append(ident.tenant)
        ident = next_identity()
    return ident.tenant  # expect: DK201
