from google.adk.agents import Agent
from google.adk.tools import ToolContext
from google.genai import types


async def book_room(room: str, nights: int, tool_context: ToolContext) -> dict:
    """Books a room and keeps the confirmation as an artifact."""
    guest = tool_context.state.get("user:name", "guest")
    text = f"{guest} booked {room} for {nights} nights"
    try:
        version = await tool_context.save_artifact(
            "booking.txt", types.Part.from_text(text=text)
        )
    except ValueError:
        return {"status": "booked", "version": None}
    tool_context.state["last_booking"] = version
    return {"status": "booked", "version": version}


async def last_booking(tool_context: ToolContext) -> dict:
    """Reads the last confirmation back."""
    try:
        part = await tool_context.load_artifact("booking.txt")
    except ValueError:
        return {"status": "no artifact service"}
    if part is None or part.text is None:
        return {"status": "nothing booked yet"}
    return {"text": part.text}


root_agent = Agent(
    name="hotel",
    model="gemini-2.0-flash",
    instruction="Book rooms.",
    tools=[book_room, last_booking],
)
