from devkit.agent import ToolExecutionContext, tool


def _who(*, ctx: ToolExecutionContext) -> str:
    return ctx.identity.principal or ""  # expect: DK201


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    return _who(**{"ctx": ctx})
