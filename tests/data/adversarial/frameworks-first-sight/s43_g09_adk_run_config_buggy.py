from google.adk.tools import ToolContext


def budget(tool_context: ToolContext) -> int:
    return tool_context.run_config.max_llm_calls  # expect: DK201
