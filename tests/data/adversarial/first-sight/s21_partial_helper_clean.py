import functools

from devkit.agent import ToolExecutionContext, tool


def _tenant(ctx: ToolExecutionContext, suffix: str) -> str:
    return (ctx.identity.tenant or "") + suffix


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return ""
    get = functools.partial(_tenant, ctx)
    return get("-x")
