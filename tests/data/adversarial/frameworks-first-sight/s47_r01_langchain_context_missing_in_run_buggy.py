from dataclasses import dataclass

from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool


@dataclass
class UserContext:
    user_id: str


@tool
def whoami(runtime: ToolRuntime[UserContext]) -> str:
    """Names the user."""
    return runtime.context.user_id  # expect: DK201


agent = create_agent("openai:gpt-5", tools=[whoami])
agent.invoke({"messages": [{"role": "user", "content": "who am I?"}]})
