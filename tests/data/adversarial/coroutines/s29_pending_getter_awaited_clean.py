from fastmcp import Context, FastMCP
from google.adk.tools import ToolContext

mcp = FastMCP("demo")


async def client_of(ctx: Context):
    return ctx.client_id


@mcp.tool
async def held(ctx: Context) -> str:
    pending = client_of(ctx)
    client = await pending
    if client is None:
        return "anonymous"
    return client.upper()


async def guarded(name: str, tool_context: ToolContext) -> str:
    async def ask():
        return await tool_context.load_artifact(name)

    job = ask()
    try:
        part = await job
    except ValueError:
        return ""
    return part.text if part else ""
