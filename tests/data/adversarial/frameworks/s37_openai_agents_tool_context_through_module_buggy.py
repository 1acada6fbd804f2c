import agents


@agents.function_tool
def name_of(ctx: agents.ToolContext[None]) -> str:  # expect: DK004
    return ctx.tool_name
