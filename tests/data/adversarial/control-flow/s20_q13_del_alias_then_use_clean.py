from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    del ident
    if ctx.identity is None:
        return ""
    return ctx.identity.tenant or ""
