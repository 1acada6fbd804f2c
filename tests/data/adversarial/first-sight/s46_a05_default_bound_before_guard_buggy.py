from devkit.agent import ToolExecutionContext, tool


@tool(name="render", description="Renders the caller's tenant.")
def render(args, ctx: ToolExecutionContext) -> str:
    def show(who=ctx.identity) -> str:
        return who.tenant  # expect: DK201

    if ctx.identity is None:
        return "anonymous"
    return show()
