from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def make(prefix: str):
    @tool(name=prefix + "_t")
    async def t(args, ctx: ToolExecutionContext) -> str:
        return ctx.identity.principal  # expect: DK201

    return t
