from google.adk.agents import Agent
from google.adk.tools import ToolContext


async def remember(topic: str, tool_context: ToolContext) -> str:
    try:
        if tool_context.user_content is None:
            raise ValueError("no user turn")
        found = await tool_context.search_memory(topic)
        text = "; ".join(str(m.content) for m in found.memories)
    except ValueError:
        text = "no memory here"
    return f"{tool_context.user_content.role}: {text}"  # expect: DK201


root_agent = Agent(name="mem", model="gemini-2.0-flash", tools=[remember])
