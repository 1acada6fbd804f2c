from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

def make_tool(prefix):
    @tool(name=prefix + "_who")
    async def who(args, ctx: ToolExecutionContext):
        return prefix + ctx.identity.principal  # expect: DK201
    return who
