from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool
from langgraph.store.memory import InMemoryStore


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Stores a fact."""
    runtime.store.put(("facts",), fact, {"text": fact})
    return "stored"


agent = create_agent("openai:gpt-5", tools=[remember], store=InMemoryStore())
