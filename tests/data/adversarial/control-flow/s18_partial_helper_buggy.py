import functools

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def tenant(ctx: ToolExecutionContext, suffix: str) -> str:
    return ctx.identity.tenant + suffix  # expect: DK201


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    get = functools.partial(tenant, ctx)
    return get("!")
