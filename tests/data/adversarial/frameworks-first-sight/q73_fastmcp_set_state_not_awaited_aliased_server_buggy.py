from fastmcp import Context as Ctx
from fastmcp import FastMCP as Server

app = Server("demo")


@app.tool(name="remember")
async def remember(value: str, context: Ctx) -> str:
    context.set_state("value", value)  # expect: DK005
    return "ok"
