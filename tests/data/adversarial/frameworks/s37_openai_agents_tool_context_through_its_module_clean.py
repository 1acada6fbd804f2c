import agents
import agents.tool_context


@agents.function_tool
def name_of(ctx: agents.tool_context.ToolContext[None]) -> str:
    return ctx.tool_name
