from devkit.agent import *  # noqa: F403


@tool(name="t", description="t")  # noqa: F405
def t(args: dict, ctx: ToolExecutionContext) -> str:  # noqa: F405
    return ctx.run_id.upper()  # expect: DK201
