import contextlib

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    with contextlib.suppress(KeyError):
        args.cache.pop("stale")
        if ctx.identity is None:
            raise PermissionError("anonymous")
    return ctx.identity.tenant  # expect: DK201
