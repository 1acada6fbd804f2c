from langchain.tools import tool, ToolRuntime


@tool
def remember_all(keys: list[str], runtime: ToolRuntime) -> int:
    store = runtime.store
    found = 0
    for key in keys:
        if store.get(("notes",), key) is not None:  # expect: DK201
            found += 1
    return found
