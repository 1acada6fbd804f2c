from functools import partial

from devkit.agent import ToolExecutionContext, tool


def _label(ctx: ToolExecutionContext, item: str) -> str:
    return f"{ctx.identity.principal}:{item}"


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    if ctx.identity is None:
        return []
    label = partial(_label, ctx)
    return list(map(label, args.items))
