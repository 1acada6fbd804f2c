from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("forms")


@mcp.tool
async def ask_name(ctx: Context) -> str:
    async def ask() -> str:
        answer = await ctx.elicit("Your name?", response_type=str)
        return str(answer)

    try:
        return await ask()
    except ToolError:
        return "anonymous"


@mcp.tool
async def ask_twice(ctx: Context) -> str:
    async def ask(question: str) -> str:
        return str(await ctx.elicit(question, response_type=str))

    try:
        first = await ask("First name?")
        last = await ask("Last name?")
    except Exception:
        return "anonymous"
    return f"{first} {last}"


@mcp.tool
def progress_token(ctx: Context) -> str:
    def token() -> str:
        return str(ctx.request_context.meta.progressToken)

    try:
        return token()
    except AttributeError:
        return ""
