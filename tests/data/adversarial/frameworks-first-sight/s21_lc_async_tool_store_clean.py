from langchain.tools import ToolRuntime, tool


@tool
async def recall(key: str, runtime: ToolRuntime) -> str:
    """Recall a value."""
    if not runtime.store:
        return "no store"
    item = await runtime.store.aget(("memories",), key)
    return item.value["v"] if item else "missing"
