from devkit.agent import ToolExecutionContext, tool


@tool(name="sizes", description="Sizes of inputs.", wants=["report"])
def sizes(args, ctx: ToolExecutionContext) -> int:
    if ctx.wanted is None:
        return 0
    return ctx.wanted["summary"].size  # expect: DK105
