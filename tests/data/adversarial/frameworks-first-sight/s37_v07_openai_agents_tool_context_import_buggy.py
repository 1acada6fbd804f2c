from agents import ToolContext, function_tool  # expect: DK004


@function_tool
def name_of(ctx: ToolContext[None]) -> str:
    return ctx.tool_name
