from langchain.tools import tool
from langchain.tools.tool_node import ToolRuntime


@tool
def remember(note: str, runtime: ToolRuntime) -> str:
    """Keep a note for later."""
    runtime.store.put(("notes",), note, {"text": note})  # expect: DK201
    return note
