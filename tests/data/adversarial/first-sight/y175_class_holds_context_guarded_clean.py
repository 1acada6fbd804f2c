from devkit.agent import ToolExecutionContext, tool


class Session:
    def __init__(self, ctx: ToolExecutionContext) -> None:
        self._ctx = ctx

    def tenant(self) -> str:
        who = self._ctx.identity
        return who.tenant if who is not None else "anon"


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    return Session(ctx).tenant()
