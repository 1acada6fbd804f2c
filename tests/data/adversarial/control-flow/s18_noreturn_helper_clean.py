from typing import NoReturn

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def fail(message: str) -> NoReturn:
    raise RuntimeError(message)


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        fail("no identity")
    return ctx.identity.tenant
