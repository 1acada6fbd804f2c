from devkit.mcp import ExecutionContext, tool


class Tools:
    @tool(name="who")
    async def who(self, args, ctx: ExecutionContext) -> str:
        return ctx.tool_name.upper()  # expect: DK201
