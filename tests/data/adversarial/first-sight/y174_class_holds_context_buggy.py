from devkit.agent import ToolExecutionContext, tool


class Session:
    def __init__(self, ctx: ToolExecutionContext) -> None:
        self._ctx = ctx

    def tenant(self) -> str:
        return self._ctx.identity.tenant  # expect: DK201


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    return Session(ctx).tenant()
