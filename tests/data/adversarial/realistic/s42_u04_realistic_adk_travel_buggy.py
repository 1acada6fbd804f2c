"""Travel agent tools."""

from google.adk.agents import LlmAgent
from google.adk.tools import FunctionTool, ToolContext


def remember_city(city: str, tool_context: ToolContext) -> dict:
    visited = tool_context.state.get("visited", [])
    visited.append(city)
    tool_context.state["visited"] = visited
    return {"visited": visited}


async def save_itinerary(text: str, tool_context: ToolContext) -> dict:
    version = await tool_context.save_artifact("itinerary.txt", text)  # expect: DK203
    return {"version": version}


async def load_itinerary(tool_context: ToolContext) -> str:
    try:
        part = await tool_context.load_artifact("itinerary.txt")
    except ValueError:
        return ""
    if part is None or part.text is None:
        return ""
    return part.text


def asked_about(tool_context: ToolContext) -> str:
    content = tool_context.user_content
    return content.parts[0].text if content and content.parts else ""


agent = LlmAgent(
    name="travel",
    model="gemini-2.0-flash",
    tools=[remember_city, FunctionTool(save_itinerary), load_itinerary, asked_about],
)
