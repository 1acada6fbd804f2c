from devkit.agent import ToolExecutionContext, tool


@tool(name="summarise", description="Summarise.")
async def summarise(args, ctx: ToolExecutionContext) -> str:
    meta = ctx.wanted["report"]  # expect: DK103
    size = ctx.wanted["report"].size
    return f"{meta.name}:{size}"
