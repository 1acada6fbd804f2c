from functools import partial

from devkit.agent import ToolExecutionContext, tool


def _label(ctx: ToolExecutionContext, item: str) -> str:
    return f"{ctx.run_id.upper()}:{item}"  # expect: DK201


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    label = partial(_label, ctx)
    return [label(x) for x in args.items]
