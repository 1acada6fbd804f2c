from google.adk.agents import Agent
from google.adk.tools import ToolContext

_seen: dict[str, int] = {}


def count(tool_context: ToolContext) -> int:
    key = tool_context.session.id  # expect: DK401
    _seen[key] = _seen.get(key, 0) + 1
    return _seen[key]


root_agent = Agent(name="counter", model="gemini-2.0-flash", tools=[count])
