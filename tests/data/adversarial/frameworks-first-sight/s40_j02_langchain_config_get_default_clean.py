from langchain.tools import ToolRuntime, tool


@tool
def who(query: str, runtime: ToolRuntime) -> str:
    user = runtime.config.get("configurable", {}).get("user_id")
    return f"{user}:{query}"
