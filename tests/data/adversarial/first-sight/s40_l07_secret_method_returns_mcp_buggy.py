from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class G(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return True


class Tools:
    def _auth_line(self, token: str) -> str:
        return f"token={token}"

    @tool(name="t")
    @use_guards(G)
    async def t(self, input, ctx: ExecutionContext) -> str:
        if ctx.auth is None or ctx.auth.token is None:
            return "none"
        ctx.logger.info(self._auth_line(ctx.auth.token))  # expect: DK402
        return "ok"
