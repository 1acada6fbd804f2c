from langchain.tools import ToolRuntime, tool


@tool
async def remember(fact: str, runtime: ToolRuntime) -> str:
    """Remembers a fact."""
    await runtime.store.aput(("facts",), fact, {"text": fact})  # expect: DK201
    return "saved"
