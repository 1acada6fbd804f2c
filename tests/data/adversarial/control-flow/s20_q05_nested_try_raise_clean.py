from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    try:
        try:
            ident = ctx.identity
            if ident is None:
                raise LookupError("no identity")
        except KeyError:
            return ""
    except LookupError:
        return "anon"
    return ident.tenant or ""
