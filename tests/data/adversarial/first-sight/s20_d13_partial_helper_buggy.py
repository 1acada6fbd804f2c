from functools import partial

from devkit.agent import ToolExecutionContext, tool


def _stamp(ctx: ToolExecutionContext, text: str) -> str:
    return f"[{ctx.signal.aborted}] {text}"  # expect: DK201


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> list:
    stamp = partial(_stamp, ctx)
    return [stamp(x) for x in ("a", "b")]
