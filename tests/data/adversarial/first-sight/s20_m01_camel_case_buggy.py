from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if not ctx.hasArtifacts:  # expect: DK002
        return ctx.toolCallId  # expect: DK002
    return ""
