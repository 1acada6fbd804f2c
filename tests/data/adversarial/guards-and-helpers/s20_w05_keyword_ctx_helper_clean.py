from devkit.agent import ToolExecutionContext, tool


def describe(*, context: ToolExecutionContext, verbose: bool = False) -> str:
    if context.identity is None:
        return "anonymous"
    return context.identity.tenant or ""


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return describe(context=ctx, verbose=True)
