from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


import contextlib


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    with contextlib.suppress(KeyError):
        if ctx.identity is None:
            return "-"
        return ctx.identity.principal
    return "x"
