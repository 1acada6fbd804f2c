from typing import cast

from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = cast(MemoryIdentity, ctx.identity)
    return ident.principal or "-"
