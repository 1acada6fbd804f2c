from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool
from langgraph.store.memory import InMemoryStore


@tool
def remember(note: str, runtime: ToolRuntime) -> str:
    """Keep a note."""
    runtime.store.put(("notes",), note, {"text": note})  # expect: DK201
    return note


@tool
def recall(note: str, runtime: ToolRuntime) -> str:
    """Read a note back."""
    item = runtime.store.get(("notes",), note)
    return item.value["text"] if item else ""


with_memory = create_agent("openai:gpt-4o-mini", tools=[remember, recall], store=InMemoryStore())
scratch = create_agent("openai:gpt-4o-mini", tools=[remember])
