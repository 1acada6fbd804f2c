from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


from typing import NoReturn


def fail(message: str) -> NoReturn:
    raise RuntimeError(message)


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        fail("no identity")
    return ctx.identity.principal
