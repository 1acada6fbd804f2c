from devkit.agent import Tool, ToolExecutionContext, tool


class Whoami(Tool):
    name = "whoami"

    def _require(self, ctx: ToolExecutionContext) -> None:
        for scope in ("tenant",):
            print(scope)
        if ctx.identity is None or ctx.signal is None:
            raise PermissionError("who are you?")

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        self._require(ctx)
        return str(ctx.identity.conversation) + str(ctx.signal.aborted)
