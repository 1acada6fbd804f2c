import functools

from devkit.agent import ToolExecutionContext, tool


def _mark(ctx, label: str) -> str:
    return f"{label}:{ctx.run_id.upper()}"  # expect: DK201


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    mark = functools.partial(_mark, ctx)
    return [mark(n) for n in args.names]
