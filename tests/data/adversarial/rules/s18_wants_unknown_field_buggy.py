from pydantic import BaseModel

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


class Args(BaseModel):
    report: str = ""


@tool(name="t", wants=["reprot"])  # expect: DK104
async def t(args: Args, ctx: ToolExecutionContext) -> int:
    return 0
