import contextlib

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    tenant = "-"
    with contextlib.suppress(AttributeError):
        tenant = ctx.identity.tenant
    return tenant
