from google.adk.agents import Agent
from google.adk.tools import FunctionTool, ToolContext


async def remember(fact: str, tool_context: ToolContext) -> str:
    results = await tool_context.search_memory(fact)  # expect: DK203
    return str(results)


agent = Agent(name="a", model="gemini", tools=[FunctionTool(func=remember)])
