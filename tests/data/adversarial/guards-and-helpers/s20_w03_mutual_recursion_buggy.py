from devkit.agent import ToolExecutionContext, tool


def ping(c: ToolExecutionContext, n: int) -> str:
    if n <= 0:
        return c.identity.tenant or ""  # expect: DK201
    return pong(c, n - 1)


def pong(c: ToolExecutionContext, n: int) -> str:
    return ping(c, n - 1)


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return ping(ctx, 3)
