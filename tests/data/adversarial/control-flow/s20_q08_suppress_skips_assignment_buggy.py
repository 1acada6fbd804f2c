from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    with contextlib.suppress(ValueError):
        if ident is None:
            raise ValueError("none")
    return ident.tenant or ""  # expect: DK201
