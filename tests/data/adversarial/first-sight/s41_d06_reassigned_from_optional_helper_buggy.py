from devkit.mcp import ExecutionContext, tool


def _load(name: str) -> dict | None:
    return None if not name else {"name": name}


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    if ctx.metadata is None:
        return "no metadata"
    ctx.metadata = _load(input.name)
    ctx.metadata["loaded"] = True  # expect: DK201
    return "ok"
