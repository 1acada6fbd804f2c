import contextlib

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    with contextlib.suppress(KeyError):
        if ctx.identity is None:
            raise PermissionError("anonymous")
        args.cache.pop("stale")
    return ctx.identity.tenant
