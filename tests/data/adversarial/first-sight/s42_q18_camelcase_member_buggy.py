from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.hasArtifacts:  # expect: DK002
        return "yes"
    return "no"
