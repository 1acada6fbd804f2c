from contextlib import suppress

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    with suppress(ValueError):
        if ctx.run_id is None:
            raise ValueError("no run")
    return ctx.run_id.upper()  # expect: DK201
