from devkit.agent import ToolExecutionContext, tool


@tool(name="flags", description="d")
def flags(args: dict, ctx: ToolExecutionContext) -> bool:
    return ctx.hasArtifacts  # expect: DK002
