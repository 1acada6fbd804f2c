import contextlib

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    with contextlib.suppress(LookupError):
        if not ctx.identity:
            raise RuntimeError("anonymous")
        args.index.remove(args.key)
    return ctx.identity.tenant
