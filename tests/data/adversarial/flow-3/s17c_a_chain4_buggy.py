from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def d(c):
    return c.identity.tenant  # expect: DK201


def c3(c):
    return d(c)


def b(c):
    return c3(c)


def a(c):
    return b(c)


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    return a(ctx) or ""
