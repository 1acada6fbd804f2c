from fastmcp import Context, FastMCP
from google.adk.tools import ToolContext

mcp = FastMCP("demo")


async def client_of(ctx: Context):
    return ctx.client_id


@mcp.tool
async def held(ctx: Context) -> str:
    pending = client_of(ctx)
    client = await pending
    return client.upper()  # expect: DK201


async def load(name: str, tool_context: ToolContext) -> str:
    pending = tool_context.load_artifact(name)  # expect: DK203
    part = await pending
    return part.text  # expect: DK201


async def unguarded(name: str, tool_context: ToolContext) -> str:
    async def ask():
        return await tool_context.load_artifact(name)  # expect: DK203

    job = ask()
    part = await job
    return part.text if part else ""
