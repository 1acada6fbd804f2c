from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    wanted = ctx.wanted  # expect: DK103
    if not wanted:
        return ""
    return ",".join(wanted)
