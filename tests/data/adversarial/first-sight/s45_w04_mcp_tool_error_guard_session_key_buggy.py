from devkit.mcp import ExecutionContext, tool

CACHE: dict = {}


@tool(name="remember", description="Remembers a value.")
async def remember(input, ctx: ExecutionContext) -> str:
    try:
        if ctx.session_id is None:
            raise PermissionError("stateless")
        CACHE[ctx.session_id] = input.value  # expect: DK401
    except KeyError:
        pass
    return "ok"
