from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    match ctx.run_id:
        case str() as rid if rid.startswith("r-"):
            return rid.upper()
        case _:
            return ctx.run_id.lower()  # expect: DK201
