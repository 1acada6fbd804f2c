from langchain.tools import ToolRuntime, tool


@tool
async def remember(fact: str, runtime: ToolRuntime) -> str:
    """Remembers a fact."""
    if runtime.store is None:
        return "no store configured"
    await runtime.store.aput(("facts",), fact, {"text": fact})
    return "saved"
