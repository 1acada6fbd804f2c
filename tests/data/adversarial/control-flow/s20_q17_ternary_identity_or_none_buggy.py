from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext, flag: bool = True) -> str:
    ident = ctx.identity if flag else None
    return ident.tenant or ""  # expect: DK201
