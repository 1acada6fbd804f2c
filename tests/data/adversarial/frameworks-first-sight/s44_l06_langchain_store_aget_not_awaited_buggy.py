from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool
from langgraph.store.memory import InMemoryStore


@tool
async def recall(key: str, runtime: ToolRuntime) -> str:
    """Recall a note."""
    item = runtime.store.aget(("notes",), key)  # expect: DK005
    return str(item)


agent = create_agent("openai:gpt-4o", tools=[recall], store=InMemoryStore())
