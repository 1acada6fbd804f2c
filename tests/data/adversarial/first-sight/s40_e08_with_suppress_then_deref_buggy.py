import contextlib

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    with contextlib.suppress(KeyError):
        if ctx.identity is None:
            raise KeyError("no identity")
    return ctx.identity.principal or "-"  # expect: DK201
