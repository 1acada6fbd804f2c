from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Signed(Guard):
    pass


class Tools:
    @tool(name="whoami")
    @use_guards(Signed)
    async def whoami(self, args: dict, ctx: ExecutionContext) -> str:
        if ctx.verified_subject is None:
            return "anonymous"
        return ctx.verified_subject.lower()
