from functools import partial

from devkit.agent import ToolExecutionContext, tool


def _tenant_upper(ctx: ToolExecutionContext, suffix: str) -> str:
    return ctx.identity.principal + suffix  # expect: DK201


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    label = partial(_tenant_upper, ctx)
    return label("!")
