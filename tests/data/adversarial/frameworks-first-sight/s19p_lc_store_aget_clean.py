from langchain.tools import ToolRuntime, tool


@tool
async def recall(key: str, runtime: ToolRuntime) -> str:
    store = runtime.store
    if store is None:
        return "no store"
    await store.aput(("facts",), key, {"v": key})
    item = await store.aget(("facts",), key)
    if item is None:
        return "lost"
    return str(item.value["v"])
