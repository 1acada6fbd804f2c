from devkit.agent import ToolExecutionContext, tool


@tool(name="sizes", description="Lists the sizes of wanted inputs.")
def sizes(args, ctx: ToolExecutionContext) -> dict:
    return {name: item.size for name, item in (ctx.wanted or {}).items()}  # expect: DK103
