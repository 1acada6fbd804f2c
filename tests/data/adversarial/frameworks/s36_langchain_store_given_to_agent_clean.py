from typing import Any

from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool
from langgraph.store.memory import InMemoryStore


@tool
def get_user_info(user_id: str, runtime: ToolRuntime) -> str:
    """Look up user info."""
    store = runtime.store
    item = store.get(("users",), user_id)
    return str(item.value) if item else "Unknown user"


@tool
def save_user_info(user_id: str, info: dict[str, Any], runtime: ToolRuntime) -> str:
    """Save user info."""
    runtime.store.put(("users",), user_id, info)
    return "saved"


agent = create_agent(
    model="openai:gpt-4o-mini",
    tools=[get_user_info, save_user_info],
    store=InMemoryStore(),
)
agent.invoke({"messages": [{"role": "user", "content": "save abc123"}]})
