from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool
from langgraph.store.memory import InMemoryStore


@tool
def recall(key: str, runtime: ToolRuntime) -> str:
    item = runtime.store.get(("notes",), key)
    if item is None:
        return "nothing"
    return str(item.value.get("text", ""))


agent = create_agent("openai:gpt-4o", tools=[recall], store=InMemoryStore())
