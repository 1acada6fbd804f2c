from __future__ import annotations

from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Stores a fact about the user."""
    user = runtime.config.get("configurable", {}).get("user_id", "anon")
    runtime.store.put(("facts", user), fact[:32], {"text": fact})  # expect: DK201
    return "saved"


@tool
async def recall(topic: str, runtime: ToolRuntime) -> list[str]:
    """Finds facts about a topic."""
    if runtime.store is None:
        return []
    user = runtime.config.get("configurable", {}).get("user_id", "anon")
    items = await runtime.store.asearch(("facts", user), query=topic)
    return [item.value["text"] for item in items]


agent = create_agent("openai:gpt-4o", tools=[remember, recall])
