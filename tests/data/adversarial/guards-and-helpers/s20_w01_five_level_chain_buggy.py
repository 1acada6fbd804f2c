from devkit.agent import ToolExecutionContext, tool


def h5(c: ToolExecutionContext) -> str:
    return c.signal.reason or ""  # expect: DK201


def h4(c: ToolExecutionContext) -> str:
    return h5(c)


def h3(c: ToolExecutionContext) -> str:
    return h4(c)


def h2(c: ToolExecutionContext) -> str:
    return h3(c)


def h1(c: ToolExecutionContext) -> str:
    return h2(c)


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return h1(ctx)
