from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool
from langgraph.store.memory import InMemoryStore


@tool
def recall(key: str, runtime: ToolRuntime) -> str:
    return str(runtime.store.get(("notes",), key).value)  # expect: DK201


agent = create_agent("openai:gpt-4o", tools=[recall], store=InMemoryStore())
