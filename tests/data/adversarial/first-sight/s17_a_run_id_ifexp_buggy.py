from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


import uuid


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    rid = ctx.run_id if ctx.run_id else str(uuid.uuid4())  # expect: DK204
    return rid
