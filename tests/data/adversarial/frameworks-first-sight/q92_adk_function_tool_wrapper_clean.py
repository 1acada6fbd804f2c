from google.adk.agents import LlmAgent
from google.adk.tools import FunctionTool, ToolContext


async def save(name: str, data: str, tool_context: ToolContext) -> str:
    try:
        await tool_context.save_artifact(name, data)
    except ValueError:
        return "no artifact service"
    return "saved"


agent = LlmAgent(name="a", model="gemini", tools=[FunctionTool(func=save)])
