from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class Server:
    @tool(name="m")
    async def m(self, args, ctx: ExecutionContext):
        return ctx.tool_name.upper()  # expect: DK201
