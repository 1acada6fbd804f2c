from devkit.mcp import ExecutionContext, tool


def load(name: str) -> dict | None:
    return None if not name else {"name": name}


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    if ctx.metadata is None:
        return 0
    ctx.metadata = load(input.name)
    return len(ctx.metadata)  # expect: DK201
