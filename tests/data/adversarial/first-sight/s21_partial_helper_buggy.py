import functools

from devkit.agent import ToolExecutionContext, tool


def _tenant(ctx: ToolExecutionContext, suffix: str) -> str:
    return ctx.identity.tenant + suffix  # expect: DK201


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    get = functools.partial(_tenant, ctx)
    return get("-x")
