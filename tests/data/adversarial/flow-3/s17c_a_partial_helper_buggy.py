from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


import functools


def principal(ctx: ToolExecutionContext, suffix: str) -> str:
    return ctx.identity.principal + suffix  # expect: DK201


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    get = functools.partial(principal, ctx)
    return get("!")
