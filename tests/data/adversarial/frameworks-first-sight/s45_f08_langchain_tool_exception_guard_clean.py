from langchain.agents import create_agent
from langchain.tools import ToolRuntime, tool
from langchain_core.tools import ToolException


@tool
def tag(key: str, runtime: ToolRuntime) -> str:
    try:
        if runtime.tool_call_id is None:
            raise ToolException("not called by a model")
        label = {"a": "alpha", "b": "beta"}[key]
    except KeyError:
        label = "other"
    return runtime.tool_call_id.upper() + label


agent = create_agent("openai:gpt-4o", tools=[tag])
