from __future__ import annotations

from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool
from langgraph.store.memory import InMemoryStore


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Stores a fact about the user."""
    store = runtime.store
    if store is None:
        return "no memory configured"
    user = runtime.config.get("configurable", {}).get("user_id", "anon")
    store.put(("facts", user), fact[:32], {"text": fact})
    return "saved"


@tool
async def recall(topic: str, runtime: ToolRuntime) -> list[str]:
    """Finds facts about a topic."""
    if not runtime.store:
        return []
    user = runtime.config.get("configurable", {}).get("user_id", "anon")
    items = await runtime.store.asearch(("facts", user), query=topic)
    return [item.value["text"] for item in items]


agent = create_agent("openai:gpt-4o", tools=[remember, recall], store=InMemoryStore())
