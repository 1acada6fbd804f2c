from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise LookupError("no identity")
    except LookupError:
        print("no identity")
    return ctx.identity.tenant or ""  # expect: DK201
