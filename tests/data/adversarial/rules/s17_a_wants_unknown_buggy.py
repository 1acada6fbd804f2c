from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


from pydantic import BaseModel


class Args(BaseModel):
    report: str = ""


@tool(name="t", wants=["reprot"])  # expect: DK104
async def t(args: Args, ctx: ToolExecutionContext) -> int:
    return 0
