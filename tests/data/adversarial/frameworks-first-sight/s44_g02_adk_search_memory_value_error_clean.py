from google.adk.agents import Agent
from google.adk.tools import ToolContext


async def remember(topic: str, tool_context: ToolContext) -> str:
    try:
        found = await tool_context.search_memory(topic)
    except ValueError:
        return "no memory here"
    return "; ".join(str(m.content) for m in found.memories)


root_agent = Agent(name="mem", model="gemini-2.0-flash", tools=[remember])
