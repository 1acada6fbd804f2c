from devkit.mcp import ExecutionContext, tool


class Tools:
    def _name(self, ctx: ExecutionContext, by_session: bool):
        if by_session:
            return ctx.session_id
        return ctx.tool_name

    @tool(name="t")
    async def t(self, input, ctx: ExecutionContext) -> str:
        return self._name(ctx, input.flag).lower()  # expect: DK201
