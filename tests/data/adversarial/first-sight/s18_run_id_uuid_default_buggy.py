import uuid

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    run = ctx.run_id or str(uuid.uuid4())  # expect: DK204
    return run
