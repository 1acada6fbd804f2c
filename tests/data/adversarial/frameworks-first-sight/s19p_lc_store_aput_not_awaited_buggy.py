from langchain.tools import ToolRuntime, tool


@tool
async def remember(key: str, runtime: ToolRuntime) -> str:
    if runtime.store is None:
        return "no store"
    runtime.store.aput(("facts",), key, {"v": key})  # expect: DK005
    return "ok"
