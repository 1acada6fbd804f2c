from agents import RunContextWrapper, function_tool


@function_tool(name_override="lookup")
async def lookup(ctx: RunContextWrapper[dict], key: str) -> str:
    return str(ctx.context.get(key))
