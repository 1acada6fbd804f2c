from dataclasses import dataclass

from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool


@dataclass
class Caller:
    user_id: str


@tool
def whoami(runtime: ToolRuntime[Caller]) -> str:
    """Say who is asking."""
    return runtime.context.user_id.upper()  # expect: DK201


agent = create_agent("openai:gpt-4o-mini", tools=[whoami], context_schema=Caller)
agent.invoke({"messages": [{"role": "user", "content": "who am I?"}]})
