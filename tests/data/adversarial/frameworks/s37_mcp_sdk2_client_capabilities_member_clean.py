from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("cards")


@server.tool()
async def confirm(ctx: Context) -> str:
    caps = ctx.client_capabilities
    if caps is None or caps.elicitation is None:
        return "cannot ask"
    answer = await ctx.elicit("Sure?", schema=dict)
    return str(answer)
