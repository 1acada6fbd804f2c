from agents import function_tool
from agents.tool_context import ToolContext


def model_of(ctx: ToolContext[dict]) -> str:
    config = ctx.run_config
    if config is None or config.model is None:
        return "default"
    return str(config.model)


@function_tool
def which_model(ctx: ToolContext[dict]) -> str:
    return model_of(ctx)
